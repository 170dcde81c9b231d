// A session's state by a clock (the server gives it at load; the page moves it on as its countdown ticks).
import { FLASH_SALE_STATE, type FlashSaleSession } from '@mall/shared';

export function sessionState(s: Pick<FlashSaleSession, 'startAt' | 'endAt'>, now: number): number {
  if (now < Date.parse(s.startAt)) return FLASH_SALE_STATE.upcoming;
  return now < Date.parse(s.endAt) ? FLASH_SALE_STATE.on : FLASH_SALE_STATE.ended;
}

export const STATE_KEY = { 0: 'flashSale.state.upcoming', 1: 'flashSale.state.on', 2: 'flashSale.state.ended' } as const;

const ZONE = 'Asia/Shanghai';
const dayOf = (ms: number) => new Date(ms).toLocaleDateString('en-CA', { timeZone: ZONE });

/** HH:mm in the mall's time zone (the tabs' labels), with MM-DD in front when not on the day of `now`. */
export function clockLabel(iso: string, lang: string, now: number): string {
  const at = Date.parse(iso);
  const time = new Date(at).toLocaleTimeString(lang === 'en' ? 'en-GB' : 'zh-CN', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: ZONE });
  return dayOf(at) === dayOf(now) ? time : `${dayOf(at).slice(5)} ${time}`;
}
