// The seller centre's packages and gift rules (decision 036): /shop-api/p/seller/bundles and /gift-rules.
import type { BundleBody, BundleView, GiftRuleBody, GiftRuleView } from '@mall/shared';
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
};
