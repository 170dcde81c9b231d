// Special discounts: the console's create call (every rule fires, zh/en; operators any shop, owners their own,
// buyers refused), the time window by the ManualClock (start inclusive, end exclusive) on the pages, the cart and
// the checkout, prices to the fen (specialPrice per unit, the best discount of a line), the cart's discount groups,
// a coupon applied after the special price, and withdrawal scoped by shop.
import { expect, it } from 'vitest';
import { specialPrice } from '@mall/shared';
import { ensureDemoUsers } from '../src/modules/account/demo-users';
import { expectRefused, get, post, put, registerUser, type CallOptions } from './account-helpers';
import { claimOk, makeCoupon } from './coupon-helpers';
import { makeDiscount } from './discount-helpers';
import { describeEachEngine } from './harness';
import { addAddress, addToCart, confirm, freshSkus, submit } from './order-helpers';
import { DEMO_STORE_PASSWORD } from '../src/modules/store/account';
import { adminToken, loginAs, verifiedSellerHeaders } from './store-helpers';

const HOUR = 3600_000;

describeEachEngine('special discounts', (ctx) => {
  const buyNow = (s: { prodId: number; skuId: number }, count: number) => ({ orderItem: { prodId: s.prodId, skuId: s.skuId, prodCount: count } });
  const prices = async (ids: number[]) => (await get(ctx, `/discount/prices?prodIds=${ids.join(',')}`)).json() as { prodId: number; discountId: number }[];

  it('specialPrice: percent rounds half up, amount off never below 1 fen', () => {
    expect(specialPrice(999, { kind: 1, value: 85 })).toBe(849); // 849.15
    expect(specialPrice(1001, { kind: 1, value: 50 })).toBe(501); // 500.5 → 501
    expect(specialPrice(5000, { kind: 2, value: 1000 })).toBe(4000);
    expect(specialPrice(800, { kind: 2, value: 1000 })).toBe(1);
  });

  it('console: rules refused in zh and en; operators name the shop, owners only their own products, buyers 403', async () => {
    const admin = await adminToken(ctx);
    const [a, b] = await freshSkus(ctx, 2);
    const now = ctx().clock.now().getTime();
    const body = { nameZh: '周末特惠', kind: 1, value: 80, shopId: a!.shopId, prodIds: [a!.prodId], startsAt: new Date(now).toISOString(), endsAt: new Date(now + HOUR).toISOString() };
    const send = (over: Record<string, unknown>, who: CallOptions = { token: admin }) => (lang: string) => post(ctx, '/p/admin/discounts', { ...body, ...over }, { ...who, lang });
    await expectRefused(send({ nameZh: ' ' }), '请输入折扣名称（不超过30个字）', 'Please enter a discount name of at most 30 characters');
    await expectRefused(send({ value: 100 }), '折扣或减价金额不正确', 'The discount percentage or amount is invalid');
    await expectRefused(send({ kind: 3 }), '折扣或减价金额不正确');
    await expectRefused(send({ endsAt: body.startsAt }), '折扣时间不正确（结束须晚于开始，最长366天）', 'The discount period is invalid (the end must follow the start, at most 366 days)');
    await expectRefused(send({ endsAt: new Date(now + 367 * 24 * HOUR).toISOString() }), '折扣时间不正确（结束须晚于开始，最长366天）');
    await expectRefused(send({ prodIds: [] }), '请选择本店铺在售的商品', 'Please choose products on sale in this shop');
    await expectRefused(send({ shopId: null }), '请选择店铺', 'Please choose a shop');
    if (b!.shopId !== a!.shopId) await expectRefused(send({ prodIds: [a!.prodId, b!.prodId] }), '请选择本店铺在售的商品');
    const ok = await post(ctx, '/p/admin/discounts', body, { token: admin });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ name: '周末特惠', nameEn: '周末特惠', shopId: a!.shopId, prodIds: [a!.prodId], status: 1 });

    const { token } = await registerUser(ctx);
    expect((await post(ctx, '/p/admin/discounts', body, { token })).statusCode).toBe(403);
    expect((await get(ctx, '/p/admin/discounts', { token })).statusCode).toBe(403);

    // a shop owner: the discount is of their shop whatever the body names; another shop's product is refused
    const demo = await ensureDemoUsers(ctx().app.services.account);
    await ctx().app.services.store.ensureDemoOwner(demo.demo_seller);
    await ctx().app.services.store.ensureDemoStorePassword(demo.demo_seller);
    const sellerToken = await loginAs(ctx, 'demo_seller', 'demo@123456');
    // without the store session (the seller centre's store password) a shop owner is refused
    expect((await get(ctx, '/p/admin/discounts', { token: sellerToken })).statusCode).toBe(403);
    const seller = { token: sellerToken, headers: await verifiedSellerHeaders(ctx, sellerToken, DEMO_STORE_PASSWORD) };
    const own = (await ctx().app.services.store.shopOf(demo.demo_seller)).shopId!;
    expect(own).toBeGreaterThan(0);
    if (a!.shopId !== own) await expectRefused(send({ shopId: null }, seller), '请选择本店铺在售的商品');
    const mine = (await get(ctx, '/p/admin/discounts?size=100', seller)).json();
    expect(mine.records.every((r: { shopId: number }) => r.shopId === own)).toBe(true);
    const all = (await get(ctx, '/p/admin/discounts?size=100', { token: admin })).json();
    expect(all.records.some((r: { discountId: number }) => r.discountId === ok.json().discountId)).toBe(true);
    // withdrawing another shop's discount answers 404; the operator may
    if (a!.shopId !== own) expect((await put(ctx, `/p/admin/discounts/${ok.json().discountId}/withdraw`, {}, seller)).statusCode).toBe(404);
    expect((await put(ctx, `/p/admin/discounts/${ok.json().discountId}/withdraw`, {}, { token: admin })).statusCode).toBe(200);
    expect(await prices([a!.prodId])).toEqual([]);
  });

  it('the time window: not before the start, from the start, not from the end (pages, cart and checkout)', async () => {
    const { token } = await registerUser(ctx);
    await addAddress(ctx, token);
    const [s] = await freshSkus(ctx, 1, { price: 9999, stock: 50 });
    const start = ctx().clock.now().getTime() + HOUR;
    const d = await makeDiscount(ctx, s!.shopId, [s!.prodId], { kind: 1, value: 85, startsAt: new Date(start).toISOString(), endsAt: new Date(start + 2 * HOUR).toISOString() });
    await addToCart(ctx, token, s!, 3);
    const total = async () => (await confirm(ctx, token, buyNow(s!, 3))).json().shopOrders[0];
    const cartSubtract = async () => {
      const cart = (await post(ctx, '/p/shopCart/info', [], { token })).json();
      const basketId = cart.flatMap((g: { shopCartItemDiscounts: { shopCartItems: { basketId: number; skuId: number }[] }[] }) => g.shopCartItemDiscounts.flatMap((x) => x.shopCartItems)).find((i: { skuId: number }) => i.skuId === s!.skuId).basketId;
      return (await post(ctx, '/p/shopCart/totalPay', [basketId], { token })).json().subtractMoney;
    };

    expect(await prices([s!.prodId])).toEqual([]);
    expect((await total()).shopDiscount).toBe(0);
    expect((await get(ctx, `/discount/detail?id=${d.id}`)).statusCode).toBe(404);

    ctx().clock.set(start);
    const off = (9999 - specialPrice(9999, { kind: 1, value: 85 })) * 3; // 8499 each
    expect(off).toBe(1500 * 3);
    expect(await prices([s!.prodId])).toMatchObject([{ prodId: s!.prodId, discountId: d.id, kind: 1, value: 85 }]);
    expect(await total()).toMatchObject({ productTotal: 29997, shopDiscount: off });
    expect(await cartSubtract()).toBe(off);
    const detail = (await get(ctx, `/discount/detail?id=${d.id}`, { lang: 'en' })).json();
    expect(detail).toMatchObject({ discountId: d.id, name: 'Special discount', prodCount: 1 });
    const list = (await get(ctx, '/discount/list?size=100')).json();
    expect(list.records.some((r: { discountId: number }) => r.discountId === d.id)).toBe(true);

    ctx().clock.set(start + 2 * HOUR - 1);
    expect((await total()).shopDiscount).toBe(off);
    ctx().clock.set(start + 2 * HOUR);
    expect((await total()).shopDiscount).toBe(0);
    expect(await cartSubtract()).toBe(0);
    // SPEC §8: an activity that has ended answers 204 (the page says so and goes home); one never made stays 404
    const ended = await get(ctx, `/discount/detail?id=${d.id}`);
    expect(ended.statusCode).toBe(204);
    expect(ended.body).toBe('');
    expect((await get(ctx, '/discount/detail?id=99999999')).statusCode).toBe(404);
  });

  it('prices to the fen: the best discount per line, a coupon on what is left, the order charges what the page showed', async () => {
    ctx().clock.advance(48 * HOUR); // the discounts of earlier tests (on products these SKUs may share) are over
    const { token } = await registerUser(ctx);
    await addAddress(ctx, token);
    const [a, b, c] = await freshSkus(ctx, 3, { price: 3333, stock: 50, sameShop: true });
    await makeDiscount(ctx, a!.shopId, [a!.prodId, b!.prodId], { kind: 1, value: 90 });
    await makeDiscount(ctx, a!.shopId, [b!.prodId], { kind: 2, value: 1000 });
    const cp = await makeCoupon(ctx, { kind: 3, threshold: 0, value: 777, scope: 1, shopId: a!.shopId });
    const u = await claimOk(ctx, token, cp.id);
    const body = { orderItem: undefined, basketIds: [await addToCart(ctx, token, a!, 2), await addToCart(ctx, token, b!, 3), await addToCart(ctx, token, c!, 1)] };
    const res = await confirm(ctx, token, body);
    expect(res.statusCode, res.body).toBe(200);
    const shop = res.json().shopOrders[0];
    const aOff = (3333 - specialPrice(3333, { kind: 1, value: 90 })) * 2; // 3000 each
    const bOff = 1000 * 3; // 2333 each beats 3000
    expect(shop).toMatchObject({ productTotal: 3333 * 6, shopDiscount: aOff + bOff, couponDiscount: 777 });
    expect(shop.actualTotal).toBe(3333 * 6 - aOff - bOff - 777 + shop.freight);
    const lines = shop.items as { skuId: number; discountAmount: number }[];
    expect(lines.reduce((s, l) => s + l.discountAmount, 0)).toBe(aOff + bOff + 777);
    expect(res.json().coupons.chosen).toEqual([u]);
    const sub = await submit(ctx, token, res.json().submitToken);
    expect(sub.statusCode, sub.body).toBe(200);
    expect(sub.json().actualTotal).toBe(shop.actualTotal);
  });

  it('the cart groups a shop\'s lines by the special discount pricing them (shopCartItemDiscounts)', async () => {
    ctx().clock.advance(48 * HOUR); // the discounts of earlier tests (on products these SKUs may share) are over
    const { token } = await registerUser(ctx);
    const [a, b, c] = await freshSkus(ctx, 3, { price: 5000, stock: 50, sameShop: true });
    const d1 = await makeDiscount(ctx, a!.shopId, [a!.prodId], { nameZh: '八折', nameEn: '20% off', kind: 1, value: 80 });
    const d2 = await makeDiscount(ctx, a!.shopId, [b!.prodId], { nameZh: '直降', nameEn: 'Price cut', kind: 2, value: 500 });
    for (const s of [a!, b!, c!]) await addToCart(ctx, token, s);
    const cart = (await post(ctx, '/p/shopCart/info', [], { token, lang: 'en' })).json();
    const groups = cart.find((g: { shopId: number }) => g.shopId === a!.shopId).shopCartItemDiscounts as { chooseDiscountItemDto: { discountId: number; discountName: string; special: boolean } | null; shopCartItems: { skuId: number }[] }[];
    const of = (skuId: number) => groups.find((g) => g.shopCartItems.some((i) => i.skuId === skuId))!;
    expect(of(a!.skuId).chooseDiscountItemDto).toMatchObject({ discountId: d1.id, discountName: '20% off', kind: 'percent', value: 80, special: true });
    expect(of(b!.skuId).chooseDiscountItemDto).toMatchObject({ discountId: d2.id, kind: 'amount', value: 500, special: true });
    expect(of(c!.skuId).chooseDiscountItemDto).toBeNull();
    expect(new Set(groups.map((g) => g.chooseDiscountItemDto?.discountId ?? 0)).size).toBe(groups.length);
  });

  it('demo discounts are created once', async () => {
    const { promotion } = ctx().app.services;
    await promotion.ensureDemoCoupons();
    const first = (await get(ctx, '/discount/list?size=100')).json().total;
    await promotion.ensureDemoCoupons();
    expect((await get(ctx, '/discount/list?size=100')).json().total).toBe(first);
    expect(first).toBeGreaterThan(0);
  });
});
