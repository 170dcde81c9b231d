// Seller orders: list by state, detail, shipping in one or several packages (each with its items), racing ships,
// the dashboard's figures; another shop's order answers 404.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import { ORDER_STATUS } from '@mall/shared';
import { describeEachEngine } from './harness';
import { createProduct, paidOrder, seller } from './seller-helpers';
import { verifiedSellerHeaders } from './store-helpers';

describeEachEngine('seller: orders, shipping, dashboard', (ctx) => {
  it('lists the shop orders by state and shows the detail', async () => {
    const s = await seller(ctx);
    const { prodId, skuIds } = await createProduct(ctx, s);
    const { orderNumber } = await paidOrder(ctx, s, prodId, skuIds);
    const all = (await s.api('GET', '/orders')).json();
    expect(all.records.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([orderNumber]);
    expect((await s.api('GET', '/orders?status=2')).json().total).toBe(1);
    expect((await s.api('GET', '/orders?status=3')).json().total).toBe(0);
    expect((await s.api('GET', `/orders?orderNumber=${orderNumber}`)).json().total).toBe(1);
    const d = (await s.api('GET', `/orders/${orderNumber}`, undefined, { lang: 'en' })).json();
    expect(d).toMatchObject({ orderNumber, status: 2, productTotal: 1990 + 30, address: { receiver: '张三' }, packages: [] });
    expect(d.items.map((i: { skuName: string; shipped: boolean }) => [i.skuName, i.shipped])).toEqual([['Black', false], ['White', false]]);
  });

  it('ships in two packages each with its items; refuses packages that do not cover the order exactly', async () => {
    const s = await seller(ctx);
    const { prodId, skuIds } = await createProduct(ctx, s);
    const { orderNumber, buyer } = await paidOrder(ctx, s, prodId, skuIds);
    const items = (await s.api('GET', `/orders/${orderNumber}`)).json().items.map((i: { itemId: number }) => i.itemId) as number[];
    const ship = (packages: unknown, lang = 'zh-CN') => s.api('POST', `/orders/${orderNumber}/ship`, { packages }, { lang });
    for (const bad of [
      [{ companyCode: 'SF', waybillNo: 'SF10000001', itemIds: [items[0]] }],
      [{ companyCode: 'SF', waybillNo: 'SF10000001', itemIds: [items[0]] }, { companyCode: 'YTO', waybillNo: 'YT20000002', itemIds: [] }],
      [{ companyCode: 'SF', waybillNo: 'SF10000001', itemIds: items }, { companyCode: 'YTO', waybillNo: 'YT20000002', itemIds: [items[1]] }],
      [{ companyCode: 'SF', waybillNo: 'SF10000001', itemIds: [items[0]] }, { companyCode: 'YTO', waybillNo: 'YT20000002', itemIds: [999999] }],
    ]) {
      const r = await ship(bad, 'en');
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().message).toBe('When shipping in several packages, each package needs items and every item of the order must be in exactly one package');
    }
    // a waybill off its form is named as such (issue 16: it used to say the courier was missing), in zh and en
    expect((await ship([{ companyCode: 'SF', waybillNo: '1', itemIds: [] }], 'en')).json().message).toBe('Please enter a valid waybill number (6-40 letters, digits or -)');
    expect((await ship([{ companyCode: 'SF', waybillNo: '1', itemIds: [] }], 'zh')).json().message).toBe('请填写正确的运单号（6-40位字母、数字或-）');
    expect((await ship([{ companyCode: 'SF', waybillNo: 'SF10000001', itemIds: [items[0]] }, { companyCode: 'YTO', waybillNo: 'YT20000002', itemIds: [items[1]] }])).statusCode).toBe(200);
    const d = (await s.api('GET', `/orders/${orderNumber}`, undefined, { lang: 'en' })).json();
    expect(d.status).toBe(3);
    expect(d.packages.map((p: { companyCode: string; waybillNo: string; itemIds: number[] }) => [p.companyCode, p.waybillNo, p.itemIds])).toEqual([['SF', 'SF10000001', [items[0]]], ['YTO', 'YT20000002', [items[1]]]]);
    expect(d.items.every((i: { shipped: boolean }) => i.shipped)).toBe(true);
    // the buyer sees two packages
    const mine = await ctx().app.inject({ method: 'GET', url: `/shop-api/p/myOrder/orderDetail?orderNumber=${orderNumber}`, headers: { authorization: `Bearer ${buyer.token}` } });
    expect(JSON.stringify(mine.json())).toContain('YT20000002');
    // shipped already
    expect((await ship([{ companyCode: 'SF', waybillNo: 'SF10000009', itemIds: [] }])).json().message).toBe('订单状态已发生改变');
  });

  it('two racing shipments of one order: exactly one wins, one set of packages', async () => {
    const s = await seller(ctx);
    const { prodId, skuIds } = await createProduct(ctx, s);
    const { orderNumber } = await paidOrder(ctx, s, prodId, [skuIds[0]!]);
    const results = await Promise.all(['SF10000011', 'SF10000012', 'SF10000013'].map((w) => s.api('POST', `/orders/${orderNumber}/ship`, { packages: [{ companyCode: 'SF', waybillNo: w, itemIds: [] }] })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    expect((await s.api('GET', `/orders/${orderNumber}`)).json().packages).toHaveLength(1);
  });

  it("answers 404 for another shop's order: detail and ship", async () => {
    const a = await seller(ctx);
    const b = await seller(ctx);
    const { prodId, skuIds } = await createProduct(ctx, a);
    const { orderNumber } = await paidOrder(ctx, a, prodId, [skuIds[0]!]);
    expect((await b.api('GET', `/orders/${orderNumber}`)).statusCode).toBe(404);
    const ship = await b.api('POST', `/orders/${orderNumber}/ship`, { packages: [{ companyCode: 'SF', waybillNo: 'SF10000021', itemIds: [] }] });
    expect(ship.statusCode).toBe(404);
    expect((await b.api('GET', '/orders')).json().total).toBe(0);
    expect((await a.api('GET', `/orders/${orderNumber}`)).json().status).toBe(2);
  });

  it("dashboard: today's orders and paid sales, pending shipments and a 7 or 30 day series (Beijing days)", async () => {
    const s = await seller(ctx);
    const { prodId, skuIds } = await createProduct(ctx, s);
    const empty = (await s.api('GET', '/dashboard')).json();
    expect(empty).toMatchObject({ todayOrders: 0, todaySales: 0, pendingShipments: 0, onShelf: 1 });
    expect(empty.days).toHaveLength(7);
    await paidOrder(ctx, s, prodId, [skuIds[1]!]);
    const { orderNumber: later } = await paidOrder(ctx, s, prodId, [skuIds[1]!]);
    const d = (await s.api('GET', '/dashboard?days=30')).json();
    expect(d.days).toHaveLength(30);
    expect(d).toMatchObject({ todayOrders: 2, pendingShipments: 2 });
    expect(d.todaySales).toBeGreaterThanOrEqual(60);
    expect(d.days[29]).toMatchObject({ orders: 2, sales: d.todaySales });
    expect(d.days[29].date).toBe(new Date(ctx().clock.now().getTime() + 8 * 3600_000).toISOString().slice(0, 10));
    // an order canceled after its payment (a failed group buy: refunded, then canceled) is no sale
    await ctx().database.db.update(schema.orders).set({ status: ORDER_STATUS.canceled }).where(eq(schema.orders.orderNumber, later));
    const afterCancel = (await s.api('GET', '/dashboard?days=30')).json();
    expect(afterCancel).toMatchObject({ todayOrders: 2, todaySales: d.todaySales / 2, pendingShipments: 1 });
    await ctx().database.db.update(schema.orders).set({ status: ORDER_STATUS.pendingDelivery }).where(eq(schema.orders.orderNumber, later));
    // the next day they are yesterday's
    ctx().clock.advance(24 * 3600_000);
    const fresh = await verifiedSellerHeaders(ctx, s.token, s.storePassword); // the store session lasted 2 hours
    const next = (await s.api('GET', '/dashboard', undefined, { headers: fresh })).json();
    expect(next).toMatchObject({ todayOrders: 0, todaySales: 0, pendingShipments: 2 });
    expect(next.days[5]).toMatchObject({ orders: 2 });
    expect((await s.api('GET', '/dashboard?days=5', undefined, { headers: fresh })).statusCode).toBe(400);
  });
});
