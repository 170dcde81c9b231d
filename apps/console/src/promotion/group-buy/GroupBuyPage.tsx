// Group-buy setup (seller centre: the shop's own products; platform console: any): the activities with their group
// price, size, time limit, period and group counts; a create dialog (rules checked by POST /p/admin/group-buys, its
// refusal shown); withdraw and put back.
import { Button, Form, Input, InputNumber, Popconfirm, Tag, message, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { fenToYuan, type AdminGroupBuy, type CreateGroupBuyBody, type Paged } from '@mall/shared';
import { api } from '../../app/api';
import { CrudTable } from '../../app/components/CrudTable';
import { FormModal } from '../../app/components/FormModal';
import { useI18n } from '../../app/i18n';
import type { ConsoleArea } from '../../app/registry';
import { isoOf, shown, toFen } from '../form-values';

interface Values { prodId: number; nameZh: string; nameEn?: string; groupSize: number; timeLimitHours: number; skus: string; startAt: string; endAt: string }

/** "304=125.30, 305=199" → [{ skuId: 304, groupPrice: 12530 }, ...] */
export const skuPrices = (text: string | undefined): CreateGroupBuyBody['skus'] =>
  (text ?? '').split(/[\s,，;；]+/).filter(Boolean).map((part) => {
    const [id, yuan] = part.split(/[=:：]/);
    return { skuId: Number(id), groupPrice: toFen(yuan) };
  }).filter((s) => Number.isSafeInteger(s.skuId) && s.skuId > 0);

export const bodyOf = (v: Values): CreateGroupBuyBody => ({
  prodId: Number(v.prodId), nameZh: v.nameZh, nameEn: v.nameEn ?? '', groupSize: Number(v.groupSize), timeLimitHours: Number(v.timeLimitHours),
  startAt: isoOf(v.startAt) ?? '', endAt: isoOf(v.endAt) ?? '', skus: skuPrices(v.skus),
});

export function GroupBuyPage({ area }: { area: ConsoleArea }) {
  const { t, lang } = useI18n();
  const [open, setOpen] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const load = useCallback((current: number, size: number) => api<Paged<AdminGroupBuy>>('/p/admin/group-buys', { query: { current, size } }).then((p) => ({ list: p.records, total: p.total })), []);

  async function setStatus(a: AdminGroupBuy, status: 0 | 1) {
    try {
      await api(`/p/admin/group-buys/${a.activityId}/status`, { method: 'PUT', body: { status } });
      message.success(t('app.saved'));
      setReloadKey((k) => k + 1);
    } catch (e) {
      message.error((e as Error).message);
    }
  }

  const columns: TableColumnsType<AdminGroupBuy> = [
    { title: t('groupBuy.name'), dataIndex: 'name' },
    { title: t('groupBuy.product'), key: 'prod', render: (_, a) => `${a.prodName} (#${a.prodId})` },
    { title: t('groupBuy.groupPrice'), key: 'price', render: (_, a) => a.skus.map((s) => `${s.skuName || s.skuId}: ¥${fenToYuan(s.groupPrice)}`).join(' / ') },
    { title: t('groupBuy.size'), key: 'size', render: (_, a) => t('groupBuy.sizeOf', { n: a.groupSize, h: a.timeLimitHours }) },
    { title: t('groupBuy.period'), key: 'period', render: (_, a) => `${shown(a.startAt, lang)} – ${shown(a.endAt, lang)}` },
    { title: t('groupBuy.groups'), key: 'groups', render: (_, a) => t('groupBuy.groupsOf', a.groups) },
    { title: t('groupBuy.status'), dataIndex: 'status', render: (s: number) => (s === 1 ? <Tag color="green">{t('groupBuy.on')}</Tag> : <Tag>{t('groupBuy.off')}</Tag>) },
    {
      title: t('app.actions'), key: 'actions', render: (_, a) => (a.status === 1 ? (
        <Popconfirm title={t('groupBuy.confirmWithdraw')} onConfirm={() => void setStatus(a, 0)} okText={t('groupBuy.withdraw')} cancelText={t('app.cancel')}>
          <Button type="link" size="small">{t('groupBuy.withdraw')}</Button>
        </Popconfirm>
      ) : <Button type="link" size="small" onClick={() => void setStatus(a, 1)}>{t('groupBuy.putBack')}</Button>),
    },
  ];

  async function create(v: Values) {
    await api<AdminGroupBuy>('/p/admin/group-buys', { method: 'POST', body: bodyOf(v) });
    message.success(t('app.saved'));
    setReloadKey((k) => k + 1);
  }

  const required = [{ required: true, message: t('groupBuy.required') }];
  return (
    <>
      <CrudTable<AdminGroupBuy> title={t(area === 'platform' ? 'groupBuy.titleAll' : 'groupBuy.title')} rowKey="activityId" columns={columns} load={load} reloadKey={reloadKey}
        toolbar={<Button type="primary" onClick={() => setOpen(true)}>{t('groupBuy.create')}</Button>} />
      <FormModal<Values> open={open} title={t('groupBuy.create')} onClose={() => setOpen(false)} onSubmit={create} width={600} initialValues={{ groupSize: 2, timeLimitHours: 24 }}>
        <Form.Item name="nameZh" label={t('groupBuy.nameZh')} rules={required}><Input maxLength={30} /></Form.Item>
        <Form.Item name="nameEn" label={t('groupBuy.nameEn')}><Input maxLength={90} /></Form.Item>
        <Form.Item name="prodId" label={t('groupBuy.prodId')} rules={required}><InputNumber min={1} style={{ width: '100%' }} /></Form.Item>
        <Form.Item name="skus" label={t('groupBuy.skus')} extra={t('groupBuy.skusHint')} rules={required}><Input placeholder="304=125.30, 305=199" /></Form.Item>
        <Form.Item name="groupSize" label={t('groupBuy.groupSize')} rules={required}><InputNumber min={2} max={50} style={{ width: '100%' }} /></Form.Item>
        <Form.Item name="timeLimitHours" label={t('groupBuy.hours')} rules={required}><InputNumber min={1} max={720} style={{ width: '100%' }} /></Form.Item>
        <Form.Item name="startAt" label={t('groupBuy.startAt')} rules={required}><Input type="datetime-local" /></Form.Item>
        <Form.Item name="endAt" label={t('groupBuy.endAt')} rules={required}><Input type="datetime-local" /></Form.Item>
      </FormModal>
    </>
  );
}
