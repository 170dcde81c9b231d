// Racing after-sales requests on both engines: applications for one line never ask for more than was paid; the
// seller's accept, the buyer's withdraw and the sweeper's auto-accept on one request give one outcome; the money of a
// request goes back once when the seller, the sweeper's payout retry and repeated pay() calls race (balance and QR).
import { and, eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import { REFUND_LIMITS, REFUND_STATUS } from '@mall/shared';
import { describeEachEngine } from './harness';
import { balanceOf, expectLedgerConsistent, sandboxConfirm, wxPay } from './payment-helpers';
import { apply, applyBody, applied, buyerAct, bought, options, refundDetail, requestRow } from './refund-helpers';
import { call, post } from './account-helpers';
import { addToCart } from './order-helpers';
import { payer } from './payment-helpers';
import { createProduct, seller } from './seller-helpers';

const DAY = 24 * 3600_000;

describeEachEngine('after-sales: races', (ctx) => {
  it('eight racing applications for one line: one is taken, the rest refused, never more than was paid', async () => {
    const o = await bought(ctx, { counts: [2], receive: true });
    const max = (await options(ctx, o.buyer.token, o.orderNumber, [o.itemIds[0]!])).lines[0].refundableAmount as number;
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) =>
      apply(ctx, o.buyer.token, applyBody(o.orderNumber, { items: [{ itemId: o.itemIds[0], count: 1 + (i % 2) }], amount: i % 2 ? max : Math.floor(max / 2) }))));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400, 400, 400].sort());
    expect(ok).toHaveLength(1);
    const taken = await ctx().database.db.select().from(schema.refundItem).where(and(eq(schema.refundItem.orderItemId, o.itemIds[0]!), eq(schema.refundItem.state, 'open')));
    expect(taken).toHaveLength(1);
    expect(taken[0]!.amount).toBeLessThanOrEqual(max);
  });

  it('two lines asked for at once by racing requests: both taken, each within its own line', async () => {
    const o = await bought(ctx, { counts: [1, 1], receive: true });
    const opts = await options(ctx, o.buyer.token, o.orderNumber);
    const [a, b] = await Promise.all(o.itemIds.map((itemId, i) =>
      apply(ctx, o.buyer.token, applyBody(o.orderNumber, { items: [{ itemId, count: 1 }], amount: opts.lines[i].refundableAmount }))));
    expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
  });

  it('accept, withdraw and the sweeper\'s auto-accept racing on one request: one outcome, money at most once', async () => {
    for (let round = 0; round < 3; round++) {
      const o = await bought(ctx, { counts: [1], receive: true });
      const before = await balanceOf(ctx, o.buyer.token);
      const max = (await options(ctx, o.buyer.token, o.orderNumber)).maxAmount as number;
      const sn = await applied(ctx, o, { amount: max });
      ctx().clock.advance(REFUND_LIMITS.sellerReplyDays * DAY + 1000);
      const results = await Promise.allSettled([
        o.seller.api('POST', `/refunds/${sn}/accept`, {}),
        buyerAct(ctx, o.buyer.token, sn, 'withdraw'),
        ctx().app.services.sweepers.find((s) => s.name === 'after-sales')!.run(ctx().clock.now()),
        o.seller.api('POST', `/refunds/${sn}/accept`, {}),
      ]);
      expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
      const d = await refundDetail(ctx, o.buyer.token, sn);
      const log = d.timeline.map((t: { status: number }) => t.status);
      if (d.status === REFUND_STATUS.withdrawn) {
        expect(log).toEqual([10, 70]);
        expect(await balanceOf(ctx, o.buyer.token)).toBe(before);
      } else {
        expect(d.status).toBe(REFUND_STATUS.refunded);
        expect(log).toEqual([10, 20, 50]);
        expect(await balanceOf(ctx, o.buyer.token)).toBe(before + max);
      }
      const rows = await ctx().database.db.select().from(schema.paymentRefund).where(eq(schema.paymentRefund.idemKey, `aftersale:${sn}`));
      expect(rows.length).toBe(d.status === REFUND_STATUS.refunded ? 1 : 0);
      await expectLedgerConsistent(ctx, o.buyer.userId);
    }
  });

  it('a return received by the seller while the sweeper retries payouts, pay() is called again and the provider\'s notification arrives: one refund (QR payment)', async () => {
    const shop = await seller(ctx);
    const { prodId, skuIds } = await createProduct(ctx, shop);
    await ctx().app.services.order.ensureDefaultFreight();
    const b = await payer(ctx);
    const basketId = await addToCart(ctx, b.token, { prodId, skuId: skuIds[0]!, shopId: shop.shopId }, 1);
    const c = await post(ctx, '/p/order/confirm', { basketIds: [basketId] }, { token: b.token });
    const orderNumber = (await post(ctx, '/p/order/submit', { submitToken: c.json().submitToken }, { token: b.token })).json().orderNumbers[0];
    const pay = (await wxPay(ctx, b.token, [orderNumber])).json();
    expect((await sandboxConfirm(ctx, pay.codeUrl)).statusCode).toBe(200);
    await ctx().app.services.order.ship(orderNumber, [{ companyCode: 'SF', waybillNo: `SF${orderNumber}` }], { shopId: shop.shopId });
    expect((await call(ctx, 'PUT', `/p/myOrder/receipt/${orderNumber}`, {}, { token: b.token })).statusCode).toBe(200);
    const max = (await options(ctx, b.token, orderNumber)).maxAmount as number;
    const ap = await apply(ctx, b.token, applyBody(orderNumber, { mode: 2, amount: max }));
    expect(ap.statusCode, ap.body).toBe(200);
    const sn = ap.json().refundSn as string;
    expect((await shop.api('POST', `/refunds/${sn}/accept`, { returnAddress: { receiver: '店长', mobile: '13900139000', address: '上海' } })).statusCode).toBe(200);
    expect((await buyerAct(ctx, b.token, sn, 'ship-back', { companyCode: 'SF', waybillNo: 'SF1' })).statusCode).toBe(200);
    const svc = ctx().app.services.refund;
    const row = await requestRow(ctx, sn);
    const results = await Promise.allSettled([
      shop.api('POST', `/refunds/${sn}/receive`),
      svc.payout.sweepPayouts(new Date(ctx().clock.now().getTime() + 1000)),
      (async () => {
        const r = await requestRow(ctx, sn);
        await svc.payout.pay({ ...r, payDueAt: r.payDueAt ?? ctx().clock.now() });
      })(),
      svc.payout.settle(row.id),
      // the provider's refund notification arriving at the same time (payment.onRefundFinished)
      (async () => {
        const [pr] = await ctx().database.db.select().from(schema.paymentRefund).where(eq(schema.paymentRefund.idemKey, `aftersale:${sn}`));
        if (pr) await svc.payout.onPaymentRefundFinished(pr);
      })(),
    ]);
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    await svc.payout.sweepPayouts(new Date(ctx().clock.now().getTime() + 1000));
    const d = await refundDetail(ctx, b.token, sn);
    expect(d.status).toBe(REFUND_STATUS.refunded);
    const refunds = await ctx().database.db.select().from(schema.paymentRefund).where(like(schema.paymentRefund.idemKey, `aftersale:${sn}`));
    expect(refunds).toHaveLength(1);
    const [prepay] = await ctx().database.db.select().from(schema.paymentSandboxPrepay).where(eq(schema.paymentSandboxPrepay.outTradeNo, pay.payNo));
    expect(prepay!.refunded).toBe(max);
    expect(d.timeline.filter((t: { status: number }) => t.status === REFUND_STATUS.refunded)).toHaveLength(1);
  });
});
