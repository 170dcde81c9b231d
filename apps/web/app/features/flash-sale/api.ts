// Browser calls of the flash sale. Never throw: check `status`; a 401 goes to /login.
import type { FlashSaleBuyAnswer, SubmitAnswer } from '@mall/shared';
import type { ApiResult } from '../../lib/context';
import { clientApi } from '../../lib/api';

export type BuyStage = 'queued' | 'ready';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One buy attempt (POST /p/seckill/buy, decision 013), answered at once. Queued (the Redis path): polls
 * /p/seckill/reservation every half second until the order is ready ('queued → order ready → pay'), telling
 * `onStage`; answers the order as a submit would, or the refusal (sold out, limit, ended, too busy: a 'refused' answer)
 * to show.
 */
export async function buySeckill(
  body: { seckillId: number; prodCount: number; addrId?: number; remarks?: string },
  lang: string,
  actualTotal: number,
  onStage: (stage: BuyStage) => void,
): Promise<ApiResult<SubmitAnswer>> {
  const placed = (orderNumber: string): ApiResult<SubmitAnswer> => {
    onStage('ready');
    return { status: 200, data: { orderNumbers: [orderNumber], actualTotal, expiresAt: '' } };
  };
  const res = await clientApi<FlashSaleBuyAnswer>('/p/seckill/buy', { method: 'POST', body, lang });
  if (res.status !== 200) return res as unknown as ApiResult<SubmitAnswer>;
  // a loser's answer (sold out, limit, not started, ended, too busy) is a typed 200: shown like a refusal
  if (res.data.state === 'refused') return { status: 400, data: { code: res.data.code, message: res.data.message } } as unknown as ApiResult<SubmitAnswer>;
  if (res.data.state === 'ordered' && res.data.orderNumber) return placed(res.data.orderNumber);
  onStage('queued');
  for (let i = 0; i < 240; i++) {
    await pause(500);
    const r = await clientApi<FlashSaleBuyAnswer>(`/p/seckill/reservation?seckillId=${body.seckillId}`, { lang });
    if (r.status !== 200) continue;
    if (r.data.state === 'ordered' && r.data.orderNumber) return placed(r.data.orderNumber);
    if (r.data.state === 'failed') return { status: 400, data: { message: r.data.message } } as unknown as ApiResult<SubmitAnswer>;
  }
  return { status: 503, data: {} } as unknown as ApiResult<SubmitAnswer>;
}
