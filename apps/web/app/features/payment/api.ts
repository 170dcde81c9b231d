// The payment calls of the browser (SPEC §7 style: JSON, Accept-Language; /p/ paths carry the token cookie).
import type { PaymentStatus } from '@mall/shared';
import { clientApi } from '../../lib/api';
import type { ApiResult } from '../../lib/context';

export const payWithBalance = (orderNumbers: string[], payPassword: string, lang: string): Promise<ApiResult<PaymentStatus>> =>
  clientApi('/p/payment/balancePay', { method: 'POST', body: { orderNumbers, payPassword }, lang });

export const payWithWechat = (orderNumbers: string[], lang: string): Promise<ApiResult<PaymentStatus>> =>
  clientApi('/p/payment/wxNativePay', { method: 'POST', body: { orderNumbers }, lang });

export const paymentStatus = (payNo: string, lang: string): Promise<ApiResult<PaymentStatus>> =>
  clientApi(`/p/payment/status?payNo=${encodeURIComponent(payNo)}`, { lang });

export const recharge = (amount: number, lang: string): Promise<ApiResult<PaymentStatus>> =>
  clientApi('/p/balance/recharge', { method: 'POST', body: { amount }, lang });

export const sandboxConfirm = (prepayId: string, lang: string): Promise<ApiResult<{ state: string; delivered: boolean }>> =>
  clientApi('/payment/sandbox/confirm', { method: 'POST', body: { prepayId }, lang });

/** Addresses of the payment pages. */
export const paymentHref = (orderNumbers: string[]) => `/payment?orderNumbers=${orderNumbers.map(encodeURIComponent).join(',')}`;
export const weixinPayHref = (payNo: string) => `/weixin-pay?payNo=${encodeURIComponent(payNo)}`;
export const paySuccessHref = (payNo: string) => `/pay-success?payNo=${encodeURIComponent(payNo)}`;
export const orderDetailHref = (orderNumber: string) => `/order-detail?orderNumber=${encodeURIComponent(orderNumber)}`;
export const MY_ORDERS = '/user-center/uc-order';
export const MY_BALANCE = '/user-center/uc-balance';
export const BUY_MEMBER = '/member-center/buy-member';
export const MEMBER_CENTER = '/member-center/member-center';
export const SET_PAY_PASSWORD = '/user-center/uc-paypw';
