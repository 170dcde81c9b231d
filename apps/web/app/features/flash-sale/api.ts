// Browser calls of the flash sale. Never throw: check `status`; a 401 goes to /login.
import type { FlashSaleBuyAnswer, SubmitAnswer } from '@mall/shared';
import type { ApiResult } from '../../lib/context';
import { clientApi } from '../../lib/api';

export type BuyStage = 'queued' | 'ready';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** how long the page waits for a queued win to become its order before it gives up (SPEC: no endless waiting) */
export const SECKILL_WAIT_LIMIT_MS = 120_000;
/** each reservation call is held by the server up to this long while the win is queued (a long poll) */
const HOLD_MS = 10_000;

/** How the page follows a buy: its language, the order's total, the stage to show, the texts of a failure. */
export interface BuyWatch {
  lang: string;
  actualTotal: number;
  onStage: (stage: BuyStage) => void;
  texts: { lost: string; busy: string };
  now?: () => number;
}

const placedAs = (orderNumber: string, w: BuyWatch): ApiResult<SubmitAnswer> => {
  w.onStage('ready');
  return { status: 200, data: { orderNumbers: [orderNumber], actualTotal: w.actualTotal, expiresAt: '' } };
};
const refusal = (message: string | undefined, code?: string) => ({ status: 400, data: { code, message } }) as unknown as ApiResult<SubmitAnswer>;

/**
 * One buy attempt (POST /p/seckill/buy, decision 013), answered at once. Queued (the Redis path): waits for the
 * reservation to become its order (awaitOrder), telling `onStage`; answers the order as a submit would, or the
 * refusal to show: sold out, limit, ended, too busy (a 'refused' answer), the order failed, or the reservation lost.
 * When the buy itself was shed (503) it answers `texts.busy`.
 */
export async function buySeckill(body: { seckillId: number; prodCount: number; addrId?: number; remarks?: string }, w: BuyWatch): Promise<ApiResult<SubmitAnswer>> {
  const res = await clientApi<FlashSaleBuyAnswer>('/p/seckill/buy', { method: 'POST', body, lang: w.lang });
  // shed by a saturated process (503, Retry-After): 'The activity is very hot, please try again later'
  if (res.status === 503) return refusal((res.data as { message?: string } | null)?.message ?? w.texts.busy, 'FLASHSALE_BUSY');
  if (res.status !== 200) return res as unknown as ApiResult<SubmitAnswer>;
  // a loser's answer (sold out, limit, not started, ended, too busy) is a typed 200: shown like a refusal
  if (res.data.state === 'refused') return refusal(res.data.message, res.data.code);
  if (res.data.state === 'ordered' && res.data.orderNumber) return placedAs(res.data.orderNumber, w);
  return awaitOrder(body.seckillId, res.data.reservationId, w);
}

/**
 * A queued win ('queued → order ready → pay'): asks /p/seckill/reservation for this reservation, each call held by
 * the server until the order is made (waitMs), until the order is ready; answers it, or the refusal to show (the
 * order failed, or the reservation lost: a Redis lost mid-sale — the server answers failed with that message;
 * `texts.lost` if it only says none) and the page stops asking. After SECKILL_WAIT_LIMIT_MS without an answer it gives
 * up with `texts.busy`. Also how a page opened on an already-queued win (a reload while waiting) goes on waiting.
 */
export async function awaitOrder(seckillId: number, reservationId: string | undefined, w: BuyWatch): Promise<ApiResult<SubmitAnswer>> {
  const now = w.now ?? Date.now;
  w.onStage('queued');
  const reservation = reservationId ? `&reservationId=${encodeURIComponent(reservationId)}` : '';
  const until = now() + SECKILL_WAIT_LIMIT_MS;
  while (now() < until) {
    const asked = now();
    const r = await clientApi<FlashSaleBuyAnswer>(`/p/seckill/reservation?seckillId=${seckillId}${reservation}&waitMs=${HOLD_MS}`, { lang: w.lang });
    if (r.status !== 200) {
      await pause(1000); // a hiccup (a process restarting behind the balancer): ask again shortly
      continue;
    }
    if (r.data.state === 'ordered' && r.data.orderNumber) return placedAs(r.data.orderNumber, w);
    if (r.data.state === 'failed') return refusal(r.data.message ?? w.texts.lost);
    // none: no reservation any more (gone with a Redis lost mid-sale): no order will come, stop asking
    if (r.data.state === 'none') return refusal(w.texts.lost);
    // still queued: the hold ran out; answered much sooner (no hold), pause so the page never asks in a tight loop
    if (now() - asked < 500) await pause(500);
  }
  return refusal(w.texts.busy);
}
