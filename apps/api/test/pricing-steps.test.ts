// The pricing pipeline's steps, each alone, and the whole pipeline: integer fen in, integer fen out.
import { describe, expect, it } from 'vitest';
import { apportion } from '../src/modules/order/pricing/apportion';
import { coupons } from '../src/modules/order/pricing/coupons';
import { itemPrices } from '../src/modules/order/pricing/item-prices';
import { CART_STEPS, CHECKOUT_STEPS, emptyDraft, runPipeline, settle } from '../src/modules/order/pricing/pipeline';
import { points } from '../src/modules/order/pricing/points';
import { noDiscounts, reductionOf, shopDiscounts } from '../src/modules/order/pricing/shop-discounts';
import type { DiscountRule, PricingContext, PricingInput, ShopDraft } from '../src/modules/order/pricing/types';

const line = (over: Partial<PricingInput> = {}): PricingInput => ({ skuId: 1, prodId: 1, shopId: 1, basketId: null, price: 1000, count: 1, weight: 500, goodsType: 0, ...over });
const ctx = (over: Partial<PricingContext> = {}): PricingContext => ({
  userId: 1, provinceCode: '310000', discounts: noDiscounts, freight: { forShop: async () => null }, couponIds: [], usePoints: 0, ...over,
});
const priced = (lines: PricingInput[]): ShopDraft => itemPrices.apply(emptyDraft(1, lines), ctx()) as ShopDraft;
const rules = (...r: DiscountRule[]) => ({ forShop: async () => r });

describe('apportion', () => {
  it('splits in proportion, in whole fen that add up exactly', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(1000, [3000, 1000])).toEqual([750, 250]);
    expect(apportion(7, [1, 2, 4])).toEqual([1, 2, 4]);
    expect(apportion(0, [5, 5])).toEqual([0, 0]);
    expect(apportion(5, [0, 0])).toEqual([5, 0]);
    expect(apportion(5, [])).toEqual([]);
    for (const amount of [1, 99, 12345]) expect(apportion(amount, [333, 667, 1, 9999]).reduce((a, b) => a + b, 0)).toBe(amount);
  });
  it('refuses fractions of a fen', () => expect(() => apportion(1.5, [1])).toThrow(RangeError));
});

describe('item prices', () => {
  it('multiplies price by count per line and sums the shop', () => {
    const d = priced([line({ price: 1999, count: 3 }), line({ skuId: 2, price: 1, count: 7 })]);
    expect(d.lines.map((l) => l.productTotal)).toEqual([5997, 7]);
    expect(d.productTotal).toBe(6004);
  });
  it('refuses totals beyond safe integers', () => {
    expect(() => priced([line({ price: Number.MAX_SAFE_INTEGER, count: 2 })])).toThrow(RangeError);
  });
});

describe('shop discounts', () => {
  const full = (threshold: number, value: number): DiscountRule => ({ discountId: value, discountName: `满${threshold}减${value}`, kind: 'amount', threshold, value });
  const pct = (threshold: number, value: number): DiscountRule => ({ discountId: 100 + value, discountName: `${value}%`, kind: 'percent', threshold, value });

  it('computes full reduction and full discount, only from the threshold', () => {
    expect(reductionOf(full(10000, 1500), 9999)).toBe(0);
    expect(reductionOf(full(10000, 1500), 10000)).toBe(1500);
    expect(reductionOf(full(0, 5000), 3000)).toBe(3000); // never below zero
    expect(reductionOf(pct(0, 90), 999)).toBe(100); // pays 899.1 -> 899 (half up), 100 off
    expect(reductionOf(pct(0, 85), 1001)).toBe(150); // pays 850.85 -> 851
    expect(reductionOf(pct(5000, 80), 4999)).toBe(0);
  });

  it('picks the best rule and shares it over the lines in proportion', async () => {
    const d = priced([line({ price: 3000, count: 1 }), line({ skuId: 2, price: 1000, count: 1 })]);
    const out = await shopDiscounts.apply(d, ctx({ discounts: rules(full(3000, 300), full(4000, 1000), pct(0, 95)) }));
    expect(out.shopDiscount).toBe(1000);
    expect(out.chosenDiscount?.discountId).toBe(1000);
    expect(out.lines.map((l) => l.shopDiscount)).toEqual([750, 250]);
  });

  it('does nothing without rules', async () => {
    const d = priced([line()]);
    const out = await shopDiscounts.apply(d, ctx());
    expect(out.shopDiscount).toBe(0);
    expect(out.chosenDiscount).toBeNull();
  });
});

describe('coupons and points (filled by their issues)', () => {
  it('leave the draft as it is for now', async () => {
    const d = priced([line({ price: 5000 })]);
    expect(await coupons.apply(d, ctx({ couponIds: [1, 2] }))).toBe(d);
    expect(await points.apply(d, ctx({ usePoints: 100 }))).toBe(d);
  });
});

describe('pipeline', () => {
  it('runs item prices, the quoted price, the package price, shop discounts, the member price, coupons, points and freight, in that order', () => {
    // the member price after shop discounts, so a shop's thresholds see list prices (decision 023); a shop's quote
    // to one buyer replaces the list price before anything else (decision 030), a package part's share next (036)
    expect(CHECKOUT_STEPS.map((s) => s.name)).toEqual(['itemPrices', 'quotePrice', 'bundlePrice', 'shopDiscounts', 'memberPrice', 'coupons', 'points', 'freight']);
    expect(CART_STEPS.map((s) => s.name)).toEqual(['itemPrices', 'quotePrice', 'bundlePrice', 'shopDiscounts', 'memberPrice']);
  });

  it('the package price replaces the list price of the package\'s parts only', async () => {
    const [d] = await runPipeline([line({ price: 1990, count: 2, bundle: { bundleId: 7, unitPrice: 1664 } }), line({ skuId: 2, price: 1000 })], ctx(), CART_STEPS);
    expect(d!.lines.map((l) => [l.price, l.productTotal])).toEqual([[1664, 3328], [1000, 1000]]);
    expect(d!.productTotal).toBe(4328);
  });

  it('the quoted price replaces the list price of the quoted line only', async () => {
    const [d] = await runPipeline([line({ price: 5000, count: 3, quote: { inquiryId: 1, unitPrice: 4200 } }), line({ skuId: 2, price: 1000 })], ctx(), CART_STEPS);
    expect(d!.lines.map((l) => [l.price, l.productTotal])).toEqual([[4200, 12600], [1000, 1000]]);
    expect(d!.productTotal).toBe(13600);
  });

  it('prices each shop alone and settles goods after discounts plus freight', async () => {
    const inputs = [line({ shopId: 7, price: 6000, count: 2 }), line({ shopId: 8, skuId: 2, price: 500, count: 3 }), line({ shopId: 7, skuId: 3, price: 1000 })];
    const drafts = await runPipeline(inputs, ctx({ discounts: { forShop: async (id) => (id === 7 ? [{ discountId: 1, discountName: 'x', kind: 'amount', threshold: 10000, value: 2000 }] : []) } }));
    expect(drafts.map((d) => d.shopId)).toEqual([7, 8]);
    const [a, b] = drafts;
    // shop 7: 13000 - 2000 = 11000 >= 9900: free delivery
    expect(a).toMatchObject({ productTotal: 13000, shopDiscount: 2000, freight: 0, actualTotal: 11000 });
    expect(a!.lines.map((l) => l.shopDiscount)).toEqual([1846, 154]);
    // shop 8: 1500, 3 pieces: 800 + 2 x 200
    expect(b).toMatchObject({ productTotal: 1500, shopDiscount: 0, freight: 1200, actualTotal: 2700 });
    for (const d of drafts) for (const n of [d.productTotal, d.freight, d.actualTotal, ...d.lines.map((l) => l.shopDiscount)]) expect(Number.isInteger(n)).toBe(true);
  });

  it('never lets discounts take the goods below zero; freight is still paid', () => {
    const d = { ...priced([line({ price: 100 })]), shopDiscount: 80, couponDiscount: 50, freight: 800 };
    expect(settle(d).actualTotal).toBe(800);
  });
});
