// The home page's flash-sale floor (issue 16): the session on now, else the next one, and up to FLASH_ITEMS of its
// items. Two in-process calls; the category floors and "guess you like" load in the browser (Floors.tsx).
import type { AppLoadContext } from 'react-router';
import { FLASH_SALE_STATE, type FlashSaleCard, type FlashSaleSession, type FlashSaleSessions, type Lang, type Paged } from '@mall/shared';
import { emptyPage, getOr } from '../../lib/api';

export const FLASH_ITEMS = 5;

export interface FlashFloorData {
  serverTime: string;
  session: FlashSaleSession;
  items: FlashSaleCard[];
}

export async function loadFlashFloor(context: AppLoadContext, lang: Lang): Promise<FlashFloorData | null> {
  const list = await getOr<FlashSaleSessions | null>(context, '/seckill/sessions', lang, null);
  const session = list?.sessions.find((s) => s.state === FLASH_SALE_STATE.on) ?? list?.sessions.find((s) => s.state === FLASH_SALE_STATE.upcoming);
  if (!list || !session) return null;
  const page = await getOr<Paged<FlashSaleCard>>(context, `/seckill/sessionProds?sessionId=${session.sessionId}&size=${FLASH_ITEMS}`, lang, emptyPage());
  const items = page.records ?? [];
  return items.length ? { serverTime: list.serverTime, session, items } : null;
}
