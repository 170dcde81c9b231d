// Paid membership on both engines (issue 14, decision 023): plan rules and buying refusals in zh and en, the
// period arithmetic of day/week/month/season/year in China time at exact boundaries (ManualClock), extension from
// the end of an active membership and from now after expiry, two racing balance purchases (two extensions; the
// balance never negative), a QR purchase through the sandbox, the member price at checkout, the refund rule (only
// the latest, only while unused) and the monthly coupon pack once per China month.
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { schema } from '@mall/db';
import { addPeriod } from '@mall/shared';
import { expectRefused, get, post } from './account-helpers';
import { makeCoupon } from './coupon-helpers';
import { describeEachEngine } from './harness';
import { admin, clearLevels, makePlan, planBody } from './membership-helpers';
import { addToCart, confirm, freshSkus, submit } from './order-helpers';
import { balanceOf, payer, PAY_PW, sandboxConfirm } from './payment-helpers';
import { travel } from './points-helpers';

const china = (s: string) => new Date(`${s}+08:00`);

describe('addPeriod (China calendar)', () => {
  it('adds days, weeks, months, seasons and years at the same China wall time, clamping to the month end', () => {
    expect(addPeriod(china('2026-01-31T10:00:00'), 'month', 1)).toEqual(china('2026-02-28T10:00:00'));
    expect(addPeriod(china('2028-01-31T23:30:00'), 'month', 1)).toEqual(china('2028-02-29T23:30:00'));
    expect(addPeriod(china('2026-11-30T00:00:00'), 'season', 1)).toEqual(china('2027-02-28T00:00:00'));
    expect(addPeriod(china('2028-02-29T08:00:00'), 'year', 1)).toEqual(china('2029-02-28T08:00:00'));
    expect(addPeriod(china('2026-12-31T23:59:59'), 'month', 2)).toEqual(china('2027-02-28T23:59:59'));
    expect(addPeriod(china('2026-03-01T00:00:00'), 'week', 2)).toEqual(china('2026-03-15T00:00:00'));
    expect(addPeriod(china('2026-03-01T00:00:00'), 'day', 30)).toEqual(china('2026-03-31T00:00:00'));
    // 00:30 China time is the previous UTC day: the China date decides
    expect(addPeriod(new Date('2026-01-30T16:30:00Z'), 'month', 1)).toEqual(new Date('2026-02-27T16:30:00Z'));
  });
});

describeEachEngine('membership: paid', (ctx) => {
  beforeEach(async () => {
    await clearLevels(ctx);
  });
  const buy = (token: string, planId: number, more: Record<string, unknown> = { payType: 'balance', payPassword: PAY_PW }, lang?: string) =>
    post(ctx, '/p/membership/buy', { planId, ...more }, { token, lang });
  const info = async (token: string) => (await get(ctx, '/p/membership/info', { token })).json();
  const purchases = (userId: number) => ctx().database.db.select().from(schema.memberPurchase).where(eq(schema.memberPurchase.userId, userId)).orderBy(schema.memberPurchase.id);

  it('plan rules and buying refusals in zh and en', async () => {
    const a = await admin(ctx);
    await expectRefused((lang) => a.post('/plans', planBody({ nameZh: '' }), lang), '套餐名称须为1至20个字符（中英文都要填写）', 'The plan name must be 1 to 20 characters (in Chinese and English)');
    await expectRefused((lang) => a.post('/plans', planBody({ monthlyCouponIds: [2_000_000_000] }), lang), '优惠券不存在或不是平台券：2000000000', 'The coupon does not exist or is not a platform coupon: 2000000000');
    expect((await a.post('/plans', { ...planBody(), periodUnit: 'decade' })).statusCode).toBe(400);
    const plan = await makePlan(ctx);
    const b = await payer(ctx, 100_000);
    await expectRefused((lang) => buy(b.token, plan.id, { payType: 'balance' }, lang), '请输入支付密码', 'Please enter the payment password');
    const wrong = await buy(b.token, plan.id, { payType: 'balance', payPassword: '000000' });
    expect(wrong.statusCode).toBe(400);
    for (const [lang, text] of [['zh-CN', '会员套餐不存在'], ['en', 'The membership plan does not exist']] as const) {
      const r = await buy(b.token, 2_000_000_000, undefined, lang);
      expect([r.statusCode, r.json().message]).toEqual([404, text]);
    }
    expect((await a.del(`/plans/${plan.id}`)).statusCode).toBe(200);
    await expectRefused((lang) => buy(b.token, plan.id, undefined, lang), '该会员套餐已停售', 'This membership plan is no longer on sale');
    const poor = await payer(ctx, 100);
    const p2 = await makePlan(ctx);
    expect((await buy(poor.token, p2.id)).statusCode).toBe(400);
    expect(await balanceOf(ctx, poor.token)).toBe(100);
    expect((await post(ctx, '/p/membership/buy', { planId: p2.id, payType: 'balance', payPassword: PAY_PW })).statusCode).toBe(401);
  });

  it('extends from the end while active, from now after expiry; expiry exactly at the end by the app clock', async () => {
    ctx().clock.set(china('2027-01-31T10:00:00'));
    const month = await makePlan(ctx, { periodUnit: 'month', periodCount: 1 });
    const season = await makePlan(ctx, { periodUnit: 'season', periodCount: 1 });
    const b = await payer(ctx, 1_000_000);
    expect((await buy(b.token, month.id)).statusCode).toBe(200);
    expect((await info(b.token)).paid).toMatchObject({ active: true, endsAt: china('2027-02-28T10:00:00').toISOString() });
    expect((await buy(b.token, season.id)).statusCode).toBe(200);
    expect((await info(b.token)).paid.endsAt).toBe(china('2027-05-28T10:00:00').toISOString());
    const to = (at: Date) => travel(ctx, at.getTime() - ctx().clock.now().getTime(), [b.token]); // logins stay alive
    await to(new Date(china('2027-05-28T10:00:00').getTime() - 1));
    expect((await info(b.token)).paid.active).toBe(true);
    expect((await info(b.token)).benefit).toMatchObject({ discountPercent: 90, source: 'paid' });
    await to(china('2027-05-28T10:00:00'));
    expect((await info(b.token)).paid.active).toBe(false);
    expect((await info(b.token)).benefit).toMatchObject({ discountPercent: 100, source: null });
    await to(china('2027-06-10T09:00:00'));
    expect((await buy(b.token, month.id)).statusCode).toBe(200);
    expect((await info(b.token)).paid).toMatchObject({ active: true, endsAt: china('2027-07-10T09:00:00').toISOString() });
  });

  it('two racing balance purchases: two extensions; with money for one, one wins and the balance never goes negative', async () => {
    ctx().clock.set(china('2027-03-01T12:00:00'));
    const plan = await makePlan(ctx, { periodUnit: 'week', periodCount: 1, price: 3000 });
    const rich = await payer(ctx, 6000);
    const two = await Promise.all([buy(rich.token, plan.id), buy(rich.token, plan.id)]);
    expect(two.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await info(rich.token)).paid.endsAt).toBe(china('2027-03-15T12:00:00').toISOString());
    expect(await balanceOf(ctx, rich.token)).toBe(0);
    const poor = await payer(ctx, 4000);
    const raced = await Promise.all(Array.from({ length: 4 }, () => buy(poor.token, plan.id)));
    expect(raced.filter((r) => r.statusCode === 200).length).toBe(1);
    expect(await balanceOf(ctx, poor.token)).toBe(1000);
    expect((await info(poor.token)).paid.endsAt).toBe(china('2027-03-08T12:00:00').toISOString());
    expect((await purchases(poor.userId)).filter((p) => p.status === 'paid').length).toBe(1);
  });

  it('a WeChat QR purchase is applied once when the sandbox says paid', async () => {
    const plan = await makePlan(ctx);
    const b = await payer(ctx);
    const res = await buy(b.token, plan.id, { payType: 'wechat' });
    expect(res.statusCode, res.body).toBe(200);
    const { payment } = res.json();
    expect(payment).toMatchObject({ kind: 'membership', state: 'pending', sandbox: true });
    expect((await info(b.token)).paid).toBeNull();
    expect((await sandboxConfirm(ctx, payment.codeUrl)).statusCode).toBe(200);
    expect((await info(b.token)).paid.active).toBe(true);
    expect((await get(ctx, `/p/payment/status?payNo=${payment.payNo}`, { token: b.token })).json().state).toBe('paid');
  });

  it('the member price at checkout: the better of the level and the paid rate, apportioned to the lines, recorded on the order', async () => {
    const a = await admin(ctx);
    expect((await a.post('/levels', { nameZh: '金', nameEn: 'Gold', icon: '', threshold: 0, discountPercent: 95, freeShipping: true, pointsMultiplier: 100, couponIds: [], levelUpPoints: 0 })).statusCode).toBe(200);
    const plan = await makePlan(ctx, { discountPercent: 88 });
    const b = await payer(ctx, 1_000_000);
    const skus = await freshSkus(ctx, 2, { price: 3333, sameShop: true });
    const body = { orderItem: { prodId: skus[0]!.prodId, skuId: skus[0]!.skuId, prodCount: 3 } };
    const basketId = await addToCart(ctx, b.token, skus[1]!, 3);
    const cartTotal = (await post(ctx, '/p/shopCart/totalPay', [basketId], { token: b.token })).json();
    expect(cartTotal).toEqual({ totalMoney: 9999, memberMoney: 9999 - Math.floor((9999 * 95 + 50) / 100), subtractMoney: cartTotal.memberMoney, finalMoney: 9999 - cartTotal.memberMoney, count: 3 });
    const byLevel = (await confirm(ctx, b.token, body)).json();
    expect(byLevel.member).toMatchObject({ percent: 95, source: 'level', freeShipping: true, discount: 9999 - Math.floor((9999 * 95 + 50) / 100) });
    expect(byLevel.freight).toBe(0);
    expect((await buy(b.token, plan.id)).statusCode).toBe(200);
    const byPaid = (await confirm(ctx, b.token, body)).json();
    expect(byPaid.member).toMatchObject({ percent: 88, source: 'paid' });
    expect(byPaid.actualTotal).toBe(9999 - byPaid.member.discount);
    const placed = await submit(ctx, b.token, byPaid.submitToken);
    expect(placed.statusCode, placed.body).toBe(200);
    const [o] = await ctx().database.db.select().from(schema.orders).where(eq(schema.orders.orderNumber, placed.json().orderNumbers[0]));
    expect(o!.memberDiscount).toBe(byPaid.member.discount);
    const items = await ctx().database.db.select().from(schema.orderItem).where(eq(schema.orderItem.orderId, o!.id));
    expect(items.reduce((s, i) => s + i.memberDiscount, 0)).toBe(o!.memberDiscount);
    expect(items.reduce((s, i) => s + i.actualTotal, 0)).toBe(o!.actualTotal - o!.freight);
    const [use] = await ctx().database.db.select().from(schema.memberPriceUse).where(eq(schema.memberPriceUse.orderNumber, o!.orderNumber));
    expect(use).toMatchObject({ source: 'paid', amount: o!.memberDiscount });
  });

  it('refund only of the latest purchase and only while unused, in zh and en; the money back, the membership cut to its start', async () => {
    ctx().clock.set(china('2027-04-01T10:00:00'));
    const a = await admin(ctx);
    const plan = await makePlan(ctx, { discountPercent: 90, price: 2000 });
    const b = await payer(ctx, 10_000);
    expect((await buy(b.token, plan.id)).statusCode).toBe(200);
    expect((await buy(b.token, plan.id)).statusCode).toBe(200);
    const [first, second] = await purchases(b.userId);
    await expectRefused((lang) => a.post(`/purchases/${first!.id}/refund`, {}, lang), '只能退最近一次购买的会员', 'Only the latest membership purchase can be refunded');
    const listed = (await a.get(`/purchases?userId=${b.userId}`)).json();
    expect(listed.records.map((r: { refundBlockedBy: string | null }) => r.refundBlockedBy)).toEqual([null, 'membership.refundNotLatest']);
    const ok = await a.post(`/purchases/${second!.id}/refund`, {});
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().status).toBe('success');
    expect(await balanceOf(ctx, b.token)).toBe(10_000 - 2000);
    expect((await info(b.token)).paid.endsAt).toBe(china('2027-05-01T10:00:00').toISOString());
    const again = await a.post(`/purchases/${second!.id}/refund`, {});
    expect(again.json().refundNo).toBe(ok.json().refundNo);
    expect(await balanceOf(ctx, b.token)).toBe(8000);
    // the first is now the latest: used by an order at the member price, it stays
    const [s] = await freshSkus(ctx, 1, { price: 5000 });
    const c = (await confirm(ctx, b.token, { orderItem: { prodId: s!.prodId, skuId: s!.skuId, prodCount: 1 } })).json();
    expect(c.member.source).toBe('paid');
    expect((await submit(ctx, b.token, c.submitToken)).statusCode).toBe(200);
    await expectRefused((lang) => a.post(`/purchases/${first!.id}/refund`, {}, lang), '会员已享受会员价下单，不能退款', 'The membership has been used for a member price order and cannot be refunded');
  });

  it('the monthly coupon pack: at purchase, then once per China month while active', async () => {
    ctx().clock.set(china('2027-05-31T23:00:00'));
    const coupon = await makeCoupon(ctx, { total: 100 });
    const plan = await makePlan(ctx, { periodUnit: 'season', periodCount: 1, monthlyCouponIds: [coupon.id] });
    const b = await payer(ctx, 100_000);
    expect((await buy(b.token, plan.id)).statusCode).toBe(200);
    const mine = async () => (await ctx().database.db.select().from(schema.userCoupon).where(and(eq(schema.userCoupon.userId, b.userId), eq(schema.userCoupon.couponId, coupon.id)))).length;
    expect(await mine()).toBe(1);
    const m = ctx().app.services.membership;
    await Promise.all([m.paid.sweepMonthly(ctx().clock.now()), m.paid.sweepMonthly(ctx().clock.now())]);
    expect(await mine()).toBe(1);
    ctx().clock.set(china('2027-06-01T00:00:00')); // a new China month
    await Promise.all([m.paid.sweepMonthly(ctx().clock.now()), m.paid.sweepMonthly(ctx().clock.now())]);
    expect(await mine()).toBe(2);
  });
});
