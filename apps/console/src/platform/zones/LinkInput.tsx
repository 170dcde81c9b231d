// A link of a zone picture or hot area: typed (a site path or an http(s) address), chosen from the site's pages, a
// product's page chosen with ProductPicker, or a category's list chosen with CategoryPicker (no typed ids, decision 039).
import { AutoComplete, Button, Popover, Space } from 'antd';
import { AppstoreOutlined, ShoppingOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { categoryListLink, linkedCategory, type CategoryNode } from '@mall/shared';
import { useI18n } from '../../app/i18n';
import { CategoryPicker, useCategoryTree } from '../../components/CategoryPicker';
import { ProductPicker } from '../../components/ProductPicker';

const PAGES = ['/', '/flash-sale', '/group-buy', '/coupons', '/special-discount', '/member-center/integral-mall', '/list', '/shopList', '/News'] as const;

export interface LinkInputProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

export function LinkInput({ value = '', onChange, id }: LinkInputProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState<'product' | 'category' | null>(null);
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
        open={open === 'product'}
        onOpenChange={(o) => setOpen(o ? 'product' : null)}
        trigger="click"
        title={t('platform.zones.linkProduct')}
        content={
          <div style={{ width: 360 }}>
            <ProductPicker
              showShop
              aria-label={t('platform.zones.linkProduct')}
              onChange={(id) => {
                if (typeof id === 'number') onChange?.(`/detail/${id}`);
                setOpen(null);
              }}
              style={{ width: '100%' }}
            />
          </div>
        }
      >
        <Button icon={<ShoppingOutlined />}>{t('platform.zones.linkProductButton')}</Button>
      </Popover>
      <Popover
        open={open === 'category'}
        onOpenChange={(o) => setOpen(o ? 'category' : null)}
        trigger="click"
        title={t('platform.zones.linkCategory')}
        content={<CategoryLink value={value} onPick={(link) => { onChange?.(link); setOpen(null); }} />}
      >
        <Button icon={<AppstoreOutlined />}>{t('platform.zones.linkCategoryButton')}</Button>
      </Popover>
    </Space.Compact>
  );
}

const findNode = (nodes: CategoryNode[], id: number): CategoryNode | undefined => {
  for (const n of nodes) {
    const hit = n.categoryId === id ? n : findNode(n.categories, id);
    if (hit) return hit;
  }
  return undefined;
};

/** A category of any level from the platform's tree, as the storefront's list of it (/list?cpid=…&cindex=…). */
function CategoryLink({ value, onPick }: { value: string; onPick: (link: string) => void }) {
  const { t } = useI18n();
  const tree = useCategoryTree();
  const current = linkedCategory(value)?.id || undefined;
  return (
    <div style={{ width: 360 }}>
      <CategoryPicker
        aria-label={t('platform.zones.linkCategory')}
        value={current}
        onChange={(id) => {
          const node = typeof id === 'number' && tree ? findNode(tree, id) : undefined;
          if (node) onPick(categoryListLink(node));
        }}
        style={{ width: '100%' }}
      />
    </div>
  );
}
