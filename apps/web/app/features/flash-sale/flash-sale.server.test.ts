// The seckill confirm loader: it asks the buyer's latest buy of the item along with the confirm — which also puts the
// token in the shared cache the buy's lean step reads, so a browser's first attempt is answered in one Redis call
// (decision 013) — and hands a win still queued or already ordered to the page; anything else is no win.
import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import type { ApiResult } from '../../lib/context';
import { loadSeckillCheckout } from './flash-sale.server';

const preview = { submitToken: 't', shopOrders: [], actualTotal: 100 };

function mall(reservation: ApiResult<unknown>, confirm: ApiResult<unknown> = { status: 200, data: preview }) {
  const calls: { path: string; method?: string; lang?: string }[] = [];
  const api = (path: string, init: { method?: string; lang?: string } = {}) => {
    calls.push({ path, method: init.method, lang: init.lang });
    if (path === '/p/address/list') return Promise.resolve({ status: 200, data: [] });
    if (path.startsWith('/p/seckill/reservation')) return Promise.resolve(reservation);
    return Promise.resolve(confirm);
  };
  return { context: { mall: { api } } as unknown as AppLoadContext, calls };
}

const request = (query: string, cookie = 'token=abc') => new Request(`http://x/secdetail/confirm-order?${query}`, { headers: { cookie } });

describe('seckill confirm loader: the buyer\'s win of the item', () => {
  it.each([
    [{ state: 'queued', reservationId: '41' }],
    [{ state: 'ordered', reservationId: '41', orderNumber: 'S9' }],
  ])('asks /p/seckill/reservation of the item and passes a win on: %j', async (won) => {
    const { context, calls } = mall({ status: 200, data: won });
    const data = await loadSeckillCheckout(request('seckillId=7&count=2&lang=en'), context);
    expect(data).toMatchObject({ seckillId: 7, count: 2, confirm: preview, error: null, won });
    expect(calls).toContainEqual({ path: '/p/seckill/reservation?seckillId=7', method: undefined, lang: 'en' });
  });

  it.each([
    ['none (no Redis, or no buy yet)', { status: 200, data: { state: 'none' } }],
    ['an earlier failed one', { status: 200, data: { state: 'failed', reservationId: '3', message: 'x' } }],
    ['a server fault', { status: 500, data: null }],
  ])('%s: no win', async (_, reservation) => {
    const data = await loadSeckillCheckout(request('seckillId=7'), mall(reservation as ApiResult<unknown>).context);
    expect(data.won).toBeNull();
    expect(data.confirm).toEqual(preview);
  });

  it('a refused confirm (over the limit) still carries the win, with the refusal', async () => {
    const { context } = mall({ status: 200, data: { state: 'ordered', reservationId: '41', orderNumber: 'S9' } }, { status: 400, data: { code: 'FLASHSALE_LIMITREACHED', message: '已达到限购数量' } });
    const data = await loadSeckillCheckout(request('seckillId=7'), context);
    expect(data).toMatchObject({ confirm: null, error: '已达到限购数量', won: { orderNumber: 'S9' } });
  });

  it('no token: the login page, nothing asked', async () => {
    const { context, calls } = mall({ status: 200, data: { state: 'none' } });
    const thrown = await loadSeckillCheckout(request('seckillId=7', ''), context).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toContain('/login?redirect=');
    expect(calls).toEqual([]);
  });
});
