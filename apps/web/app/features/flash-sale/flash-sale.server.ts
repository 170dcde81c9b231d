// Loader data of the flash-sale pages: the sessions and the chosen one's items (/flash-sale?sessionId=, default the
// first session on now, else the first one), an item (/secdetail/{seckillId}), and the seckill confirm
// (/secdetail/confirm-order?seckillId=&count=&addrId=, token needed).
import { data as reply, type AppLoadContext } from 'react-router';
import type { ConfirmAnswer, FlashSaleBuyAnswer, FlashSaleCard, FlashSaleDetail, FlashSaleSessions, Paged, UserAddress } from '@mall/shared';
import { FLASH_SALE_STATE } from '@mall/shared';
import { emptyPage, getOr, getOrThrow } from '../../lib/api';
import { requestLang } from '../../lib/lang';
import { callForUser, loadForUser } from '../order/user-api.server';

export interface FlashSaleData extends FlashSaleSessions {
  sessionId: number | null;
  items: Paged<FlashSaleCard>;
}

const idOf = (raw: string | null | undefined): number | null => (raw && /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

export async function loadFlashSale(request: Request, context: AppLoadContext): Promise<FlashSaleData> {
  const lang = requestLang(request);
  const list = await getOr<FlashSaleSessions>(context, '/seckill/sessions', lang, { serverTime: new Date().toISOString(), sessions: [] });
  const asked = idOf(new URL(request.url).searchParams.get('sessionId'));
  const chosen = list.sessions.find((s) => s.sessionId === asked) ?? list.sessions.find((s) => s.state === FLASH_SALE_STATE.on) ?? list.sessions.find((s) => s.state === FLASH_SALE_STATE.upcoming) ?? list.sessions[0];
  const items = chosen ? await getOr<Paged<FlashSaleCard>>(context, `/seckill/sessionProds?sessionId=${chosen.sessionId}&size=100`, lang, emptyPage()) : emptyPage<FlashSaleCard>();
  return { ...list, sessionId: chosen?.sessionId ?? null, items };
}

export async function loadSecDetail(request: Request, context: AppLoadContext, rawId: string | undefined): Promise<FlashSaleDetail> {
  const id = idOf(rawId);
  if (!id) throw reply(null, { status: 404 });
  return getOrThrow<FlashSaleDetail>(context, `/seckill/prod?seckillId=${id}`, requestLang(request));
}

export interface SeckillCheckout {
  seckillId: number;
  count: number;
  confirm: ConfirmAnswer | null;
  addresses: UserAddress[];
  /** the API's localized refusal (not started, ended, sold out, limit, too busy) */
  error: string | null;
  /** the buyer's win of this item from before the page opened: still queued to become its order, or its order */
  won: FlashSaleBuyAnswer | null;
}

export async function loadSeckillCheckout(request: Request, context: AppLoadContext): Promise<SeckillCheckout> {
  const q = new URL(request.url).searchParams;
  const seckillId = idOf(q.get('seckillId'));
  if (!seckillId) throw reply(null, { status: 404 });
  const count = idOf(q.get('count')) ?? 1;
  const addrId = idOf(q.get('addrId')) ?? undefined;
  // the buyer's latest buy of the item; asking it also puts the buyer's token in the shared cache the buy's lean
  // step reads (account/tokens.ts), so the page's first attempt is answered in one Redis call (decision 013)
  const [reservation, addresses, res] = await Promise.all([
    callForUser<FlashSaleBuyAnswer>(request, context, `/p/seckill/reservation?seckillId=${seckillId}`),
    loadForUser<UserAddress[]>(request, context, '/p/address/list'),
    callForUser<ConfirmAnswer>(request, context, '/p/seckill/confirm', { method: 'POST', body: { seckillId, prodCount: count, addrId } }),
  ]);
  const won = reservation.status === 200 && (reservation.data.state === 'queued' || reservation.data.state === 'ordered') ? reservation.data : null;
  if (res.status === 200) return { seckillId, count, confirm: res.data, addresses, error: null, won };
  if (res.status === 404) throw reply(null, { status: 404 });
  const message = (res.data as { message?: unknown } | null)?.message;
  return { seckillId, count, confirm: null, addresses, error: res.status < 500 && typeof message === 'string' ? message : null, won };
}
