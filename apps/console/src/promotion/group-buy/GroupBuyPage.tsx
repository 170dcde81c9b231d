// Group-buy setup (seller centre: the shop's own products; platform console: any): the activities with their group
// price, size, time limit, period and group counts; a create dialog (rules checked by POST /p/admin/group-buys, its
// refusal shown); withdraw and put back.
import { Button, Form, Input, InputNumber, Popconfirm, Tag, Typography, message, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { fenToYuan, type AdminGroupBuy, type CreateGroupBuyBody, type Paged, type PickerSku } from '@mall/shared';
import { api } from '../../app/api';
import { CrudTable } from '../../app/components/CrudTable';
import { FormModal } from '../../app/components/FormModal';
import { useI18n } from '../../app/i18n';
import type { ConsoleArea } from '../../app/registry';
import { ProductPicker } from '../../components/ProductPicker';
import { SkuPicker } from '../../components/SkuPicker';
import { isoOf, shown, toFen } from '../form-values';

/** The SKUs ticked in the picker with the group price typed beside each (yuan); those of a product chosen before
 *  the current one do not count. */
type GroupPrices = { skuId: number; prodId: number; yuan?: number | null }[];
const ofProduct = (rows: GroupPrices | undefined, prodId: number | undefined) => (rows ?? []).filter((s) => s.prodId === prodId);
interface Values { prodId: number; nameZh: string; nameEn?: string; groupSize: number; timeLimitHours: number; skus?: GroupPrices; startAt: string; endAt: string }

export const bodyOf = (v: Values): CreateGroupBuyBody => ({
  prodId: Number(v.prodId), nameZh: v.nameZh, nameEn: v.nameEn ?? '', groupSize: Number(v.groupSize), timeLimitHours: Number(v.timeLimitHours),
  startAt: isoOf(v.startAt) ?? '', endAt: isoOf(v.endAt) ?? '', skus: ofProduct(v.skus, v.prodId).map((s) => ({ skuId: s.skuId, groupPrice: toFen(s.yuan) })),
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
      <FormModal<Values> open={open} title={t('groupBuy.create')} onClose={() => setOpen(false)} onSubmit={create} width={760} initialValues={{ groupSize: 2, timeLimitHours: 24 }}>
        <Form.Item name="nameZh" label={t('groupBuy.nameZh')} rules={required}><Input maxLength={30} /></Form.Item>
        <Form.Item name="nameEn" label={t('groupBuy.nameEn')}><Input maxLength={90} /></Form.Item>
        <Form.Item name="prodId" label={t('groupBuy.prodId')} rules={required}><ProductPicker showShop={area === 'platform'} /></Form.Item>
        <Form.Item noStyle shouldUpdate={(a: Values, b: Values) => a.prodId !== b.prodId}>
          {({ getFieldValue }) => (
            <Form.Item name="skus" label={t('groupBuy.skus')} extra={t('groupBuy.skusHint')} rules={[{ validator: (_, v?: GroupPrices) => { const rows = ofProduct(v, getFieldValue('prodId') as number | undefined); return rows.length && rows.every((s) => s.yuan) ? Promise.resolve() : Promise.reject(new Error(t('groupBuy.required'))); } }]}>
              <GroupPricesField prodId={getFieldValue('prodId') as number | undefined} />
            </Form.Item>
          )}
        </Form.Item>
        <Form.Item name="groupSize" label={t('groupBuy.groupSize')} rules={required}><InputNumber min={2} max={50} style={{ width: '100%' }} /></Form.Item>
        <Form.Item name="timeLimitHours" label={t('groupBuy.hours')} rules={required}><InputNumber min={1} max={720} style={{ width: '100%' }} /></Form.Item>
        <Form.Item name="startAt" label={t('groupBuy.startAt')} rules={required}><Input type="datetime-local" /></Form.Item>
        <Form.Item name="endAt" label={t('groupBuy.endAt')} rules={required}><Input type="datetime-local" /></Form.Item>
      </FormModal>
    </>
  );
}

/** The chosen product's SKUs (SkuPicker, several) with a group-price input beside each ticked one. */
function GroupPricesField({ prodId, value: all, onChange }: { prodId?: number; value?: GroupPrices; onChange?: (v: GroupPrices) => void }) {
  const { t } = useI18n();
  const value = ofProduct(all, prodId);
  const priceOf = new Map(value.map((s) => [s.skuId, s.yuan]));
  const extraColumns: TableColumnsType<PickerSku> = [{
    title: t('groupBuy.groupPriceCol'), key: 'groupPrice', width: 150, render: (_, s) => (
      <InputNumber size="small" min={0.01} step={0.01} precision={2} prefix="¥" style={{ width: 120 }} aria-label={`${t('groupBuy.groupPriceCol')} ${s.spec}`}
        disabled={!priceOf.has(s.skuId)} value={priceOf.get(s.skuId) ?? null}
        onChange={(yuan) => onChange?.(value.map((v) => (v.skuId === s.skuId ? { ...v, yuan } : v)))} />
    ),
  }];
  if (prodId === undefined) return <Typography.Text type="secondary">{t('pickers.pickProductFirst')}</Typography.Text>;
  return <SkuPicker prodId={prodId} multiple value={value.map((s) => s.skuId)} extraColumns={extraColumns}
    onChange={(_, picked) => onChange?.(picked.map((s) => ({ skuId: s.skuId, prodId: s.prodId, yuan: priceOf.get(s.skuId) })))} />;
}
