// Seller centre: the shop's inquiries (issue 17, decision 030) in tabs by state (?status=), newest first: product,
// SKU, quantity, the buyer's message, the quote. A pending inquiry is answered with a unit price and a validity (the
// shared rule checked before the call) or declined; the buyer then orders at that price once within the validity.
import { Button, Form, Input, InputNumber, Modal, Space, Tabs, Tag, message, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { INQUIRY_STATUSES, fenToYuan, inquiryAnswerRule, yuanToFen, type InquiryShownStatus, type InquiryStatusName, type InquiryView, type Paged } from '@mall/shared';
import { api } from '../../app/api';
import { CrudTable } from '../../app/components/CrudTable';
import { formatTime } from '../../app/format';
import { useI18n } from '../../app/i18n';
import { useDialogSend } from '../../app/components/use-dialog-send';

const COLOR: Record<InquiryShownStatus, string> = { pending: 'orange', answered: 'green', declined: 'red', canceled: 'default', used: 'blue', expired: 'default' };
const DAY = 86_400_000;

export const sellerInquiriesApi = {
  list: (status: InquiryStatusName | null, current: number, size: number) => api<Paged<InquiryView>>('/p/seller/inquiries', { query: { status, current, size } }),
  answer: (id: number, body: { unitPrice: number; validUntil: string; reply: string }) => api<{ ok: true }>(`/p/seller/inquiries/${id}/answer`, { method: 'POST', body }),
  decline: (id: number, reply: string) => api<{ ok: true }>(`/p/seller/inquiries/${id}/decline`, { method: 'POST', body: { reply } }),
};

export function InquiriesPage() {
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = (INQUIRY_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as InquiryStatusName) : null;
  const [reload, setReload] = useState(0);
  const [answering, setAnswering] = useState<InquiryView | null>(null);
  const load = useCallback((current: number, size: number) => sellerInquiriesApi.list(status, current, size).then((p) => ({ list: p.records, total: p.total })), [status]);
  const decline = (r: InquiryView) => Modal.confirm({
    title: t('sellerInquiries.declineTitle'),
    okText: t('sellerInquiries.decline'),
    okButtonProps: { danger: true },
    onOk: async () => {
      try {
        await sellerInquiriesApi.decline(r.id, '');
        void message.success(t('sellerInquiries.done'));
        setReload((n) => n + 1);
      } catch (e) {
        void message.error((e as Error).message);
      }
    },
  });
  const columns: TableColumnsType<InquiryView> = [
    { title: t('sellerInquiries.product'), key: 'product', render: (_, r) => <Space orientation="vertical" size={0}><span>{r.prodName}</span><span style={{ color: '#666' }}>{r.skuName} · {t('sellerInquiries.listPrice')} ¥{fenToYuan(r.listPrice)}</span></Space> },
    { title: t('sellerInquiries.count'), dataIndex: 'count', width: 90 },
    { title: t('sellerInquiries.message'), dataIndex: 'message', render: (v: string) => v || '-' },
    { title: t('sellerInquiries.quote'), key: 'quote', render: (_, r) => (r.unitPrice !== null ? <Space orientation="vertical" size={0}><span>¥{fenToYuan(r.unitPrice)}</span><span style={{ color: '#666' }}>{t('sellerInquiries.until')} {formatTime(r.validUntil, lang)}</span></Space> : '-') },
    { title: t('sellerInquiries.status'), dataIndex: 'shownStatus', render: (v: InquiryShownStatus, r) => <Space orientation="vertical" size={0}><Tag color={COLOR[v]}>{t(`sellerInquiries.s_${v}`)}</Tag>{r.orderNumber && <span style={{ color: '#666' }}>{r.orderNumber}</span>}</Space> },
    { title: t('sellerInquiries.time'), dataIndex: 'createTime', render: (v: string) => formatTime(v, lang) },
    {
      title: t('app.actions'), key: 'actions', fixed: 'right', render: (_, r) => r.status === 'pending' && (
        <Space>
          <Button type="link" size="small" onClick={() => setAnswering(r)}>{t('sellerInquiries.answer')}</Button>
          <Button type="link" size="small" danger onClick={() => decline(r)}>{t('sellerInquiries.decline')}</Button>
        </Space>
      ),
    },
  ];
  return (
    <>
      <CrudTable<InquiryView> title={t('sellerInquiries.menu')} rowKey="id" columns={columns} load={load} reloadKey={reload}
        filters={<Tabs activeKey={status ?? 'all'} onChange={(k) => setParams(k === 'all' ? {} : { status: k })} items={[{ key: 'all', label: t('sellerInquiries.all') }, ...INQUIRY_STATUSES.map((s) => ({ key: s, label: t(`sellerInquiries.s_${s}`) }))]} />} />
      {answering && <AnswerModal inquiry={answering} onClose={() => setAnswering(null)} onDone={() => { setAnswering(null); void message.success(t('sellerInquiries.done')); setReload((n) => n + 1); }} />}
    </>
  );
}

export function AnswerModal({ inquiry, onClose, onDone }: { inquiry: InquiryView; onClose(): void; onDone(): void }) {
  const { t } = useI18n();
  const [yuan, setYuan] = useState<number | null>(inquiry.listPrice / 100);
  const [days, setDays] = useState<number | null>(7);
  const [reply, setReply] = useState('');
  const { send, busy, errorAlert } = useDialogSend();
  function submit() {
    const body = { unitPrice: yuan === null ? 0 : (yuanToFen(yuan) ?? 0), validUntil: new Date(Date.now() + (days ?? 0) * DAY).toISOString(), reply };
    return send(inquiryAnswerRule(body, Date.now()), () => sellerInquiriesApi.answer(inquiry.id, body), onDone);
  }
  return (
    <Modal open title={t('sellerInquiries.answerTitle', { name: inquiry.prodName, count: inquiry.count })} onCancel={onClose} onOk={() => void submit()} okText={t('sellerInquiries.answer')} confirmLoading={busy} destroyOnHidden>
      {errorAlert}
      <Form layout="vertical">
        <Form.Item label={t('sellerInquiries.unitPrice')} required htmlFor="inquiry-price">
          <InputNumber id="inquiry-price" value={yuan} onChange={(v) => setYuan(typeof v === 'number' ? v : null)} min={0.01} step={0.01} precision={2} prefix="¥" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('sellerInquiries.days')} extra={t('sellerInquiries.daysHint')} required htmlFor="inquiry-days">
          <InputNumber id="inquiry-days" value={days} onChange={(v) => setDays(typeof v === 'number' ? v : null)} min={1} max={90} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('sellerInquiries.reply')} htmlFor="inquiry-reply">
          <Input.TextArea id="inquiry-reply" rows={3} maxLength={200} value={reply} onChange={(e) => setReply(e.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
