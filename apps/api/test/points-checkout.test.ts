// Points at checkout and earned by completed orders on both engines (issue 14, decision 019): the multiple-of-10,
// balance and cap rules with their zh/en messages, the deduction in the order and its lines, 20 racing submits
// spending the same points (never negative, the ledger sums), give-back on cancel and unpaid expiry with the lots'
// original expiry, the proportional give-back of partial refunds, and completion earning once (sweeper racing the
// last review), less what was refunded before.
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import { ORDER_STATUS, REFUND_STATUS } from '@mall/shared';
import { call, expectRefused, get, put } from './account-helpers';
import { describeEachEngine } from './harness';
import { addToCart, confirm, freshSkus, submit, type TestSku } from './order-helpers';
import { balancePay, payer } from './payment-helpers';
import { expectLedgerSums, member } from './points-helpers';
import { applied, bought, options, refundDetail } from './refund-helpers';
import { createProduct, seller } from './seller-helpers';
import { adminToken } from './store-helpers';

describeEachEngine('points: checkout', (ctx) => {
  const give = (userId: number, amount: number) =>
    ctx().database.db.transaction((tx) => member(ctx).ledger.earn(tx, { userId, amount, source: 'admin', key: `t:${userId}:${Math.random()}` }));
  const buyNow = (s: TestSku, count = 1, more: Record<string, unknown> = {}) => ({ orderItem: { prodId: s.prodId, skuId: s.skuId, prodCount: count }, ...more });
  const orderRow = async (orderNumber: string) => (await ctx().database.db.select().from(schema.orders).where(eq(schema.orders.orderNumber, orderNumber)))[0]!;
  const itemRows = async (orderId: number) => ctx().database.db.select().from(schema.orderItem).where(eq(schema.orderItem.orderId, orderId)).orderBy(schema.orderItem.id);
  const earnedRows = (orderNumber: string) => ctx().database.db.select().from(schema.pointsLog)
    .where(and(eq(schema.pointsLog.source, 'orderComplete'), eq(schema.pointsLog.ref, orderNumber)));

  it('shows balance, rate, cap and deduction; refuses a non-multiple of 10, more than the balance or the cap, in zh and en', async () => {
    const b = await payer(ctx);
    await give(b.userId, 300);
    const [s] = await freshSkus(ctx, 1, { price: 1000 });
    const plain = await confirm(ctx, b.token, buyNow(s!));
    expect(plain.statusCode, plain.body).toBe(200);
    // 50% of 10.00 yuan = 5.00 yuan = 500 points, but only 300 held
    expect(plain.json().points).toEqual({ balance: 300, pointsPerYuan: 100, maxSharePercent: 50, step: 10, maxUsable: 300, used: 0, deduction: 0 });
    for (const bad of [15, -10, 10.5]) {
      await expectRefused((lang) => confirm(ctx, b.token, buyNow(s!, 1, { usePoints: bad }), { lang }), '使用积分须为10的整数倍', 'Points must be used in multiples of 10');
    }
    await expectRefused((lang) => confirm(ctx, b.token, buyNow(s!, 1, { usePoints: 400 }), { lang }), '积分不足，当前积分：300', 'Not enough points. Your points: 300');
    await give(b.userId, 1000);
    await expectRefused((lang) => confirm(ctx, b.token, buyNow(s!, 1, { usePoints: 510 }), { lang }), '本单最多可使用500积分', 'At most 500 points can be used on this order');
    const used = await confirm(ctx, b.token, buyNow(s!, 1, { usePoints: 500 }));
    expect(used.statusCode, used.body).toBe(200);
    const c = used.json();
    expect(c.points).toMatchObject({ balance: 1300, maxUsable: 500, used: 500, deduction: 500 });
    expect(c.shopOrders[0].pointsDiscount).toBe(500);
    expect(c.actualTotal).toBe(1000 - 500 + c.freight);
    expect(c.shopOrders[0].items[0].discountAmount).toBe(500);
    const sub = await submit(ctx, b.token, c.submitToken);
    expect(sub.statusCode, sub.body).toBe(200);
    const o = await orderRow(sub.json().orderNumbers[0]);
    expect([o.pointsUsed, o.pointsDiscount, o.actualTotal]).toEqual([500, 500, c.actualTotal]);
    const [line] = await itemRows(o.id);
    expect([line!.pointsUsed, line!.pointsDiscount, line!.actualTotal]).toEqual([500, 500, 500]);
    await expectLedgerSums(ctx, b.userId, 800);
    const d = await get(ctx, `/p/myOrder/orderDetail?orderNumber=${o.orderNumber}`, { token: b.token });
    expect(d.json().pointsDiscount).toBe(500);
  });

  it('operator rules: rate and cap apply at checkout; invalid rules refused in zh and en', async () => {
    const admin = await adminToken(ctx);
    await expectRefused((lang) => put(ctx, '/p/admin/points/checkoutRules', { pointsPerYuan: 5, maxSharePercent: 50, yuanPerPoint: 1, reviewPoints: 10 }, { token: admin, lang }),
      '积分规则无效：每元10至1000积分，抵扣比例0至100%，每1至10000元得1积分，评价奖励0至10000积分', 'Invalid points rules: 10 to 1000 points a yuan, 0 to 100% of the goods, 1 point per 1 to 10,000 yuan, 0 to 10,000 points a review');
    try {
      expect((await put(ctx, '/p/admin/points/checkoutRules', { pointsPerYuan: 200, maxSharePercent: 20, yuanPerPoint: 2, reviewPoints: 0 }, { token: admin })).statusCode).toBe(200);
      expect((await get(ctx, '/p/admin/points/checkoutRules', { token: admin })).json()).toEqual({ pointsPerYuan: 200, maxSharePercent: 20, yuanPerPoint: 2, reviewPoints: 0 });
      const b = await payer(ctx);
      await give(b.userId, 10_000);
      const [s] = await freshSkus(ctx, 1, { price: 1000 });
      // 20% of 10.00 yuan = 2.00 yuan = 400 points at 200 a yuan; 390 points pay 1.95 yuan
      const c = (await confirm(ctx, b.token, buyNow(s!, 1, { usePoints: 390 }))).json();
      expect(c.points).toMatchObject({ pointsPerYuan: 200, maxSharePercent: 20, maxUsable: 400, used: 390, deduction: 195 });
      await expectRefused((lang) => confirm(ctx, b.token, buyNow(s!, 1, { usePoints: 410 }), { lang }), '本单最多可使用400积分', 'At most 400 points can be used on this order');
    } finally {
      await member(ctx).orderPoints.setRules({ pointsPerYuan: 100, maxSharePercent: 50, yuanPerPoint: 1, reviewPoints: 10 });
    }
  });

  it('20 racing submits spending the same points: 10 win, the rest roll back with points.insufficient, the ledger sums', async () => {
    const b = await payer(ctx);
    await give(b.userId, 1000);
    const [s] = await freshSkus(ctx, 1, { price: 1000, stock: 100 });
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) {
      const c = await confirm(ctx, b.token, buyNow(s!, 1, { usePoints: 100 }));
      expect(c.statusCode, c.body).toBe(200);
      tokens.push(c.json().submitToken);
    }
    const results = await Promise.all(tokens.map((t) => submit(ctx, b.token, t, {}, { lang: 'en' })));
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(ok.length).toBe(10);
    for (const r of refused) expect([r.statusCode, r.json().message]).toEqual([400, 'Not enough points. Your points: 0']);
    await expectLedgerSums(ctx, b.userId, 0);
    const orders = await ctx().database.db.select().from(schema.orders).where(eq(schema.orders.userId, b.userId));
    expect(orders.length).toBe(10); // the refused submits made no order and reserved no stock
    expect(orders.reduce((t, o) => t + o.pointsUsed, 0)).toBe(1000);
    const [sku] = await ctx().database.db.select().from(schema.sku).where(eq(schema.sku.id, s!.skuId));
    expect(sku!.stock).toBe(90);
  });

  it('cancel and unpaid expiry give the points back with their original expiry', async () => {
    const b = await payer(ctx);
    const lot = await give(b.userId, 1000);
    const [s] = await freshSkus(ctx, 1, { price: 1000 });
    const place = async () => {
      const c = await confirm(ctx, b.token, buyNow(s!, 1, { usePoints: 300 }));
      const r = await submit(ctx, b.token, c.json().submitToken);
      expect(r.statusCode, r.body).toBe(200);
      return r.json().orderNumbers[0] as string;
    };
    const first = await place();
    await expectLedgerSums(ctx, b.userId, 700);
    expect((await call(ctx, 'PUT', `/p/myOrder/cancel/${first}`, {}, { token: b.token })).statusCode).toBe(200);
    await expectLedgerSums(ctx, b.userId, 1000);
    const back = await ctx().database.db.select().from(schema.pointsLot).where(eq(schema.pointsLot.ref, `giveBack:cancel:${first}`));
    expect(back.map((l) => [l.amount, l.expiresAt.getTime()])).toEqual([[300, lot.expiresAt!.getTime()]]);
    const second = await place();
    await expectLedgerSums(ctx, b.userId, 700);
    ctx().clock.advance(ctx().app.services.order.config.payTimeoutMs + 1000);
    await ctx().app.services.order.sweepDue(ctx().clock.now());
    expect((await orderRow(second)).status).toBe(ORDER_STATUS.canceled);
    await expectLedgerSums(ctx, b.userId, 1000);
    // a second release path run (a retry) gives nothing twice
    await ctx().database.db.transaction((tx) => member(ctx).orderPoints.giveBack(tx, { userId: b.userId, orderNumber: second, key: `cancel:${second}` }));
    await expectLedgerSums(ctx, b.userId, 1000);
  });

  it('partial refunds give back the refunded units\' share of the points; the last one the rest', async () => {
    const shop = await seller(ctx);
    const { prodId, skuIds } = await createProduct(ctx, shop);
    await ctx().app.services.order.ensureDefaultFreight();
    const b = await payer(ctx, 10_000_000);
    await give(b.userId, 1000);
    const basketId = await addToCart(ctx, b.token, { prodId, skuId: skuIds[0]!, shopId: shop.shopId }, 3);
    const c = await confirm(ctx, b.token, { basketIds: [basketId], usePoints: 1000 });
    expect(c.statusCode, c.body).toBe(200);
    const orderNumber = (await submit(ctx, b.token, c.json().submitToken)).json().orderNumbers[0] as string;
    expect((await balancePay(ctx, b.token, [orderNumber])).statusCode).toBe(200);
    await expectLedgerSums(ctx, b.userId, 0);
    const o = await orderRow(orderNumber);
    const [line] = await itemRows(o.id);
    expect(line!.pointsUsed).toBe(1000);
    const sale = { seller: shop, buyer: b, orderNumber, itemIds: [line!.id], skuIds, prodId };
    const one = await options(ctx, b.token, orderNumber, [line!.id]);
    const sn1 = await applied(ctx, sale, { mode: 1, cargoStatus: 0, reason: 'other', items: [{ itemId: line!.id, count: 1 }], amount: Math.floor(one.lines[0].refundableAmount / 3) });
    expect((await shop.api('POST', `/refunds/${sn1}/accept`, {})).statusCode).toBe(200);
    expect((await refundDetail(ctx, b.token, sn1)).status).toBe(REFUND_STATUS.refunded);
    await expectLedgerSums(ctx, b.userId, 333); // floor(1000 × 1 / 3)
    const back = await ctx().database.db.select().from(schema.pointsLot).where(eq(schema.pointsLot.ref, `giveBack:refund:${sn1}`));
    expect(back.reduce((t, l) => t + l.amount, 0)).toBe(333);
    const rest = await options(ctx, b.token, orderNumber, [line!.id]);
    const sn2 = await applied(ctx, sale, { mode: 1, cargoStatus: 0, reason: 'other', items: [{ itemId: line!.id, count: 2 }], amount: rest.lines[0].refundableAmount });
    expect((await shop.api('POST', `/refunds/${sn2}/accept`, {})).statusCode).toBe(200);
    await expectLedgerSums(ctx, b.userId, 1000);
    expect((await orderRow(orderNumber)).status).toBe(ORDER_STATUS.canceled);
  });

  it('completion earns once: the sweeper racing the last review; refunds before completion earn nothing', async () => {
    const o = await bought(ctx, { counts: [3], receive: true });
    const order = await orderRow(o.orderNumber);
    const first = await options(ctx, o.buyer.token, o.orderNumber, [o.itemIds[0]!]);
    const refundedAmount = Math.floor(first.lines[0].refundableAmount / 3);
    const sn = await applied(ctx, o, { items: [{ itemId: o.itemIds[0], count: 1 }], reason: 'quality', amount: refundedAmount });
    expect((await o.seller.api('POST', `/refunds/${sn}/accept`, {})).statusCode).toBe(200);
    ctx().clock.advance(ctx().app.services.order.config.completeAfterMs + 1000);
    const evaluation = ctx().app.services.order.evaluation;
    const review = () => ctx().database.db.transaction(async (tx) => evaluation.markReviewed(tx, await evaluation.lockLine(tx, o.buyer.userId, o.itemIds[0]!)));
    const [swept, reviewed] = await Promise.all([ctx().app.services.order.sweepDue(ctx().clock.now()), review()]);
    expect(swept.completed + (reviewed.evaluated ? 1 : 0)).toBe(1);
    const rows = await earnedRows(o.orderNumber);
    expect(rows.map((r) => r.amount)).toEqual([Math.floor((order.actualTotal - refundedAmount) / 100)]);
    await expectLedgerSums(ctx, o.buyer.userId, rows[0]!.amount);
    // another sweep finds nothing more to earn
    await ctx().app.services.order.sweepDue(ctx().clock.now());
    expect((await earnedRows(o.orderNumber)).length).toBe(1);
  });
});
