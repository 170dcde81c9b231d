// Seller centre: the shop's invoice requests in tabs by state (?status=), newest first. An applying request is
// issued (the e-invoice uploaded — PDF, OFD or an image —, its 8- or 20-digit number and amount, checked by the
// shared rule before the call) or refused with a reason; an issued one is downloaded or voided (red-letter), which a
// refund of its order waits for. The columns and dialogs are shared with the platform's statement invoices.
import { Button, Modal, Space, Tabs, Typography, message, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { INVOICE_KIND, INVOICE_STATUSES, type InvoiceStatusName, type InvoiceView } from '@mall/shared';
import { CrudTable } from '../../app/components/CrudTable';
import { formatTime } from '../../app/format';
import { useI18n } from '../../app/i18n';
import { sellerInvoicesApi } from './api';
import { invoiceColumns, useInvoiceDialogs } from './invoice-table';

export { IssueModal, RefuseModal, type InvoiceCalls } from './InvoiceDialogs';

export function InvoicesPage() {
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = (INVOICE_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as InvoiceStatusName) : null;
  const [reload, setReload] = useState(0);
  const load = useCallback((current: number, size: number) => sellerInvoicesApi.list(status, current, size).then((p) => ({ list: p.records, total: p.total })), [status]);
  const done = (key: string) => {
    void message.success(t(key));
    setReload((n) => n + 1);
  };
  const { issue, refuse, dialogs } = useInvoiceDialogs<InvoiceView>({ issuable: (r) => r, onDone: done });

  const confirmVoid = (r: InvoiceView) => Modal.confirm({
    title: t('invoices.voidTitle'),
    content: t('invoices.voidText', { no: r.invoiceNo ?? '' }),
    okText: t('invoices.void'),
    okButtonProps: { danger: true },
    onOk: async () => {
      try {
        await sellerInvoicesApi.void(r.id);
        done('invoices.voided');
      } catch (e) {
        void message.error((e as Error).message);
      }
    },
  });

  const columns: TableColumnsType<InvoiceView> = [
    {
      title: t('invoices.order'), key: 'order', render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <span>{r.orderNumber}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`${t('invoices.asked')} ${formatTime(r.createTime, lang)}`}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t(`invoices.origin.${r.origin}`)}</Typography.Text>
        </Space>
      ),
    },
    ...invoiceColumns<InvoiceView>(t, {
      onIssue: issue,
      onRefuse: refuse,
      download: sellerInvoicesApi.download,
      madeOutMore: (r) => r.kind === INVOICE_KIND.special && <Typography.Text style={{ fontSize: 12 }}>{`${r.regAddress} ${r.regPhone} · ${r.bankName} ${r.bankAccount}`}</Typography.Text>,
      moreActions: (r) => r.status === 'invoiced' && <Button danger size="small" onClick={() => confirmVoid(r)}>{t('invoices.void')}</Button>,
    }),
  ];

  return (
    <>
      <CrudTable<InvoiceView>
        title={t('invoices.title')}
        rowKey="id"
        columns={columns}
        load={load}
        reloadKey={reload}
        filters={
          <Tabs
            activeKey={status ?? 'all'}
            onChange={(k) => setParams(k === 'all' ? {} : { status: k })}
            items={[{ key: 'all', label: t('invoices.tab.all') }, ...INVOICE_STATUSES.map((s) => ({ key: s, label: t(`invoices.status.${s}`) }))]}
          />
        }
      />
      {dialogs}
    </>
  );
}
