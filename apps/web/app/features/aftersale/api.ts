// Browser calls of refunds and returns (/shop-api/p/refund/...). Never throw: check `status`; a 401 goes to /login
// (clientApi). The loaders read the options, the list and the detail through features/order/user-api.server.ts.
import type { RefundApplyBody, RefundEditBody, RefundEscalateBody, RefundShipBackBody } from '@mall/shared';
import { clientApi } from '../../lib/api';

type Ok = { ok: true };
const path = (refundSn: string, action = '') => `/p/refund/${encodeURIComponent(refundSn)}${action ? `/${action}` : ''}`;

export const applyRefund = (body: RefundApplyBody, lang: string) =>
  clientApi<{ refundSn: string }>('/p/refund/apply', { method: 'POST', body, lang });
export const resubmitRefund = (refundSn: string, body: RefundEditBody, lang: string) =>
  clientApi<Ok>(path(refundSn), { method: 'PUT', body, lang });
export const withdrawRefund = (refundSn: string, lang: string) =>
  clientApi<Ok>(path(refundSn, 'withdraw'), { method: 'POST', lang });
export const shipBackRefund = (refundSn: string, body: RefundShipBackBody, lang: string) =>
  clientApi<Ok>(path(refundSn, 'ship-back'), { method: 'POST', body, lang });
/** Marks all my after-sales notices read. */
export const readNotices = (lang: string) => clientApi<Ok>('/p/refund/notices/read', { method: 'POST', lang });
export const escalateRefund = (refundSn: string, body: RefundEscalateBody, lang: string) =>
  clientApi<Ok>(path(refundSn, 'escalate'), { method: 'POST', body, lang });
