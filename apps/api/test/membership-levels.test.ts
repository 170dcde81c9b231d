// Membership levels and growth on both engines (issue 14, decision 023): the operator's level rules with their zh/en
// messages, the level = the highest threshold at or below the growth, 20 racing growth changes (and 20 racing order
// completions) giving each level's coupons and points exactly once, sign-in growth by the cycle or a fixed amount,
// growth of a completed order and its take-back when the order is refunded after completion, and the pages' answers.
import { and, eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { schema } from '@mall/db';
import { messages } from '@mall/shared';
import { expectRefused, get, post } from './account-helpers';
import { makeCoupon } from './coupon-helpers';
import { describeEachEngine } from './harness';
import { admin, clearLevels, expectGrowthSums, giveGrowth, levelBody, makeLevel, membership } from './membership-helpers';
import { payer } from './payment-helpers';
import { expectLedgerSums, member, newUserId } from './points-helpers';
import { applied, bought, options } from './refund-helpers';
import { verifiedSellerHeaders } from './store-helpers';

describeEachEngine('membership: levels and growth', (ctx) => {
  beforeEach(async () => {
    await clearLevels(ctx);
  });

  const userCoupons = (userId: number, couponId: number) => ctx().database.db.select().from(schema.userCoupon)
    .where(and(eq(schema.userCoupon.userId, userId), eq(schema.userCoupon.couponId, couponId)));
  const levelUpLots = (userId: number) => ctx().database.db.select().from(schema.pointsLot).where(and(eq(schema.pointsLot.userId, userId), eq(schema.pointsLot.source, 'levelUp')));

  it('operator rules: names, numbers, a taken threshold and unknown coupons refused in zh and en; change and delete', async () => {
    const a = await admin(ctx);
    await expectRefused((lang) => a.post('/levels', levelBody({ nameZh: ' ' }), lang), '等级名称须为1至20个字符（中英文都要填写）', 'The level name must be 1 to 20 characters (in Chinese and English)');
    await expectRefused((lang) => a.post('/levels', levelBody({ nameEn: 'x'.repeat(21) }), lang), '等级名称须为1至20个字符（中英文都要填写）', 'The level name must be 1 to 20 characters (in Chinese and English)');
    const made = await makeLevel(ctx, { threshold: 300 });
    await expectRefused((lang) => a.post('/levels', levelBody({ threshold: 300 }), lang), '已有相同成长值门槛的等级', 'Another level has the same growth threshold');
    await expectRefused((lang) => a.post('/levels', levelBody({ threshold: 301, couponIds: [2_000_000_000] }), lang), '优惠券不存在或不是平台券：2000000000', 'The coupon does not exist or is not a platform coupon: 2000000000');
    const bad = await a.post('/levels', levelBody({ discountPercent: 0 }));
    expect(bad.statusCode).toBe(400);
    const changed = await a.put(`/levels/${made.id}`, levelBody({ threshold: 300, nameZh: '白银', nameEn: 'Silver' }), 'en');
    expect(changed.json()).toMatchObject({ id: made.id, name: 'Silver', nameZh: '白银' });
    for (const [lang, text] of [['zh-CN', '会员等级不存在'], ['en', 'The membership level does not exist']] as const) {
      const missing = await a.put('/levels/2000000000', levelBody(), lang);
      expect([missing.statusCode, missing.json().message]).toEqual([404, text]);
    }
    expect((await a.del(`/levels/${made.id}`)).statusCode).toBe(200);
    expect((await a.del(`/levels/${made.id}`)).statusCode).toBe(404);
  });

  it('the level is the highest threshold at or below the growth; info shows the next level and what is missing', async () => {
    await makeLevel(ctx, { nameZh: '普通', nameEn: 'Member', threshold: 0 });
    await makeLevel(ctx, { nameZh: '白银', nameEn: 'Silver', threshold: 100 });
    await makeLevel(ctx, { nameZh: '黄金', nameEn: 'Gold', threshold: 500, discountPercent: 95, freeShipping: true, pointsMultiplier: 150 });
    const b = await payer(ctx);
    const info = async (lang = 'zh-CN') => (await get(ctx, '/p/membership/info', { token: b.token, lang })).json();
    expect(await info()).toMatchObject({ growth: 0, level: { name: '普通' }, nextLevel: { name: '白银' }, toNext: 100, paid: null });
    await giveGrowth(ctx, b.userId, 99);
    expect((await info()).level.name).toBe('普通');
    await giveGrowth(ctx, b.userId, 1);
    expect(await info('en')).toMatchObject({ growth: 100, level: { name: 'Silver' }, nextLevel: { name: 'Gold' }, toNext: 400 });
    await giveGrowth(ctx, b.userId, 400);
    expect(await info()).toMatchObject({ level: { name: '黄金' }, nextLevel: null, toNext: 0, benefit: { discountPercent: 95, source: 'level', freeShipping: true, pointsMultiplier: 150 } });
    const equity = await get(ctx, '/membership/equity', { lang: 'en' });
    expect(equity.statusCode).toBe(200);
    expect(equity.json().levels.map((l: { name: string }) => l.name)).toEqual(['Member', 'Silver', 'Gold']);
    expect((await get(ctx, '/p/membership/info')).statusCode).toBe(401);
  });

  it('20 racing growth changes across two levels give each level\'s coupons and points once; the same key 20 times counts once', async () => {
    const c = await makeCoupon(ctx, { total: 100 });
    await makeLevel(ctx, { threshold: 100, couponIds: [c.id], levelUpPoints: 50 });
    await makeLevel(ctx, { threshold: 200, couponIds: [c.id], levelUpPoints: 70 });
    const u = newUserId();
    await Promise.all(Array.from({ length: 20 }, () => giveGrowth(ctx, u, 20)));
    await expectGrowthSums(ctx, u, 400);
    expect((await userCoupons(u, c.id)).length).toBe(2);
    expect((await levelUpLots(u)).map((l) => l.amount).sort()).toEqual([50, 70]);
    await expectLedgerSums(ctx, u, 120);
    const again = await Promise.all(Array.from({ length: 20 }, () => giveGrowth(ctx, u, 5, 'same-key')));
    expect(again.filter((r) => r.applied).length).toBe(1);
    await expectGrowthSums(ctx, u, 405);
    expect((await userCoupons(u, c.id)).length).toBe(2);
  });

  it('20 racing order completions of one buyer: growth of each once, level rewards once, points × the level multiplier', async () => {
    await makeLevel(ctx, { threshold: 0, pointsMultiplier: 200 });
    await makeLevel(ctx, { threshold: 1000, pointsMultiplier: 200, levelUpPoints: 30 });
    const u = newUserId();
    const points = membership(ctx).withMembership(member(ctx).orderPoints);
    const complete = (n: number) => ctx().database.db.transaction((tx) => points.earn(tx, { userId: u, orderNumber: `T${u}-${n}`, paid: 10_000 }));
    await Promise.all(Array.from({ length: 20 }, (_, i) => complete(i % 10)).concat(Array.from({ length: 10 }, (_, i) => complete(i))));
    await expectGrowthSums(ctx, u, 10 * 100); // 100 yuan each, 10 orders, each once
    expect((await levelUpLots(u)).length).toBe(1);
    await expectLedgerSums(ctx, u, 10 * 200 + 30); // 100 points × 2 per order
  });

  it('sign-in earns growth by the cycle, or the fixed amount an operator sets; invalid rules refused in zh and en', async () => {
    const a = await admin(ctx);
    const b = await payer(ctx);
    const signIn = () => post(ctx, '/p/points/signIn', {}, { token: b.token });
    const rules = (await a.get('/growthRules')).json();
    expect(rules).toEqual({ perYuan: 1, review: 10, signInMode: 'cycle', signInCycle: [1, 1, 2, 2, 3, 3, 5], signInFixed: 2 });
    expect((await signIn()).statusCode).toBe(200);
    await expectGrowthSums(ctx, b.userId, 1);
    expect((await a.put('/growthRules', { ...rules, perYuan: 1001 })).statusCode).toBe(400);
    await expect(membership(ctx).growth.setRules({ ...rules, signInCycle: [1, 2, 3] })).rejects.toMatchObject({ key: 'membership.growthRulesInvalid' });
    expect(messages['membership.growthRulesInvalid']).toEqual({ zh: '成长值规则无效：每元0至1000，评价0至10000，签到每天0至10000', en: 'Invalid growth rules: 0 to 1000 a yuan, 0 to 10,000 a review, 0 to 10,000 a sign-in day' });
    try {
      expect((await a.put('/growthRules', { ...rules, signInMode: 'fixed', signInFixed: 7 })).statusCode).toBe(200);
      ctx().clock.advance(24 * 3600_000);
      expect((await signIn()).statusCode).toBe(200);
      await expectGrowthSums(ctx, b.userId, 8);
      const recs = (await get(ctx, '/p/membership/growthRecords', { token: b.token })).json();
      expect(recs.records.map((r: { source: string; amount: number }) => [r.source, r.amount])).toEqual([['signIn', 7], ['signIn', 1]]);
    } finally {
      await membership(ctx).growth.setRules(rules);
    }
  });

  it('a completed order earns growth per yuan; a refund after completion takes its share back, all of it when all is refunded', async () => {
    const o = await bought(ctx, { counts: [2], receive: true });
    ctx().clock.advance(ctx().app.services.order.config.completeAfterMs + 1000);
    await ctx().app.services.order.sweepDue(ctx().clock.now());
    const { actualTotal } = (await get(ctx, `/p/myOrder/orderDetail?orderNumber=${o.orderNumber}`, { token: o.buyer.token })).json();
    const earned = Math.floor(actualTotal / 100);
    await expectGrowthSums(ctx, o.buyer.userId, earned);
    const opts = await options(ctx, o.buyer.token, o.orderNumber);
    const sn = await applied(ctx, o, { mode: 1, cargoStatus: 1, reason: 'quality', items: [{ itemId: o.itemIds[0], count: 1 }], amount: Math.floor(opts.lines[0].refundableAmount / 2) });
    const headers = await verifiedSellerHeaders(ctx, o.seller.token, o.seller.storePassword); // the store session of a week ago is over
    const accepted = await o.seller.api('POST', `/refunds/${sn}/accept`, {}, { headers });
    if (accepted.statusCode !== 200) return expect.fail(`refund after completion refused: ${accepted.body}`);
    const after = await expectGrowthSums(ctx, o.buyer.userId);
    expect(after).toBeLessThan(earned);
    const rows = await ctx().database.db.select().from(schema.growthLog).where(eq(schema.growthLog.userId, o.buyer.userId));
    expect(rows.map((r) => r.source)).toEqual(['orderComplete', 'refund']);
  });
});
