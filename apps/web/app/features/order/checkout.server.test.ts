// The checkout loader's points (?usePoints=): passed to the confirm; a points refusal of the API leaves the preview
// without points and the API's message, other refusals are not taken for one.
import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import type { ApiResult } from '../../lib/context';
import { confirmBodyOf, loadCheckout } from './checkout.server';

const preview = { submitToken: 't', shopOrders: [], actualTotal: 100 };

function mall(answer: (body: { usePoints?: number }) => ApiResult<unknown>) {
  const calls: { path: string; body?: unknown; lang?: string }[] = [];
  const api = (path: string, init: { body?: unknown; lang?: string } = {}) => {
    calls.push({ path, body: init.body, lang: init.lang });
    if (path === '/p/address/list') return Promise.resolve({ status: 200, data: [] });
    return Promise.resolve(answer((init.body ?? {}) as { usePoints?: number }));
  };
  return { context: { mall: { api } } as unknown as AppLoadContext, calls };
}

const request = (query: string) => new Request(`http://x/submit-order?${query}`, { headers: { cookie: 'token=abc' } });
const refusal = (code: string, message: string) => ({ status: 400, data: { code, message } });

describe('checkout loader: points', () => {
  it('reads ?usePoints= (digits only; 0 or garbage: none)', () => {
    expect(confirmBodyOf(new URLSearchParams('basketIds=1&usePoints=150'))).toMatchObject({ basketIds: [1], usePoints: 150 });
    expect(confirmBodyOf(new URLSearchParams('prodId=1&skuId=2&usePoints=15'))).toMatchObject({ usePoints: 15 });
    expect(confirmBodyOf(new URLSearchParams('basketIds=1&usePoints=0'))).toMatchObject({ usePoints: undefined });
    expect(confirmBodyOf(new URLSearchParams('basketIds=1&usePoints=-10'))).toMatchObject({ usePoints: undefined });
    expect(confirmBodyOf(new URLSearchParams('basketIds=1'))).toMatchObject({ usePoints: undefined });
  });

  it.each([
    ['zh', 'POINTS_OVERCAP', '本单最多可使用2000积分'],
    ['en', 'POINTS_USESTEP', 'Points must be used in multiples of 10'],
    ['en', 'POINTS_INSUFFICIENT', 'Not enough points. Your points: 40'],
  ])('%s: a refusal %s gives the preview without points and the message', async (lang, code, message) => {
    const { context, calls } = mall((body) => (body.usePoints ? refusal(code, message) : { status: 200, data: preview }));
    const data = await loadCheckout(request(`basketIds=1&couponIds=3&usePoints=9000${lang === 'en' ? '&lang=en' : ''}`), context);
    expect(data).toMatchObject({ confirm: preview, error: null, pointsError: message });
    const confirms = calls.filter((c) => c.path === '/p/order/confirm');
    expect(confirms.map((c) => c.body)).toEqual([
      { basketIds: [1], addrId: undefined, couponIds: [3], usePoints: 9000 },
      { basketIds: [1], addrId: undefined, couponIds: [3], usePoints: undefined },
    ]);
  });

  it('points the API takes: one confirm, no message', async () => {
    const { context, calls } = mall(() => ({ status: 200, data: preview }));
    const data = await loadCheckout(request('basketIds=1&usePoints=100'), context);
    expect(data.pointsError).toBeNull();
    expect(calls.filter((c) => c.path === '/p/order/confirm')).toHaveLength(1);
  });

  it('another refusal is not a points one', async () => {
    const { context } = mall(() => refusal('CART_PROD_UNAVAILABLE', '商品已下架'));
    const data = await loadCheckout(request('basketIds=1&usePoints=100'), context);
    expect(data).toMatchObject({ confirm: null, error: { message: '商品已下架' } });
  });
});
