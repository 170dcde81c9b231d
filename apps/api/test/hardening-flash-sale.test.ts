// A flash-sale quota taken in Redis by a process that stopped before storing the order (the Redis gate admitted the
// buyer, the database never saw the purchase) is given back by the reconcile run at start (main.ts): the buyer can
// buy again. Only on the Redis path (TEST_REDIS_URL).
import { expect, it } from 'vitest';
import { buyers, describeFlashSale, itemState, makeItem, submitSeckill, tokenFor } from './flash-sale-helpers';

describeFlashSale('hardening: flash-sale quotas reconciled from the database at start', (ctx, path) => {
  it.runIf(path === 'redis')('a quota left taken by a crash comes back with reconcile; stock too; a real purchase stays counted', async () => {
    const { seckillId, sku } = await makeItem(ctx, { stock: 5, limit: 1 });
    const [lost, kept] = await buyers(ctx, 2);
    const fs = ctx().app.services.flashSale;
    const line = { prodId: sku.prodId, skuId: sku.skuId, count: 1 };
    // the crash: the gate admits the buyer (Redis stock and quota taken), the process dies before the order is stored
    await fs.source.quote(lost!.userId, seckillId, line);
    const undo = await fs.source.admit!(lost!.userId, seckillId, line);
    expect(undo).toBeTypeOf('function'); // never called: the process is gone
    // another buyer really buys
    expect((await submitSeckill(ctx, kept!, await tokenFor(ctx, kept!, seckillId))).statusCode).toBe(200);

    // the buyer whose order was lost is held at the limit by Redis alone
    const refused = await ctx().app.inject({
      method: 'POST', url: '/shop-api/p/seckill/confirm', headers: { authorization: `Bearer ${lost!.token}`, 'accept-language': 'en' },
      payload: { seckillId, prodCount: 1, addrId: lost!.addrId },
    });
    const token = refused.statusCode === 200 ? refused.json().submitToken : null;
    const blocked = token ? await submitSeckill(ctx, lost!, token, { lang: 'en' }) : refused;
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().code).toBe('FLASHSALE_LIMITREACHED');

    // the start's reconcile rebuilds quotas (and stock) of live items from the database
    expect(await fs.reconcile()).toBeGreaterThanOrEqual(1);
    expect((await submitSeckill(ctx, lost!, await tokenFor(ctx, lost!, seckillId))).statusCode).toBe(200);
    // the buyer who really bought is still at the limit
    const again = await ctx().app.inject({
      method: 'POST', url: '/shop-api/p/seckill/confirm', headers: { authorization: `Bearer ${kept!.token}`, 'accept-language': 'en' },
      payload: { seckillId, prodCount: 1, addrId: kept!.addrId },
    });
    const second = again.statusCode === 200 ? await submitSeckill(ctx, kept!, again.json().submitToken, { lang: 'en' }) : again;
    expect(second.json().code).toBe('FLASHSALE_LIMITREACHED');
    expect(await itemState(ctx, seckillId)).toMatchObject({ stock: 3, orders: 2, units: 2 });
  });
});
