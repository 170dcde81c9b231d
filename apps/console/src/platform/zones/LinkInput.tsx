// A link of a zone picture or hot area: typed (a site path or an http(s) address), chosen from the site's pages, or a
// product's page chosen with ProductPicker (no typed ids, decision 039).
import { AutoComplete, Button, Popover, Space } from 'antd';
import { ShoppingOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useI18n } from '../../app/i18n';
import { ProductPicker } from '../../components/ProductPicker';

const PAGES = ['/', '/flash-sale', '/group-buy', '/coupons', '/special-discount', '/member-center/integral-mall', '/list', '/shopList', '/News'] as const;

export interface LinkInputProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

export function LinkInput({ value = '', onChange, id }: LinkInputProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const options = PAGES.map((path) => ({ value: path, label: `${t(`platform.zones.pages.${path}`)} ${path}` }));
  return (
    <Space.Compact style={{ width: '100%' }}>
      <AutoComplete
        id={id}
        value={value}
        options={options}
        onChange={(v: string) => onChange?.(v)}
        placeholder={t('platform.zones.linkPlaceholder')}
        style={{ flex: 1 }}
        filterOption={(input, option) => !input || String(option?.label ?? '').toLowerCase().includes(input.toLowerCase())}
      />
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        title={t('platform.zones.linkProduct')}
        content={
          <div style={{ width: 360 }}>
            <ProductPicker
              showShop
              aria-label={t('platform.zones.linkProduct')}
              onChange={(id) => {
                if (typeof id === 'number') onChange?.(`/detail/${id}`);
                setOpen(false);
              }}
              style={{ width: '100%' }}
            />
          </div>
        }
      >
        <Button icon={<ShoppingOutlined />}>{t('platform.zones.linkProductButton')}</Button>
      </Popover>
    </Space.Compact>
  );
}
