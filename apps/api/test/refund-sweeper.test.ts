// Timed after-sales moves by the app clock (ManualClock) on both engines: the seller's silence accepts, a return
// never shipped back closes, a return never confirmed counts as received and pays, a refused request left alone
// closes; nothing moves before its deadline or twice; a payout cut off after its transition is finished by the sweep.
// And orders finish: a received order completes 7 days after receipt and can then be deleted by its buyer.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import { ORDER_STATUS, REFUND_LIMITS, REFUND_STATUS } from '@mall/shared';
import { call, get } from './account-helpers';
import { describeEachEngine } from './harness';
import { stockOf } from './order-helpers';
import { balanceOf } from './payment-helpers';
import { applied, buyerAct, bought, options, refundDetail, requestRow, RETURN_ADDRESS } from './refund-helpers';

const DAY = 24 * 3600_000;

describeEachEngine('after-sales: timed moves', (ctx) => {
  const sweep = () => ctx().app.services.sweepers.find((s) => s.name === 'after-sales')!.run(ctx().clock.now()) as Promise<Record<string, number>>;
  const status = async (token: string, sn: string) => (await refundDetail(ctx, token, sn)).status as number;

  it('an unanswered refund is accepted and paid after the seller\'s reply window, not before', async () => {
    const o = await bought(ctx, { receive: true });
    const before = await balanceOf(ctx, o.buyer.token);
    const max = (await options(ctx, o.buyer.token, o.orderNumber)).maxAmount as number;
    const sn = await applied(ctx, o, { amount: max });
    expect((await refundDetail(ctx, o.buyer.token, sn)).deadline).toBe(new Date(ctx().clock.now().getTime() + REFUND_LIMITS.sellerReplyDays * DAY).toISOString());
    ctx().clock.advance(REFUND_LIMITS.sellerReplyDays * DAY - 60_000);
    await sweep();
    expect(await status(o.buyer.token, sn)).toBe(REFUND_STATUS.applied);
    ctx().clock.advance(120_000);
    const r = await sweep();
    expect(r.autoAccepted).toBeGreaterThanOrEqual(1);
    const d = await refundDetail(ctx, o.buyer.token, sn);
    expect(d.status).toBe(REFUND_STATUS.refunded);
    expect(d.timeline.find((t: { status: number }) => t.status === REFUND_STATUS.accepted).actor).toBe('system');
    expect(await balanceOf(ctx, o.buyer.token)).toBe(before + max);
    expect((await sweep()).autoAccepted).toBe(0);
  });

  it('an accepted return never shipped back closes; its line can be asked for again', async () => {
    const o = await bought(ctx, { receive: true });
    const max = (await options(ctx, o.buyer.token, o.orderNumber)).maxAmount as number;
    const sn = await applied(ctx, o, { mode: 2, amount: max });
    ctx().clock.advance(REFUND_LIMITS.sellerReplyDays * DAY + 1000);
    await sweep(); // auto-accepted: the shop's own address is where the goods go
    const d = await refundDetail(ctx, o.buyer.token, sn);
    expect(d.status).toBe(REFUND_STATUS.accepted);
    expect(d.returnAddress.receiver).not.toBe('');
    ctx().clock.advance(REFUND_LIMITS.buyerShipDays * DAY + 1000);
    expect((await sweep()).closedOverdue).toBeGreaterThanOrEqual(1);
    expect(await status(o.buyer.token, sn)).toBe(REFUND_STATUS.closed);
    expect((await options(ctx, o.buyer.token, o.orderNumber)).lines[0].refundableCount).toBe(1);
  });

  it('a return shipped back and never confirmed counts as received: stock back and money paid', async () => {
    const o = await bought(ctx, { counts: [2], receive: true });
    const before = await balanceOf(ctx, o.buyer.token);
    const stock = await stockOf(ctx, o.skuIds[0]!);
    const max = (await options(ctx, o.buyer.token, o.orderNumber)).maxAmount as number;
    const sn = await applied(ctx, o, { mode: 2, amount: max });
    expect((await o.seller.api('POST', `/refunds/${sn}/accept`, { returnAddress: RETURN_ADDRESS })).statusCode).toBe(200);
    expect((await buyerAct(ctx, o.buyer.token, sn, 'ship-back', { companyCode: 'YTO', waybillNo: 'YT100200300' })).statusCode).toBe(200);
    ctx().clock.advance(9 * DAY);
    await sweep();
    expect(await status(o.buyer.token, sn)).toBe(REFUND_STATUS.buyerShipped);
    ctx().clock.advance(1 * DAY + 1000);
    expect((await sweep()).autoReceived).toBe(1);
    expect(await status(o.buyer.token, sn)).toBe(REFUND_STATUS.refunded);
    expect(await stockOf(ctx, o.skuIds[0]!)).toBe(stock + 2);
    expect(await balanceOf(ctx, o.buyer.token)).toBe(before + max);
  });

  it('a refused request neither edited nor escalated closes after 7 days', async () => {
    const o = await bought(ctx, { receive: true });
    const sn = await applied(ctx, o, { amount: 100 });
    expect((await o.seller.api('POST', `/refunds/${sn}/refuse`, { reason: '商品无质量问题' })).statusCode).toBe(200);
    const d = await refundDetail(ctx, o.buyer.token, sn);
    expect(d.refuseReason).toBe('商品无质量问题');
    expect(d.actions).toEqual(['edit', 'withdraw', 'escalate']);
    ctx().clock.advance(7 * DAY + 1000);
    expect((await sweep()).closedRefused).toBeGreaterThanOrEqual(1);
    expect(await status(o.buyer.token, sn)).toBe(REFUND_STATUS.closed);
  });

  it('a payout cut off after its transition (money due, never started) is finished by the sweep, once', async () => {
    const o = await bought(ctx, { receive: true });
    const before = await balanceOf(ctx, o.buyer.token);
    const sn = await applied(ctx, o, { amount: 150 });
    const r = await requestRow(ctx, sn);
    const now = ctx().clock.now();
    // what a process killed right after the accept transition leaves behind
    await ctx().database.db.update(schema.refundRequest).set({ status: REFUND_STATUS.accepted, payDueAt: now, deadlineAt: null }).where(eq(schema.refundRequest.id, r.id));
    expect(await balanceOf(ctx, o.buyer.token)).toBe(before);
    const first = await sweep();
    expect(first.paid).toBe(1);
    expect(await status(o.buyer.token, sn)).toBe(REFUND_STATUS.refunded);
    expect(await balanceOf(ctx, o.buyer.token)).toBe(before + 150);
    expect((await sweep()).paid).toBe(0);
    expect(await balanceOf(ctx, o.buyer.token)).toBe(before + 150);
  });
});

describeEachEngine('orders finish', (ctx) => {
  it('a received order completes 7 days after receipt (not before) and its buyer can then delete it', async () => {
    const o = await bought(ctx, { receive: true });
    const orderStatus = async () => (await get(ctx, `/p/myOrder/orderDetail?orderNumber=${o.orderNumber}`, { token: o.buyer.token })).json().status;
    expect(await orderStatus()).toBe(ORDER_STATUS.pendingEvaluation);
    expect((await call(ctx, 'DELETE', `/p/myOrder/${o.orderNumber}`, undefined, { token: o.buyer.token })).statusCode).toBe(400);
    ctx().clock.advance(7 * DAY - 60_000);
    expect((await ctx().app.services.order.sweepDue(ctx().clock.now())).completed).toBe(0);
    expect(await orderStatus()).toBe(ORDER_STATUS.pendingEvaluation);
    ctx().clock.advance(120_000);
    expect((await ctx().app.services.order.sweepDue(ctx().clock.now())).completed).toBeGreaterThanOrEqual(1);
    expect(await orderStatus()).toBe(ORDER_STATUS.completed);
    expect((await ctx().app.services.order.sweepDue(ctx().clock.now())).completed).toBe(0);
    const del = await call(ctx, 'DELETE', `/p/myOrder/${o.orderNumber}`, undefined, { token: o.buyer.token });
    expect(del.statusCode, del.body).toBe(200);
    expect((await get(ctx, `/p/myOrder/orderDetail?orderNumber=${o.orderNumber}`, { token: o.buyer.token })).statusCode).toBe(404);
  });
});
