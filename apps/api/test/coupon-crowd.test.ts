// Coupons under a crowd and over years: 200 different buyers claim the last coupon at the same moment (through the
// promotion service, the code the claim route runs) → issued exactly once, the rest refused as sold out; a long-term
// coupon never expires; a same-day coupon claimed at 23:59:59 China time is valid for one second more.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import { get, registerUser, userId } from './account-helpers';
import { claimOk, makeCoupon } from './coupon-helpers';
import { describeEachEngine } from './harness';

const YEAR = 365 * 24 * 3600_000;

describeEachEngine('coupon crowds and validity', (ctx) => {
  it('200 buyers claiming the last coupon at once: exactly one gets it', async () => {
    const c = await makeCoupon(ctx, { total: 3, perUserLimit: 1 });
    const { userCoupons } = ctx().app.services.promotion;
    // two are gone already: one is left
    await userCoupons.claim(900_001, c.id);
    await userCoupons.claim(900_002, c.id);
    const results = await Promise.allSettled(Array.from({ length: 200 }, (_, i) => userCoupons.claim(910_000 + i, c.id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(199);
    expect(refused.every((r) => (r.reason as { key?: string }).key === 'coupon.soldOut')).toBe(true);
    const [row] = await ctx().database.db.select().from(schema.coupon).where(eq(schema.coupon.id, c.id));
    expect(row!.remaining).toBe(0);
    expect((await ctx().database.db.select().from(schema.userCoupon).where(eq(schema.userCoupon.couponId, c.id))).length).toBe(3);
  });

  it('a long-term coupon stays usable years later; same day ends exactly at 24:00 China time', async () => {
    const clock = ctx().clock;
    const { token } = await registerUser(ctx);
    const forever = await makeCoupon(ctx, { validity: 0 });
    const id = await claimOk(ctx, token, forever.id);
    expect((await get(ctx, `/p/coupon/my/${id}`, { token })).json()).toMatchObject({ validUntil: null, status: 0 });
    const uid = await userId(ctx, token);
    clock.advance(10 * YEAR); // (the login token is long expired by then: asked through the service)
    expect((await ctx().app.services.promotion.userCoupons.one(uid, id, 'zh')).status).toBe(0);
    expect((await ctx().app.services.promotion.userCoupons.usableFor(uid, [])).some((r) => r.userCouponId === id)).toBe(true);

    clock.set('2026-11-22T15:59:59Z'); // 23:59:59 in China
    const sameDay = await makeCoupon(ctx, { validity: 1 });
    const late = await claimOk(ctx, token, sameDay.id);
    const one = async () => (await get(ctx, `/p/coupon/my/${late}`, { token })).json();
    expect(await one()).toMatchObject({ validUntil: '2026-11-22T16:00:00.000Z', status: 0 });
    clock.set('2026-11-22T15:59:59.999Z');
    expect((await one()).status).toBe(0);
    clock.set('2026-11-22T16:00:00Z');
    expect((await one()).status).toBe(2);
  });
});
