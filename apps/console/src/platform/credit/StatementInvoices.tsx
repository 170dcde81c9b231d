// /console/platform/credit, tab "statement invoices" (issue 17, decision 034): the credit buyers' requests of one
// invoice per statement, by state. Credit lines are the platform's, so the platform issues them: an applying request
// is issued with the e-invoice uploaded (PDF, OFD or an image, checked by the API as the shops' are), its 8- or
// 20-digit number and amount (the seller centre's dialogs, with the platform's calls), or refused with a reason; an
// issued one is downloaded.
import { Button, Space, Tabs, Tag, Typography, message, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { INVOICE_TYPE, fenToYuan, type AdminStatementInvoiceView } from '@mall/shared';
import { CrudTable } from '../../app/components/CrudTable';
import { formatTime } from '../../app/format';
import { useI18n } from '../../app/i18n';
import { IssueModal, RefuseModal } from '../../seller/invoices/InvoicesPage';
import { statementInvoicesApi, type StatementInvoiceState } from './api';

const STATES: readonly StatementInvoiceState[] = ['applying', 'invoiced', 'refused'];
const COLOR: Record<StatementInvoiceState, string> = { applying: 'orange', invoiced: 'green', refused: 'red' };

export function StatementInvoices() {
  const { t, lang } = useI18n();
  const [status, setStatus] = useState<StatementInvoiceState | null>('applying');
  const [reload, setReload] = useState(0);
  const [issuing, setIssuing] = useState<AdminStatementInvoiceView | null>(null);
  const [refusing, setRefusing] = useState<AdminStatementInvoiceView | null>(null);
  const load = useCallback((current: number, size: number) => statementInvoicesApi.list(status, current, size).then((p) => ({ list: p.records, total: p.total })), [status]);
  const done = (key: string) => {
    void message.success(t(key));
    setReload((n) => n + 1);
  };
  // the dialogs name an order; here it is the statement
  const asIssuable = (r: AdminStatementInvoiceView) => ({ id: r.id, amount: r.amount, orderNumber: r.statementNo });

  const columns: TableColumnsType<AdminStatementInvoiceView> = [
    {
      title: t('credit.inv.statement'), key: 'statement', render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <span>{r.statementNo}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`${r.companyName} · ${t('credit.user', { id: r.userId })}`}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`${t('invoices.asked')} ${formatTime(r.createTime, lang)}`}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('invoices.madeOut'), key: 'title', render: (_, r) => (
        <Space orientation="vertical" size={0} style={{ maxWidth: 320 }}>
          <Typography.Text strong>{r.title}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`${t(`invoices.type.${r.invoiceType}`)} · ${t(`invoices.kind.${r.kind}`)}`}</Typography.Text>
          {r.invoiceType === INVOICE_TYPE.unit && <Typography.Text copyable style={{ fontSize: 12 }}>{r.taxNumber}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t('invoices.amount'), key: 'amount', render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <span>{`¥${fenToYuan(r.amount)}`}</span>
          {r.invoiceNo && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`${t('invoices.number')} ${r.invoiceNo} · ¥${fenToYuan(r.issuedAmount ?? 0)}`}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t('invoices.state'), key: 'status', render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <Tag color={COLOR[r.status]}>{t(`invoices.status.${r.status}`)}</Tag>
          {r.refuseReason && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{r.refuseReason}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t('app.actions'), key: 'a', fixed: 'right', render: (_, r) => (
        <Space wrap>
          {r.status === 'applying' && <Button type="primary" size="small" onClick={() => setIssuing(r)}>{t('invoices.issue')}</Button>}
          {r.status === 'applying' && <Button size="small" onClick={() => setRefusing(r)}>{t('invoices.refuse')}</Button>}
          {r.fileUrl && <Button size="small" onClick={() => void statementInvoicesApi.download(r.id, `invoice-${r.invoiceNo ?? r.id}.${r.fileType ?? 'pdf'}`).catch((e: Error) => message.error(e.message))}>{t('invoices.download')}</Button>}
        </Space>
      ),
    },
  ];

  return (
    <>
      <CrudTable<AdminStatementInvoiceView>
        title={t('credit.inv.title')}
        rowKey="id"
        columns={columns}
        load={load}
        reloadKey={reload}
        filters={
          <Tabs
            activeKey={status ?? 'all'}
            onChange={(k) => setStatus(k === 'all' ? null : (k as StatementInvoiceState))}
            items={[...STATES.map((s) => ({ key: s, label: t(`invoices.status.${s}`) })), { key: 'all', label: t('invoices.tab.all') }]}
          />
        }
      />
      {issuing && (
        <IssueModal invoice={asIssuable(issuing)} calls={statementInvoicesApi} title={t('credit.inv.issueTitle', { no: issuing.statementNo })}
          onClose={() => setIssuing(null)} onDone={() => { setIssuing(null); done('invoices.issued'); }} />
      )}
      {refusing && (
        <RefuseModal invoice={asIssuable(refusing)} calls={statementInvoicesApi} title={t('credit.inv.refuseTitle', { no: refusing.statementNo })}
          onClose={() => setRefusing(null)} onDone={() => { setRefusing(null); done('invoices.refusedDone'); }} />
      )}
    </>
  );
}
