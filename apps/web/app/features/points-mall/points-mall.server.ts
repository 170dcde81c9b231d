// Loader data of the points mall (issue 14): the list (/member-center/integral-mall?range=&sort=&current=) with the
// logged-in buyer's points, a product (/member-center/integral-det/{prodId}), and the redemption's confirm
// (/submit-integral-order?prodId=&count=&addrId=, token needed).
import { data as reply, type AppLoadContext } from 'react-router';
import type { ConfirmAnswer, Paged, PointsInfo, PointsProductCard, PointsProductDetail, UserAddress } from '@mall/shared';
import { emptyPage, getOr, getOrThrow } from '../../lib/api';
import { tokenOfRequest } from '../../lib/auth.server';
import { requestLang } from '../../lib/lang';
import { callForUser, loadForUser } from '../order/user-api.server';
import { POINT_RANGES, type RangeKey } from './api';

const idOf = (raw: string | null | undefined): number | null => (raw && /^\d{1,12}$/.test(raw) && Number(raw) > 0 && Number(raw) < 2 ** 31 ? Number(raw) : null);

/** The buyer's points, or null for a visitor (or when the token is no longer valid: the page stays public). */
async function balanceOf(request: Request, context: AppLoadContext): Promise<number | null> {
  if (!tokenOfRequest(request)) return null;
  const res = await context.mall.api<PointsInfo>('/p/points/info', { lang: requestLang(request) }).catch(() => null);
  return res?.status === 200 ? res.data.balance : null;
}

export interface MallData {
  page: Paged<PointsProductCard>;
  range: RangeKey | null;
  sort: number;
  balance: number | null;
}

export async function loadMall(request: Request, context: AppLoadContext): Promise<MallData> {
  const q = new URL(request.url).searchParams;
  const balance = await balanceOf(request, context);
  const rawRange = q.get('range');
  const range: RangeKey | null = rawRange === 'mine' ? (balance === null ? null : 'mine') : rawRange && rawRange in POINT_RANGES ? (rawRange as RangeKey) : null;
  const sortRaw = Number(q.get('sort'));
  const sort = [1, 2, 3].includes(sortRaw) ? sortRaw : 0;
  const current = idOf(q.get('current')) ?? 1;
  const bounds = range === 'mine' ? { max: balance ?? 0 } : range ? POINT_RANGES[range] : {};
  const params = new URLSearchParams({ current: String(current), size: '20', sort: String(sort) });
  if ('min' in bounds && bounds.min !== undefined) params.set('minPoints', String(bounds.min));
  if ('max' in bounds && bounds.max !== undefined) params.set('maxPoints', String(bounds.max));
  const page = await getOr<Paged<PointsProductCard>>(context, `/pointsMall/prods?${params}`, requestLang(request), emptyPage());
  return { page, range, sort, balance };
}

export interface DetailData {
  product: PointsProductDetail;
  balance: number | null;
}

export async function loadDetail(request: Request, context: AppLoadContext, rawId: string | undefined): Promise<DetailData> {
  const id = idOf(rawId);
  if (!id) throw reply(null, { status: 404 });
  const [product, balance] = await Promise.all([getOrThrow<PointsProductDetail>(context, `/pointsMall/prod?prodId=${id}`, requestLang(request)), balanceOf(request, context)]);
  return { product, balance };
}

export interface RedeemCheckoutData {
  prodId: number;
  count: number;
  product: PointsProductDetail;
  balance: number;
  confirm: ConfirmAnswer | null;
  addresses: UserAddress[];
  /** the API's localized refusal (off shelf, sold out, limit, not enough points) */
  error: string | null;
}

export async function loadRedeemCheckout(request: Request, context: AppLoadContext): Promise<RedeemCheckoutData> {
  const q = new URL(request.url).searchParams;
  const prodId = idOf(q.get('prodId'));
  if (!prodId) throw reply(null, { status: 404 });
  const count = Math.min(idOf(q.get('count')) ?? 1, 999);
  const addrId = idOf(q.get('addrId')) ?? undefined;
  const [addresses, info, product] = await Promise.all([
    loadForUser<UserAddress[]>(request, context, '/p/address/list'),
    loadForUser<PointsInfo>(request, context, '/p/points/info'),
    getOrThrow<PointsProductDetail>(context, `/pointsMall/prod?prodId=${prodId}`, requestLang(request)),
  ]);
  const res = await callForUser<ConfirmAnswer>(request, context, '/p/pointsMall/confirm', { method: 'POST', body: { prodId, prodCount: count, addrId } });
  if (res.status === 404) throw reply(null, { status: 404 });
  const message = (res.data as { message?: unknown } | null)?.message;
  const error = res.status === 200 ? null : res.status < 500 && typeof message === 'string' ? message : null;
  return { prodId, count, product, balance: info.balance, confirm: res.status === 200 ? res.data : null, addresses, error };
}
