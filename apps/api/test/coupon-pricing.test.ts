// The coupon step of the pricing pipeline alone: each kind and scope priced to the fen, the best pick,
// the buyer's choice, and the discount shared over the lines so that it sums exactly.
import { describe, expect, it } from 'vitest';
import { couponReduction, coupons, planCoupons } from '../src/modules/order/pricing/coupons';
import { CART_STEPS, CHECKOUT_STEPS, runPipeline } from '../src/modules/order/pricing/pipeline';
import { noDiscounts } from '../src/modules/order/pricing/shop-discounts';
import type { CouponRule, DiscountRule, PricingContext, PricingInput } from '../src/modules/order/pricing/types';
import { AppError } from '../src/platform/errors';

const line = (skuId: number, shopId: number, price: number, count = 1): PricingInput => ({ skuId, prodId: skuId * 10, shopId, basketId: null, price, count, weight: 0, goodsType: 1 });
const ctxOf = (over: Partial<PricingContext> = {}): PricingContext => ({
  userId: 1, provinceCode: null, discounts: noDiscounts, freight: { forShop: async () => null }, couponIds: [], usePoints: 0, ...over,
});
let seq = 1;
const rule = (over: Partial<CouponRule>): CouponRule => ({
  userCouponId: seq++, couponId: 1, name: 'c', kind: 1, threshold: 0, value: 0, maxOff: 0, shopId: null, prodIds: null, validUntil: null, ...over,
});

async function price(lines: PricingInput[], rules: CouponRule[], choice?: number[], ctx = ctxOf()) {
  const pre = await runPipeline(lines, ctx, CART_STEPS);
  const plan = planCoupons(pre, rules, choice);
  const drafts = await runPipeline(lines, { ...ctx, couponIds: plan.chosen, couponShares: plan.shares }, CHECKOUT_STEPS);
  return { plan, drafts };
}

describe('coupon reduction', () => {
  it('amount off above a threshold, percent with a cap, no threshold', () => {
    expect(couponReduction({ kind: 1, threshold: 19900, value: 2000, maxOff: 0 }, 19899)).toBe(0);
    expect(couponReduction({ kind: 1, threshold: 19900, value: 2000, maxOff: 0 }, 19900)).toBe(2000);
    expect(couponReduction({ kind: 2, threshold: 0, value: 90, maxOff: 5000 }, 12345)).toBe(12345 - 11111); // pays 11110.5 → 11111
    expect(couponReduction({ kind: 2, threshold: 0, value: 90, maxOff: 5000 }, 100000)).toBe(5000); // capped
    expect(couponReduction({ kind: 2, threshold: 0, value: 85, maxOff: 0 }, 100000)).toBe(15000); // no cap
    expect(couponReduction({ kind: 3, threshold: 0, value: 500, maxOff: 0 }, 300)).toBe(300); // never below 0
    expect(couponReduction({ kind: 3, threshold: 0, value: 500, maxOff: 0 }, 0)).toBe(0);
  });
});

describe('coupon step', () => {
  it('without a plan it takes nothing off', async () => {
    const d = await coupons.apply((await runPipeline([line(1, 1, 1000)], ctxOf(), CART_STEPS))[0]!, ctxOf());
    expect(d.couponDiscount).toBe(0);
  });

  it('picks the best shop coupon per shop and the best platform coupon on what is left, shared to the fen', async () => {
    const lines = [line(1, 1, 3333), line(2, 1, 6667, 2), line(3, 2, 10001)];
    const shopA = rule({ shopId: 1, kind: 2, value: 90, maxOff: 5000 });
    const shopAWorse = rule({ shopId: 1, kind: 3, value: 100 });
    const platform = rule({ kind: 1, threshold: 19900, value: 2000 });
    const platformSmall = rule({ kind: 3, value: 500 });
    const { plan, drafts } = await price(lines, [shopA, shopAWorse, platform, platformSmall]);
    // shop 1 goods 16667 → pays 15000 (15000.3 rounded) → 1667 off
    expect(plan.chosen).toEqual([shopA.userCouponId, platform.userCouponId]);
    const [a, b] = drafts;
    const total = (d: typeof a) => d!.lines.reduce((s, l) => s + l.couponDiscount, 0);
    expect(total(a) + total(b)).toBe(1667 + 2000);
    expect(a!.couponDiscount + b!.couponDiscount).toBe(3667);
    expect(plan.offers.discount).toBe(3667);
    expect(a!.actualTotal + b!.actualTotal).toBe(16667 + 10001 - 3667);
    expect(plan.offers.shops[0]!.offers.find((o) => o.chosen)?.userCouponId).toBe(shopA.userCouponId);
    expect(plan.offers.platform.map((o) => [o.off, o.chosen])).toEqual([[2000, true], [500, false]]);
    expect(plan.uses.find((u) => u.userCouponId === platform.userCouponId)?.shopIds.sort()).toEqual([1, 2]);
  });

  it('scopes: products and another shop\'s coupon only cover their lines; thresholds count covered goods only', async () => {
    const lines = [line(1, 1, 5000), line(2, 1, 5000), line(3, 2, 5000)];
    const onProd = rule({ shopId: null, prodIds: [20], kind: 1, threshold: 5000, value: 999 });
    const other = rule({ shopId: 9, kind: 3, value: 100 });
    const { plan, drafts } = await price(lines, [onProd, other]);
    expect(plan.chosen).toEqual([onProd.userCouponId]);
    expect(drafts[0]!.lines.map((l) => l.couponDiscount)).toEqual([0, 999]);
    expect(drafts[1]!.couponDiscount).toBe(0);
    const tooHigh = rule({ prodIds: [10], kind: 1, threshold: 5001, value: 100 });
    expect((await price(lines, [tooHigh])).plan.chosen).toEqual([]);
  });

  it('applies after the shop discount and honours the buyer\'s choice (none, or a worse one)', async () => {
    const discounts = { forShop: async (): Promise<DiscountRule[]> => [{ discountId: 1, discountName: 'd', kind: 'amount', threshold: 10000, value: 1000 }] };
    const ctx = ctxOf({ discounts });
    const lines = [line(1, 1, 7001), line(2, 1, 3000)];
    const big = rule({ kind: 1, threshold: 10000, value: 3000 }); // goods after shop discount 9001 < 10000
    const small = rule({ kind: 3, value: 1 });
    const pct = rule({ shopId: 1, kind: 2, value: 95, maxOff: 0 });
    const best = await price(lines, [big, small, pct], undefined, ctx);
    expect(best.plan.offers.platform.find((o) => o.userCouponId === big.userCouponId)).toMatchObject({ off: 0, usable: false });
    expect(best.plan.chosen).toEqual([pct.userCouponId, small.userCouponId]);
    expect(best.drafts[0]!.couponDiscount).toBe(9001 - 8551 + 1); // 9001 * 0.95 = 8550.95 → 8551
    const none = await price(lines, [big, small, pct], [], ctx);
    expect(none.drafts[0]!.couponDiscount).toBe(0);
    const only = await price(lines, [big, small, pct], [small.userCouponId], ctx);
    expect(only.drafts[0]!.couponDiscount).toBe(1);
    expect(() => planCoupons(best.drafts, [big, small], [big.userCouponId])).toThrow(AppError);
    expect(() => planCoupons(best.drafts, [small], [12345])).toThrow(expect.objectContaining({ key: 'coupon.notFound', status: 404 }));
    const small2 = rule({ kind: 3, value: 2 });
    expect(() => planCoupons(best.drafts, [small, small2], [small.userCouponId, small2.userCouponId])).toThrow(expect.objectContaining({ key: 'coupon.oneEach' }));
  });

  it('shares odd amounts over many lines so they add up exactly', async () => {
    const lines = Array.from({ length: 7 }, (_, i) => line(100 + i, 1, 333 + i * 7, 1 + (i % 3)));
    const r = rule({ kind: 3, value: 1001 });
    const { drafts } = await price(lines, [r]);
    expect(drafts[0]!.lines.reduce((s, l) => s + l.couponDiscount, 0)).toBe(1001);
    for (const l of drafts[0]!.lines) expect(Number.isInteger(l.couponDiscount) && l.couponDiscount <= l.productTotal).toBe(true);
  });
});
