// Step 1: line totals from the current SKU prices (price x count), and the shop's goods total.
import type { PricingStep } from './types';

export const itemPrices: PricingStep = {
  name: 'itemPrices',
  apply(draft) {
    const lines = draft.lines.map((l) => {
      const productTotal = l.price * l.count;
      if (!Number.isSafeInteger(productTotal) || productTotal < 0) throw new RangeError(`line total out of range for sku ${l.skuId}`);
      return { ...l, productTotal, shopDiscount: 0, couponDiscount: 0, pointsDiscount: 0 };
    });
    return { ...draft, lines, productTotal: lines.reduce((s, l) => s + l.productTotal, 0) };
  },
};
