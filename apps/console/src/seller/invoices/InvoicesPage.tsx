// Seller centre: the shop's invoice requests in tabs by state (?status=), newest first. An applying request is
// issued (the e-invoice uploaded — PDF, OFD or an image —, its 8- or 20-digit number and amount, checked by the
// shared rule before the call) or refused with a reason; an issued one is downloaded or voided (red-letter), which a
// refund of its order waits for.
import { Alert, Button, Form, Input, InputNumber, Modal, Space, Tabs, Tag, Typography, Upload, message, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { INVOICE_KIND, INVOICE_STATUSES, INVOICE_TYPE, fenToYuan, invoiceIssueRule, invoiceRefuseRule, translate, yuanToFen, type InvoiceStatusName, type InvoiceView } from '@mall/shared';
import { CrudTable } from '../../app/components/CrudTable';
import { formatTime } from '../../app/format';
import { useI18n } from '../../app/i18n';
import { sellerInvoicesApi } from './api';

const COLOR: Record<InvoiceStatusName, string> = { applying: 'orange', invoiced: 'green', refused: 'red', voided: 'default' };

export function InvoicesPage() {
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = (INVOICE_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as InvoiceStatusName) : null;
  const [reload, setReload] = useState(0);
  const [issuing, setIssuing] = useState<InvoiceView | null>(null);
  const [refusing, setRefusing] = useState<InvoiceView | null>(null);
  const load = useCallback((current: number, size: number) => sellerInvoicesApi.list(status, current, size).then((p) => ({ list: p.records, total: p.total })), [status]);
  const done = (key: string) => {
    void message.success(t(key));
    setReload((n) => n + 1);
  };

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
    {
      title: t('invoices.madeOut'), key: 'title', render: (_, r) => (
        <Space orientation="vertical" size={0} style={{ maxWidth: 320 }}>
          <Typography.Text strong>{r.title}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`${t(`invoices.type.${r.invoiceType}`)} · ${t(`invoices.kind.${r.kind}`)}`}</Typography.Text>
          {r.invoiceType === INVOICE_TYPE.unit && <Typography.Text copyable style={{ fontSize: 12 }}>{r.taxNumber}</Typography.Text>}
          {r.kind === INVOICE_KIND.special && <Typography.Text style={{ fontSize: 12 }}>{`${r.regAddress} ${r.regPhone} · ${r.bankName} ${r.bankAccount}`}</Typography.Text>}
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
          {r.fileUrl && <Button size="small" onClick={() => void sellerInvoicesApi.download(r.id, `invoice-${r.invoiceNo ?? r.id}.${r.fileType ?? 'pdf'}`).catch((e: Error) => message.error(e.message))}>{t('invoices.download')}</Button>}
          {r.status === 'invoiced' && <Button danger size="small" onClick={() => confirmVoid(r)}>{t('invoices.void')}</Button>}
        </Space>
      ),
    },
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
      {issuing && <IssueModal invoice={issuing} onClose={() => setIssuing(null)} onDone={() => { setIssuing(null); done('invoices.issued'); }} />}
      {refusing && <RefuseModal invoice={refusing} onClose={() => setRefusing(null)} onDone={() => { setRefusing(null); done('invoices.refusedDone'); }} />}
    </>
  );

}

/** What the issue and refuse dialogs send: the shop's calls here; the platform's for a statement invoice (platform/credit). */
export interface InvoiceCalls {
  upload: (file: File, onProgress: (p: number) => void) => Promise<{ file: string }>;
  issue: (id: number, body: { invoiceNo: string; amount: number; file: string }) => Promise<unknown>;
  refuse: (id: number, reason: string) => Promise<unknown>;
}
type Issuable = Pick<InvoiceView, 'id' | 'amount' | 'orderNumber'>;

export function IssueModal({ invoice, onClose, onDone, calls = sellerInvoicesApi, title }: { invoice: Issuable; onClose(): void; onDone(): void; calls?: InvoiceCalls; title?: string }) {
  const { t, lang } = useI18n();
  const [file, setFile] = useState<{ file: string; name: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [no, setNo] = useState('');
  const [yuan, setYuan] = useState<number | null>(invoice.amount / 100);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    const amount = yuan === null ? NaN : (yuanToFen(yuan) ?? NaN);
    const refused = invoiceIssueRule({ invoiceNo: no, amount }, invoice.amount);
    if (refused) return setError(translate(refused, lang));
    if (!file) return setError(translate('invoice.fileRequired', lang));
    setBusy(true);
    try {
      await calls.issue(invoice.id, { invoiceNo: no.trim(), amount, file: file.file });
      onDone();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open title={title ?? t('invoices.issueTitle', { order: invoice.orderNumber })} onCancel={onClose} onOk={() => void submit()} okText={t('invoices.issue')} confirmLoading={busy} destroyOnHidden>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 12 }} />}
      <Form layout="vertical">
        <Form.Item label={t('invoices.file')} extra={t('invoices.fileHint')} required>
          <Upload
            accept=".pdf,.ofd,.png,.jpg,.jpeg"
            maxCount={1}
            showUploadList={false}
            customRequest={({ file: f }) => {
              setError(null);
              setProgress(0);
              calls.upload(f as File, setProgress).then(
                (a) => { setFile({ file: a.file, name: (f as File).name }); setProgress(null); },
                (e: Error) => { setError(e.message); setProgress(null); },
              );
            }}
          >
            <Button loading={progress !== null}>{file ? t('invoices.fileAgain') : t('invoices.fileChoose')}</Button>
          </Upload>
          {file && <Typography.Text style={{ marginLeft: 8 }} type="success">{file.name}</Typography.Text>}
        </Form.Item>
        <Form.Item label={t('invoices.number')} extra={t('invoices.numberHint')} required htmlFor="invoice-no">
          <Input id="invoice-no" value={no} onChange={(e) => setNo(e.target.value)} inputMode="numeric" maxLength={20} />
        </Form.Item>
        <Form.Item label={t('invoices.issuedAmount')} extra={t('invoices.amountHint', { max: fenToYuan(invoice.amount) })} required htmlFor="invoice-amount">
          <InputNumber id="invoice-amount" value={yuan} onChange={(v) => setYuan(typeof v === 'number' ? v : null)} min={0.01} step={0.01} precision={2} prefix="¥" style={{ width: 200 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function RefuseModal({ invoice, onClose, onDone, calls = sellerInvoicesApi, title }: { invoice: Issuable; onClose(): void; onDone(): void; calls?: InvoiceCalls; title?: string }) {
  const { t, lang } = useI18n();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit() {
    const refused = invoiceRefuseRule(reason);
    if (refused) return setError(translate(refused, lang));
    setBusy(true);
    try {
      await calls.refuse(invoice.id, reason.trim());
      onDone();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal open title={title ?? t('invoices.refuseTitle', { order: invoice.orderNumber })} onCancel={onClose} onOk={() => void submit()} okText={t('invoices.refuse')} okButtonProps={{ danger: true }} confirmLoading={busy} destroyOnHidden>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 12 }} />}
      <Form layout="vertical">
        <Form.Item label={t('invoices.reason')} required htmlFor="invoice-refuse-reason">
          <Input.TextArea id="invoice-refuse-reason" value={reason} onChange={(e) => setReason(e.target.value)} rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
