// Special discount setup (seller centre: the shop's own; platform console: any shop, chosen with the shop picker): the list with
// the period and products, a create dialog (rules checked by POST /p/admin/discounts, its refusal shown), withdraw.
import { Button, Form, Input, InputNumber, Popconfirm, Select, Tag, message, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { DISCOUNT_KIND, fenToYuan, type AdminDiscount, type CreateDiscountBody, type Paged } from '@mall/shared';
import { api } from '../../app/api';
import { CrudTable } from '../../app/components/CrudTable';
import { FormModal } from '../../app/components/FormModal';
import { useI18n } from '../../app/i18n';
import type { ConsoleArea } from '../../app/registry';
import { pickerApi } from '../../components/pickers-api';
import { ProductPicker } from '../../components/ProductPicker';
import { ShopPicker } from '../../components/ShopPicker';
import { isoOf, shown, toFen } from '../form-values';

interface Values { nameZh: string; nameEn?: string; kind: number; value: number; shopId?: number; prodIds?: number[]; startsAt: string; endsAt: string }

export const bodyOf = (v: Values): CreateDiscountBody => ({
  nameZh: v.nameZh, nameEn: v.nameEn ?? '', kind: v.kind, value: v.kind === DISCOUNT_KIND.percent ? Number(v.value) : toFen(v.value),
  shopId: v.shopId ?? null, prodIds: v.prodIds ?? [], startsAt: isoOf(v.startsAt) ?? '', endsAt: isoOf(v.endsAt) ?? '',
});

export function DiscountsPage({ area }: { area: ConsoleArea }) {
  const { t, lang } = useI18n();
  const [open, setOpen] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  // the products by name (the picker's lookup, 100 ids a call), not by id; an id the lookup does not know stays #id
  const [names, setNames] = useState<ReadonlyMap<number, string>>(new Map());
  const load = useCallback(async (current: number, size: number) => {
    const page = await api<Paged<AdminDiscount>>('/p/admin/discounts', { query: { current, size } });
    const ids = [...new Set(page.records.flatMap((d) => d.prodIds))];
    const found = new Map<number, string>();
    try {
      for (let i = 0; i < ids.length; i += 100) for (const p of (await pickerApi.products({ ids: ids.slice(i, i + 100) })).records) found.set(p.prodId, p.name);
    } catch {
      /* the list still shows, with ids */
    }
    setNames(found);
    return { list: page.records, total: page.total };
  }, []);

  async function withdraw(d: AdminDiscount) {
    try {
      await api(`/p/admin/discounts/${d.discountId}/withdraw`, { method: 'PUT', body: {} });
      message.success(t('discounts.withdrawn'));
      setReloadKey((k) => k + 1);
    } catch (e) {
      message.error((e as Error).message);
    }
  }

  const columns: TableColumnsType<AdminDiscount> = [
    { title: t('discounts.name'), dataIndex: 'name' },
    { title: t('discounts.rule'), key: 'rule', render: (_, d) => (d.kind === DISCOUNT_KIND.percent ? t('discounts.percentOff', { percent: 100 - d.value }) : t('discounts.amountOff', { amount: fenToYuan(d.value) })) },
    { title: t('discounts.shop'), dataIndex: 'shopName' },
    { title: t('discounts.products'), dataIndex: 'prodIds', render: (ids: number[]) => ids.map((id) => names.get(id) ?? `#${id}`).join(lang === 'zh' ? '、' : ', ') },
    { title: t('discounts.period'), key: 'period', render: (_, d) => `${shown(d.startsAt, lang)} – ${shown(d.endsAt, lang)}` },
    { title: t('discounts.status'), dataIndex: 'status', render: (s: number) => (s === 1 ? <Tag color="green">{t('discounts.on')}</Tag> : <Tag>{t('discounts.off')}</Tag>) },
    {
      title: t('app.actions'), key: 'actions', render: (_, d) => d.status === 1 && (
        <Popconfirm title={t('discounts.confirmWithdraw')} onConfirm={() => void withdraw(d)} okText={t('discounts.withdraw')} cancelText={t('app.cancel')}>
          <Button type="link" size="small">{t('discounts.withdraw')}</Button>
        </Popconfirm>
      ),
    },
  ];

  async function create(v: Values) {
    await api<AdminDiscount>('/p/admin/discounts', { method: 'POST', body: bodyOf(v) });
    message.success(t('app.saved'));
    setReloadKey((k) => k + 1);
  }

  return (
    <>
      <CrudTable<AdminDiscount> title={t('discounts.title')} rowKey="discountId" columns={columns} load={load} reloadKey={reloadKey}
        toolbar={<Button type="primary" onClick={() => setOpen(true)}>{t('discounts.create')}</Button>} />
      <FormModal<Values> open={open} title={t('discounts.create')} onClose={() => setOpen(false)} onSubmit={create} width={600} initialValues={{ kind: DISCOUNT_KIND.percent, value: 80 }}>
        <Form.Item name="nameZh" label={t('discounts.nameZh')} rules={[{ required: true, message: t('discounts.required') }]}><Input maxLength={30} /></Form.Item>
        <Form.Item name="nameEn" label={t('discounts.nameEn')}><Input maxLength={90} /></Form.Item>
        <Form.Item name="kind" label={t('discounts.kind')}>
          <Select options={[DISCOUNT_KIND.percent, DISCOUNT_KIND.amount].map((k) => ({ value: k, label: t(`discounts.kinds.${k}`) }))} />
        </Form.Item>
        <Form.Item noStyle shouldUpdate>
          {({ getFieldValue }) => {
            const percent = getFieldValue('kind') === DISCOUNT_KIND.percent;
            return (
              <Form.Item name="value" label={t(percent ? 'discounts.percentPaid' : 'discounts.amount')} rules={[{ required: true, message: t('discounts.required') }]}>
                <InputNumber min={0} addonBefore={percent ? undefined : '¥'} addonAfter={percent ? '%' : undefined} style={{ width: '100%' }} />
              </Form.Item>
            );
          }}
        </Form.Item>
        {area === 'platform' && <Form.Item name="shopId" label={t('discounts.shopId')} rules={[{ required: true, message: t('discounts.required') }]}><ShopPicker /></Form.Item>}
        <Form.Item noStyle shouldUpdate={(a: Values, b: Values) => a.shopId !== b.shopId}>
          {({ getFieldValue }) => {
            const shopId = getFieldValue('shopId') as number | undefined;
            const waiting = area === 'platform' && !shopId;
            return (
              <Form.Item name="prodIds" label={t('discounts.prodIds')} extra={waiting ? t('discounts.shopFirst') : undefined} rules={[{ required: true, message: t('discounts.required') }]}>
                <ProductPicker multiple shopId={shopId} disabled={waiting} />
              </Form.Item>
            );
          }}
        </Form.Item>
        <Form.Item name="startsAt" label={t('discounts.startsAt')} rules={[{ required: true, message: t('discounts.required') }]}><Input type="datetime-local" /></Form.Item>
        <Form.Item name="endsAt" label={t('discounts.endsAt')} rules={[{ required: true, message: t('discounts.required') }]}><Input type="datetime-local" /></Form.Item>
      </FormModal>
    </>
  );
}
