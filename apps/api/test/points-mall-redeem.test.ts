// The points mall on both engines (issue 14, decision 022): the console's setup and its rules, the public list and
// detail, redeeming as an order of type POINTS (points only: paid at once; points + cash: through the payment), the
// rules with their zh/en messages (too few points, sold out, the per-user limit, off shelf), and under racing: 50
// buyers for the last unit, one buyer's 20 parallel redeems with points for some, the per-user limit; cancel and
// unpaid expiry give points and stock back once; a refund gives the points back.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import { ORDER_STATUS, ORDER_TYPE, PAY_TYPE, REFUND_STATUS } from '@mall/shared';
import { call, expectRefused, get, put } from './account-helpers';
import { describeEachEngine } from './harness';
import { balancePay, payer } from './payment-helpers';
import { earn, expectLedgerSums } from './points-helpers';
import {
  confirmRedeem, orderRow, pointsProduct, productBody, productRow, publicDetail, redeem, redeemer, submitRedeem,
} from './points-mall-helpers';
import { applied, options, refundDetail } from './refund-helpers';
import { createProduct, seller } from './seller-helpers';
import { adminToken } from './store-helpers';
import { freshSkus } from './order-helpers';

describeEachEngine('points mall: redeem', (ctx) => {
  it('console: rules refused in zh and en; created, listed by points range and sort, edited and put off shelf', async () => {
    const admin = await adminToken(ctx);
    const [s] = await freshSkus(ctx, 1);
    const create = (over: Record<string, unknown>, lang: string) => call(ctx, 'POST', '/p/admin/pointsMall/prods', productBody(s!.skuId, over), { token: admin, lang });
    await expectRefused((lang) => create({ points: 505 }, lang), '所需积分须为10的整数倍', 'The points must be a multiple of 10');
    await expectRefused((lang) => create({ nameEn: '  ' }, lang), '请填写积分商品的中英文名称（不超过60个字），描述不超过2000个字', 'Please enter the product name in Chinese and English (at most 60 characters) and a description of at most 2000');
    await expectRefused((lang) => create({ pics: [] }, lang), '请上传1至9张商品图片', 'Please upload 1 to 9 product images');
    await expectRefused((lang) => create({ perUserLimit: 0 }, lang), '现金、库存、每人限兑和排序须为有效的非负整数，每人限兑至少1件', 'Cash, stock, per-person limit and sort must be valid whole numbers; the limit is at least 1');
    await expectRefused((lang) => create({ skuId: 2_000_000_000 }, lang), '关联的商品规格不存在', 'The linked product SKU does not exist');

    const cheap = await pointsProduct(ctx, { points: 90_010, nameZh: '便宜', nameEn: 'Cheap' });
    const dear = await pointsProduct(ctx, { points: 90_500, cash: 1990, nameZh: '贵', nameEn: 'Dear' });
    const list = async (q: string, max = 91_000) => (await get(ctx, `/pointsMall/prods?minPoints=90000&maxPoints=${max}${q}`, { lang: 'en' })).json();
    const asc = await list('&sort=1');
    expect(asc.records.map((r: { prodId: number }) => r.prodId)).toEqual([cheap.prodId, dear.prodId]);
    expect(asc.records[1]).toMatchObject({ name: 'Dear', points: 90_500, cash: 1990, stock: 10, totalStock: 10, perUserLimit: 5 });
    expect((await list('&sort=2')).records.map((r: { prodId: number }) => r.prodId)).toEqual([dear.prodId, cheap.prodId]);
    expect((await list('&sort=1', 90_100)).records.map((r: { prodId: number }) => r.prodId)).toEqual([cheap.prodId]);

    // 2 units taken, then stock set to 5 left: the total becomes 7
    const b = await redeemer(ctx, 200_000);
    await redeem(ctx, b.token, cheap.prodId, 2);
    const edited = await put(ctx, `/p/admin/pointsMall/prods/${cheap.prodId}`, productBody(s!.skuId, { points: 90_010, stock: 5, status: 0, nameZh: '便宜', nameEn: 'Cheap' }), { token: admin });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ stock: 5, totalStock: 7, status: 0 });
    expect((await list('&sort=1')).records.map((r: { prodId: number }) => r.prodId)).toEqual([dear.prodId]);
    const d = await publicDetail(ctx, cheap.prodId, 'en');
    expect(d.json()).toMatchObject({ onShelf: false, name: 'Cheap', description: 'For points', pics: ['/uploads/demo/prod/1-1.webp'] });
    await expectRefused((lang) => confirmRedeem(ctx, b.token, cheap.prodId, 1, { lang }), '该积分商品已下架', 'This points product is no longer offered');
    expect((await publicDetail(ctx, 2_000_000_000)).statusCode).toBe(404);
    const page = (await get(ctx, '/p/admin/pointsMall/prods?name=Cheap', { token: admin })).json();
    expect(page.records[0]).toMatchObject({ prodId: cheap.prodId, status: 0, skuId: s!.skuId });
  });

  it('points only: no freight, paid at once with the points (pending delivery, type points); the rules fire in zh and en', async () => {
    const { prodId, skuId } = await pointsProduct(ctx, { points: 300, stock: 3, perUserLimit: 2 });
    const b = await redeemer(ctx, 1000);
    const c = await confirmRedeem(ctx, b.token, prodId, 2);
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json()).toMatchObject({ actualTotal: 0, freight: 0, productTotal: 0 });
    const sub = await submitRedeem(ctx, b.token, c.json().submitToken, {}, { remarks: [{ shopId: c.json().shopOrders[0].shopId, remarks: '周末送货' }] });
    expect(sub.statusCode, sub.body).toBe(200);
    const o = await orderRow(ctx, sub.json().orderNumbers[0]);
    expect([o.orderType, o.status, o.pointsUsed, o.actualTotal, o.payType, o.remarks]).toEqual([ORDER_TYPE.points, ORDER_STATUS.pendingDelivery, 600, 0, PAY_TYPE.points, '周末送货']);
    await expectLedgerSums(ctx, b.userId, 400);
    expect((await productRow(ctx, prodId)).stock).toBe(1);
    const [line] = await ctx().database.db.select().from(schema.orderItem).where(eq(schema.orderItem.orderId, o.id));
    expect([line!.skuId, line!.pointsUsed, line!.actualTotal]).toEqual([skuId, 600, 0]);
    const mine = (await get(ctx, '/p/myOrder/myOrder?status=0', { token: b.token })).json();
    expect(mine.records[0]).toMatchObject({ orderNumber: o.orderNumber, orderType: ORDER_TYPE.points, pointsUsed: 600, status: ORDER_STATUS.pendingDelivery });
    // the shop ships it like any order
    await ctx().app.services.order.ship(o.orderNumber, [{ companyCode: 'SF', waybillNo: `SF${o.orderNumber}` }], { shopId: o.shopId });
    expect((await orderRow(ctx, o.orderNumber)).status).toBe(ORDER_STATUS.shipped);

    await expectRefused((lang) => confirmRedeem(ctx, b.token, prodId, 1, { lang }), '超出每人限兑数量（每人限兑2件）', 'You have reached the redemption limit of this product (2 per person)');
    const other = await redeemer(ctx, 250);
    await expectRefused((lang) => confirmRedeem(ctx, other.token, prodId, 1, { lang }), '积分不足，兑换需要300积分，当前积分：250', 'Not enough points: this redemption needs 300 points, you have 250');
    await earn(ctx, other.userId, 1000);
    await expectRefused((lang) => confirmRedeem(ctx, other.token, prodId, 2, { lang }), '积分商品库存不足', 'Insufficient inventory of this points product');
    const unknown = await confirmRedeem(ctx, other.token, 2_000_000_000);
    expect(unknown.statusCode).toBe(404);
  });

  it('points + cash: unpaid until paid through the payment (balance); cancel and unpaid expiry give points and stock back once', async () => {
    const { prodId } = await pointsProduct(ctx, { points: 200, cash: 990, stock: 5, perUserLimit: 5 });
    const b = await payer(ctx, 1_000_00);
    await earn(ctx, b.userId, 1000);
    const first = await redeem(ctx, b.token, prodId, 2);
    const o = await orderRow(ctx, first);
    expect([o.status, o.actualTotal, o.pointsUsed, o.freight]).toEqual([ORDER_STATUS.unpaid, 1980, 400, 0]);
    await expectLedgerSums(ctx, b.userId, 600);
    const paid = await balancePay(ctx, b.token, [first]);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await orderRow(ctx, first)).status).toBe(ORDER_STATUS.pendingDelivery);

    const second = await redeem(ctx, b.token, prodId, 1);
    expect((await productRow(ctx, prodId)).stock).toBe(2);
    await expectLedgerSums(ctx, b.userId, 400);
    // the buyer's cancel racing the sweeper's expiry: one of them gives back, once
    ctx().clock.advance(ctx().app.services.order.config.payTimeoutMs + 1000);
    await Promise.all([call(ctx, 'PUT', `/p/myOrder/cancel/${second}`, {}, { token: b.token }), ctx().app.services.order.sweepDue(ctx().clock.now())]);
    expect((await orderRow(ctx, second)).status).toBe(ORDER_STATUS.canceled);
    await expectLedgerSums(ctx, b.userId, 600);
    expect((await productRow(ctx, prodId)).stock).toBe(3);
    // a retried release gives nothing twice
    const row = await orderRow(ctx, second);
    await ctx().database.db.transaction((tx) => ctx().app.services.pointsMall.source.release(tx, [row.id]));
    await ctx().database.db.transaction((tx) => ctx().app.services.member.orderPoints.giveBack(tx, { userId: b.userId, orderNumber: second, key: `cancel:${second}` }));
    expect((await productRow(ctx, prodId)).stock).toBe(3);
    await expectLedgerSums(ctx, b.userId, 600);
    // the released units count for the limit no more
    const third = await redeem(ctx, b.token, prodId, 3);
    expect((await orderRow(ctx, third)).status).toBe(ORDER_STATUS.unpaid);
    expect((await productRow(ctx, prodId)).stock).toBe(0);
  });

  it('50 buyers racing for the last unit: exactly one order, stock never negative', async () => {
    const { prodId } = await pointsProduct(ctx, { points: 100, stock: 1, perUserLimit: 1 });
    const buyers: Awaited<ReturnType<typeof redeemer>>[] = [];
    for (let i = 0; i < 50; i += 5) buyers.push(...(await Promise.all([0, 1, 2, 3, 4].map(() => redeemer(ctx, 100)))));
    const tokens = await Promise.all(buyers.map(async (b) => {
      const c = await confirmRedeem(ctx, b.token, prodId);
      expect(c.statusCode, c.body).toBe(200);
      return c.json().submitToken as string;
    }));
    const results = await Promise.all(buyers.map((b, i) => submitRedeem(ctx, b.token, tokens[i]!, { lang: 'en' })));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok.length).toBe(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect([r.statusCode, r.json().message]).toEqual([400, 'Insufficient inventory of this points product']);
    expect((await productRow(ctx, prodId)).stock).toBe(0);
    const made = await ctx().database.db.select().from(schema.pointsMallOrder).where(eq(schema.pointsMallOrder.productId, prodId));
    expect(made.length).toBe(1);
    for (const b of buyers) await expectLedgerSums(ctx, b.userId, made[0]!.userId === b.userId ? 0 : 100);
  }, 240_000); // 50 registrations: slow on a loaded machine

  it('one buyer\'s 20 parallel redeems with points for 10: 10 orders, balance never negative, the ledger sums', async () => {
    const { prodId } = await pointsProduct(ctx, { points: 100, stock: 100, perUserLimit: 99 });
    const b = await redeemer(ctx, 1000);
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) {
      const c = await confirmRedeem(ctx, b.token, prodId);
      expect(c.statusCode, c.body).toBe(200);
      tokens.push(c.json().submitToken);
    }
    const results = await Promise.all(tokens.map((t) => submitRedeem(ctx, b.token, t, { lang: 'zh' })));
    expect(results.filter((r) => r.statusCode === 200).length).toBe(10);
    // refused by the ledger's spend under the account lock, or already at the submit's quote once the balance is gone
    for (const r of results.filter((x) => x.statusCode !== 200)) expect([400, r.json().message]).toEqual([r.statusCode, expect.stringMatching(/^积分不足，(兑换需要100积分，)?当前积分：0$/)]);
    await expectLedgerSums(ctx, b.userId, 0);
    expect((await productRow(ctx, prodId)).stock).toBe(90);
    const orders = await ctx().database.db.select().from(schema.orders).where(eq(schema.orders.userId, b.userId));
    expect(orders.length).toBe(10);
    expect(orders.every((o) => o.status === ORDER_STATUS.pendingDelivery && o.pointsUsed === 100)).toBe(true);
  });

  it('the per-user limit under racing: 10 parallel redeems against a limit of 2 give 2 orders', async () => {
    const { prodId } = await pointsProduct(ctx, { points: 10, stock: 100, perUserLimit: 2 });
    const b = await redeemer(ctx, 10_000);
    const tokens: string[] = [];
    for (let i = 0; i < 10; i++) tokens.push((await confirmRedeem(ctx, b.token, prodId)).json().submitToken);
    const results = await Promise.all(tokens.map((t) => submitRedeem(ctx, b.token, t, { lang: 'en' })));
    expect(results.filter((r) => r.statusCode === 200).length).toBe(2);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json().message).toBe('You have reached the redemption limit of this product (2 per person)');
    expect((await productRow(ctx, prodId)).stock).toBe(98);
    await expectLedgerSums(ctx, b.userId, 10_000 - 20);
  });

  it('a refund of a points + cash order gives the points back', async () => {
    const shop = await seller(ctx);
    const { prodId: linked, skuIds } = await createProduct(ctx, shop);
    const { prodId } = await pointsProduct(ctx, { points: 300, cash: 500, stock: 5 }, skuIds[0]);
    const b = await payer(ctx, 1_000_00);
    await earn(ctx, b.userId, 1000);
    const orderNumber = await redeem(ctx, b.token, prodId, 2);
    expect((await balancePay(ctx, b.token, [orderNumber])).statusCode).toBe(200);
    await expectLedgerSums(ctx, b.userId, 400);
    const [line] = await ctx().database.db.select().from(schema.orderItem).where(eq(schema.orderItem.orderId, (await orderRow(ctx, orderNumber)).id));
    const sale = { seller: shop, buyer: b, orderNumber, itemIds: [line!.id], skuIds, prodId: linked };
    const opts = await options(ctx, b.token, orderNumber, [line!.id]);
    const sn = await applied(ctx, sale, { mode: 1, cargoStatus: 0, reason: 'other', items: [{ itemId: line!.id, count: 1 }], amount: opts.lines[0].refundableAmount / 2 });
    expect((await shop.api('POST', `/refunds/${sn}/accept`, {})).statusCode).toBe(200);
    expect((await refundDetail(ctx, b.token, sn)).status).toBe(REFUND_STATUS.refunded);
    await expectLedgerSums(ctx, b.userId, 700);
  });

  it('a refund of a points-only order (no money: amount 0) settles at once and gives the points back; 0 stays refused for a paid order', async () => {
    const shop = await seller(ctx);
    const { prodId: linked, skuIds } = await createProduct(ctx, shop);
    const { prodId } = await pointsProduct(ctx, { points: 400, stock: 5 }, skuIds[0]);
    const b = await redeemer(ctx, 1000);
    const orderNumber = await redeem(ctx, b.token, prodId, 2);
    expect((await orderRow(ctx, orderNumber)).status).toBe(ORDER_STATUS.pendingDelivery);
    await expectLedgerSums(ctx, b.userId, 200);
    const [line] = await ctx().database.db.select().from(schema.orderItem).where(eq(schema.orderItem.orderId, (await orderRow(ctx, orderNumber)).id));
    const sale = { seller: shop, buyer: b, orderNumber, itemIds: [line!.id], skuIds, prodId: linked };
    const opts = await options(ctx, b.token, orderNumber, [line!.id]);
    expect(opts.lines[0].refundableAmount).toBe(0);
    const sn = await applied(ctx, sale, { mode: 1, cargoStatus: 0, reason: 'other', items: [{ itemId: line!.id, count: 1 }], amount: 0 });
    expect((await shop.api('POST', `/refunds/${sn}/accept`, {})).statusCode).toBe(200);
    expect((await refundDetail(ctx, b.token, sn)).status).toBe(REFUND_STATUS.refunded);
    await expectLedgerSums(ctx, b.userId, 600);
    // a paid order's 0 is still refused (zh/en)
    const paid = await pointsProduct(ctx, { points: 100, cash: 500, stock: 5 }, skuIds[0]);
    const buyer = await payer(ctx, 1_000_00);
    await earn(ctx, buyer.userId, 1000);
    const cashOrder = await redeem(ctx, buyer.token, paid.prodId, 1);
    expect((await balancePay(ctx, buyer.token, [cashOrder])).statusCode).toBe(200);
    await expectRefused((lang) => call(ctx, 'POST', '/p/refund/apply', { orderNumber: cashOrder, items: [], mode: 1, cargoStatus: 0, reason: 'other', amount: 0, note: '', vouchers: [], mobile: '13800138000' }, { token: buyer.token, lang }),
      '请输入退款金额', 'Please enter the refund amount');
  });
});
