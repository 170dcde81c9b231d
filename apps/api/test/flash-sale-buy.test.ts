// Flash sales: buying at the seckill price, the session's time, sold out and the per-user limit, crowds that
// can never oversell or pass the limit, and units of expired orders going back on sale. Each suite runs on
// the guarded-SQL path and on the Redis path (TEST_REDIS_URL), on PGlite and PostgreSQL.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import { get } from './account-helpers';
import { buyers, confirmSeckill, describeFlashSale, itemState, makeItem, submitSeckill, tokenFor } from './flash-sale-helpers';

const MIN = 60_000;

describeFlashSale('flash sale: buying', (ctx, path) => {
  it('lists the session and its item with the share sold, shows the detail, and sells at the seckill price as a seckill order', async () => {
    const { seckillId, sessionId, sku } = await makeItem(ctx, { stock: 10, limit: 2, price: 990 });
    const [b] = await buyers(ctx, 1);
    const res = await confirmSeckill(ctx, b!, seckillId, 2);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().productTotal).toBe(1980);
    const sub = await submitSeckill(ctx, b!, res.json().submitToken);
    expect(sub.statusCode, sub.body).toBe(200);
    const [order] = await ctx().database.db.select().from(schema.orders).where(eq(schema.orders.orderNumber, sub.json().orderNumbers[0]));
    expect(order!.orderType).toBe(2);
    expect(order!.productTotal).toBe(1980);

    const sessions = await get(ctx, '/seckill/sessions', { lang: 'en' });
    expect(sessions.json().sessions.find((s: { sessionId: number }) => s.sessionId === sessionId)).toMatchObject({ state: 1, name: 'Test session' });
    const items = await get(ctx, `/seckill/sessionProds?sessionId=${sessionId}`);
    expect(items.json().records[0]).toMatchObject({ seckillId, stock: 8, totalStock: 10, soldPercent: 20, seckillPrice: 990, oriPrice: 10_000, perUserLimit: 2 });
    const detail = await get(ctx, `/seckill/prod?seckillId=${seckillId}`);
    expect(detail.json()).toMatchObject({ seckillId, prodId: sku.prodId, skuId: sku.skuId, session: { sessionId, state: 1 } });
    expect((await get(ctx, '/seckill/prod?seckillId=999999')).statusCode).toBe(404);
    // the SKU's own stock was set aside once (1000 - 10) and is not touched by the sale
    const [row] = await ctx().database.db.select({ stock: schema.sku.stock }).from(schema.sku).where(eq(schema.sku.id, sku.skuId));
    expect(row!.stock).toBe(990);
    void path;
  });

  it('refuses before the session with "Event not started" and after it with "The event has ended"', async () => {
    const { seckillId } = await makeItem(ctx, { startInMs: 10 * MIN, lastsMs: 10 * MIN });
    const [b] = await buyers(ctx, 1);
    for (const [lang, text] of [['zh-CN', '活动未开始'], ['en', 'Event not started']] as const) {
      const res = await confirmSeckill(ctx, b!, seckillId, 1, { lang });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(text);
    }
    expect((await get(ctx, `/seckill/prod?seckillId=${seckillId}`)).json().session.state).toBe(0);
    ctx().clock.advance(5 * MIN);
    // confirmed while on, submitted after the end: refused as ended
    ctx().clock.advance(6 * MIN);
    const token = await tokenFor(ctx, b!, seckillId);
    ctx().clock.advance(10 * MIN);
    for (const [lang, text] of [['zh-CN', '活动已结束'], ['en', 'The event has ended']] as const) {
      const res = await (lang === 'en' ? confirmSeckill(ctx, b!, seckillId, 1, { lang }) : submitSeckill(ctx, b!, token, { lang }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(text);
    }
    expect((await itemState(ctx, seckillId)).orders).toBe(0);
  });

  it('refuses more than the per-user limit, and a sold-out item with "active products not available for purchase"', async () => {
    const { seckillId } = await makeItem(ctx, { stock: 2, limit: 1 });
    const [a, b, c] = await buyers(ctx, 3);
    const res = await confirmSeckill(ctx, a!, seckillId, 2, { lang: 'en' });
    expect(res.json().message).toBe('You have reached the purchase limit of this item');
    expect((await submitSeckill(ctx, a!, await tokenFor(ctx, a!, seckillId))).statusCode).toBe(200);
    const more = await confirmSeckill(ctx, a!, seckillId, 1);
    expect(more.statusCode).toBe(400);
    expect(more.json().message).toBe('超出限购数量');
    const tb = await tokenFor(ctx, b!, seckillId);
    const tc = await tokenFor(ctx, c!, seckillId);
    expect((await submitSeckill(ctx, b!, tb)).statusCode).toBe(200);
    const late = await submitSeckill(ctx, c!, tc);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('活动商品不可购买');
    const again = await confirmSeckill(ctx, c!, seckillId, 1, { lang: 'en' });
    expect(again.json().message).toBe('active products not available for purchase');
  });

  it('never oversells: 200 buyers racing for 10 units place exactly 10 orders and the stock ends at 0', async () => {
    const { seckillId } = await makeItem(ctx, { stock: 10, limit: 1 });
    const crowd = await buyers(ctx, 200);
    const tokens = await Promise.all(crowd.map((b) => tokenFor(ctx, b, seckillId)));
    const results = await Promise.all(crowd.map((b, i) => submitSeckill(ctx, b, tokens[i]!)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(10);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode, r.body).toBe(400);
      expect(['活动商品不可购买', '请勿同时提交订单']).toContain(r.json().message);
    }
    expect(await itemState(ctx, seckillId)).toMatchObject({ stock: 0, orders: 10, units: 10 });
    if (path === 'redis') expect(await ctx().app.services.flashSale.setup.liveItems()).toEqual(expect.arrayContaining([expect.objectContaining({ id: seckillId })]));
  }, 120_000);

  it('never passes the per-user limit: one buyer racing 10 submits with a limit of 2 gets 2 orders', async () => {
    const { seckillId } = await makeItem(ctx, { stock: 50, limit: 2 });
    const [b] = await buyers(ctx, 1);
    const tokens: string[] = [];
    for (let i = 0; i < 10; i++) tokens.push(await tokenFor(ctx, b!, seckillId));
    const results = await Promise.all(tokens.map((t) => submitSeckill(ctx, b!, t, { lang: 'en' })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json().message).toBe('You have reached the purchase limit of this item');
    expect(await itemState(ctx, seckillId)).toMatchObject({ stock: 48, orders: 2, units: 2 });
    const [bought] = await ctx().database.db.select().from(schema.flashSalePurchase).where(eq(schema.flashSalePurchase.itemId, seckillId));
    expect(bought!.count).toBe(2);
  }, 60_000);

  it('gives the units of an unpaid order back at its deadline, and a released unit can be bought again', async () => {
    const { seckillId } = await makeItem(ctx, { stock: 1, limit: 1, lastsMs: 3 * 3600_000 });
    const [a, b] = await buyers(ctx, 2);
    expect((await submitSeckill(ctx, a!, await tokenFor(ctx, a!, seckillId))).statusCode).toBe(200);
    expect((await confirmSeckill(ctx, b!, seckillId)).json().message).toBe('活动商品不可购买');
    ctx().clock.advance(31 * MIN);
    const swept = await ctx().app.services.order.sweepDue(ctx().clock.now());
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    expect(await itemState(ctx, seckillId)).toMatchObject({ stock: 1, orders: 0 });
    // a second sweep gives nothing back twice
    await ctx().app.services.order.sweepDue(ctx().clock.now());
    expect((await itemState(ctx, seckillId)).stock).toBe(1);
    const res = await submitSeckill(ctx, b!, await tokenFor(ctx, b!, seckillId));
    expect(res.statusCode, res.body).toBe(200);
    expect(await itemState(ctx, seckillId)).toMatchObject({ stock: 0, orders: 1 });
    // the first buyer's quota came back too
    expect((await confirmSeckill(ctx, a!, seckillId)).json().message).toBe('活动商品不可购买');
  });
});

