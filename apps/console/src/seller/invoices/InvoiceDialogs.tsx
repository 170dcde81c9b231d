// The issue and refuse dialogs of an invoice request: the seller centre's (InvoicesPage, the shop's calls) and the
// platform's statement invoices (platform/credit, its calls and a title naming the statement). The e-invoice is
// uploaded first (PDF, OFD or an image; the API reads its content), its 8- or 20-digit number and amount are checked
// by the shared rule before the call.
import { Button, Form, Input, InputNumber, Modal, Typography, Upload } from 'antd';
import { useState } from 'react';
import { fenToYuan, invoiceIssueRule, invoiceRefuseRule, yuanToFen, type InvoiceView } from '@mall/shared';
import { useDialogSend } from '../../app/components/use-dialog-send';
import { useI18n } from '../../app/i18n';
import { sellerInvoicesApi } from './api';

/** What the issue and refuse dialogs send: the shop's calls here; the platform's for a statement invoice (platform/credit). */
export interface InvoiceCalls {
  upload: (file: File, onProgress: (p: number) => void) => Promise<{ file: string }>;
  issue: (id: number, body: { invoiceNo: string; amount: number; file: string }) => Promise<unknown>;
  refuse: (id: number, reason: string) => Promise<unknown>;
}
export type Issuable = Pick<InvoiceView, 'id' | 'amount' | 'orderNumber'>;

export function IssueModal({ invoice, onClose, onDone, calls = sellerInvoicesApi, title }: { invoice: Issuable; onClose(): void; onDone(): void; calls?: InvoiceCalls; title?: string }) {
  const { t } = useI18n();
  const [file, setFile] = useState<{ file: string; name: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [no, setNo] = useState('');
  const [yuan, setYuan] = useState<number | null>(invoice.amount / 100);
  const { send, busy, setError, errorAlert } = useDialogSend();

  function submit() {
    const amount = yuan === null ? NaN : (yuanToFen(yuan) ?? NaN);
    const refused = invoiceIssueRule({ invoiceNo: no, amount }, invoice.amount) ?? (file ? null : 'invoice.fileRequired');
    return send(refused, () => calls.issue(invoice.id, { invoiceNo: no.trim(), amount, file: file!.file }), onDone);
  }

  return (
    <Modal open title={title ?? t('invoices.issueTitle', { order: invoice.orderNumber })} onCancel={onClose} onOk={() => void submit()} okText={t('invoices.issue')} confirmLoading={busy} destroyOnHidden>
      {errorAlert}
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
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const { send, busy, errorAlert } = useDialogSend();
  const submit = () => send(invoiceRefuseRule(reason), () => calls.refuse(invoice.id, reason.trim()), onDone);
  return (
    <Modal open title={title ?? t('invoices.refuseTitle', { order: invoice.orderNumber })} onCancel={onClose} onOk={() => void submit()} okText={t('invoices.refuse')} okButtonProps={{ danger: true }} confirmLoading={busy} destroyOnHidden>
      {errorAlert}
      <Form layout="vertical">
        <Form.Item label={t('invoices.reason')} required htmlFor="invoice-refuse-reason">
          <Input.TextArea id="invoice-refuse-reason" value={reason} onChange={(e) => setReason(e.target.value)} rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
