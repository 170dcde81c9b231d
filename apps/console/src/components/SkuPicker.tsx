// Choose SKUs: first the product (ProductPicker, or fixed by `prodId`), then its SKUs in a table with spec, code,
// price and stock (a radio per row, or checkboxes with `multiple`). A value set from outside (an edit form) finds
// its product through /p/admin/picker/skus?ids=. `extraColumns` let a form put its own inputs beside each SKU
// (e.g. the group price).
import { Alert, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { fenToYuan, type PickerSku } from '@mall/shared';
import { useI18n } from '../app/i18n';
import { pickerApi } from './pickers-api';
import { ProductPicker, Thumb } from './ProductPicker';

export interface SkuPickerProps {
  value?: number | number[];
  onChange?: (value: number | number[] | undefined, picked: PickerSku[]) => void;
  multiple?: boolean;
  /** the product whose SKUs are shown (no product search) */
  prodId?: number;
  /** told when the product changes (the value is cleared then) */
  onProductChange?: (prodId: number | undefined) => void;
  /** only this shop's products in the search (operators) */
  shopId?: number;
  showShop?: boolean;
  extraColumns?: TableColumnsType<PickerSku>;
  id?: string;
}

const asList = (v: number | number[] | undefined): number[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);

export function SkuPicker({ value, onChange, multiple, prodId: fixedProd, onProductChange, shopId, showShop, extraColumns = [], id }: SkuPickerProps) {
  const { t, lang } = useI18n();
  const [chosenProd, setChosenProd] = useState<number | undefined>();
  // the SKUs loaded, with the product and language they are of (others are not shown: still loading)
  const [loaded, setLoaded] = useState<{ key: string; rows: PickerSku[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const prodId = fixedProd ?? chosenProd;
  const selected = asList(value);
  const loadKey = `${prodId}:${lang}`;
  const skus = loaded?.key === loadKey ? loaded.rows : null;

  // a value from outside: find its product once
  const firstValue = selected[0];
  useEffect(() => {
    if (fixedProd !== undefined || firstValue === undefined || chosenProd !== undefined) return;
    let live = true;
    pickerApi.skus({ ids: [firstValue] }).then((rows) => live && rows[0] && setChosenProd(rows[0].prodId), () => undefined);
    return () => { live = false; };
  }, [firstValue, fixedProd, chosenProd]);

  useEffect(() => {
    if (prodId === undefined) return;
    let live = true;
    pickerApi.skus({ prodId }).then((rows) => { if (live) { setLoaded({ key: loadKey, rows }); setError(null); } }, (e: Error) => live && setError(e.message));
    return () => { live = false; };
  }, [prodId, loadKey]);

  const columns = useMemo<TableColumnsType<PickerSku>>(() => [
    {
      title: t('pickers.spec'), key: 'spec', render: (_, s) => (
        <Space size={8}><Thumb src={s.pic} alt="" /><span>{s.spec || t('pickers.defaultSpec')}</span></Space>
      ),
    },
    { title: t('pickers.skuCode'), dataIndex: 'skuCode', render: (c: string) => <Typography.Text type="secondary">{c}</Typography.Text> },
    { title: t('pickers.price'), dataIndex: 'price', align: 'right', render: (f: number) => `¥${fenToYuan(f)}` },
    { title: t('pickers.stockCol'), dataIndex: 'stock', align: 'right' },
    ...extraColumns,
  ], [t, extraColumns]);

  const pickProduct = (p: number | undefined) => {
    setChosenProd(p);
    onProductChange?.(p);
    if (selected.length) onChange?.(multiple ? [] : undefined, []);
  };
  const choose = (keys: number[]) => {
    const picked = (skus ?? []).filter((s) => keys.includes(s.skuId));
    onChange?.(multiple ? keys : keys[0], picked);
  };

  return (
    <div id={id} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {fixedProd === undefined && (
        <ProductPicker value={chosenProd} onChange={(v) => pickProduct(v as number | undefined)} shopId={shopId} showShop={showShop} />
      )}
      {error && <Alert type="error" showIcon title={t('pickers.loadFailed', { message: error })} />}
      {prodId === undefined ? (
        <Typography.Text type="secondary">{t('pickers.pickProductFirst')}</Typography.Text>
      ) : (
        <Table<PickerSku>
          size="small"
          rowKey="skuId"
          loading={skus === null && !error}
          dataSource={skus ?? []}
          columns={columns}
          pagination={false}
          scroll={{ y: 280 }}
          locale={{ emptyText: t('pickers.noSkus') }}
          rowSelection={{ type: multiple ? 'checkbox' : 'radio', selectedRowKeys: selected, onChange: (keys) => choose(keys as number[]) }}
          onRow={(s) => ({ onClick: (e) => { if ((e.target as HTMLElement).closest('input,button,.ant-input-number')) return; choose(multiple ? (selected.includes(s.skuId) ? selected.filter((k) => k !== s.skuId) : [...selected, s.skuId]) : [s.skuId]); } })}
        />
      )}
    </div>
  );
}
