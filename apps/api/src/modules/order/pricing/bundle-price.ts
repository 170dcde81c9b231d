// Step 3: the package price (issue 18, decision 036). A part of a package bought together is priced at its share of
// the package price (the bundle module apportions it over the parts by their own prices, to the fen) instead of the
// SKU's price; the shop's goods total follows. A package price is final, like an activity's: no shop discount,
// member price, coupon or points on top of it (the checkout gives such an order none).
import type { PricingStep } from './types';

export const bundlePrice: PricingStep = {
  name: 'bundlePrice',
  apply(draft) {
    if (!draft.lines.some((l) => l.bundle)) return draft;
    const lines = draft.lines.map((l) => {
      if (!l.bundle) return l;
      const productTotal = l.bundle.unitPrice * l.count;
      if (!Number.isSafeInteger(productTotal) || productTotal < 0) throw new RangeError(`line total out of range for sku ${l.skuId}`);
      return { ...l, price: l.bundle.unitPrice, productTotal };
    });
    return { ...draft, lines, productTotal: lines.reduce((s, l) => s + l.productTotal, 0) };
  },
};
