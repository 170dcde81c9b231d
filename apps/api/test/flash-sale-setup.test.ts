// Flash sales: load shedding ('The activity is very hot, please try again later' at once when too many buying
// calls are in flight) and the console's setup (operators create sessions; items are validated and their stock set
// aside from the SKU, never more than it has).
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import { get, post } from './account-helpers';
import { buyers, confirmSeckill, describeFlashSale, makeItem } from './flash-sale-helpers';
import { freshSkus } from './order-helpers';

describeFlashSale('flash sale: load shedding', (ctx) => {
  it('refuses a buying call beyond the in-flight bound at once with "The activity is very hot, please try again later"', async () => {
    const { seckillId } = await makeItem(ctx, { stock: 100, limit: 1 });
    const [b] = await buyers(ctx, 1);
    const { flashSale } = ctx().app.services;
    // two buying calls of this process are in flight (the bound) and do not finish until let go
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => { letGo = resolve; });
    const running = [flashSale.shed(() => held), flashSale.shed(() => held)];
    expect(flashSale.inFlight()).toBe(2);
    const started = Date.now();
    for (const [lang, text] of [['zh-CN', '活动太火爆，请稍后再试'], ['en', 'The activity is very hot, please try again later']] as const) {
      const res = await confirmSeckill(ctx, b!, seckillId, 1, { lang });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(text);
      const sub = await post(ctx, '/p/seckill/submit', { submitToken: 'x'.repeat(32) }, { token: b!.token, lang });
      expect(sub.json().message).toBe(text);
    }
    expect(Date.now() - started).toBeLessThan(5000);
    letGo();
    await Promise.all(running);
    expect(flashSale.inFlight()).toBe(0);
    const again = await confirmSeckill(ctx, b!, seckillId);
    expect(again.statusCode, again.body).toBe(200);
  });

  it('under a crowd every call either goes through or is refused as too busy, and no slot is left taken', async () => {
    const { seckillId } = await makeItem(ctx, { stock: 100, limit: 1 });
    const crowd = await buyers(ctx, 12);
    const results = await Promise.all(crowd.map((b) => confirmSeckill(ctx, b, seckillId, 1, { lang: 'en' })));
    expect(results.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json().message).toBe('The activity is very hot, please try again later');
    expect(ctx().app.services.flashSale.inFlight()).toBe(0);
  });
}, { maxInFlight: 2 });

describeFlashSale('flash sale: console setup', (ctx) => {
  async function operatorToken() {
    const [u] = await buyers(ctx, 1);
    await ctx().database.db.update(schema.appUser).set({ role: 'admin' }).where(eq(schema.appUser.id, u!.userId));
    return u!.token;
  }

  it('lets operators create sessions and add items, validating them, and sets the stock aside from the SKU', async () => {
    const token = await operatorToken();
    const now = ctx().clock.now().getTime();
    const body = { nameZh: '晚场', nameEn: 'Evening', startAt: new Date(now).toISOString(), endAt: new Date(now + 3600_000).toISOString() };
    const bad = await post(ctx, '/p/admin/seckill/sessions', { ...body, endAt: body.startAt }, { token, lang: 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter a session name of at most 30 characters and a valid start and end time');
    const created = await post(ctx, '/p/admin/seckill/sessions', body, { token });
    expect(created.statusCode, created.body).toBe(200);
    const sessionId = created.json().sessionId;
    const [sku] = await freshSkus(ctx, 1, { price: 5000, stock: 30 });
    const item = { sessionId, skuId: sku!.skuId, seckillPrice: 2500, stock: 20, perUserLimit: 2 };
    for (const wrong of [{ seckillPrice: 5000 }, { seckillPrice: 0 }, { perUserLimit: 0 }, { stock: 0 }, { perUserLimit: 21 }]) {
      const res = await post(ctx, '/p/admin/seckill/items', { ...item, ...wrong }, { token });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('秒杀价须低于原价，库存和每人限购须为正整数');
    }
    const tooMany = await post(ctx, '/p/admin/seckill/items', { ...item, stock: 31, perUserLimit: 1 }, { token });
    expect(tooMany.json().message).toBe('库存不足');
    const ok = await post(ctx, '/p/admin/seckill/items', item, { token });
    expect(ok.statusCode, ok.body).toBe(200);
    const twice = await post(ctx, '/p/admin/seckill/items', { ...item, stock: 1, perUserLimit: 1 }, { token, lang: 'en' });
    expect(twice.json().message).toBe('This item is already in the session');
    const [row] = await ctx().database.db.select({ stock: schema.sku.stock }).from(schema.sku).where(eq(schema.sku.id, sku!.skuId));
    expect(row!.stock).toBe(10);
    const list = await get(ctx, '/p/admin/seckill/sessions', { token });
    expect(list.json().find((s: { sessionId: number }) => s.sessionId === sessionId).items).toHaveLength(1);
  });

  it('refuses a buyer without a shop (403) and a session from a shop owner', async () => {
    const [b] = await buyers(ctx, 1);
    const now = ctx().clock.now().getTime();
    const res = await post(ctx, '/p/admin/seckill/sessions', { nameZh: '场', nameEn: 'S', startAt: new Date(now).toISOString(), endAt: new Date(now + 1000).toISOString() }, { token: b!.token });
    expect(res.statusCode).toBe(403);
    expect((await get(ctx, '/p/admin/seckill/sessions')).statusCode).toBe(401);
  });
});
