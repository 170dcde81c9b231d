// Flash sales: confirm tickets. A crowd far larger than the stock is answered at once ('The activity is very hot,
// please try again later') beyond ticketsPerUnit × the units left in each window, so at most a few buyers per unit
// price a checkout; after the window the crowd may try again, and once sold out it is told so.
import { expect, it } from 'vitest';
import { TICKET_WINDOW_MS } from '../src/modules/promotion/flash-sale/service';
import { buyers, confirmSeckill, describeFlashSale, makeItem, submitSeckill } from './flash-sale-helpers';

describeFlashSale('flash sale: confirm tickets', (ctx) => {
  it('50 buyers at once for 5 units: 10 confirms admitted, 40 told to try again; after the window more are admitted', async () => {
    const { seckillId } = await makeItem(ctx, { stock: 5, limit: 1 });
    const crowd = await buyers(ctx, 50);
    const first = await Promise.all(crowd.map((b) => confirmSeckill(ctx, b, seckillId, 1, { lang: 'en' })));
    const admitted = first.flatMap((r, i) => (r.statusCode === 200 ? [{ buyer: crowd[i]!, token: r.json().submitToken as string }] : []));
    expect(admitted).toHaveLength(10);
    for (const r of first.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe('The activity is very hot, please try again later');
    }
    // in the same window nobody else gets in
    expect((await confirmSeckill(ctx, crowd[49]!, seckillId)).json().message).toBe('活动太火爆，请稍后再试');

    // three of the admitted buy: 2 units left, so the next window admits 4
    for (const a of admitted.slice(0, 3)) expect((await submitSeckill(ctx, a.buyer, a.token)).statusCode).toBe(200);
    ctx().clock.advance(TICKET_WINDOW_MS + 1);
    const late = crowd.filter((b) => !admitted.some((a) => a.buyer === b));
    const second = await Promise.all(late.slice(0, 10).map((b) => confirmSeckill(ctx, b, seckillId)));
    expect(second.filter((r) => r.statusCode === 200)).toHaveLength(4);

    // sold out: the crowd is told so, not 'try again'
    const rest = admitted.slice(3);
    const bought = await Promise.all(rest.map((a) => submitSeckill(ctx, a.buyer, a.token)));
    expect(bought.filter((r) => r.statusCode === 200)).toHaveLength(2);
    ctx().clock.advance(TICKET_WINDOW_MS + 1);
    expect((await confirmSeckill(ctx, late[20]!, seckillId, 1, { lang: 'en' })).json().message).toBe('active products not available for purchase');
  }, 120_000);
}, { ticketsPerUnit: 2 });
