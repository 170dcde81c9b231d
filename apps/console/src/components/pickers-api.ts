// The calls behind the console's pickers: products and SKUs (/p/admin/picker/..., scoped to the seller's own shop
// inside the seller centre), shops (operators) and the shown category tree.
import type { AdminShop, CategoryNode, Paged, PickerProduct, PickerSku } from '@mall/shared';
import { api } from '../app/api';

export const PICKER_PAGE_SIZE = 8;

export const pickerApi = {
  products: (q: { keyword?: string; current?: number; shopId?: number; ids?: number[] }) =>
    api<Paged<PickerProduct>>('/p/admin/picker/products', { query: { keyword: q.keyword, current: q.current, size: q.ids ? 100 : PICKER_PAGE_SIZE, shopId: q.shopId, ids: q.ids?.join(',') } }),
  skus: (q: { prodId?: number; ids?: number[] }) => api<PickerSku[]>('/p/admin/picker/skus', { query: { prodId: q.prodId, ids: q.ids?.join(',') } }),
  shops: (q: { keyword?: string; current?: number }) => api<Paged<AdminShop>>('/p/admin/shops', { query: { keyword: q.keyword, current: q.current, size: PICKER_PAGE_SIZE } }),
  categories: () => api<CategoryNode[]>('/category/categoryInfo'),
};
