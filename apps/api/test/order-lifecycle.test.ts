// An order's life after submit: my orders (tabs, search, paging, detail, timeline), buyer actions, payment
// and shipping entry points, the sweepers (expiry, auto-confirm) on the ManualClock, guarded transitions
// racing, and no access to another user's orders.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import { LOGISTICS_STATE, ORDER_STATUS, translate } from '@mall/shared';
import { AppError } from '../src/platform/errors';
import { createCatalogSkus } from '../src/modules/catalog/skus';
import { createOrderService } from '../src/modules/order/service';
import { call, expectRefused, get, post, put, registerUser } from './account-helpers';
import { describeEachEngine } from './harness';
import { addAddress, detail, freshSkus, placeOrder, stockOf } from './order-helpers';

const S = ORDER_STATUS;
const HOUR = 3600_000;

describeEachEngine('order life', (ctx) => {
  const svc = () => ctx().app.services.order;
  const buyer = async () => {
    const u = await registerUser(ctx);
    await addAddress(ctx, u.token);
    return u;
  };
  const statusOf = async (token: string, n: string) => (await detail(ctx, token, n)).json().status;
  const pay = (n: string) => svc().markPaid([n], { payType: 1, payNo: `P${n}` });
  const ship = (n: string, waybillNo = 'SF1234567') => svc().ship(n, [{ companyCode: 'SF', waybillNo }]);
  /** The refusal of a service call: its message in zh and en. */
  const refusal = async (p: Promise<unknown>) => {
    const err = await p.then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    const key = (err as AppError).key;
    return { zh: translate(key, 'zh'), en: translate(key, 'en'), status: (err as AppError).status };
  };

  it('lists my orders by tab, searches by number or product name, pages, and shows the detail with its timeline', async () => {
    const { token } = await buyer();
    const skus = await freshSkus(ctx, 3, { price: 1000, stock: 20 });
    const [n1, n2, n3] = [await placeOrder(ctx, token, skus[0]!), await placeOrder(ctx, token, skus[1]!, 2), await placeOrder(ctx, token, skus[2]!)];
    await pay(n2!);
    await pay(n3!);
    await ship(n3!);
    const list = async (q: string) => (await get(ctx, `/p/myOrder/myOrder?${q}`, { token })).json();
    expect((await list('status=0')).total).toBe(3);
    expect((await list('status=1')).records.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([n1]);
    expect((await list('status=2')).records.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([n2]);
    expect((await list('status=3')).records.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([n3]);
    const page = await list('size=2&current=2');
    expect(page).toMatchObject({ total: 3, current: 2, size: 2, pages: 2 });
    expect(page.records).toHaveLength(1);
    expect((await list(`keyword=${n2}`)).records.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([n2]);
    const [one] = (await list(`status=1`)).records;
    expect(one.items[0]).toMatchObject({ prodId: skus[0]!.prodId, skuId: skus[0]!.skuId, price: 1000, prodCount: 1 });
    const name: string = one.items[0].prodName;
    expect((await list(`keyword=${encodeURIComponent(name.slice(0, 4))}`)).records.some((o: { orderNumber: string }) => o.orderNumber === n1)).toBe(true);
    expect((await list('keyword=%25%25nothing-like-this')).total).toBe(0);

    const d = (await detail(ctx, token, n3!)).json();
    expect(d).toMatchObject({ orderNumber: n3, status: S.shipped, payType: 1, productTotal: 1000, freight: 800, actualTotal: 1800 });
    expect(d.timeline.map((t: { step: string; done: boolean }) => [t.step, t.done])).toEqual([['submit', true], ['pay', true], ['ship', true], ['waitReceipt', true], ['complete', false]]);
    expect(d.timeline[0].time).toBe(d.createTime);
    expect(d.autoConfirmAt).toBe(new Date(ctx().clock.now().getTime() + 10 * 24 * HOUR).toISOString());
    const unpaid = (await detail(ctx, token, n1!)).json();
    expect(unpaid.timeline.filter((t: { done: boolean }) => t.done).map((t: { step: string }) => t.step)).toEqual(['submit']);
    expect((await get(ctx, '/p/myOrder/orderCount', { token })).json()).toEqual({ unPay: 1, payed: 1, consignment: 1, unComment: 0, refund: 0 });
    expect((await get(ctx, '/p/user/centerInfo', { token })).json().orderCountData).toEqual({ unPay: 1, payed: 1, consignment: 1, unComment: 0, refund: 0 });
  });

  it('cancels an unpaid order and releases its stock; a second cancel says "Order status has changed"', async () => {
    const { token } = await buyer();
    const [s] = await freshSkus(ctx, 1, { stock: 5 });
    const n = await placeOrder(ctx, token, s!, 2);
    expect(await stockOf(ctx, s!.skuId)).toBe(3);
    expect((await put(ctx, `/p/myOrder/cancel/${n}`, {}, { token })).statusCode).toBe(200);
    expect(await stockOf(ctx, s!.skuId)).toBe(5);
    const d = (await detail(ctx, token, n)).json();
    expect(d).toMatchObject({ status: S.canceled, cancelReason: 1 });
    await expectRefused((lang) => put(ctx, `/p/myOrder/cancel/${n}`, {}, { token, lang }), '订单状态已发生改变', 'Order status has changed');
    expect(await stockOf(ctx, s!.skuId)).toBe(5);
    // a paid order cannot be canceled by the buyer
    const paid = await placeOrder(ctx, token, s!);
    await pay(paid);
    await expectRefused((lang) => put(ctx, `/p/myOrder/cancel/${paid}`, {}, { token, lang }), '订单状态已发生改变', 'Order status has changed');
  });

  it('marks orders paid once (markPaid), all or none, checking the amount', async () => {
    const { token } = await buyer();
    const [a, b] = await freshSkus(ctx, 2, { price: 1000, stock: 5 });
    const na = await placeOrder(ctx, token, a!);
    const nb = await placeOrder(ctx, token, b!);
    expect(await refusal(svc().markPaid([na, nb], { payType: 1, payNo: 'X', amount: 100 }))).toMatchObject({ en: 'The amount paid does not match the orders' });
    expect(await refusal(svc().markPaid([na, 'no-such-order'], { payType: 1, payNo: 'X' }))).toMatchObject({ status: 404 });
    const other = await registerUser(ctx);
    expect(await refusal(svc().markPaid([na], { payType: 1, payNo: 'X', userId: (await get(ctx, '/p/user/userInfo', { token: other.token })).json().userId }))).toMatchObject({ status: 404 });
    const paid = await svc().markPaid([na, nb], { payType: 2, payNo: 'PAY-1', amount: 3600 });
    expect(paid.map((p) => p.status)).toEqual([S.pendingDelivery, S.pendingDelivery]);
    expect(await statusOf(token, na)).toBe(S.pendingDelivery);
    expect((await detail(ctx, token, na)).json().payTime).toBe(ctx().clock.now().toISOString());
    expect(await refusal(pay(na))).toEqual({ zh: '订单状态已发生改变', en: 'Order status has changed', status: 400 });
  });

  it('expires unpaid orders after 30 minutes (sweepDue), releasing stock; a later payment gets "Order has expired"', async () => {
    const { token } = await buyer();
    const [s] = await freshSkus(ctx, 1, { stock: 4 });
    const n = await placeOrder(ctx, token, s!, 3);
    ctx().clock.advance(29 * 60_000);
    expect((await svc().sweepDue(ctx().clock.now())).expired).toBe(0);
    ctx().clock.advance(60_000);
    const swept = await svc().sweepDue(ctx().clock.now());
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    expect((await detail(ctx, token, n)).json()).toMatchObject({ status: S.canceled, cancelReason: 2 });
    expect(await stockOf(ctx, s!.skuId)).toBe(4);
    expect(await refusal(pay(n))).toEqual({ zh: '订单已过期，请重新下单', en: 'Order has expired, please place a new order', status: 400 });
    expect((await svc().sweepDue(ctx().clock.now())).expired).toBe(0); // nothing twice
    expect(await stockOf(ctx, s!.skuId)).toBe(4);
  });

  it('refuses a payment past the deadline even before the sweeper ran, and expires the order on the spot', async () => {
    const { token } = await buyer();
    const [s] = await freshSkus(ctx, 1, { stock: 4 });
    const n = await placeOrder(ctx, token, s!, 1);
    ctx().clock.advance(31 * 60_000);
    expect(await refusal(pay(n))).toMatchObject({ en: 'Order has expired, please place a new order' });
    expect(await statusOf(token, n)).toBe(S.canceled);
    expect(await stockOf(ctx, s!.skuId)).toBe(4);
  });

  it('ships in packages whose logistics move with the clock; auto-confirms receipt after 10 days', async () => {
    const { token } = await buyer();
    const [s] = await freshSkus(ctx, 1, { stock: 4 });
    const n = await placeOrder(ctx, token, s!);
    expect(await refusal(ship(n))).toMatchObject({ en: 'Order status has changed' }); // not paid yet
    await pay(n);
    expect(await refusal(svc().ship(n, [{ companyCode: 'XX', waybillNo: 'SF1234567' }]))).toMatchObject({ en: 'This logistics company is not supported' });
    // a missing or malformed waybill number is named as such (not the courier, which is chosen)
    for (const waybillNo of ['12', '', '   ', 'SF 123 456'])
      expect(await refusal(svc().ship(n, [{ companyCode: 'SF', waybillNo }]))).toMatchObject({
        zh: '请填写正确的运单号（6-40位字母、数字或-）', en: 'Please enter a valid waybill number (6-40 letters, digits or -)',
      });
    expect(await refusal(svc().ship(n, []))).toMatchObject({ en: 'Please enter the logistics company and waybill number' });
    expect(await refusal(svc().ship(n, [{ companyCode: 'SF', waybillNo: 'SF1234567' }], { shopId: -1 }))).toMatchObject({ status: 404 });
    await svc().ship(n, [{ companyCode: 'sf', waybillNo: 'SF7654321' }, { companyCode: 'ZTO', waybillNo: 'ZT1000000' }]);
    let d = (await detail(ctx, token, n, 'en')).json();
    expect(d.status).toBe(S.shipped);
    expect(d.packages.map((p: { companyName: string; state: number }) => [p.companyName, p.state])).toEqual([['SF Express', LOGISTICS_STATE.received], ['ZTO Express', LOGISTICS_STATE.received]]);
    expect(d.packages[0].traces[0].text).toBe('[SF Express] Parcel received, waybill SF7654321');
    ctx().clock.advance(25 * HOUR);
    d = (await detail(ctx, token, n)).json();
    expect(d.packages.map((p: { state: number }) => p.state)).toEqual([LOGISTICS_STATE.arrivedCity, LOGISTICS_STATE.faulty]);
    expect(d.packages[0].traces[0].text).toBe('快件已到达【上海市】，正在派送');
    ctx().clock.advance(12 * HOUR);
    expect((await detail(ctx, token, n)).json().packages[0].state).toBe(LOGISTICS_STATE.signed);
    ctx().clock.advance(9 * 24 * HOUR - 37 * HOUR);
    expect((await svc().sweepDue(ctx().clock.now())).autoConfirmed).toBe(0);
    ctx().clock.advance(37 * HOUR);
    expect((await svc().sweepDue(ctx().clock.now())).autoConfirmed).toBeGreaterThanOrEqual(1);
    d = (await detail(ctx, token, n)).json();
    expect(d).toMatchObject({ status: S.pendingEvaluation, receiptTime: ctx().clock.now().toISOString() });
    expect(d.timeline.at(-1)).toMatchObject({ step: 'complete', done: true });
    const log = await ctx().database.db.select().from(schema.orderStatusLog).innerJoin(schema.orders, eq(schema.orders.id, schema.orderStatusLog.orderId)).where(eq(schema.orders.orderNumber, n)).orderBy(schema.orderStatusLog.id);
    expect(log.map((r) => r.order_status_log.event)).toEqual(['submit', 'pay', 'ship', 'autoReceive']);
  });

  it('confirms receipt by the buyer once; two racing confirmations leave one winner', async () => {
    const { token } = await buyer();
    const [s] = await freshSkus(ctx, 1);
    const n = await placeOrder(ctx, token, s!);
    await expectRefused((lang) => put(ctx, `/p/myOrder/receipt/${n}`, {}, { token, lang }), '订单状态已发生改变', 'Order status has changed');
    await pay(n);
    await ship(n);
    const results = await Promise.all([1, 2, 3].map(() => put(ctx, `/p/myOrder/receipt/${n}`, {}, { token })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await statusOf(token, n)).toBe(S.pendingEvaluation);
  });

  it('lets exactly one of a racing cancel and payment win', async () => {
    const { token } = await buyer();
    const [s] = await freshSkus(ctx, 1, { stock: 20 });
    for (let i = 0; i < 4; i++) {
      const n = await placeOrder(ctx, token, s!);
      const [cancel, paid] = await Promise.all([put(ctx, `/p/myOrder/cancel/${n}`, {}, { token }), pay(n).then(() => 'ok', (e: AppError) => e.key)]);
      const wins = [cancel.statusCode === 200, paid === 'ok'].filter(Boolean).length;
      expect(wins).toBe(1);
      if (cancel.statusCode !== 200) expect(cancel.json().message).toBe('订单状态已发生改变');
      else expect(paid).toBe('order.statusChanged');
      expect(await statusOf(token, n)).toBe(cancel.statusCode === 200 ? S.canceled : S.pendingDelivery);
    }
    // stock + units held by live orders = what there was
    const held = (await get(ctx, '/p/myOrder/myOrder?status=2&size=50', { token })).json().total;
    expect(await stockOf(ctx, s!.skuId)).toBe(20 - held);
  });

  it('deletes only finished orders; a deleted order is gone from the list and the detail', async () => {
    const { token } = await buyer();
    const [s] = await freshSkus(ctx, 1);
    const n = await placeOrder(ctx, token, s!);
    await expectRefused((lang) => call(ctx, 'DELETE', `/p/myOrder/${n}`, undefined, { token, lang }), '只能删除已完成或已取消的订单', 'Only completed or canceled orders can be deleted');
    await put(ctx, `/p/myOrder/cancel/${n}`, {}, { token });
    expect((await call(ctx, 'DELETE', `/p/myOrder/${n}`, undefined, { token })).statusCode).toBe(200);
    expect((await detail(ctx, token, n)).statusCode).toBe(404);
    expect((await get(ctx, '/p/myOrder/myOrder', { token })).json().records.some((o: { orderNumber: string }) => o.orderNumber === n)).toBe(false);
  });

  it('buys again: the order\'s items go back into the cart', async () => {
    const { token } = await buyer();
    const [a] = await freshSkus(ctx, 1, { stock: 10 });
    const res = await post(ctx, '/p/order/confirm', { orderItem: { prodId: a!.prodId, skuId: a!.skuId, prodCount: 2 } }, { token });
    const n = (await post(ctx, '/p/order/submit', { submitToken: res.json().submitToken }, { token })).json().orderNumbers[0];
    await put(ctx, `/p/myOrder/cancel/${n}`, {}, { token });
    const again = await post(ctx, '/p/myOrder/buyAgain', { orderNumber: n }, { token });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ skipped: 0 });
    expect((await get(ctx, '/p/shopCart/prodCount', { token })).json()).toBe(2);
  });

  it('takes the payment timeout from its configuration', async () => {
    const { db } = ctx().database;
    const { store, cart, address } = ctx().app.services;
    const clock = ctx().clock;
    const quick = createOrderService(db, { clock, skus: createCatalogSkus(db, store), store, cart, address, config: { payTimeoutMs: 5 * 60_000 } });
    const { token } = await buyer();
    const userId = (await get(ctx, '/p/user/userInfo', { token })).json().userId;
    const [s] = await freshSkus(ctx, 1, { stock: 3 });
    const c = await quick.confirm(userId, { orderItem: { prodId: s!.prodId, skuId: s!.skuId, prodCount: 1 } }, 'zh');
    const { orderNumbers, expiresAt } = await quick.submit(userId, { submitToken: c.submitToken, remarks: [] });
    expect(expiresAt).toBe(new Date(clock.now().getTime() + 5 * 60_000).toISOString());
    clock.advance(5 * 60_000);
    await quick.sweepDue(clock.now());
    expect(await statusOf(token, orderNumbers[0]!)).toBe(S.canceled);
    expect(await stockOf(ctx, s!.skuId)).toBe(3);
  });

  it('never shows or changes another user\'s order (404)', async () => {
    const alice = await buyer();
    const bob = await buyer();
    const [s] = await freshSkus(ctx, 1);
    const n = await placeOrder(ctx, alice.token, s!);
    expect((await detail(ctx, bob.token, n)).statusCode).toBe(404);
    expect((await get(ctx, `/p/myOrder/myOrder?keyword=${n}`, { token: bob.token })).json().total).toBe(0);
    for (const res of [
      await put(ctx, `/p/myOrder/cancel/${n}`, {}, { token: bob.token }),
      await put(ctx, `/p/myOrder/receipt/${n}`, {}, { token: bob.token }),
      await call(ctx, 'DELETE', `/p/myOrder/${n}`, undefined, { token: bob.token }),
      await post(ctx, '/p/myOrder/buyAgain', { orderNumber: n }, { token: bob.token }),
    ]) expect(res.statusCode, res.body).toBe(404);
    expect(await statusOf(alice.token, n)).toBe(S.unpaid);
    expect((await get(ctx, `/p/myOrder/orderDetail?orderNumber=${n}`)).statusCode).toBe(401);
  });
});
