// Usage log ingestion (batched, bounded) and the consoles' figures: sessions by the 30-minute rule (ManualClock),
// new and returning visitors, the funnel's arithmetic, and a shop that only ever sees its own figures.
import { describe, expect, it } from 'vitest';
import type { AnalyticsOverview } from '@mall/shared';
import { createIngest } from '../src/modules/analytics/ingest';
import { funnelOf, rangeOf } from '../src/modules/analytics/reports';
import { describeEachEngine } from './harness';
import { get, post, registerUser } from './account-helpers';
import { insertProduct } from './catalog-helpers';
import { addAddress, freshSkus, placeOrder } from './order-helpers';
import { adminToken, sellerWithShop, verifiedSellerHeaders } from './store-helpers';

const MIN = 60_000;
let seq = 0;
const view = (uuid: string, pageId: number, extra: Record<string, unknown> = {}) => ({
  pageId, step: 0, systemType: 1, uuid, uuidSession: `s-${uuid}-${seq++}`, visitType: 1, ...extra,
});
const click = (uuid: string, bizType: number, extra: Record<string, unknown> = {}) => ({ ...view(uuid, 3), visitType: 2, bizType, ...extra });

describe('ingestion buffer', () => {
  it('writes in batches of batchSize, flushes the rest on time or close, and drops (counted) when the queue is full', async () => {
    const writes: number[][] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const ingest = createIngest<number>(async (rows) => {
      await gate;
      writes.push(rows);
    }, { batchSize: 3, flushMs: 20, maxQueue: 5 });
    // a burst in one tick: the queue holds 5, the other 7 are dropped and counted (nothing waits, nothing grows)
    const taken = Array.from({ length: 12 }, (_, i) => ingest.push(i + 1));
    expect(taken.filter(Boolean)).toHaveLength(5);
    expect(ingest.stats()).toMatchObject({ queued: 5, dropped: 7 });
    release();
    await ingest.flush();
    expect(writes).toEqual([[1, 2, 3], [4, 5]]);
    // room again once written; close() writes the rest and refuses later rows
    expect(ingest.push(13)).toBe(true);
    await ingest.close();
    expect(writes.at(-1)).toEqual([13]);
    expect(ingest.stats()).toEqual({ queued: 0, written: 6, dropped: 7, failed: 0 });
    expect(ingest.push(99)).toBe(false); // closed
  });

  it('flushes a partial batch after flushMs, and counts a failed write without retrying it', async () => {
    let calls = 0;
    const ingest = createIngest<number>(async () => {
      calls++;
      throw new Error('db down');
    }, { batchSize: 100, flushMs: 10, maxQueue: 100 });
    ingest.push(1);
    ingest.push(2);
    await new Promise((r) => setTimeout(r, 40));
    await ingest.flush();
    expect(calls).toBe(1);
    expect(ingest.stats()).toMatchObject({ failed: 2, queued: 0, written: 0 });
  });
});

describe('funnel and range arithmetic', () => {
  it('rates each step against the one before and the first, to one decimal, 0 where nothing came before', () => {
    expect(funnelOf([200, 50, 20, 8, 6])).toEqual([
      { step: 'list', visitors: 200, rate: 100, overall: 100 },
      { step: 'detail', visitors: 50, rate: 25, overall: 25 },
      { step: 'cart', visitors: 20, rate: 40, overall: 10 },
      { step: 'order', visitors: 8, rate: 40, overall: 4 },
      { step: 'pay', visitors: 6, rate: 75, overall: 3 },
    ]);
    expect(funnelOf([3, 1, 0, 0, 0]).map((s) => s.rate)).toEqual([100, 33.3, 0, 0, 0]);
    expect(funnelOf([0, 0, 0, 0, 0]).every((s) => s.rate === 0 && s.overall === 0)).toBe(true);
  });

  it('reads Beijing dates, defaults to the last 7 days, refuses reversed or longer than 92 days', () => {
    const now = new Date('2031-03-10T17:00:00Z'); // 01:00 on the 11th in Beijing
    expect(rangeOf({}, now)).toMatchObject({ from: '2031-03-05', to: '2031-03-11' });
    const r = rangeOf({ from: '2031-03-01', to: '2031-03-02' }, now);
    expect(r.start.toISOString()).toBe('2031-02-28T16:00:00.000Z');
    expect(r.days).toEqual(['2031-03-01', '2031-03-02']);
    expect(() => rangeOf({ from: '2031-03-02', to: '2031-03-01' }, now)).toThrow();
    expect(() => rangeOf({ from: '2031-01-01', to: '2031-06-01' }, now)).toThrow();
  });
});

describeEachEngine('usage analytics API', (ctx) => {
  const overview = async (url: string, headers: Record<string, string>) => {
    const res = await ctx().app.inject({ method: 'GET', url: `/shop-api${url}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AnalyticsOverview;
  };

  it('counts sessions by the 30-minute rule, new and returning visitors, PV/UV by day and language, the funnel', async () => {
    const clock = ctx().clock;
    const u = `a-${Date.now()}`;
    const v = `b-${Date.now()}`;
    // visitor v came once before the range (returning), u is new in it
    clock.set(Date.parse('2031-04-01T02:00:00Z'));
    await post(ctx, '/flowAnalysisLog', view(v, 1));
    clock.set(Date.parse('2031-04-10T02:00:00Z')); // 10:00 Beijing, 10 April
    await post(ctx, '/flowAnalysisLog', view(u, 2)); // list
    clock.advance(29 * MIN);
    await post(ctx, '/flowAnalysisLog', view(u, 3, { bizType: 1, bizData: '1' })); // detail, same session (29 min)
    clock.advance(30 * MIN);
    await post(ctx, '/flowAnalysisLog', view(u, 1)); // exactly 30 min idle: same session
    clock.advance(30 * MIN + 1000);
    await post(ctx, '/flowAnalysisLog', view(u, 2)); // over 30 min idle: a new session
    await post(ctx, '/flowAnalysisLog', click(u, 2, { bizData: '1', nums: 2 })); // cart add (a click, not a view)
    await post(ctx, '/flowAnalysisLog', view(v, 2), { lang: 'en' }); // v: list only, in English
    clock.set(Date.parse('2031-04-11T01:00:00Z')); // next Beijing day
    await post(ctx, '/flowAnalysisLog', view(u, 4));

    const admin = { authorization: `Bearer ${await adminToken(ctx)}` };
    const o = await overview('/p/admin/analytics/overview?from=2031-04-10&to=2031-04-11', admin);
    expect(o.days).toEqual([{ date: '2031-04-10', pv: 5, uv: 2 }, { date: '2031-04-11', pv: 1, uv: 1 }]);
    // u: 3 sessions (10:00-11:29, 12:00, next day); v: 1
    expect(o.totals).toMatchObject({ pv: 6, uv: 2, sessions: 4, pagesPerSession: 1.5, newVisitors: 1, returningVisitors: 1 });
    expect(o.funnel.map((s) => s.visitors)).toEqual([2, 1, 1, 0, 0]);
    expect(o.funnel[1]).toMatchObject({ rate: 50, overall: 50 });
    expect(o.languages).toEqual(expect.arrayContaining([{ lang: 'zh', pv: 5, uv: 1 }, { lang: 'en', pv: 1, uv: 1 }]));
    expect(o.topPages[0]).toEqual({ pageId: 2, pv: 3, uv: 2 });
    expect(o.topProducts[0]).toMatchObject({ prodId: 1, views: 1, visitors: 1 });
    expect((await ctx().app.inject({ method: 'GET', url: '/shop-api/p/admin/analytics/overview?from=2031-04-11&to=2031-04-10', headers: admin })).statusCode).toBe(400);
  });

  it('logged-in views carry the user; a shop sees only its own products, cart adds and orders; others are refused', async () => {
    const clock = ctx().clock;
    clock.set(Date.parse('2031-05-10T02:00:00Z'));
    const a = await sellerWithShop(ctx);
    const b = await sellerWithShop(ctx);
    const aHeaders = await verifiedSellerHeaders(ctx, a.token, a.storePassword);
    const bHeaders = await verifiedSellerHeaders(ctx, b.token, b.storePassword);
    const [sku] = await freshSkus(ctx, 1, { price: 1000, stock: 10 });
    const { db } = ctx().database;
    const { schema } = await import('@mall/db');
    const { eq } = await import('drizzle-orm');
    await db.update(schema.product).set({ shopId: a.shopId }).where(eq(schema.product.id, sku!.prodId));
    const pa = sku!.prodId;
    const pb = await insertProduct(ctx, { shopId: b.shopId });
    const { token } = await registerUser(ctx);
    await addAddress(ctx, token);
    const orderNumber = await placeOrder(ctx, token, { ...sku!, shopId: a.shopId });
    const other = await registerUser(ctx);
    const w = `w-${Date.now()}`;
    expect((await post(ctx, '/p/flowAnalysisLog', view(w, 17, { bizType: 5, bizData: String(a.shopId) }), { token })).statusCode).toBe(200);
    await post(ctx, '/p/flowAnalysisLog', view(w, 3, { bizType: 1, bizData: String(pa) }), { token });
    await post(ctx, '/p/flowAnalysisLog', view(w, 3, { bizType: 1, bizData: String(pb) }), { token });
    await post(ctx, '/p/flowAnalysisLog', click(w, 2, { bizData: String(pa), nums: 1 }), { token });
    await post(ctx, '/p/flowAnalysisLog', click(w, 3, { orderNumbers: orderNumber }), { token });
    await post(ctx, '/p/flowAnalysisLog', click(w, 4, { orderNumbers: orderNumber }), { token });
    // someone else naming that order is not counted for the shop (only the caller's own orders tag a shop)
    await post(ctx, '/p/flowAnalysisLog', click(`x-${w}`, 3, { orderNumbers: orderNumber }), { token: other.token });
    await post(ctx, '/p/flowAnalysisLog', click(w, 2, { bizData: String(pb), nums: 1 }), { token });

    const day = '?from=2031-05-10&to=2031-05-10';
    const mine = await overview(`/p/seller/analytics/overview${day}`, aHeaders);
    expect(mine.totals).toMatchObject({ pv: 2, uv: 1 });
    expect(mine.topProducts.map((p) => p.prodId)).toEqual([pa]);
    expect(mine.funnel.map((s) => s.visitors)).toEqual([1, 1, 1, 1, 1]);
    const theirs = await overview(`/p/seller/analytics/overview${day}`, bHeaders);
    expect(theirs.totals).toMatchObject({ pv: 1, uv: 1 });
    expect(theirs.topProducts.map((p) => p.prodId)).toEqual([pb]);
    expect(theirs.funnel.map((s) => s.visitors)).toEqual([1, 1, 1, 0, 0]); // a shop's first step: visitors of its pages

    await ctx().app.services.analytics.flush();
    const rows = await db.select().from(schema.flowLog).where(eq(schema.flowLog.uuid, w));
    expect(rows).toHaveLength(7);
    expect(rows.every((r) => r.userId !== null && r.createdAt.getTime() === clock.now().getTime())).toBe(true);

    // refused: nobody 401, a buyer 403 on both, a seller on the platform's 403, the operator on a shop's 403
    expect((await get(ctx, `/p/admin/analytics/overview${day}`)).statusCode).toBe(401);
    expect((await get(ctx, `/p/admin/analytics/overview${day}`, { token })).statusCode).toBe(403);
    expect((await get(ctx, `/p/seller/analytics/overview${day}`, { token })).statusCode).toBe(403);
    expect((await ctx().app.inject({ method: 'GET', url: `/shop-api/p/admin/analytics/overview${day}`, headers: aHeaders })).statusCode).toBe(403);
    expect((await get(ctx, `/p/seller/analytics/overview${day}`, { token: await adminToken(ctx) })).statusCode).toBe(403);
    // without the store session (store password not entered) a seller is refused too
    expect((await get(ctx, `/p/seller/analytics/overview${day}`, { token: a.token })).statusCode).toBe(403);
  });
});
