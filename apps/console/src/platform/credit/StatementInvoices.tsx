// /console/platform/credit, tab "statement invoices" (issue 17, decision 034): the credit buyers' requests of one
// invoice per statement, by state. Credit lines are the platform's, so the platform issues them: an applying request
// is issued with the e-invoice uploaded (PDF, OFD or an image, checked by the API as the shops' are), its 8- or
// 20-digit number and amount, or refused with a reason; an issued one is downloaded. The columns after the first and
// the dialogs are the seller centre's (seller/invoices/invoice-table.tsx) with the platform's calls.
import { Space, Tabs, Typography, message, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import type { AdminStatementInvoiceView } from '@mall/shared';
import { CrudTable } from '../../app/components/CrudTable';
import { formatTime } from '../../app/format';
import { useI18n } from '../../app/i18n';
import { invoiceColumns, useInvoiceDialogs } from '../../seller/invoices/invoice-table';
import { statementInvoicesApi, type StatementInvoiceState } from './api';

const STATES: readonly StatementInvoiceState[] = ['applying', 'invoiced', 'refused'];

export function StatementInvoices() {
  const { t, lang } = useI18n();
  const [status, setStatus] = useState<StatementInvoiceState | null>('applying');
  const [reload, setReload] = useState(0);
  const load = useCallback((current: number, size: number) => statementInvoicesApi.list(status, current, size).then((p) => ({ list: p.records, total: p.total })), [status]);
  const { issue, refuse, dialogs } = useInvoiceDialogs<AdminStatementInvoiceView>({
    // the dialogs name an order; here it is the statement
    issuable: (r) => ({ id: r.id, amount: r.amount, orderNumber: r.statementNo }),
    calls: statementInvoicesApi,
    titles: { issue: (r) => t('credit.inv.issueTitle', { no: r.statementNo }), refuse: (r) => t('credit.inv.refuseTitle', { no: r.statementNo }) },
    onDone: (key) => {
      void message.success(t(key));
      setReload((n) => n + 1);
    },
  });

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
    ...invoiceColumns<AdminStatementInvoiceView>(t, { onIssue: issue, onRefuse: refuse, download: statementInvoicesApi.download }),
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
      {dialogs}
    </>
  );
}
