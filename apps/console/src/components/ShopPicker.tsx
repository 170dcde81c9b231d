// Choose a shop by name (platform console, operators): paged search of /p/admin/shops, a tag on shops not open.
import { Space, Tag, Typography } from 'antd';
import { useCallback, type CSSProperties } from 'react';
import { SHOP_STATUS, type AdminShop } from '@mall/shared';
import { useI18n } from '../app/i18n';
import { pickerApi } from './pickers-api';
import { SearchSelect } from './SearchSelect';

export interface ShopPickerProps {
  value?: number;
  onChange?: (value: number | undefined, picked: AdminShop | undefined) => void;
  id?: string;
  'aria-label'?: string;
  style?: CSSProperties;
}

const keyOf = (s: AdminShop) => s.shopId;

export function ShopPicker({ value, onChange, ...rest }: ShopPickerProps) {
  const { t, lang } = useI18n();
  const name = useCallback((s: AdminShop) => (lang === 'en' ? s.nameEn || s.nameZh : s.nameZh), [lang]);
  // the rows carry both names: a language change needs no new search
  const search = useCallback((keyword: string, current: number) => pickerApi.shops({ keyword, current }), []);
  const render = (s: AdminShop) => (
    <Space size={6}>
      <Typography.Text>{name(s)}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>#{s.shopId}</Typography.Text>
      {s.shopStatus !== SHOP_STATUS.open && <Tag>{t('pickers.shopClosed')}</Tag>}
    </Space>
  );
  return (
    <SearchSelect<AdminShop>
      {...rest}
      value={value}
      onChange={(v, picked) => onChange?.(v as number | undefined, picked[0])}
      placeholder={t('pickers.shop')}
      search={search}
      keyOf={keyOf}
      labelOf={name}
      render={render}
    />
  );
}
