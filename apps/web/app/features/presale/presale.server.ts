// Loaders of pre-sale (decision 035): the checkout of a deposit (or full payment,
// ?prodId=&count=) or of a balance (?presaleOrderId=) through /p/presale/confirm and /p/presale/balance/confirm.
import { data as reply, type AppLoadContext } from 'react-router';
import type { ConfirmAnswer, PresaleInfo, UserAddress } from '@mall/shared';
import { getOrThrow } from '../../lib/api';
import { requestLang } from '../../lib/lang';
import { callForUser, loadForUser } from '../order/user-api.server';

const idOf = (raw: string | null | undefined): number | null => (raw && /^\d{1,12}$/.test(raw) && Number(raw) > 0 && Number(raw) < 2 ** 31 ? Number(raw) : null);

export interface PresaleCheckoutData {
  prodId: number | null;
  presaleOrderId: number | null;
  count: number;
  presale: PresaleInfo | null;
  confirm: ConfirmAnswer | null;
  addresses: UserAddress[];
  error: string | null;
}

export async function loadPresaleCheckout(request: Request, context: AppLoadContext): Promise<PresaleCheckoutData> {
  const q = new URL(request.url).searchParams;
  const prodId = idOf(q.get('prodId'));
  const presaleOrderId = idOf(q.get('presaleOrderId'));
  if (!prodId && !presaleOrderId) throw reply(null, { status: 404 });
  const count = Math.min(idOf(q.get('count')) ?? 1, 99);
  const addrId = idOf(q.get('addrId')) ?? undefined;
  const lang = requestLang(request);
  const [addresses, presale] = await Promise.all([
    loadForUser<UserAddress[]>(request, context, '/p/address/list'),
    prodId ? getOrThrow<PresaleInfo | null>(context, `/presale/prod?prodId=${prodId}`, lang) : Promise.resolve(null),
  ]);
  const res = presaleOrderId
    ? await callForUser<ConfirmAnswer>(request, context, '/p/presale/balance/confirm', { method: 'POST', body: { presaleOrderId, addrId } })
    : await callForUser<ConfirmAnswer>(request, context, '/p/presale/confirm', { method: 'POST', body: { prodId, prodCount: count, addrId } });
  const message = (res.data as { message?: unknown } | null)?.message;
  const error = res.status === 200 ? null : res.status < 500 && typeof message === 'string' ? message : null;
  return { prodId, presaleOrderId, count, presale, confirm: res.status === 200 ? res.data : null, addresses, error };
}
