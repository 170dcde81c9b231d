// Choose products by name (one, or several with `multiple`): paged search of /p/admin/picker/products with picture,
// price, stock and shop; inside the seller centre the API answers only the shop's own products.
import { Space, Tag, Typography } from 'antd';
import { useCallback, type CSSProperties } from 'react';
import { fenToYuan, type PickerProduct } from '@mall/shared';
import { useI18n } from '../app/i18n';
import { pickerApi } from './pickers-api';
import { SearchSelect } from './SearchSelect';

export interface ProductPickerProps {
  value?: number | number[];
  onChange?: (value: number | number[] | undefined, picked: PickerProduct[]) => void;
  multiple?: boolean;
  /** only this shop's products (operators) */
  shopId?: number;
  /** show each product's shop (the platform console) */
  showShop?: boolean;
  id?: string;
  'aria-label'?: string;
  style?: CSSProperties;
  disabled?: boolean;
}

const keyOf = (p: PickerProduct) => p.prodId;
const labelOf = (p: PickerProduct) => p.name;

export function Thumb({ src, alt }: { src: string; alt: string }) {
  return src
    ? <img src={`${src}?w=80`} alt={alt} width={36} height={36} style={{ objectFit: 'cover', borderRadius: 4, flex: 'none', background: '#f5f5f5' }} />
    : <span style={{ width: 36, height: 36, borderRadius: 4, background: '#f5f5f5', flex: 'none', display: 'inline-block' }} />;
}

export function ProductPicker({ shopId, showShop, multiple, ...rest }: ProductPickerProps) {
  const { t } = useI18n();
  const search = useCallback((keyword: string, current: number) => pickerApi.products({ keyword, current, shopId }), [shopId]);
  const lookup = useCallback((ids: number[]) => pickerApi.products({ ids }).then((p) => p.records), []);
  const render = (p: PickerProduct) => (
    <Space align="center" size={8} style={{ width: '100%' }}>
      <Thumb src={p.pic} alt="" />
      <span style={{ display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: 1.35 }}>
        <Typography.Text ellipsis style={{ maxWidth: 420 }}>{p.name}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          ¥{fenToYuan(p.price)} · {t('pickers.stock', { n: p.stock })} · #{p.prodId}{showShop && p.shopName ? ` · ${p.shopName}` : ''}
          {p.status !== 1 && <Tag style={{ marginLeft: 6 }}>{t('pickers.offShelf')}</Tag>}
        </Typography.Text>
      </span>
    </Space>
  );
  return (
    <SearchSelect<PickerProduct>
      {...rest}
      multiple={multiple}
      placeholder={t(multiple ? 'pickers.products' : 'pickers.product')}
      search={search}
      lookup={lookup}
      keyOf={keyOf}
      labelOf={labelOf}
      render={render}
    />
  );
}
