// Coupon setup (seller centre: the shop's own coupons; platform console: every coupon, any scope): the list with
// the remaining quantity and a create dialog. Every rule is checked by the API (POST /p/admin/coupons), whose
// localized refusal the dialog shows.
import { Button, Form, Input, InputNumber, Select, Tag, message, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { COUPON_KIND, COUPON_SCOPE, COUPON_VALIDITY, fenToYuan, type AdminCoupon, type CreateCouponBody, type Paged } from '@mall/shared';
import { api } from '../../app/api';
import { CrudTable } from '../../app/components/CrudTable';
import { FormModal } from '../../app/components/FormModal';
import { useI18n } from '../../app/i18n';
import type { ConsoleArea } from '../../app/registry';
import { CategoryPicker } from '../../components/CategoryPicker';
import { ProductPicker } from '../../components/ProductPicker';
import { ShopPicker } from '../../components/ShopPicker';
import { isoOf, shown, toFen } from '../form-values';

interface Values {
  nameZh: string; nameEn?: string; kind: number; threshold?: number; value: number; maxOff?: number; scope: number; shopId?: number;
  prodIds?: number[]; categoryIds?: number[]; validity: number; validDays?: number; startsAt?: string; endsAt?: string; total: number; perUserLimit: number;
}

export function bodyOf(v: Values): CreateCouponBody {
  return {
    nameZh: v.nameZh, nameEn: v.nameEn ?? '', kind: v.kind, threshold: toFen(v.threshold), value: v.kind === COUPON_KIND.percent ? Number(v.value) : toFen(v.value),
    maxOff: toFen(v.maxOff), scope: v.scope, shopId: v.shopId ?? null, prodIds: v.prodIds ?? [], categoryIds: v.categoryIds ?? [], validity: v.validity,
    validDays: v.validDays ?? 0, startsAt: isoOf(v.startsAt), endsAt: isoOf(v.endsAt), total: v.total, perUserLimit: v.perUserLimit,
  };
}

export function CouponsPage({ area }: { area: ConsoleArea }) {
  const { t, lang } = useI18n();
  const [open, setOpen] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const load = useCallback((current: number, size: number) => api<Paged<AdminCoupon>>('/p/admin/coupons', { query: { current, size } }).then((p) => ({ list: p.records, total: p.total })), []);
  const platform = area === 'platform';

  const rule = (c: AdminCoupon) => {
    const cond = c.threshold > 0 ? t('coupons.over', { amount: fenToYuan(c.threshold) }) : t('coupons.noThreshold');
    const off = c.kind === COUPON_KIND.percent ? t('coupons.percentOff', { percent: 100 - c.value }) + (c.maxOff > 0 ? t('coupons.cap', { amount: fenToYuan(c.maxOff) }) : '') : `¥${fenToYuan(c.value)}`;
    return `${cond} · ${off}`;
  };
  const columns: TableColumnsType<AdminCoupon> = [
    { title: t('coupons.name'), dataIndex: 'name' },
    { title: t('coupons.rule'), key: 'rule', render: (_, c) => rule(c) },
    { title: t('coupons.scope'), dataIndex: 'scope', render: (s: number, c) => `${t(`coupons.scopes.${s}`)}${c.shopName ? ` · ${c.shopName}` : ''}` },
    { title: t('coupons.validity'), key: 'validity', render: (_, c) => (c.validity === COUPON_VALIDITY.fixed ? `${shown(c.startsAt, lang)} – ${shown(c.endsAt, lang)}` : t(`coupons.validities.${c.validity}`, { n: c.validDays })) },
    { title: t('coupons.remaining'), key: 'remaining', render: (_, c) => `${c.remaining} / ${c.total}` },
    { title: t('coupons.perUser'), dataIndex: 'perUserLimit' },
    { title: t('coupons.status'), dataIndex: 'status', render: (s: number) => (s === 1 ? <Tag color="green">{t('coupons.on')}</Tag> : <Tag>{t('coupons.off')}</Tag>) },
  ];

  async function create(v: Values) {
    await api<AdminCoupon>('/p/admin/coupons', { method: 'POST', body: bodyOf(v) });
    message.success(t('app.saved'));
    setReloadKey((k) => k + 1);
  }

  const scopes = platform ? [COUPON_SCOPE.platform, COUPON_SCOPE.shop, COUPON_SCOPE.products, COUPON_SCOPE.categories] : [COUPON_SCOPE.shop, COUPON_SCOPE.products];
  return (
    <>
      <CrudTable<AdminCoupon> title={t('coupons.title')} rowKey="couponId" columns={columns} load={load} reloadKey={reloadKey}
        toolbar={<Button type="primary" onClick={() => setOpen(true)}>{t('coupons.create')}</Button>} />
      <FormModal<Values> open={open} title={t('coupons.create')} onClose={() => setOpen(false)} onSubmit={create} width={640}
        initialValues={{ kind: COUPON_KIND.amount, scope: scopes[0], validity: COUPON_VALIDITY.days, validDays: 7, total: 100, perUserLimit: 1 }}>
        <Form.Item name="nameZh" label={t('coupons.nameZh')} rules={[{ required: true, message: t('coupons.required') }]}><Input maxLength={30} /></Form.Item>
        <Form.Item name="nameEn" label={t('coupons.nameEn')}><Input maxLength={90} /></Form.Item>
        <Form.Item name="kind" label={t('coupons.kind')}>
          <Select options={[1, 2, 3].map((k) => ({ value: k, label: t(`coupons.kinds.${k}`) }))} />
        </Form.Item>
        <Form.Item noStyle shouldUpdate>
          {({ getFieldValue }) => {
            const kind = getFieldValue('kind') as number;
            return (
              <>
                {kind !== COUPON_KIND.noThreshold && <Form.Item name="threshold" label={t('coupons.threshold')}><InputNumber min={0} step={1} addonBefore="¥" style={{ width: '100%' }} /></Form.Item>}
                <Form.Item name="value" label={t(kind === COUPON_KIND.percent ? 'coupons.percentPaid' : 'coupons.amount')} rules={[{ required: true, message: t('coupons.required') }]}>
                  <InputNumber min={0} step={1} addonBefore={kind === COUPON_KIND.percent ? undefined : '¥'} addonAfter={kind === COUPON_KIND.percent ? '%' : undefined} style={{ width: '100%' }} />
                </Form.Item>
                {kind === COUPON_KIND.percent && <Form.Item name="maxOff" label={t('coupons.maxOff')}><InputNumber min={0} addonBefore="¥" style={{ width: '100%' }} /></Form.Item>}
              </>
            );
          }}
        </Form.Item>
        <Form.Item name="scope" label={t('coupons.scope')}>
          <Select options={scopes.map((s) => ({ value: s, label: t(`coupons.scopes.${s}`) }))} />
        </Form.Item>
        <Form.Item noStyle shouldUpdate>
          {({ getFieldValue }) => {
            const scope = getFieldValue('scope') as number;
            return (
              <>
                {platform && scope !== COUPON_SCOPE.platform && <Form.Item name="shopId" label={t('coupons.shopId')}><ShopPicker /></Form.Item>}
                {scope === COUPON_SCOPE.products && <Form.Item name="prodIds" label={t('coupons.prodIds')} rules={[{ required: true, message: t('coupons.required') }]}><ProductPicker multiple shopId={getFieldValue('shopId') as number | undefined} showShop={platform} /></Form.Item>}
                {scope === COUPON_SCOPE.categories && <Form.Item name="categoryIds" label={t('coupons.categoryIds')} rules={[{ required: true, message: t('coupons.required') }]}><CategoryPicker multiple /></Form.Item>}
              </>
            );
          }}
        </Form.Item>
        <Form.Item name="validity" label={t('coupons.validity')}>
          <Select options={[0, 1, 2, 3].map((v) => ({ value: v, label: t(`coupons.validityKinds.${v}`) }))} />
        </Form.Item>
        <Form.Item noStyle shouldUpdate>
          {({ getFieldValue }) => {
            const validity = getFieldValue('validity') as number;
            if (validity === COUPON_VALIDITY.days) return <Form.Item name="validDays" label={t('coupons.validDays')}><InputNumber min={1} max={3650} style={{ width: '100%' }} /></Form.Item>;
            if (validity !== COUPON_VALIDITY.fixed) return null;
            return (
              <>
                <Form.Item name="startsAt" label={t('coupons.startsAt')} rules={[{ required: true, message: t('coupons.required') }]}><Input type="datetime-local" /></Form.Item>
                <Form.Item name="endsAt" label={t('coupons.endsAt')} rules={[{ required: true, message: t('coupons.required') }]}><Input type="datetime-local" /></Form.Item>
              </>
            );
          }}
        </Form.Item>
        <Form.Item name="total" label={t('coupons.total')}><InputNumber min={1} style={{ width: '100%' }} /></Form.Item>
        <Form.Item name="perUserLimit" label={t('coupons.perUser')}><InputNumber min={1} max={100} style={{ width: '100%' }} /></Form.Item>
      </FormModal>
    </>
  );
}
