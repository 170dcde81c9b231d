// Random carts for the pricing property tests: a seeded generator (the same carts every run), cart lines over a few
// shops, and each shop's full-reduction rule or none.
import type { DiscountRule, PricingInput } from '../src/modules/order/pricing/types';

/** A seeded generator: r(n) answers a whole number in [0, n). */
export function rng(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return s % n;
  };
}
export type Rng = ReturnType<typeof rng>;

/** 1 to 6 lines over `shops` shops, 0.01 to 500.00 yuan, 1 to 5 units, physical or virtual. */
export const randomLines = (r: Rng, shops: number): PricingInput[] =>
  Array.from({ length: 1 + r(6) }, (_, i) => ({
    skuId: i + 1, prodId: 100 + r(8), shopId: 1 + r(shops), basketId: null, price: 1 + r(50_000), count: 1 + r(5), weight: 0, goodsType: r(2),
  }));

/** Each shop's discount rules: one full reduction (amount or percent) or none. */
export function randomShopDiscounts(r: Rng, shops: number): Map<number, DiscountRule[]> {
  const rulesOf = new Map<number, DiscountRule[]>();
  for (let shopId = 1; shopId <= shops; shopId++) {
    rulesOf.set(shopId, r(2) ? [{ discountId: shopId, discountName: 'full', kind: r(2) ? 'amount' : 'percent', threshold: r(50_000), value: 1 + r(95) * 100 }] : []);
  }
  return rulesOf;
}
