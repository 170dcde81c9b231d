// Browser calls of the checkout and of my orders. Never throw: check `status`; a 401 goes to /login.
import type { SubmitAnswer, SubmitBody } from '@mall/shared';
import { clientApi } from '../../lib/api';
import { logFlowEvent } from '../analytics/usage-log';

type Ok = { ok: true };
/** Calls without a payload still send `{}`: the browser call is JSON-typed, and the API refuses an empty JSON body. */
const NO_BODY = {};
const num = (orderNumber: string) => encodeURIComponent(orderNumber);

export async function submitOrder(body: SubmitBody, lang: string) {
  const res = await clientApi<SubmitAnswer>('/p/order/submit', { method: 'POST', body, lang });
  // usage log (SPEC §3): the order step of the funnel, with the order numbers
  if (res.status === 200) logFlowEvent(lang, { kind: 'order', orderNumbers: res.data.orderNumbers });
  return res;
}
export const cancelOrder = (orderNumber: string, lang: string) =>
  clientApi<Ok>(`/p/myOrder/cancel/${num(orderNumber)}`, { method: 'PUT', body: NO_BODY, lang });
export const confirmReceipt = (orderNumber: string, lang: string) =>
  clientApi<Ok>(`/p/myOrder/receipt/${num(orderNumber)}`, { method: 'PUT', body: NO_BODY, lang });
export const deleteOrder = (orderNumber: string, lang: string) =>
  clientApi<Ok>(`/p/myOrder/${num(orderNumber)}`, { method: 'DELETE', body: NO_BODY, lang });
export const buyAgain = (orderNumber: string, lang: string) =>
  clientApi<{ basketIds: number[]; skipped: number }>('/p/myOrder/buyAgain', {
    method: 'POST',
    body: { orderNumber },
    lang,
  });

/** The payment page of placed orders (SPEC §2 /payment). */
export const paymentHref = (orderNumbers: string[]): string =>
  `/payment?orderNumbers=${orderNumbers.map(encodeURIComponent).join(',')}`;
