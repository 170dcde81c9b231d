// Property-style check of the points step over random carts (seeded, so a failure repeats): shop discounts and
// coupons first, then points in multiples of 10 at random rates and caps. Whatever the cart, each line's points
// share is whole fen within what is left of the line, the shares add up to each shop's points discount and the
// plan's deduction, the points per shop add up to what was used and stay within each shop's cap, and every order
// adds up: actualTotal = goods − shop discounts − coupons − points + freight.
import { describe, expect, it } from 'vitest';
import { POINTS_STEP, pointsFor, pointsWorth } from '@mall/shared';
import { AppError } from '../src/platform/errors';
import { planCoupons } from '../src/modules/order/pricing/coupons';
import { CART_STEPS, CHECKOUT_STEPS, runPipeline, settle } from '../src/modules/order/pricing/pipeline';
import { planPoints, withPoints } from '../src/modules/order/pricing/points';
import type { CouponRule, PricingContext } from '../src/modules/order/pricing/types';
import { randomLines, randomShopDiscounts, rng } from './random-carts';


describe('points step over random carts', () => {
  it('adds up to the fen with coupons and discounts (400 carts)', async () => {
    const r = rng(20261127);
    let withPointsSeen = 0;
    for (let cart = 0; cart < 400; cart++) {
      const shops = 1 + r(3);
      const lines = randomLines(r, shops);
      const rulesOf = randomShopDiscounts(r, shops);
      const coupons: CouponRule[] = Array.from({ length: r(3) }, (_, i) => ({
        userCouponId: i + 1, couponId: 1, name: 'c', kind: 1, threshold: r(30_000), value: 1 + r(20_000), maxOff: 0, shopId: r(2) ? null : 1 + r(shops), prodIds: null, validUntil: null,
      }));
      const ctx: PricingContext = { userId: 1, provinceCode: null, discounts: { forShop: async (id) => rulesOf.get(id) ?? [] }, freight: { forShop: async () => null }, couponIds: [], usePoints: 0 };
      const plan = planCoupons(await runPipeline(lines, ctx, CART_STEPS), coupons, undefined);
      const drafts = await runPipeline(lines, { ...ctx, couponIds: plan.chosen, couponShares: plan.shares }, CHECKOUT_STEPS);
      const rules = { pointsPerYuan: [10, 30, 100, 250, 1000][r(5)]!, maxSharePercent: r(101) };
      const caps = drafts.map((d) => pointsFor(Math.floor((d.lines.reduce((s, l) => s + l.productTotal - l.shopDiscount - l.couponDiscount, 0) * rules.maxSharePercent) / 100), rules.pointsPerYuan));
      const capTotal = caps.reduce((s, x) => s + x, 0);
      const usePoints = r(4) === 0 ? capTotal : Math.floor(r(capTotal + 1) / POINTS_STEP) * POINTS_STEP;
      if (r(10) === 0) {
        const over = planPoints.bind(null, drafts, capTotal + POINTS_STEP, rules, null);
        expect(over).toThrow(AppError);
      }
      const p = planPoints(drafts, usePoints, rules, null);
      expect(p.maxUsable).toBe(capTotal);
      const priced = drafts.map((d) => settle(withPoints(d, p.shares)));
      let usedTotal = 0;
      let fenTotal = 0;
      for (const [i, d] of priced.entries()) {
        const shopPoints = p.byShop.get(d.shopId)!;
        expect(shopPoints % POINTS_STEP).toBe(0);
        expect(shopPoints).toBeLessThanOrEqual(caps[i]!);
        expect(d.pointsDiscount).toBe(pointsWorth(shopPoints, rules.pointsPerYuan));
        for (const l of d.lines) {
          expect(Number.isSafeInteger(l.pointsDiscount) && l.pointsDiscount >= 0).toBe(true);
          expect(l.shopDiscount + l.couponDiscount + l.pointsDiscount).toBeLessThanOrEqual(l.productTotal);
        }
        expect(d.lines.reduce((s, l) => s + l.pointsDiscount, 0)).toBe(d.pointsDiscount);
        expect(d.lines.reduce((s, l) => s + (l.pointsUsed ?? 0), 0)).toBe(shopPoints);
        expect(d.actualTotal).toBe(d.productTotal - d.shopDiscount - d.couponDiscount - d.pointsDiscount + d.freight);
        usedTotal += shopPoints;
        fenTotal += d.pointsDiscount;
      }
      expect(usedTotal).toBe(usePoints);
      expect(fenTotal).toBe(p.deduction);
      if (fenTotal > 0 && priced.some((d) => d.couponDiscount > 0 || d.shopDiscount > 0)) withPointsSeen++;
    }
    expect(withPointsSeen).toBeGreaterThan(50);
  });
});
