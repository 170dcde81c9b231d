// The seller centre's refund calls (/shop-api/p/seller/refunds...); the store token header is added by app/api.ts.
import type { Paged, RefundAcceptBody, RefundDetail, RefundNotices, RefundRefuseBody, RefundShopSettings, RefundSummary } from '@mall/shared';
import { api } from '../../app/api';

type Ok = { ok: true };
const one = (refundSn: string, action = '') => `/p/seller/refunds/${encodeURIComponent(refundSn)}${action ? `/${action}` : ''}`;

export const sellerRefundsApi = {
  list: (status: number, current: number, size: number) => api<Paged<RefundSummary>>('/p/seller/refunds', { query: { status: status || undefined, current, size } }),
  get: (refundSn: string) => api<RefundDetail>(one(refundSn)),
  accept: (refundSn: string, body: RefundAcceptBody) => api<Ok>(one(refundSn, 'accept'), { method: 'POST', body }),
  refuse: (refundSn: string, body: RefundRefuseBody) => api<Ok>(one(refundSn, 'refuse'), { method: 'POST', body }),
  receive: (refundSn: string) => api<Ok>(one(refundSn, 'receive'), { method: 'POST', body: {} }),
  /** the shop's newest notices of requests that changed state; reading a request marks its notices read */
  notices: () => api<RefundNotices>('/p/seller/refund-notices'),
  settings: () => api<RefundShopSettings>('/p/seller/refund-settings'),
  saveSettings: (body: RefundShopSettings) => api<Ok>('/p/seller/refund-settings', { method: 'PUT', body }),
};
