// Coupons at checkout: confirm offers the usable coupons per shop and platform-wide and picks the best; the
// buyer's choice; submit marks the coupon used in the order's transaction (two parallel submits with the
// same coupon: one wins); canceling or expiring the order gives it back; another user's coupon → 404.
import { expect, it } from 'vitest';
import { expectRefused, get, put, registerUser } from './account-helpers';
import { claimOk, makeCoupon } from './coupon-helpers';
import { describeEachEngine } from './harness';
import { addAddress, addToCart, confirm, freshSkus, skusOfShops, submit } from './order-helpers';

describeEachEngine('coupons at checkout', (ctx) => {
  const buyer = async () => {
    const u = await registerUser(ctx);
    await addAddress(ctx, u.token);
    return u;
  };
  const status = async (token: string, id: number) => (await get(ctx, `/p/coupon/my/${id}`, { token })).json().status;
  const buyNow = (s: { prodId: number; skuId: number }, count: number) => ({ orderItem: { prodId: s.prodId, skuId: s.skuId, prodCount: count } });

  it('offers the usable coupons, picks the best by default, takes the buyer\'s choice, and marks it used on submit', async () => {
    const { token } = await buyer();
    const [a] = await freshSkus(ctx, 1, { price: 10000, stock: 50 });
    const shopCoupon = await makeCoupon(ctx, { scope: 1, shopId: a!.shopId, kind: 2, threshold: 0, value: 90, maxOff: 1500 });
    const big = await makeCoupon(ctx, { kind: 1, threshold: 19900, value: 2000 });
    const small = await makeCoupon(ctx, { kind: 3, threshold: 0, value: 500 });
    const [uShop, uBig, uSmall] = [await claimOk(ctx, token, shopCoupon.id), await claimOk(ctx, token, big.id), await claimOk(ctx, token, small.id)];

    const res = await confirm(ctx, token, buyNow(a!, 2));
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json();
    // shop: 20000 → 10% capped at 15.00; platform on the 18500 left: the ¥20 off ¥199 is not reached, ¥5 is chosen
    expect(c.shopOrders[0]).toMatchObject({ productTotal: 20000, couponDiscount: 1500 + 500 });
    expect(c.coupons.chosen).toEqual([uShop, uSmall]);
    expect(c.coupons.shops[0].offers[0]).toMatchObject({ userCouponId: uShop, off: 1500, chosen: true, usable: true });
    expect(c.coupons.platform.find((o: { userCouponId: number }) => o.userCouponId === uBig)).toMatchObject({ off: 0, usable: false, chosen: false });
    expect(c.coupons.discount).toBe(2000);
    const items = c.shopOrders[0].items;
    expect(items[0].discountAmount).toBe(2000);

    // the buyer's choice: only the platform ¥5
    const chosen = (await confirm(ctx, token, { ...buyNow(a!, 2), couponIds: [uSmall] })).json();
    expect(chosen.shopOrders[0].couponDiscount).toBe(500);
    // none
    const none = (await confirm(ctx, token, { ...buyNow(a!, 2), couponIds: [] })).json();
    expect(none.shopOrders[0].couponDiscount).toBe(0);
    await expectRefused((lang) => confirm(ctx, token, { ...buyNow(a!, 1), couponIds: [uBig] }, { lang }), '该优惠券不满足使用条件', 'This coupon cannot be used on this order');

    const sub = await submit(ctx, token, c.submitToken);
    expect(sub.statusCode, sub.body).toBe(200);
    expect(await status(token, uShop)).toBe(1);
    expect(await status(token, uSmall)).toBe(1);
    expect(await status(token, uBig)).toBe(0);
    const detail = (await get(ctx, `/p/myOrder/orderDetail?orderNumber=${sub.json().orderNumbers[0]}`, { token })).json();
    expect(detail).toMatchObject({ couponDiscount: 2000, actualTotal: sub.json().actualTotal });
  });

  it('a platform coupon spread over two shops; canceling one order keeps it used, canceling both gives it back', async () => {
    const { token } = await buyer();
    const [a, b] = await skusOfShops(ctx, 2, { price: 10001, stock: 50 });
    const cp = await makeCoupon(ctx, { kind: 1, threshold: 19900, value: 2001 });
    const u = await claimOk(ctx, token, cp.id);
    const basketIds = [await addToCart(ctx, token, a!, 1), await addToCart(ctx, token, b!, 1)];
    const c = (await confirm(ctx, token, { basketIds })).json();
    expect(c.coupons.chosen).toEqual([u]);
    const shares = c.shopOrders.map((s: { couponDiscount: number }) => s.couponDiscount);
    expect(shares[0] + shares[1]).toBe(2001);
    expect(c.actualTotal).toBe(c.productTotal - 2001 + c.freight);
    const [n1, n2] = (await submit(ctx, token, c.submitToken)).json().orderNumbers;
    expect(await status(token, u)).toBe(1);
    expect((await put(ctx, `/p/myOrder/cancel/${n1}`, {}, { token })).statusCode).toBe(200);
    expect(await status(token, u)).toBe(1);
    expect((await put(ctx, `/p/myOrder/cancel/${n2}`, {}, { token })).statusCode).toBe(200);
    expect(await status(token, u)).toBe(0);
  });

  it('an unpaid order that expires gives its coupon back', async () => {
    const { token } = await buyer();
    const [s] = await freshSkus(ctx, 1, { price: 3000, stock: 10 });
    const cp = await makeCoupon(ctx, { kind: 3, threshold: 0, value: 300 });
    const u = await claimOk(ctx, token, cp.id);
    const c = (await confirm(ctx, token, buyNow(s!, 1))).json();
    expect(c.coupons.chosen).toEqual([u]);
    expect((await submit(ctx, token, c.submitToken)).statusCode).toBe(200);
    expect(await status(token, u)).toBe(1);
    const clock = ctx().clock;
    clock.advance(31 * 60_000);
    expect((await ctx().app.services.order.sweepDue(clock.now())).expired).toBeGreaterThanOrEqual(1);
    expect(await status(token, u)).toBe(0);
  });

  it('two parallel submits using the same coupon: one wins', async () => {
    const { token } = await buyer();
    const [s] = await freshSkus(ctx, 1, { price: 5000, stock: 10 });
    const cp = await makeCoupon(ctx, { kind: 3, threshold: 0, value: 1000 });
    const u = await claimOk(ctx, token, cp.id);
    const t1 = (await confirm(ctx, token, { ...buyNow(s!, 1), couponIds: [u] })).json().submitToken;
    const t2 = (await confirm(ctx, token, { ...buyNow(s!, 2), couponIds: [u] })).json().submitToken;
    const results = await Promise.all([submit(ctx, token, t1), submit(ctx, token, t2)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const lost = results.find((r) => r.statusCode === 400)!;
    expect(lost.json().message).toBe('优惠券已被使用或已过期，请重新确认订单');
    const orders = (await get(ctx, '/p/myOrder/myOrder?size=50', { token })).json().records;
    expect(orders).toHaveLength(1);
    expect(await status(token, u)).toBe(1);
  });

  it('another user\'s coupon id at confirm answers 404', async () => {
    const a = await buyer();
    const b = await buyer();
    const [s] = await freshSkus(ctx, 1, { price: 5000, stock: 10 });
    const cp = await makeCoupon(ctx, { kind: 3, threshold: 0, value: 100 });
    const u = await claimOk(ctx, a.token, cp.id);
    const res = await confirm(ctx, b.token, { ...buyNow(s!, 1), couponIds: [u] });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('优惠券不存在');
  });
});
