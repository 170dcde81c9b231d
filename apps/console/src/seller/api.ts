// The seller centre's calls (/shop-api/p/seller/...); the store token header is added by app/api.ts.
import type {
  CategoryNode, ImportJobView, Paged, SellerDashboard, SellerOrderDetail, SellerOrderRow, SellerProductBody, SellerProductRow, SellerProductView,
  SellerShopBody, ShipBody, ShopNoticeBody, ShopNoticeRow,
} from '@mall/shared';
import { api, type Query } from '../app/api';

export type ShopInfo = SellerShopBody & { shopId: number; nameZh: string; nameEn: string; region: string; status: number };
type Ok = { ok: true };

export const sellerApi = {
  dashboard: (days: 7 | 30) => api<SellerDashboard>('/p/seller/dashboard', { query: { days } }),
  products: (q: Query) => api<Paged<SellerProductRow>>('/p/seller/products', { query: q }),
  product: (id: number) => api<SellerProductView>(`/p/seller/products/${id}`),
  createProduct: (body: SellerProductBody) => api<{ prodId: number }>('/p/seller/products', { method: 'POST', body }),
  updateProduct: (id: number, body: SellerProductBody) => api<Ok>(`/p/seller/products/${id}`, { method: 'PUT', body }),
  shelf: (id: number, status: 0 | 1) => api<Ok>(`/p/seller/products/${id}/shelf`, { method: 'PUT', body: { status } }),
  categories: () => api<CategoryNode[]>('/category/categoryInfo'),
  orders: (q: Query) => api<Paged<SellerOrderRow>>('/p/seller/orders', { query: q }),
  order: (orderNumber: string) => api<SellerOrderDetail>(`/p/seller/orders/${encodeURIComponent(orderNumber)}`),
  ship: (orderNumber: string, body: ShipBody) => api<Ok>(`/p/seller/orders/${encodeURIComponent(orderNumber)}/ship`, { method: 'POST', body }),
  shop: () => api<ShopInfo>('/p/seller/shop'),
  updateShop: (body: SellerShopBody) => api<Ok>('/p/seller/shop', { method: 'PUT', body }),
  notices: (q: Query) => api<Paged<ShopNoticeRow>>('/p/seller/notices', { query: q }),
  createNotice: (body: ShopNoticeBody) => api<{ id: number }>('/p/seller/notices', { method: 'POST', body }),
  updateNotice: (id: number, body: ShopNoticeBody) => api<Ok>(`/p/seller/notices/${id}`, { method: 'PUT', body }),
  deleteNotice: (id: number) => api<Ok>(`/p/seller/notices/${id}`, { method: 'DELETE' }),
  importJob: (jobId: number) => api<ImportJobView>(`/p/seller/imports/${jobId}`),
};

/** Paged answers of the API as the CRUD table wants them. */
export const asPage = <T>(p: Paged<T>) => ({ list: p.records, total: p.total });
