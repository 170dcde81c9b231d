// Property-style check of the member-price step over random carts (seeded, so a failure repeats): shop discounts,
// then the member rate (level or paid), then coupons and points. Whatever the cart, each line's member share is
// whole fen within what the shop's discounts left of it, the shares add up to memberOff of the shop's goods, coupons
// and points never take more than is left, and every order adds up to the fen:
// actualTotal = goods − shop discounts − member price − coupons − points + freight.
import { describe, expect, it } from 'vitest';
import { memberOff, POINTS_STEP, pointsFor } from '@mall/shared';
import { planCoupons } from '../src/modules/order/pricing/coupons';
import { CART_STEPS, CHECKOUT_STEPS, runPipeline, settle } from '../src/modules/order/pricing/pipeline';
import { planPoints, withPoints } from '../src/modules/order/pricing/points';
import type { CouponRule, PricingContext } from '../src/modules/order/pricing/types';
import { randomLines, randomShopDiscounts, rng } from './random-carts';


describe('member price over random carts', () => {
  it('adds up to the fen with the level or paid rate, discounts, coupons and points (400 carts)', async () => {
    const r = rng(20261125);
    let seen = 0;
    for (let cart = 0; cart < 400; cart++) {
      const shops = 1 + r(3);
      const lines = randomLines(r, shops);
      const rulesOf = randomShopDiscounts(r, shops);
      const coupons: CouponRule[] = Array.from({ length: r(3) }, (_, i) => ({
        userCouponId: i + 1, couponId: 1, name: 'c', kind: 1 + r(3), threshold: r(30_000), value: 1 + r(99), maxOff: r(2) ? 0 : r(5000), shopId: r(2) ? null : 1 + r(shops), prodIds: null, validUntil: null,
      }));
      const percent = [100, 99, 95, 92, 88, 50, 1][r(7)]!;
      const member = percent === 100 && r(2) ? null : { percent, source: r(2) ? 'level' as const : 'paid' as const, freeShipping: r(2) === 0 };
      const ctx: PricingContext = { userId: 1, provinceCode: null, discounts: { forShop: async (id) => rulesOf.get(id) ?? [] }, freight: { forShop: async () => null }, couponIds: [], usePoints: 0, member };
      const cartDrafts = await runPipeline(lines, ctx, CART_STEPS);
      const plan = planCoupons(cartDrafts, coupons, undefined);
      const drafts = await runPipeline(lines, { ...ctx, couponIds: plan.chosen, couponShares: plan.shares }, CHECKOUT_STEPS);
      const rules = { pointsPerYuan: [10, 100, 1000][r(3)]!, maxSharePercent: r(101) };
      const caps = drafts.map((d) => pointsFor(Math.floor((d.lines.reduce((s, l) => s + l.productTotal - l.shopDiscount - l.memberDiscount - l.couponDiscount, 0) * rules.maxSharePercent) / 100), rules.pointsPerYuan));
      const capTotal = caps.reduce((s, x) => s + x, 0);
      const usePoints = Math.floor(r(capTotal + 1) / POINTS_STEP) * POINTS_STEP;
      const p = planPoints(drafts, usePoints, rules, null);
      for (const [i, d0] of drafts.entries()) {
        const d = settle(withPoints(d0, p.shares));
        const afterShop = d.lines.reduce((s, l) => s + l.productTotal - l.shopDiscount, 0);
        expect(d.memberDiscount).toBe(member ? memberOff(afterShop, member.percent) : 0);
        expect(cartDrafts[i]!.memberDiscount).toBe(d.memberDiscount);
        expect(d.lines.reduce((s, l) => s + l.memberDiscount, 0)).toBe(d.memberDiscount);
        for (const l of d.lines) {
          expect(Number.isSafeInteger(l.memberDiscount) && l.memberDiscount >= 0).toBe(true);
          expect(l.shopDiscount + l.memberDiscount + l.couponDiscount + l.pointsDiscount).toBeLessThanOrEqual(l.productTotal);
        }
        if (member?.freeShipping) expect(d.freight).toBe(0);
        expect(d.actualTotal).toBe(d.productTotal - d.shopDiscount - d.memberDiscount - d.couponDiscount - d.pointsDiscount + d.freight);
        expect(d.actualTotal).toBe(d.lines.reduce((s, l) => s + l.productTotal - l.shopDiscount - l.memberDiscount - l.couponDiscount - l.pointsDiscount, 0) + d.freight);
        if (d.memberDiscount > 0) seen++;
      }
    }
    expect(seen).toBeGreaterThan(100);
  });
});
