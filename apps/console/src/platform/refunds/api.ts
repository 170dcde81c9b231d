// The platform's refund arbitration calls (/shop-api/p/admin/refunds..., operators only).
import type { Paged, RefundArbitrateBody, RefundDetail, RefundSummary } from '@mall/shared';
import { api } from '../../app/api';

const one = (refundSn: string) => `/p/admin/refunds/${encodeURIComponent(refundSn)}`;

export const arbitrationApi = {
  list: (status: number, current: number, size: number) => api<Paged<RefundSummary>>('/p/admin/refunds', { query: { status: status || undefined, current, size } }),
  get: (refundSn: string) => api<RefundDetail>(one(refundSn)),
  arbitrate: (refundSn: string, body: RefundArbitrateBody) => api<{ ok: true }>(`${one(refundSn)}/arbitrate`, { method: 'POST', body }),
};
