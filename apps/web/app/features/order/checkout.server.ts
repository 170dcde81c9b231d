// The checkout's data (/submit-order): the priced preview with its one-time submit token (POST /p/order/confirm)
// and the address book. The lines come from the cart (?basketIds=1,2), from "buy now"
// (?prodId=&skuId=&count=, prodCount= also read) or a package (?bundleId=&count=); ?addrId= chooses the delivery address (default: the default one);
// ?couponIds= the coupons (absent: the best ones); ?usePoints= the points to deduct (absent: none). Points the API
// refuses (points.useStep / insufficient / overCap) leave the preview without points and the API's message. The
// buyer's saved invoice titles come along (the invoice choice offers them, the default one preselected).
import { redirect, type AppLoadContext } from 'react-router';
import { cartCountRule, type ConfirmAnswer, type ConfirmBody, type InvoiceTitleView, type MessageKey, type UserAddress } from '@mall/shared';
import { keyOfCode } from '../account/form';
import { callForUser, loadForUser } from './user-api.server';

export interface CheckoutData {
  confirm: ConfirmAnswer | null;
  addresses: UserAddress[];
  /** the buyer's saved invoice titles, the default first (none when they cannot be read: typing one still works) */
  invoiceTitles?: InvoiceTitleView[];
  /** why there is no preview: a message key of the page, or the API's localized refusal */
  error: { key?: MessageKey; message?: string } | null;
  /** the API's localized refusal of ?usePoints= (the preview is then priced without points) */
  pointsError?: string | null;
}

const positive = (raw: string | null): number | null => {
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
};

/** ?couponIds=: the buyer's coupon choice (empty: none); absent: the API picks the best. */
function couponIdsOf(search: URLSearchParams): number[] | undefined {
  const raw = search.get('couponIds');
  if (raw === null) return undefined;
  const ids = raw.split(',').map((s) => positive(s.trim())).filter((n): n is number => n !== null);
  return [...new Set(ids)].slice(0, 20);
}

/** ?usePoints=: the points the buyer asks to deduct (0 or absent: none; the API checks the step, balance and cap). */
function pointsOf(search: URLSearchParams): number | undefined {
  const raw = search.get('usePoints');
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return undefined;
  const n = Number(raw.trim());
  return n > 0 ? n : undefined;
}

/** The confirm payload the address asks for, or a message key when it names nothing to buy. */
export function confirmBodyOf(search: URLSearchParams): ConfirmBody | MessageKey {
  const addrId = positive(search.get('addrId')) ?? undefined;
  const ids = (search.get('basketIds') ?? '')
    .split(',')
    .map((s) => positive(s.trim()))
    .filter((n): n is number => n !== null);
  const couponIds = couponIdsOf(search);
  const usePoints = pointsOf(search);
  // packages in the cart (?cartBundleIds=), bought with the basket lines at their package prices
  const packs = (search.get('cartBundleIds') ?? '')
    .split(',')
    .map((s) => positive(s.trim()))
    .filter((n): n is number => n !== null);
  if (packs.length) return { basketIds: [...new Set(ids)], cartBundleIds: [...new Set(packs)], addrId, couponIds: [] };
  if (ids.length) return { basketIds: [...new Set(ids)], addrId, couponIds, usePoints };
  // ?bundleId=&count=: buy a package now (its parts at their shares of the package price; decision 036)
  const bundleId = positive(search.get('bundleId'));
  if (bundleId) {
    const count = positive(search.get('count')) ?? 1;
    if (count > 99) return 'cart.countInvalid';
    return { bundle: { bundleId, count }, addrId, couponIds: [] };
  }
  const prodId = positive(search.get('prodId'));
  const skuId = positive(search.get('skuId'));
  if (!prodId || !skuId) return 'order.nothingSelected';
  const rawCount = search.get('count') ?? search.get('prodCount') ?? '1';
  const prodCount = /^\d+$/.test(rawCount) ? Number(rawCount) : NaN;
  if (cartCountRule(prodCount)) return 'cart.countInvalid';
  // ?inquiryId=: order at the price the shop quoted (the API checks it is the caller's, answered, valid and unused)
  const inquiryId = positive(search.get('inquiryId'));
  return { orderItem: { prodId, skuId, prodCount, ...(inquiryId ? { inquiryId } : {}) }, addrId, couponIds, usePoints };
}

const POINTS_REFUSALS: MessageKey[] = ['points.useStep', 'points.insufficient', 'points.overCap'];

/** The localized message of a points refusal (points.useStep / insufficient / overCap), else null. */
function pointsRefusal(data: unknown): string | null {
  const { code, message } = (data ?? {}) as { code?: unknown; message?: unknown };
  const key = keyOfCode(code);
  return key && POINTS_REFUSALS.includes(key) && typeof message === 'string' ? message : null;
}

export async function loadCheckout(request: Request, context: AppLoadContext): Promise<CheckoutData> {
  const url = new URL(request.url);
  const body = confirmBodyOf(url.searchParams);
  const [addresses, titles] = await Promise.all([
    loadForUser<UserAddress[]>(request, context, '/p/address/list'),
    callForUser<InvoiceTitleView[]>(request, context, '/p/invoice/titles'),
  ]);
  const invoiceTitles = titles.status === 200 && Array.isArray(titles.data) ? titles.data : [];
  if (typeof body === 'string') return { confirm: null, addresses, error: { key: body } };
  let res = await callForUser<ConfirmAnswer>(request, context, '/p/order/confirm', { method: 'POST', body });
  let pointsError: string | null = null;
  // points the API refuses: the preview without them, and why (shown at the points input)
  if (body.usePoints && res.status === 400 && pointsRefusal(res.data)) {
    pointsError = pointsRefusal(res.data);
    res = await callForUser<ConfirmAnswer>(request, context, '/p/order/confirm', { method: 'POST', body: { ...body, usePoints: undefined } });
  }
  if (res.status === 200) return { confirm: res.data, addresses, invoiceTitles, error: null, pointsError };
  // an address that is gone (deleted in another tab): the default one instead
  if (res.status === 404 && body.addrId) {
    url.searchParams.delete('addrId');
    throw redirect(`${url.pathname}?${url.searchParams}`);
  }
  // a chosen coupon that is gone or no longer fits (used in another tab, expired): the best ones instead
  if (res.status < 500 && body.couponIds !== undefined) {
    url.searchParams.delete('couponIds');
    throw redirect(`${url.pathname}?${url.searchParams}`);
  }
  const message = (res.data as { message?: unknown } | null)?.message;
  return {
    confirm: null,
    addresses,
    error: res.status < 500 && typeof message === 'string' ? { message } : { key: 'error.server' },
  };
}
