// Points earned by reviews, and earned points taken back by refunds after completion, on both engines (issue 14,
// decision 019): a line's first review earns the operator's review points once (racing reviews of one line give one
// lot); an order completed by its last review earns its points, and each later refund takes back the share it no
// longer pays for, the shares of a full refund adding up to exactly what was earned; a take-back never makes the
// balance negative (points spent stay spent); two refunds settling at once take back once each; the records show
// the take-back as its own kind.
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import { ORDER_STATUS } from '@mall/shared';
import { get } from './account-helpers';
import { describeEachEngine } from './harness';
import { expectLedgerSums, member, spend } from './points-helpers';
import { applied, bought, options, type Bought } from './refund-helpers';
import { orderStatus, reviewBody, writeReview } from './review-helpers';

describeEachEngine('points: reviews and take-back on refund', (ctx) => {
  const rows = (userId: number, type: schema.PointsLogType) => ctx().database.db.select().from(schema.pointsLog)
    .where(and(eq(schema.pointsLog.userId, userId), eq(schema.pointsLog.type, type))).orderBy(schema.pointsLog.id);
  const earnedBy = async (o: Bought) => (await rows(o.buyer.userId, 'earned')).filter((r) => r.source === 'orderComplete' && r.ref === o.orderNumber);
  const reclaimed = async (o: Bought) => (await rows(o.buyer.userId, 'reclaimed')).reduce((s, r) => s - r.amount, 0);
  const reviewPoints = async () => (await member(ctx).orderPoints.rules()).reviewPoints;

  /** A received order of `counts` units, completed by reviewing every line: answers it with the points it earned. */
  async function completed(counts = [3]) {
    const o = await bought(ctx, { counts, receive: true });
    for (const itemId of o.itemIds) expect((await writeReview(ctx, o.buyer.token, reviewBody(itemId))).statusCode).toBe(200);
    expect(await orderStatus(ctx, o.buyer.token, o.orderNumber)).toBe(ORDER_STATUS.evaluated);
    const [earned] = await earnedBy(o);
    expect(earned?.amount).toBeGreaterThan(0);
    return { o, earned: earned!.amount, basis: earned!.basis! };
  }

  /** A refund request of `count` units of line `i` (refund only: the money lands when the seller accepts). */
  async function refunded(o: Bought, count: number, i = 0) {
    const opts = await options(ctx, o.buyer.token, o.orderNumber, [o.itemIds[i]!]);
    const line = opts.lines[0];
    const amount = count === line.refundableCount ? line.refundableAmount : Math.floor((line.refundableAmount * count) / line.refundableCount);
    const sn = await applied(ctx, o, { items: [{ itemId: o.itemIds[i], count }], reason: 'quality', cargoStatus: 0, amount });
    return { sn, amount };
  }
  const accept = (o: Bought, sn: string) => o.seller.api('POST', `/refunds/${sn}/accept`, {});

  it("a line's first review earns the review points once, even racing; none when the operator sets 0", async () => {
    const per = await reviewPoints();
    expect(per).toBeGreaterThan(0);
    const o = await bought(ctx, { counts: [1, 1], receive: true });
    const answers = await Promise.all(Array.from({ length: 6 }, () => writeReview(ctx, o.buyer.token, reviewBody(o.itemIds[0]!))));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const forReviews = (await rows(o.buyer.userId, 'earned')).filter((r) => r.source === 'review');
    expect(forReviews.map((r) => [r.amount, r.ref])).toEqual([[per, o.orderNumber]]);
    const rules = await member(ctx).orderPoints.rules();
    try {
      await member(ctx).orderPoints.setRules({ ...rules, reviewPoints: 0 });
      expect((await writeReview(ctx, o.buyer.token, reviewBody(o.itemIds[1]!))).statusCode).toBe(200);
      expect((await rows(o.buyer.userId, 'earned')).filter((r) => r.source === 'review')).toHaveLength(1);
    } finally {
      await member(ctx).orderPoints.setRules(rules);
    }
    // the second review completed the order: it earned for what was paid, beside the review's points
    const [earned] = await earnedBy(o);
    await expectLedgerSums(ctx, o.buyer.userId, per + earned!.amount);
  });

  it('refunds after completion take back the share they no longer pay for; every unit refunded, all taken back (freight too)', async () => {
    const { o, earned, basis } = await completed([3]);
    const per = await reviewPoints();
    const one = await refunded(o, 1);
    expect((await accept(o, one.sn)).statusCode).toBe(200);
    const first = earned - Math.floor((earned * (basis - one.amount)) / basis);
    expect(await reclaimed(o)).toBe(first);
    await expectLedgerSums(ctx, o.buyer.userId, per + earned - first);
    const rest = await refunded(o, 2);
    expect((await accept(o, rest.sn)).statusCode).toBe(200);
    expect(await reclaimed(o)).toBe(earned);
    await expectLedgerSums(ctx, o.buyer.userId, per);
    // the records show the take-backs as their own kind, with the order
    const page = (await get(ctx, '/p/points/records?type=reclaimed&current=1&size=10', { token: o.buyer.token })).json();
    expect(page.records.map((r: { type: string; ref: string }) => [r.type, r.ref])).toEqual([['reclaimed', o.orderNumber], ['reclaimed', o.orderNumber]]);
    expect(page.records.reduce((s: number, r: { amount: number }) => s + r.amount, 0)).toBe(-earned);
  });

  it('a take-back never makes the balance negative: points already spent stay spent', async () => {
    const { o, earned } = await completed([2]);
    const balance = await member(ctx).ledger.balanceOf(o.buyer.userId);
    await spend(ctx, o.buyer.userId, balance - 1);
    const all = await refunded(o, 2);
    expect((await accept(o, all.sn)).statusCode).toBe(200);
    expect(await reclaimed(o)).toBe(Math.min(1, earned));
    await expectLedgerSums(ctx, o.buyer.userId, 0);
  });

  it('two refunds of one order settling at once take back once each, adding up to what was earned', async () => {
    const { o, earned } = await completed([2, 2]);
    const a = await refunded(o, 2, 0);
    const b = await refunded(o, 2, 1);
    const answers = await Promise.all([accept(o, a.sn), accept(o, b.sn), accept(o, a.sn), accept(o, b.sn)]);
    expect(answers.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(2);
    expect(await reclaimed(o)).toBe(earned);
    expect((await rows(o.buyer.userId, 'reclaimed')).length).toBeLessThanOrEqual(2);
    await expectLedgerSums(ctx, o.buyer.userId, 2 * (await reviewPoints()));
  });

  it('a refund before completion takes nothing back: the earning counts it', async () => {
    const o = await bought(ctx, { counts: [2], receive: true });
    const r = await refunded(o, 1);
    expect((await accept(o, r.sn)).statusCode).toBe(200);
    expect(await reclaimed(o)).toBe(0);
    expect((await writeReview(ctx, o.buyer.token, reviewBody(o.itemIds[0]!))).statusCode).toBe(200);
    const [earned] = await earnedBy(o);
    expect(earned?.basis).toBe((await ctx().database.db.select().from(schema.orders).where(eq(schema.orders.orderNumber, o.orderNumber)))[0]!.actualTotal - r.amount);
    expect(await reclaimed(o)).toBe(0);
  });
});
