// Property-style checks of the discount steps over many random carts (a seeded generator, so a failure repeats):
// special discounts per unit plus a shop-wide rule, shop and platform coupons with thresholds, percentages, caps and
// product scopes. Whatever the cart, every line's shares are whole fen within its goods, each draft's discounts are
// exactly the sum of its lines', the chosen coupons take off exactly what the plan says, and the total adds up.
import { describe, expect, it } from 'vitest';
import { specialPrice } from '@mall/shared';
import { planCoupons } from '../src/modules/order/pricing/coupons';
import { CART_STEPS, CHECKOUT_STEPS, runPipeline } from '../src/modules/order/pricing/pipeline';
import type { CouponRule, DiscountRule, PricingContext, PricingInput } from '../src/modules/order/pricing/types';

function rng(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return s % n;
  };
}

describe('discount steps over random carts', () => {
  it('shares add up to the fen and never exceed a line (500 carts)', async () => {
    const r = rng(20261122);
    const seen = { coupon: 0, special: 0 };
    for (let cart = 0; cart < 500; cart++) {
      const shops = 1 + r(3);
      const lines: PricingInput[] = Array.from({ length: 1 + r(6) }, (_, i) => ({
        skuId: i + 1, prodId: 100 + r(8), shopId: 1 + r(shops), basketId: null, price: 1 + r(50_000), count: 1 + r(5), weight: 0, goodsType: 1,
      }));
      const rulesOf = new Map<number, DiscountRule[]>();
      let discountId = 1;
      for (let shopId = 1; shopId <= shops; shopId++) {
        const rules: DiscountRule[] = [];
        for (let k = r(3); k > 0; k--) {
          const percent = r(2) === 0;
          rules.push({ discountId: discountId++, discountName: 'd', kind: percent ? 'percent' : 'amount', threshold: 0, value: percent ? 1 + r(99) : 1 + r(20_000), prodIds: [100 + r(8), 100 + r(8)] });
        }
        if (r(3) === 0) rules.push({ discountId: discountId++, discountName: 'full', kind: r(2) ? 'amount' : 'percent', threshold: r(100_000), value: 1 + r(95) * 100 });
        rulesOf.set(shopId, rules);
      }
      let uc = 1;
      const coupons: CouponRule[] = Array.from({ length: r(5) }, () => {
        const kind = 1 + r(3);
        return {
          userCouponId: uc++, couponId: 1, name: 'c', kind, threshold: kind === 3 ? 0 : r(60_000), value: kind === 2 ? 1 + r(99) : 1 + r(30_000),
          maxOff: kind === 2 ? r(2) * r(10_000) : 0, shopId: r(2) ? null : 1 + r(shops), prodIds: r(3) === 0 ? [100 + r(8)] : null, validUntil: null,
        };
      });
      const ctx: PricingContext = {
        userId: 1, provinceCode: null, discounts: { forShop: async (id) => rulesOf.get(id) ?? [] }, freight: { forShop: async () => null }, couponIds: [], usePoints: 0,
      };
      const pre = await runPipeline(lines, ctx, CART_STEPS);
      const plan = planCoupons(pre, coupons, undefined);
      const drafts = await runPipeline(lines, { ...ctx, couponIds: plan.chosen, couponShares: plan.shares }, CHECKOUT_STEPS);
      let couponTotal = 0;
      for (const d of drafts) {
        for (const l of d.lines) {
          for (const x of [l.shopDiscount, l.couponDiscount]) expect(Number.isSafeInteger(x) && x >= 0).toBe(true);
          expect(l.shopDiscount + l.couponDiscount).toBeLessThanOrEqual(l.productTotal);
          // a special price never goes below 1 fen a unit, so a line keeps at least its count in fen before the shop-wide rule
          const special = (rulesOf.get(d.shopId) ?? []).filter((x) => x.prodIds?.includes(l.prodId));
          if (special.length && !(rulesOf.get(d.shopId) ?? []).some((x) => !x.prodIds)) {
            const best = Math.min(...special.map((x) => specialPrice(l.price, { kind: x.kind === 'percent' ? 1 : 2, value: x.value })));
            expect(l.shopDiscount).toBe((l.price - best) * l.count);
          }
        }
        expect(d.lines.reduce((s, l) => s + l.shopDiscount, 0)).toBe(d.shopDiscount);
        expect(d.lines.reduce((s, l) => s + l.couponDiscount, 0)).toBe(d.couponDiscount);
        expect(d.actualTotal).toBe(d.productTotal - d.shopDiscount - d.couponDiscount + d.freight);
        couponTotal += d.couponDiscount;
      }
      const offers = [...plan.offers.shops.flatMap((s) => s.offers), ...plan.offers.platform];
      expect(couponTotal).toBe(plan.offers.discount);
      if (couponTotal > 0) seen.coupon++;
      if (drafts.some((d) => d.shopDiscount > 0)) seen.special++;
      expect(offers.filter((o) => o.chosen).reduce((s, o) => s + o.off, 0)).toBe(couponTotal);
    }
    // not vacuous: most carts had something taken off
    expect(seen.coupon).toBeGreaterThan(150);
    expect(seen.special).toBeGreaterThan(150);
  });
});
