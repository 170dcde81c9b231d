// The seller centre's packages and gift rules (decision 036): /shop-api/p/seller/bundles and /gift-rules.
import type { BundleBody, BundleView, GiftRuleBody, GiftRuleView, Paged, SellerProductRow, SellerProductView } from '@mall/shared';
import { api } from '../../app/api';

type Ok = { ok: true };
export const bundleApi = {
  list: () => api<BundleView[]>('/p/seller/bundles'),
  create: (body: BundleBody) => api<BundleView>('/p/seller/bundles', { method: 'POST', body }),
  update: (id: number, body: BundleBody) => api<BundleView>(`/p/seller/bundles/${id}`, { method: 'PUT', body }),
  remove: (id: number) => api<Ok>(`/p/seller/bundles/${id}`, { method: 'DELETE' }),
  gifts: () => api<GiftRuleView[]>('/p/seller/gift-rules'),
  createGift: (body: GiftRuleBody) => api<GiftRuleView>('/p/seller/gift-rules', { method: 'POST', body }),
  updateGift: (id: number, body: GiftRuleBody) => api<GiftRuleView>(`/p/seller/gift-rules/${id}`, { method: 'PUT', body }),
  removeGift: (id: number) => api<Ok>(`/p/seller/gift-rules/${id}`, { method: 'DELETE' }),
  products: () => api<Paged<SellerProductRow>>('/p/seller/products', { query: { current: 1, size: 40, status: 1 } }),
  product: (id: number) => api<SellerProductView>(`/p/seller/products/${id}`),
};

/** Every SKU of the shop's products on the shelf, named "product · spec values" in the console's language. */
export async function shopSkus(lang: 'zh' | 'en'): Promise<{ value: number; label: string; prodId: number }[]> {
  const page = await bundleApi.products();
  const views = await Promise.all(page.records.map((p) => bundleApi.product(p.prodId)));
  return views.flatMap((v) => v.skus.map((s) => {
    const spec = s.values.map((vi, i) => {
      const val = v.specs[i]?.values[vi];
      return val ? (lang === 'en' ? val.valueEn || val.valueZh : val.valueZh) : '';
    }).filter(Boolean).join(' ');
    const name = lang === 'en' ? v.nameEn || v.nameZh : v.nameZh;
    return { value: s.skuId, prodId: v.prodId, label: `${name}${spec ? ` · ${spec}` : ''} · ¥${s.price}` };
  }));
}
