// Claiming coupons: the center and its states, claim limits and messages (zh/en), validity kinds moved by
// the ManualClock (same day until 24:00 China time, N days, fixed period), the uc-coupons tabs, IDOR, the
// console's create call and its role check, and crowds: the last coupon issued exactly once, the per-user
// limit held under parallel claims.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import { expectRefused, get, post, registerUser } from './account-helpers';
import { claim, claimOk, makeCoupon } from './coupon-helpers';
import { describeEachEngine } from './harness';
import { DEMO_STORE_PASSWORD } from '../src/modules/store/account';
import { adminToken, loginAs, verifiedSellerHeaders } from './store-helpers';
import { ensureDemoUsers } from '../src/modules/account/demo-users';

const DAY = 24 * 3600_000;

describeEachEngine('coupon claims', (ctx) => {
  const remaining = async (id: number) => (await ctx().database.db.select().from(schema.coupon).where(eq(schema.coupon.id, id)))[0]!.remaining;
  const held = async (id: number) => (await ctx().database.db.select().from(schema.userCoupon).where(eq(schema.userCoupon.couponId, id))).length;

  it('lists claimable coupons with remaining quantity and the caller\'s state: available, claimed, sold out', async () => {
    const c = await makeCoupon(ctx, { nameZh: '满100减10', nameEn: '¥10 off over ¥100', total: 2 });
    const { token } = await registerUser(ctx);
    const anon = (await get(ctx, '/coupon/center?size=100')).json();
    expect(anon.records.find((r: { couponId: number }) => r.couponId === c.id)).toMatchObject({ name: '满100减10', remaining: 2, total: 2, state: 'available', claimedByMe: 0 });
    const en = (await get(ctx, '/coupon/center?size=100', { lang: 'en' })).json();
    expect(en.records.find((r: { couponId: number }) => r.couponId === c.id).name).toBe('¥10 off over ¥100');
    expect((await claim(ctx, token, c.id)).json()).toMatchObject({ claimedByMe: 1, remaining: 1, state: 'claimed' });
    const mine = (await get(ctx, '/p/coupon/center?size=100', { token })).json();
    expect(mine.records.find((r: { couponId: number }) => r.couponId === c.id)).toMatchObject({ state: 'claimed', claimedByMe: 1, remaining: 1 });
    const other = await registerUser(ctx);
    await claimOk(ctx, other.token, c.id);
    const third = await registerUser(ctx);
    expect((await get(ctx, '/p/coupon/center?size=100', { token: third.token })).json().records.find((r: { couponId: number }) => r.couponId === c.id).state).toBe('soldOut');
    await expectRefused((lang) => claim(ctx, third.token, c.id, lang), '优惠券已被领完', 'All of these coupons have been claimed');
    await expectRefused((lang) => claim(ctx, token, c.id, lang), '您已领取过该优惠券，已达领取上限', 'You have already claimed this coupon up to its limit');
    expect((await post(ctx, '/p/coupon/claim', { couponId: c.id })).statusCode).toBe(401);
    expect((await claim(ctx, token, 99999999)).statusCode).toBe(404);
  });

  it('lists a product\'s and a shop\'s claimable coupons', async () => {
    const { db } = ctx().database;
    const [p] = await db.select().from(schema.product).where(eq(schema.product.status, 1)).limit(1);
    const onProd = await makeCoupon(ctx, { scope: 2, prodIds: [p!.id], shopId: p!.shopId });
    const onShop = await makeCoupon(ctx, { scope: 1, shopId: p!.shopId });
    const onCat = await makeCoupon(ctx, { scope: 3, categoryIds: [p!.categoryId] });
    const elsewhere = await makeCoupon(ctx, { scope: 1, shopId: p!.shopId + 100000 });
    const ids = (await get(ctx, `/coupon/usable?prodId=${p!.id}&size=100`)).json().records.map((r: { couponId: number }) => r.couponId);
    expect(ids).toEqual(expect.arrayContaining([onProd.id, onShop.id, onCat.id]));
    expect(ids).not.toContain(elsewhere.id);
    const everywhere = await makeCoupon(ctx, { scope: 0 });
    const shop = (await get(ctx, `/coupon/usable?shopId=${p!.shopId}&size=100`)).json().records.map((r: { couponId: number }) => r.couponId);
    expect(shop).toEqual(expect.arrayContaining([onProd.id, onShop.id, everywhere.id]));
    expect(shop).not.toContain(onCat.id);
    expect(shop).not.toContain(elsewhere.id);
    // the coupon center of one shop lists that shop's own coupons only
    const center = (await get(ctx, `/coupon/center?shopId=${p!.shopId}&size=100`)).json().records.map((r: { couponId: number }) => r.couponId);
    expect(center).toEqual(expect.arrayContaining([onProd.id, onShop.id]));
    expect(center).not.toContain(everywhere.id);
  });

  it('same day until 24:00 China time, N days, fixed period; expired coupons show under expired', async () => {
    const clock = ctx().clock;
    clock.set('2026-11-21T15:30:00Z'); // 23:30 in China
    const sameDay = await makeCoupon(ctx, { validity: 1 });
    const days = await makeCoupon(ctx, { validity: 2, validDays: 3 });
    const fixed = await makeCoupon(ctx, { validity: 3, startsAt: '2026-11-22T00:00:00+08:00', endsAt: '2026-11-25T00:00:00+08:00' });
    const { token } = await registerUser(ctx);
    const a = await claimOk(ctx, token, sameDay.id);
    const b = await claimOk(ctx, token, days.id);
    const c = await claimOk(ctx, token, fixed.id);
    const one = async (id: number) => (await get(ctx, `/p/coupon/my/${id}`, { token })).json();
    expect((await one(a)).validUntil).toBe('2026-11-21T16:00:00.000Z'); // 24:00 China time
    expect((await one(b)).validUntil).toBe(new Date(Date.parse('2026-11-21T15:30:00Z') + 3 * DAY).toISOString());
    expect(await one(c)).toMatchObject({ validFrom: '2026-11-21T16:00:00.000Z', validUntil: '2026-11-24T16:00:00.000Z', status: 0 });
    const tab = async (status: number) => (await get(ctx, `/p/coupon/my?status=${status}&size=100`, { token })).json();
    expect((await tab(0)).counts).toEqual({ unused: 3, used: 0, expired: 0 });
    clock.advance(31 * 60_000); // 00:01 the next day in China
    expect((await one(a)).status).toBe(2);
    expect((await tab(2)).records.map((r: { userCouponId: number }) => r.userCouponId)).toEqual([a]);
    expect((await tab(0)).counts).toEqual({ unused: 2, used: 0, expired: 1 });
    clock.set('2026-11-24T15:59:00Z');
    expect((await tab(2)).records.map((r: { userCouponId: number }) => r.userCouponId).sort()).toEqual([a, b].sort());
    clock.set('2026-11-24T16:00:00Z');
    expect((await tab(0)).counts).toEqual({ unused: 0, used: 0, expired: 3 });
    // a fixed period that is over can no longer be claimed and leaves the center
    const late = await registerUser(ctx);
    await expectRefused((lang) => claim(ctx, late.token, fixed.id, lang), '活动已结束', 'The event has ended');
    expect((await get(ctx, '/coupon/center?size=100')).json().records.some((r: { couponId: number }) => r.couponId === fixed.id)).toBe(false);
    clock.set('2026-11-21T08:00:00Z');
  });

  it('another user\'s coupon answers 404', async () => {
    const c = await makeCoupon(ctx);
    const a = await registerUser(ctx);
    const b = await registerUser(ctx);
    const id = await claimOk(ctx, a.token, c.id);
    expect((await get(ctx, `/p/coupon/my/${id}`, { token: a.token })).statusCode).toBe(200);
    const res = await get(ctx, `/p/coupon/my/${id}`, { token: b.token });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('优惠券不存在');
  });

  it('the last coupon claimed by a crowd (20 users x 10 parallel attempts) is issued exactly once', async () => {
    const c = await makeCoupon(ctx, { total: 1, perUserLimit: 5 });
    const users = await Promise.all(Array.from({ length: 20 }, () => registerUser(ctx)));
    const results = await Promise.all(users.flatMap((u) => Array.from({ length: 10 }, () => claim(ctx, u.token, c.id))));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 400)).toBe(true);
    expect(await remaining(c.id)).toBe(0);
    expect(await held(c.id)).toBe(1);
  });

  it('one user cannot pass the per-user limit with parallel claims', async () => {
    const c = await makeCoupon(ctx, { total: 100, perUserLimit: 2 });
    const { token } = await registerUser(ctx);
    const results = await Promise.all(Array.from({ length: 12 }, () => claim(ctx, token, c.id)));
    const ok = results.filter((r) => r.statusCode === 200).length;
    expect(ok).toBeGreaterThanOrEqual(1);
    expect(ok).toBeLessThanOrEqual(2);
    expect(await held(c.id)).toBe(ok);
    expect(await remaining(c.id)).toBe(100 - ok);
    // whatever the race left, sequential claims stop exactly at the limit
    while ((await claim(ctx, token, c.id)).statusCode === 200);
    expect(await held(c.id)).toBe(2);
    expect(await remaining(c.id)).toBe(98);
  });

  it('console: operators create coupons, validated; buyers without a shop are refused', async () => {
    const admin = await adminToken(ctx);
    const body = { nameZh: '满299减30', nameEn: '¥30 off over ¥299', kind: 1, threshold: 29900, value: 3000, scope: 0, validity: 2, validDays: 7, total: 50 };
    const res = await post(ctx, '/p/admin/coupons', body, { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: '满299减30', remaining: 50, total: 50, validDays: 7, shopId: null });
    await expectRefused((lang) => post(ctx, '/p/admin/coupons', { ...body, kind: 2, value: 100 }, { token: admin, lang }), '优惠金额或折扣不正确', 'The amount or discount of the coupon is invalid');
    await expectRefused((lang) => post(ctx, '/p/admin/coupons', { ...body, validDays: 0 }, { token: admin, lang }), '优惠券有效期不正确', 'The validity of the coupon is invalid');
    await expectRefused((lang) => post(ctx, '/p/admin/coupons', { ...body, total: 0 }, { token: admin, lang }), '发放数量或每人限领数量不正确', 'The quantity or the per-person limit is invalid');
    await expectRefused((lang) => post(ctx, '/p/admin/coupons', { ...body, scope: 1 }, { token: admin, lang }), '优惠券适用范围不正确', 'The scope of the coupon is invalid');
    const { token } = await registerUser(ctx);
    expect((await post(ctx, '/p/admin/coupons', body, { token })).statusCode).toBe(403);
    expect((await get(ctx, '/p/admin/coupons', { token: admin })).json().total).toBeGreaterThan(0);
  });

  it('console: a shop owner creates coupons of their own shop only, and sees only those', async () => {
    const demo = await ensureDemoUsers(ctx().app.services.account);
    await ctx().app.services.store.ensureDemoOwner(demo.demo_seller);
    const own = (await ctx().app.services.store.shopOf(demo.demo_seller)).shopId!;
    await ctx().app.services.store.ensureDemoStorePassword(demo.demo_seller);
    const token = await loginAs(ctx, 'demo_seller', 'demo@123456');
    const body = { nameZh: '本店满100减10', kind: 1, threshold: 10000, value: 1000, scope: 1, validity: 2, validDays: 7, total: 20 };
    // a login alone is not the seller centre: the store session (store password) is needed
    const bare = await post(ctx, '/p/admin/coupons', body, { token });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().code).toBe('STORE_SESSION_REQUIRED');
    expect((await get(ctx, '/p/admin/coupons', { token })).statusCode).toBe(403);
    const seller = { token, headers: await verifiedSellerHeaders(ctx, token, DEMO_STORE_PASSWORD) };
    const res = await post(ctx, '/p/admin/coupons', { ...body, shopId: own + 1000 }, seller);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ shopId: own, scope: 1 });
    await expectRefused((lang) => post(ctx, '/p/admin/coupons', { ...body, scope: 0 }, { ...seller, lang }), '优惠券适用范围不正确', 'The scope of the coupon is invalid');
    const mine = (await get(ctx, '/p/admin/coupons?size=100', seller)).json();
    expect(mine.records.length).toBeGreaterThan(0);
    expect(mine.records.every((r: { shopId: number }) => r.shopId === own)).toBe(true);
  });

  it('demo coupons are created once', async () => {
    const promo = ctx().app.services.promotion;
    await promo.ensureDemoCoupons();
    await promo.ensureDemoCoupons();
    const rows = (await ctx().database.db.select().from(schema.coupon)).filter((r) => r.code?.startsWith('demo-'));
    expect(rows.length).toBe(5);
    expect(rows.find((r) => r.code === 'demo-last-3')?.total).toBe(3);
  });
});
