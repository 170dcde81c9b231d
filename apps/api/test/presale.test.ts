// Pre-sale on both engines (issue 18, decision 035): the seller centre's rules (zh and en), the state table, the deposit
// arithmetic in fen, the deposit → balance journey through the usual checkout and payment with the app clock
// (ManualClock: the balance window, the in-site reminder once, the ship guard), the forfeit after the balance
// window (deposit kept, units back to the pre-sale stock, a late balance payment refused), full-payment pre-sale,
// and racing buyers who never oversell the pre-sale stock.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@mall/db';
import { CANCEL_REASON, ORDER_STATUS, PRESALE_MODE, PRESALE_ORDER_STATUS as PS, presaleAmounts, presaleRule, REFUND_STATUS } from '@mall/shared';
import { checkPresaleMachine, PRESALE_TRANSITIONS } from '../src/modules/presale/status';
import { expectRefused, get, post, put, type CallOptions } from './account-helpers';
import { describeEachEngine } from './harness';
import { addAddress, freshSkus, submit, type TestSku } from './order-helpers';
import { buyer, verifiedSellerHeaders } from './store-helpers';

const DAY = 86_400_000;

describe('pre-sale rules and arithmetic', () => {
  it('the state table is sound, and a broken one is reported', () => {
    expect(checkPresaleMachine()).toEqual([]);
    expect(checkPresaleMachine(PRESALE_TRANSITIONS.filter((t) => t.event !== 'cancelDeposit')).join()).toMatch(/unreachable|no way out/);
    expect(checkPresaleMachine([...PRESALE_TRANSITIONS, { event: 'openBalance', from: PS.done, to: PS.balanceUnpaid }]).join()).toMatch(/terminal/);
  });

  it('deposit arithmetic in fen: ¥100 counting as ¥150 on ¥599 leaves ¥449, rounded down to the fen', () => {
    const item = { mode: PRESALE_MODE.deposit, price: 59900, deposit: 10000, deductPercent: 150 };
    expect(presaleAmounts(item, 1)).toEqual({ now: 10000, deduct: 15000, balance: 44900 });
    expect(presaleAmounts(item, 3)).toEqual({ now: 30000, deduct: 45000, balance: 134700 });
    // 33.33 × 1.5 = 49.995 → 49.99 counted
    expect(presaleAmounts({ ...item, deposit: 3333 }, 2)).toEqual({ now: 6666, deduct: 9998, balance: 2 * (59900 - 4999) });
    expect(presaleAmounts({ mode: PRESALE_MODE.full, price: 59900, deposit: 0, deductPercent: 100 }, 2)).toEqual({ now: 119800, deduct: 0, balance: 0 });
  });

  it('the seller rule names the first problem', () => {
    const ok = { mode: 2, price: 10000, deposit: 1000, deductPercent: 200, saleStart: '2030-01-01T00:00:00Z', saleEnd: '2030-01-10T00:00:00Z', balanceStart: '2030-01-10T00:00:00Z', balanceEnd: '2030-01-12T00:00:00Z', shipDate: '2030-01-15T00:00:00Z', stock: 10 };
    expect(presaleRule(ok)).toBeNull();
    expect(presaleRule({ ...ok, price: 0 })).toBe('presale.priceInvalid');
    expect(presaleRule({ ...ok, stock: 0 })).toBe('presale.stockInvalid');
    expect(presaleRule({ ...ok, mode: 3 })).toBe('presale.modeInvalid');
    expect(presaleRule({ ...ok, deposit: 0 })).toBe('presale.depositInvalid');
    expect(presaleRule({ ...ok, deductPercent: 99 })).toBe('presale.deductInvalid');
    expect(presaleRule({ ...ok, deposit: 5000 })).toBe('presale.depositTooHigh');
    expect(presaleRule({ ...ok, saleEnd: ok.saleStart })).toBe('presale.windowInvalid');
    expect(presaleRule({ ...ok, balanceStart: '2030-01-05T00:00:00Z' })).toBe('presale.balanceWindowInvalid');
    expect(presaleRule({ ...ok, shipDate: '2030-01-11T00:00:00Z' })).toBe('presale.shipDateInvalid');
    expect(presaleRule({ ...ok, mode: 1, shipDate: '2030-01-09T00:00:00Z' })).toBe('presale.shipDateInvalid');
  });
});

describeEachEngine('pre-sale', (ctx) => {
  const prods = new Set<number>();
  /** a SKU of a product no other test of this suite put on pre-sale */
  async function skuOfNewProduct(opts: { price?: number; stock?: number } = {}): Promise<TestSku> {
    for (;;) {
      const [s] = await freshSkus(ctx, 1, opts);
      if (!prods.has(s!.prodId)) {
        prods.add(s!.prodId);
        return s!;
      }
    }
  }
  const at = (ms: number) => new Date(ctx().clock.now().getTime() + ms).toISOString();
  /** The owner of the (seeded) shop `shopId`: a new user given the shop, with a store password and a verified session. */
  async function shopOwner(shopId: number) {
    const owner = await buyer(ctx);
    await ctx().database.db.update(schema.shop).set({ userId: owner.id, storePasswordHash: null }).where(eq(schema.shop.id, shopId));
    const pw = await ctx().app.inject({ method: 'PUT', url: '/shop-api/p/shop/account/password', headers: { authorization: `Bearer ${owner.token}` }, payload: { password: 'shop1234', confirmPassword: 'shop1234' } });
    expect(pw.statusCode, pw.body).toBe(200);
    return { ...owner, headers: await verifiedSellerHeaders(ctx, owner.token, 'shop1234') };
  }
  /** deposit ¥100 counting ¥150 on ¥599: deposit now for 2 days, balance from day 3 to day 5, ships day 7 */
  const depositBody = (s: TestSku, over: Record<string, unknown> = {}) => ({
    skuId: s.skuId, mode: PRESALE_MODE.deposit, price: 59900, deposit: 10000, deductPercent: 150, saleStart: at(-1000), saleEnd: at(2 * DAY),
    balanceStart: at(3 * DAY), balanceEnd: at(5 * DAY), shipDate: at(7 * DAY), stock: 10, ...over,
  });
  const create = (h: Record<string, string>, body: Record<string, unknown>, o: CallOptions = {}) => post(ctx, '/p/seller/presales', body, { ...o, headers: { ...h, ...o.headers } });
  async function onPresale(body: (s: TestSku) => Record<string, unknown> = depositBody) {
    const s = await skuOfNewProduct({ price: 69900, stock: 3 });
    const shop = await shopOwner(s.shopId);
    const r = await create(shop.headers, body(s!));
    expect(r.statusCode, r.body).toBe(200);
    return { s: s!, shop, presaleId: r.json().presaleId as number };
  }
  const pay = (n: string) => ctx().app.services.order.markPaid([n], { payType: 1, payNo: `P${n}` });
  const ship = (n: string) => ctx().app.services.order.ship(n, [{ companyCode: 'SF', waybillNo: 'SF1234567' }]);
  const refusal = (p: Promise<unknown>) => p.then(() => null, (e: { key?: string }) => e.key ?? String(e));
  async function buy(token: string, prodId: number, count: number, addrId: number) {
    const c = await post(ctx, '/p/presale/confirm', { prodId, prodCount: count, addrId }, { token });
    if (c.statusCode !== 200) return c;
    return submit(ctx, token, c.json().submitToken);
  }
  const orderRow = async (n: string) => (await ctx().database.db.select().from(schema.orders).where(eq(schema.orders.orderNumber, n)))[0]!;
  const myOrders = async (token: string) => (await get(ctx, '/p/presale/orders', { token })).json();
  const itemStock = async (id: number) => (await ctx().database.db.select({ stock: schema.presaleItem.stock }).from(schema.presaleItem).where(eq(schema.presaleItem.id, id)))[0]!.stock;

  it('seller centre: rules in zh and en, only the shop\'s own SKUs, one live pre-sale per product; the product page shows it', async () => {
    const s = await skuOfNewProduct({ price: 69900 });
    const shop = await shopOwner(s.shopId);
    const h = shop.headers;
    await expectRefused((lang) => create(h, depositBody(s!, { deposit: 40000 }), { lang }), '定金抵扣金额须低于预售价', 'What the deposit counts for must be less than the pre-sale price');
    await expectRefused((lang) => create(h, depositBody(s!, { balanceStart: at(DAY) }), { lang }), '尾款时间须在定金结束之后，且结束晚于开始', 'The balance window must start after the deposit window and end after it starts');
    await expectRefused((lang) => create(h, depositBody(s!, { shipDate: at(4 * DAY) }), { lang }), '发货时间不能早于付款结束时间', 'The ship date cannot be before the last day of payment');
    await expectRefused((lang) => create(h, depositBody(s!, { saleEnd: at(-2000) }), { lang }), '预售结束时间须晚于开始时间', 'The pre-sale must end after it starts');
    await expectRefused((lang) => create(h, depositBody(s!, { deposit: 0 }), { lang }), '定金须大于0', 'The deposit must be above zero');
    const other = await skuOfNewProduct();
    if (other!.shopId !== s!.shopId) await expectRefused((lang) => create(h, depositBody(other!), { lang }), '请选择本店商品的规格', 'Choose a SKU of a product of your shop');
    expect((await create(h, depositBody(s!, { price: 0 }))).statusCode).toBe(400); // the shared schema
    expect((await post(ctx, '/p/seller/presales', depositBody(s!), { token: shop.token })).statusCode).toBe(403); // no store session
    const r = await create(h, depositBody(s!));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ mode: 2, price: 59900, originalPrice: 69900, deposit: 10000, deductValue: 15000, balance: 44900, stock: 10, sold: 0, state: 'on', forfeitRule: 1 });
    await expectRefused((lang) => create(h, depositBody(s!), { lang }), '该商品已有进行中的预售', 'This product already has a pre-sale on');
    const page = (await get(ctx, `/presale/prod?prodId=${s!.prodId}`)).json();
    expect(page).toMatchObject({ presaleId: r.json().presaleId, skuId: s!.skuId, price: 59900, deposit: 10000, deductPercent: 150, balance: 44900, state: 'on' });
    expect(page.balanceStart).toBe(r.json().balanceStart);
    const plain = await skuOfNewProduct();
    expect((await get(ctx, `/presale/prod?prodId=${plain!.prodId}`)).json()).toBeNull();
    // edit: off → the page no longer shows it; list shows it
    const off = await put(ctx, `/p/seller/presales/${r.json().presaleId}`, { ...depositBody(s!), status: 0 }, { headers: h });
    expect(off.statusCode, off.body).toBe(200);
    expect((await get(ctx, `/presale/prod?prodId=${s!.prodId}`)).json()).toBeNull();
    expect((await get(ctx, '/p/seller/presales', { headers: h })).json().records.map((x: { presaleId: number }) => x.presaleId)).toContain(r.json().presaleId);
  });

  it('product cards carry the pre-sale tag while the pre-sale is on, and lose it when it ends or is switched off', async () => {
    const { s, shop, presaleId } = await onPresale();
    const plain = await skuOfNewProduct();
    const cards = async () => (await get(ctx, `/prod/listByIds?prodIds=${s.prodId},${plain.prodId}`)).json() as { prodId: number; prodName: string; presale?: boolean }[];
    expect((await cards()).map((c) => [c.prodId, c.presale ?? false])).toEqual([[s.prodId, true], [plain.prodId, false]]);
    // the product list (search) shows the same cards
    const name = (await cards())[0]!;
    const listed = (await get(ctx, `/search/prodPage?shopId=${s.shopId}&pn=${encodeURIComponent(name.prodName)}`)).json().records as { prodId: number; presale?: boolean }[];
    expect(listed.find((c) => c.prodId === s.prodId)?.presale).toBe(true);
    // switched off: no tag
    const off = await put(ctx, `/p/seller/presales/${presaleId}`, { ...depositBody(s), status: 0 }, { headers: shop.headers });
    expect(off.statusCode, off.body).toBe(200);
    expect((await cards())[0]!.presale ?? false).toBe(false);
    // on again, then its sale window ends (the app clock): no tag
    expect((await put(ctx, `/p/seller/presales/${presaleId}`, { ...depositBody(s), status: 1 }, { headers: shop.headers })).statusCode).toBe(200);
    expect((await cards())[0]!.presale).toBe(true);
    ctx().clock.advance(2 * DAY + 1000);
    expect((await cards())[0]!.presale ?? false).toBe(false);
  });

  it('deposit, then the balance in its window with one in-site reminder, paid through the usual payment; the goods ship only then', async () => {
    const { s, presaleId } = await onPresale();
    const u = await buyer(ctx);
    const addrId = await addAddress(ctx, u.token);
    const c = await post(ctx, '/p/presale/confirm', { prodId: s.prodId, prodCount: 2, addrId }, { token: u.token });
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json()).toMatchObject({ productTotal: 20000, freight: 0, actualTotal: 20000 });
    const placed = await submit(ctx, u.token, c.json().submitToken);
    expect(placed.statusCode, placed.body).toBe(200);
    const depositNo = placed.json().orderNumbers[0] as string;
    expect(await itemStock(presaleId)).toBe(8);
    await pay(depositNo);
    let [po] = await myOrders(u.token);
    expect(po).toMatchObject({ status: PS.depositPaid, count: 2, depositTotal: 20000, deductTotal: 30000, balanceTotal: 89800, balanceOpen: false, depositOrderNumber: depositNo });
    // the goods wait for the balance
    expect(await refusal(ship(depositNo))).toBe('presale.balanceUnpaid');
    await expectRefused((lang) => post(ctx, '/p/presale/balance/confirm', { presaleOrderId: po.presaleOrderId, addrId }, { token: u.token, lang }), '尾款支付时间未到', 'The balance cannot be paid yet');
    // another buyer cannot see or pay it
    const other = await buyer(ctx);
    expect((await post(ctx, '/p/presale/balance/confirm', { presaleOrderId: po.presaleOrderId }, { token: other.token })).statusCode).toBe(404);
    // the balance window opens: one reminder, however often the sweeper runs
    ctx().clock.advance(3 * DAY);
    const presale = ctx().app.services.presale;
    await Promise.all([presale.sweepDue(ctx().clock.now()), presale.sweepDue(ctx().clock.now())]);
    await presale.sweepDue(ctx().clock.now());
    const notes = (await get(ctx, '/p/presale/notices', { token: u.token })).json();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: 'balanceOpen', title: '预售尾款已开始支付', read: false });
    expect(notes[0].content).toContain('¥898.00');
    expect((await get(ctx, '/p/presale/notices', { token: u.token, lang: 'en' })).json()[0].title).toBe('Your pre-sale balance can be paid now');
    expect((await get(ctx, '/p/presale/notices', { token: other.token })).json()).toEqual([]);
    // unread until the buyer opens "My pre-sales" (the user centre's badge), then read; another buyer's stay theirs
    expect((await get(ctx, '/p/presale/notices/unread', { token: u.token })).json()).toEqual({ unread: 1 });
    expect((await post(ctx, '/p/presale/notices/read', undefined, { token: other.token })).statusCode).toBe(200);
    expect((await get(ctx, '/p/presale/notices/unread', { token: u.token })).json()).toEqual({ unread: 1 });
    expect((await post(ctx, '/p/presale/notices/read', undefined, { token: u.token })).statusCode).toBe(200);
    expect((await get(ctx, '/p/presale/notices/unread', { token: u.token })).json()).toEqual({ unread: 0 });
    expect((await get(ctx, '/p/presale/notices', { token: u.token })).json()[0].read).toBe(true);
    [po] = await myOrders(u.token);
    expect(po.balanceOpen).toBe(true);
    // two racing balance orders: one opens
    const [b1, b2] = await Promise.all([1, 2].map(() => post(ctx, '/p/presale/balance/confirm', { presaleOrderId: po.presaleOrderId, addrId }, { token: u.token })));
    expect(b1!.statusCode, b1!.body).toBe(200);
    expect(b1!.json()).toMatchObject({ productTotal: 89800, actualTotal: 89800 });
    const subs = await Promise.all([submit(ctx, u.token, b1!.json().submitToken), submit(ctx, u.token, b2!.json().submitToken)]);
    expect(subs.map((x) => x.statusCode).sort()).toEqual([200, 400]);
    const balanceNo = subs.find((x) => x.statusCode === 200)!.json().orderNumbers[0] as string;
    expect(await itemStock(presaleId)).toBe(8); // the balance takes no stock again
    await pay(balanceNo);
    [po] = await myOrders(u.token);
    expect(po).toMatchObject({ status: PS.done, balanceOrderNumber: balanceNo });
    expect((await orderRow(balanceNo)).status).toBe(ORDER_STATUS.completed);
    // paid in all: 200 + 898 = 1098 for 2 units of 599 with 2 × 50 off from the deposit's worth
    expect((await orderRow(depositNo)).actualTotal + (await orderRow(balanceNo)).actualTotal).toBe(2 * 59900 - 2 * 5000);
    await ship(depositNo);
    expect((await orderRow(depositNo)).status).toBe(ORDER_STATUS.shipped);
    // my orders and an order's page say which part of the pre-sale an order is
    const listed = (await get(ctx, '/p/myOrder/myOrder?current=1&size=10', { token: u.token })).json().records as { orderNumber: string; presalePart: string | null }[];
    expect(listed.find((o) => o.orderNumber === depositNo)?.presalePart).toBe('deposit');
    expect(listed.find((o) => o.orderNumber === balanceNo)?.presalePart).toBe('balance');
    expect((await get(ctx, `/p/myOrder/orderDetail?orderNumber=${balanceNo}`, { token: u.token })).json().presalePart).toBe('balance');
  });

  it('a balance unpaid after its window: the deposit is kept, the units go back once, a late payment is refused', async () => {
    const { s, presaleId } = await onPresale();
    const u1 = await buyer(ctx);
    const u2 = await buyer(ctx);
    const a1 = await addAddress(ctx, u1.token);
    const a2 = await addAddress(ctx, u2.token);
    const d1 = (await buy(u1.token, s.prodId, 3, a1)).json().orderNumbers[0] as string;
    const d2 = (await buy(u2.token, s.prodId, 1, a2)).json().orderNumbers[0] as string;
    await pay(d1);
    await pay(d2);
    expect(await itemStock(presaleId)).toBe(6);
    ctx().clock.advance(3 * DAY + 1000);
    // u2 places the balance order but does not pay it
    const [po2] = await myOrders(u2.token);
    const bc = await post(ctx, '/p/presale/balance/confirm', { presaleOrderId: po2.presaleOrderId, addrId: a2 }, { token: u2.token });
    const b2 = (await submit(ctx, u2.token, bc.json().submitToken)).json().orderNumbers[0] as string;
    ctx().clock.advance(2 * DAY);
    const presale = ctx().app.services.presale;
    const swept = await Promise.all([presale.sweepDue(ctx().clock.now()), presale.sweepDue(ctx().clock.now())]);
    expect(swept.reduce((n, x) => n + x.forfeited, 0)).toBe(2);
    expect(await itemStock(presaleId)).toBe(10);
    expect((await myOrders(u1.token))[0].status).toBe(PS.forfeited);
    expect((await myOrders(u2.token))[0].status).toBe(PS.forfeited);
    const closed = await orderRow(d1);
    expect([closed.status, closed.cancelReason]).toEqual([ORDER_STATUS.canceled, CANCEL_REASON.presaleForfeited]);
    const notes = (await get(ctx, '/p/presale/notices', { token: u1.token, lang: 'en' })).json();
    expect(notes.map((n: { kind: string }) => n.kind)).toContain('forfeited');
    expect(notes.find((n: { kind: string }) => n.kind === 'forfeited').content).toContain('¥300.00');
    // the unpaid balance order cannot be paid any more; no new balance order either
    expect(await refusal(pay(b2))).toMatch(/presale.balanceClosed|order.expired/);
    await expectRefused((lang) => post(ctx, '/p/presale/balance/confirm', { presaleOrderId: po2.presaleOrderId, addrId: a2 }, { token: u2.token, lang }), '尾款支付已截止，定金不予退还', 'The balance window has closed; the deposit is kept');
    expect((await presale.sweepDue(ctx().clock.now())).forfeited).toBe(0);
  });

  it('an unpaid deposit order canceled gives its units back once; full-payment pre-sale ships without a balance', async () => {
    const { s, presaleId } = await onPresale();
    const u = await buyer(ctx);
    const addrId = await addAddress(ctx, u.token);
    const n = (await buy(u.token, s.prodId, 4, addrId)).json().orderNumbers[0] as string;
    expect(await itemStock(presaleId)).toBe(6);
    await Promise.all([ctx().app.services.order.cancel(u.id, n).catch(() => null), ctx().app.services.order.cancel(u.id, n).catch(() => null)]);
    expect(await itemStock(presaleId)).toBe(10);
    expect((await myOrders(u.token))[0].status).toBe(PS.canceled);

    const full = await onPresale((x) => ({ skuId: x.skuId, mode: PRESALE_MODE.full, price: 49900, saleStart: at(-1000), saleEnd: at(DAY), shipDate: at(3 * DAY), stock: 5 }));
    const c = await post(ctx, '/p/presale/confirm', { prodId: full.s.prodId, prodCount: 1, addrId }, { token: u.token });
    expect(c.json()).toMatchObject({ actualTotal: 49900 });
    const f = (await submit(ctx, u.token, c.json().submitToken)).json().orderNumbers[0] as string;
    await pay(f);
    expect((await myOrders(u.token))[0]).toMatchObject({ status: PS.done, balanceTotal: 0 });
    await ship(f);
    // not started yet (zh and en); ended: the product has no pre-sale any more
    const later = await onPresale((x) => ({ skuId: x.skuId, mode: PRESALE_MODE.full, price: 49900, saleStart: at(DAY / 2), saleEnd: at(2 * DAY), shipDate: at(3 * DAY), stock: 5 }));
    expect((await get(ctx, `/presale/prod?prodId=${later.s.prodId}`)).json().state).toBe('upcoming');
    await expectRefused((lang) => post(ctx, '/p/presale/confirm', { prodId: later.s.prodId, prodCount: 1, addrId }, { token: u.token, lang }), '预售尚未开始', 'The pre-sale has not started yet');
    ctx().clock.advance(DAY);
    const ended = await post(ctx, '/p/presale/confirm', { prodId: full.s.prodId, prodCount: 1, addrId }, { token: u.token, lang: 'en' });
    expect([ended.statusCode, ended.json().message]).toEqual([404, 'The pre-sale does not exist']);
    expect((await get(ctx, `/presale/prod?prodId=${full.s.prodId}`)).json()).toBeNull();
  });

  it('racing buyers never oversell the pre-sale stock', async () => {
    const { s, presaleId } = await onPresale((x) => depositBody(x, { stock: 5 }));
    const buyers = await Promise.all(Array.from({ length: 12 }, () => buyer(ctx)));
    const addrs = await Promise.all(buyers.map((b) => addAddress(ctx, b.token)));
    const confirms = await Promise.all(buyers.map((b, i) => post(ctx, '/p/presale/confirm', { prodId: s.prodId, prodCount: 1, addrId: addrs[i] }, { token: b.token })));
    for (const c of confirms) expect(c.statusCode, c.body).toBe(200);
    const results = await Promise.all(buyers.map((b, i) => submit(ctx, b.token, confirms[i]!.json().submitToken)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(5);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json().message).toBe('预售商品库存不足');
    expect(await itemStock(presaleId)).toBe(0);
    const rows = await ctx().database.db.select().from(schema.presaleOrder).where(eq(schema.presaleOrder.itemId, presaleId));
    expect(rows.reduce((n, r) => n + r.count, 0)).toBe(5);
    await expectRefused((lang) => post(ctx, '/p/presale/confirm', { prodId: s.prodId, prodCount: 1, addrId: addrs[0] }, { token: buyers[0]!.token, lang }), '预售商品库存不足', 'Insufficient pre-sale stock');
  });

  // last: its pre-sale order would be swept by the tests above that move the clock past their windows
  it('the mall inbox: pre-sale messages and after-sales notices in one list with one unread count, read at once; another buyer sees none', async () => {
    const { s } = await onPresale();
    const u = await buyer(ctx);
    const other = await buyer(ctx);
    const addrId = await addAddress(ctx, u.token);
    const placed = await buy(u.token, s.prodId, 1, addrId);
    expect(placed.statusCode, placed.body).toBe(200);
    await pay(placed.json().orderNumbers[0]);
    const inbox = async (token: string, lang?: 'zh' | 'en') => (await get(ctx, '/p/user/messages', { token, lang })).json();
    const unread = async (token: string) => (await get(ctx, '/p/user/messages/unread', { token })).json().unread as number;
    expect(await unread(u.token)).toBe(0);
    // the balance window opens: the pre-sale reminder is in the inbox, in the caller's language
    ctx().clock.advance(3 * DAY);
    await ctx().app.services.presale.sweepDue(ctx().clock.now());
    expect(await unread(u.token)).toBe(1);
    expect((await inbox(u.token)).records[0]).toMatchObject({ source: 'presale', title: '预售尾款已开始支付', read: false });
    expect((await inbox(u.token, 'en')).records[0].title).toBe('Your pre-sale balance can be paid now');
    // an after-sales notice (as the refund module keeps them) joins it, newest first
    ctx().clock.advance(1000);
    await ctx().database.db.insert(schema.refundNotice).values({ userId: u.id, refundSn: 'R-INBOX-1', status: REFUND_STATUS.accepted, createdAt: ctx().clock.now() });
    expect(await unread(u.token)).toBe(2);
    const both = await inbox(u.token);
    expect(both.unread).toBe(2);
    expect(both.records.map((m: { source: string }) => m.source)).toEqual(['refund', 'presale']);
    expect(both.records[0]).toMatchObject({ refundSn: 'R-INBOX-1', status: REFUND_STATUS.accepted, read: false });
    // another buyer: nothing, and marking theirs read leaves the caller's unread
    expect(await inbox(other.token)).toEqual({ unread: 0, records: [] });
    expect((await post(ctx, '/p/user/messages/read', undefined, { token: other.token })).statusCode).toBe(200);
    expect(await unread(u.token)).toBe(2);
    // read at once: both sources read
    expect((await post(ctx, '/p/user/messages/read', undefined, { token: u.token })).statusCode).toBe(200);
    expect(await unread(u.token)).toBe(0);
    expect((await get(ctx, '/p/presale/notices/unread', { token: u.token })).json()).toEqual({ unread: 0 });
    expect((await get(ctx, '/p/refund/notices', { token: u.token })).json().unread).toBe(0);
    expect((await inbox(u.token)).records.every((m: { read: boolean }) => m.read)).toBe(true);
    expect((await get(ctx, '/p/user/messages')).statusCode).toBe(401);
  });
});
