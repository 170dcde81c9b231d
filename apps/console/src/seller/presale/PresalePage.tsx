// The seller centre's pre-sales (decision 035): the shop's pre-sales with price, deposit and what it counts for,
// windows, ship date, stock and sold units; create or edit one: a SKU of the shop (SkuPicker: the picker routes answer
// only the seller's own products), full payment or deposit + balance, the pre-sale price and deposit in yuan, the
// deduction multiple, the deposit / balance windows, the ship date, the
// stock, the rule for an unpaid balance, on or off. The server checks everything with the shared rule.
import { Alert, Button, Form, Input, InputNumber, Radio, Select, Space, Switch, Tag, message, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { fenToYuan, PRESALE_FORFEIT, PRESALE_MODE, type Paged, type PresaleBody, type SellerPresale } from '@mall/shared';
import { api } from '../../app/api';
import { CrudTable } from '../../app/components/CrudTable';
import { FormModal } from '../../app/components/FormModal';
import { useI18n } from '../../app/i18n';
import { SkuPicker } from '../../components/SkuPicker';
import { isoOf, shown, toFen } from '../../promotion/form-values';
import { asPage } from '../api';

/** a time without its seconds, in China time */
const when = (iso: string | null, lang: string) => shown(iso, lang).replace(/:00$/, '');

export interface PresaleValues {
  skuId: number;
  mode: number;
  price: number;
  deposit?: number;
  deductPercent?: number;
  saleStart: string;
  saleEnd: string;
  balanceStart?: string;
  balanceEnd?: string;
  shipDate: string;
  stock: number;
  forfeitRule: number;
  on: boolean;
}

/** an ISO time as a datetime-local value in China time */
const localOf = (iso: string | null): string | undefined => (iso ? new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 16) : undefined);
/** a datetime-local value typed in China time as ISO */
const chinaIso = (local: string | undefined): string => (local ? isoOf(`${local}:00+08:00`) ?? '' : '');

export const presaleBodyOf = (v: PresaleValues): PresaleBody => {
  const deposit = v.mode === PRESALE_MODE.deposit;
  return {
    skuId: v.skuId, mode: v.mode, price: toFen(v.price), deposit: deposit ? toFen(v.deposit) : 0, deductPercent: deposit ? Math.round(v.deductPercent ?? 100) : 100,
    saleStart: chinaIso(v.saleStart), saleEnd: chinaIso(v.saleEnd), balanceStart: deposit ? chinaIso(v.balanceStart) : null, balanceEnd: deposit ? chinaIso(v.balanceEnd) : null,
    shipDate: chinaIso(v.shipDate), stock: v.stock, forfeitRule: v.forfeitRule, status: v.on ? 1 : 0,
  };
};

const valuesOf = (p: SellerPresale): PresaleValues => ({
  skuId: p.skuId, mode: p.mode, price: p.price / 100, deposit: p.deposit / 100, deductPercent: p.deductPercent, saleStart: localOf(p.saleStart)!, saleEnd: localOf(p.saleEnd)!,
  balanceStart: localOf(p.balanceStart), balanceEnd: localOf(p.balanceEnd), shipDate: localOf(p.shipDate)!, stock: p.stock, forfeitRule: p.forfeitRule, on: p.status === 1,
});

const presaleApi = {
  list: (current: number, size: number) => api<Paged<SellerPresale>>('/p/seller/presales', { query: { current, size } }),
  create: (body: PresaleBody) => api<SellerPresale>('/p/seller/presales', { method: 'POST', body }),
  update: (id: number, body: PresaleBody) => api<SellerPresale>(`/p/seller/presales/${id}`, { method: 'PUT', body }),
};

export function PresalePage() {
  const { t, lang } = useI18n();
  const [editing, setEditing] = useState<SellerPresale | 'new' | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const load = useCallback((current: number, size: number) => presaleApi.list(current, size).then(asPage), []);
  const yuan = (fen: number) => `¥${fenToYuan(fen)}`;

  const columns: TableColumnsType<SellerPresale> = [
    { title: t('sellerPresale.sku'), key: 'sku', width: 220, render: (_, p) => `${p.skuName} (#${p.skuId})` },
    { title: t('sellerPresale.mode'), dataIndex: 'mode', render: (m: number) => (m === PRESALE_MODE.deposit ? <Tag color="purple">{t('sellerPresale.modeDeposit')}</Tag> : <Tag color="blue">{t('sellerPresale.modeFull')}</Tag>) },
    {
      title: t('sellerPresale.price'), key: 'price', render: (_, p) => (
        <Space direction="vertical" size={0}>
          <span>{yuan(p.price)}</span>
          {p.mode === PRESALE_MODE.deposit && <span>{t('sellerPresale.depositLine', { deposit: yuan(p.deposit), value: yuan(p.deductValue), balance: yuan(p.balance) })}</span>}
        </Space>
      ),
    },
    {
      title: t('sellerPresale.windows'), key: 'w', render: (_, p) => (
        <Space direction="vertical" size={0}>
          <span>{t(p.mode === PRESALE_MODE.deposit ? 'sellerPresale.depositWindow' : 'sellerPresale.saleWindow')}: {when(p.saleStart, lang)} – {when(p.saleEnd, lang)}</span>
          {p.balanceStart && <span>{t('sellerPresale.balanceWindow')}: {when(p.balanceStart, lang)} – {when(p.balanceEnd, lang)}</span>}
          <span>{t('sellerPresale.shipDate')}: {when(p.shipDate, lang)}</span>
        </Space>
      ),
    },
    { title: t('sellerPresale.stock'), key: 'stock', render: (_, p) => t('sellerPresale.stockLine', { stock: p.stock, sold: p.sold }) },
    { title: t('sellerPresale.state'), key: 'state', render: (_, p) => (p.status !== 1 ? <Tag>{t('sellerPresale.off')}</Tag> : <Tag color={p.state === 'on' ? 'green' : 'default'}>{t(`sellerPresale.states.${p.state}`)}</Tag>) },
    { title: t('app.actions'), key: 'a', render: (_, p) => <Button type="link" size="small" onClick={() => setEditing(p)}>{t('app.edit')}</Button> },
  ];

  return (
    <>
      <CrudTable<SellerPresale> title={t('sellerPresale.menu')} rowKey="presaleId" columns={columns} load={load} reloadKey={reloadKey}
        toolbar={<Button type="primary" onClick={() => setEditing('new')}>{t('sellerPresale.create')}</Button>} />
      <FormModal<PresaleValues>
        open={editing !== null}
        title={t(editing === 'new' ? 'sellerPresale.create' : 'sellerPresale.edit')}
        initialValues={editing && editing !== 'new' ? valuesOf(editing) : { mode: PRESALE_MODE.deposit, deductPercent: 150, forfeitRule: PRESALE_FORFEIT.keepDeposit, on: true, stock: 100 }}
        onClose={() => setEditing(null)}
        width={760}
        onSubmit={async (v) => {
          if (editing === 'new') await presaleApi.create(presaleBodyOf(v));
          else if (editing) await presaleApi.update(editing.presaleId, presaleBodyOf(v));
          message.success(t('app.saved'));
          setReloadKey((k) => k + 1);
        }}
      >
        <PresaleFields />
      </FormModal>
    </>
  );
}

/** The form's fields; the deposit's fields show in deposit mode only. */
function PresaleFields() {
  const { t } = useI18n();
  const form = Form.useFormInstance<PresaleValues>();
  const mode = Form.useWatch('mode', form);
  const required = [{ required: true, message: t('sellerPresale.required') }];
  return (
    <>
        <Form.Item name="skuId" label={t('sellerPresale.skuId')} tooltip={t('sellerPresale.skuHint')} rules={required}><SkuPicker /></Form.Item>
        <Form.Item name="mode" label={t('sellerPresale.mode')} rules={required}>
          <Radio.Group options={[{ value: PRESALE_MODE.deposit, label: t('sellerPresale.modeDeposit') }, { value: PRESALE_MODE.full, label: t('sellerPresale.modeFull') }]} />
        </Form.Item>
        <Space size="large" wrap style={{ display: 'flex' }}>
          <Form.Item name="price" label={t('sellerPresale.priceYuan')} rules={required}><InputNumber min={0.01} precision={2} style={{ width: 160 }} /></Form.Item>
          {mode === PRESALE_MODE.deposit && (
            <>
              <Form.Item name="deposit" label={t('sellerPresale.depositYuan')} rules={required}><InputNumber min={0.01} precision={2} style={{ width: 160 }} /></Form.Item>
              <Form.Item name="deductPercent" label={t('sellerPresale.deductPercent')} tooltip={t('sellerPresale.deductHint')} rules={required}><InputNumber min={100} max={500} precision={0} addonAfter="%" style={{ width: 160 }} /></Form.Item>
            </>
          )}
        </Space>
        <Space size="large" wrap style={{ display: 'flex' }}>
          <Form.Item name="saleStart" label={t(mode === PRESALE_MODE.deposit ? 'sellerPresale.depositStart' : 'sellerPresale.saleStart')} rules={required}><Input type="datetime-local" /></Form.Item>
          <Form.Item name="saleEnd" label={t(mode === PRESALE_MODE.deposit ? 'sellerPresale.depositEnd' : 'sellerPresale.saleEnd')} rules={required}><Input type="datetime-local" /></Form.Item>
        </Space>
        {mode === PRESALE_MODE.deposit && (
          <Space size="large" wrap style={{ display: 'flex' }}>
            <Form.Item name="balanceStart" label={t('sellerPresale.balanceStart')} rules={required}><Input type="datetime-local" /></Form.Item>
            <Form.Item name="balanceEnd" label={t('sellerPresale.balanceEnd')} rules={required}><Input type="datetime-local" /></Form.Item>
          </Space>
        )}
        <Space size="large" wrap style={{ display: 'flex' }}>
          <Form.Item name="shipDate" label={t('sellerPresale.shipDate')} rules={required}><Input type="datetime-local" /></Form.Item>
          <Form.Item name="stock" label={t('sellerPresale.stockInput')} rules={required}><InputNumber min={1} max={1000000} precision={0} style={{ width: 160 }} /></Form.Item>
          <Form.Item name="on" label={t('sellerPresale.on')} valuePropName="checked"><Switch /></Form.Item>
        </Space>
        {mode === PRESALE_MODE.deposit && (
          <>
            <Form.Item name="forfeitRule" label={t('sellerPresale.forfeitRule')} rules={required}>
              <Select style={{ maxWidth: 420 }} options={[{ value: PRESALE_FORFEIT.keepDeposit, label: t('sellerPresale.forfeitKeep') }]} />
            </Form.Item>
            <Alert type="info" showIcon message={t('sellerPresale.forfeitNote')} />
          </>
        )}
    </>
  );
}
