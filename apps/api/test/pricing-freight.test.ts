// Freight: by piece or by weight, free from a threshold, rules per region, virtual goods free,
// the built-in default for shops without a template.
import { describe, expect, it } from 'vitest';
import { CHARGE_TYPE, computeFreight, DEFAULT_FREIGHT, freight, ruleFor } from '../src/modules/order/pricing/freight';
import { emptyDraft } from '../src/modules/order/pricing/pipeline';
import { itemPrices } from '../src/modules/order/pricing/item-prices';
import { noDiscounts } from '../src/modules/order/pricing/shop-discounts';
import type { FreightTemplate, PricingContext, ShopDraft } from '../src/modules/order/pricing/types';

const pieces = (count: number, goodsType = 0) => ({ count, weight: 0, goodsType });
const grams = (weight: number, count = 1) => ({ count, weight, goodsType: 0 });

const byWeight: FreightTemplate = {
  chargeType: CHARGE_TYPE.weight,
  rules: [
    { regions: ['540000'], first: 1000, firstFee: 2000, extra: 1000, extraFee: 1500, freeThreshold: null },
    { regions: [], first: 1000, firstFee: 1000, extra: 500, extraFee: 300, freeThreshold: 20000 },
  ],
};

describe('freight', () => {
  it('charges by piece: the first piece, then each more', () => {
    expect(computeFreight(DEFAULT_FREIGHT, [pieces(1)], '310000', 1000)).toBe(800);
    expect(computeFreight(DEFAULT_FREIGHT, [pieces(2), pieces(2)], '310000', 1000)).toBe(800 + 3 * 200);
  });

  it('is free from the threshold, where the rule has one', () => {
    expect(computeFreight(DEFAULT_FREIGHT, [pieces(3)], '310000', 9899)).toBe(1200);
    expect(computeFreight(DEFAULT_FREIGHT, [pieces(3)], '310000', 9900)).toBe(0);
    expect(computeFreight(DEFAULT_FREIGHT, [pieces(1)], '650000', 1_000_000)).toBe(1500); // remote: never free
  });

  it('uses the rule that lists the province, else the default rule', () => {
    expect(ruleFor(DEFAULT_FREIGHT, '650000')?.firstFee).toBe(1500);
    expect(ruleFor(DEFAULT_FREIGHT, '810000')?.firstFee).toBe(3000);
    expect(ruleFor(DEFAULT_FREIGHT, '440000')?.firstFee).toBe(800);
    expect(ruleFor(DEFAULT_FREIGHT, null)?.firstFee).toBe(800);
    expect(computeFreight(DEFAULT_FREIGHT, [pieces(3)], '540000', 0)).toBe(1500 + 2 * 500);
  });

  it('charges by weight in started steps', () => {
    expect(computeFreight(byWeight, [grams(800)], '310000', 0)).toBe(1000);
    expect(computeFreight(byWeight, [grams(1000)], '310000', 0)).toBe(1000);
    expect(computeFreight(byWeight, [grams(1001)], '310000', 0)).toBe(1300);
    expect(computeFreight(byWeight, [grams(600, 3)], '310000', 0)).toBe(1000 + 2 * 300); // 1800 g
    expect(computeFreight(byWeight, [grams(2500)], '540000', 0)).toBe(2000 + 2 * 1500);
    expect(computeFreight(byWeight, [grams(2500)], '310000', 20000)).toBe(0);
  });

  it('charges nothing for virtual goods, and only physical goods count', () => {
    expect(computeFreight(DEFAULT_FREIGHT, [pieces(5, 1)], '310000', 0)).toBe(0);
    expect(computeFreight(DEFAULT_FREIGHT, [pieces(5, 1), pieces(1)], '310000', 0)).toBe(800);
    expect(computeFreight({ chargeType: 0, rules: [] }, [pieces(1)], '310000', 0)).toBe(0);
  });

  it('as a step: uses the shop template, or the default when the shop has none; free delivery counts goods after shop discounts', async () => {
    const ctx = (template: FreightTemplate | null): PricingContext => ({ userId: 1, provinceCode: '310000', discounts: noDiscounts, freight: { forShop: async () => template }, couponIds: [], usePoints: 0 });
    const draft = itemPrices.apply(emptyDraft(1, [{ skuId: 1, prodId: 1, shopId: 1, basketId: null, price: 5000, count: 2, weight: 1500, goodsType: 0 }]), ctx(null)) as ShopDraft;
    expect((await freight.apply(draft, ctx(null))).freight).toBe(0); // 10000 >= 9900
    expect((await freight.apply({ ...draft, shopDiscount: 200 }, ctx(null))).freight).toBe(1000); // 9800 < 9900: 800 + 200
    expect((await freight.apply(draft, ctx(byWeight))).freight).toBe(1000 + 4 * 300); // 3000 g
  });
});
