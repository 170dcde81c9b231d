// One row per combination of spec values: price and original price in yuan (2 decimals), stock, SKU code.
import { Input, InputNumber, Table, type TableColumnsType } from 'antd';
import { skuGrid, type SpecInput } from '@mall/shared';
import { useI18n } from '../../app/i18n';

export type SkuRow = { key: string; values: number[]; skuId?: number; stockWas?: number; price: string; oriPrice: string; stock: number; skuCode: string };

const keyOf = (specs: SpecInput[], values: number[]) => values.map((v, i) => specs[i]?.values[v]?.valueZh.trim() ?? '').join('\u0001');

/** The grid for these specs, keeping what was typed for combinations that still exist (matched by value text). */
export function regrid(specs: SpecInput[], rows: SkuRow[]): SkuRow[] {
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return skuGrid(specs).map((values) => {
    const key = keyOf(specs, values);
    const old = byKey.get(key);
    return old ? { ...old, key, values } : { key, values, price: '', oriPrice: '', stock: 0, skuCode: '' };
  });
}
export const rowsOf = (specs: SpecInput[], skus: { skuId: number; values: number[]; price: string; oriPrice: string; stock: number; skuCode: string }[]): SkuRow[] =>
  skus.map((s) => ({ ...s, key: keyOf(specs, s.values), stockWas: s.stock }));

export function SkuGrid({ specs, rows, onChange }: { specs: SpecInput[]; rows: SkuRow[]; onChange: (rows: SkuRow[]) => void }) {
  const { t, lang } = useI18n();
  const set = (key: string, patch: Partial<SkuRow>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const columns: TableColumnsType<SkuRow> = [
    ...specs.map((s, i) => ({
      title: (lang === 'en' ? s.nameEn : s.nameZh) || t('seller.edit.spec'),
      key: `spec${i}`,
      render: (_: unknown, r: SkuRow) => { const v = s.values[r.values[i]!]; return lang === 'en' ? v?.valueEn || v?.valueZh : v?.valueZh; },
    })),
    { title: t('seller.edit.price'), key: 'price', render: (_, r) => <Input aria-label={t('seller.edit.price')} prefix="¥" value={r.price} inputMode="decimal" placeholder="0.00" onChange={(e) => set(r.key, { price: e.target.value.trim() })} style={{ width: 120 }} /> },
    { title: t('seller.edit.oriPrice'), key: 'oriPrice', render: (_, r) => <Input aria-label={t('seller.edit.oriPrice')} prefix="¥" value={r.oriPrice} inputMode="decimal" onChange={(e) => set(r.key, { oriPrice: e.target.value.trim() })} style={{ width: 120 }} /> },
    { title: t('seller.edit.stock'), key: 'stock', render: (_, r) => <InputNumber aria-label={t('seller.edit.stock')} min={0} max={999999} precision={0} value={r.stock} onChange={(v) => set(r.key, { stock: Number(v ?? 0) })} /> },
    { title: t('seller.edit.skuCode'), key: 'skuCode', render: (_, r) => <Input aria-label={t('seller.edit.skuCode')} value={r.skuCode} placeholder={t('seller.edit.skuCodeAuto')} onChange={(e) => set(r.key, { skuCode: e.target.value.trim() })} style={{ width: 160 }} /> },
  ];
  return <Table<SkuRow> rowKey="key" size="small" columns={columns} dataSource={rows} pagination={false} scroll={{ x: 'max-content' }} />;
}
