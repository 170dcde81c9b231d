// Step 1: line totals from the current SKU prices (price x count), and the shop's goods total. A line bought
// under an activity (flash sale, group buy) is priced at the activity's unit price instead.
import type { PricingStep } from './types';

export const itemPrices: PricingStep = {
  name: 'itemPrices',
  apply(draft) {
    const lines = draft.lines.map((l) => {
      const price = l.promotion ? l.promotion.unitPrice : l.price;
      const productTotal = price * l.count;
      if (!Number.isSafeInteger(productTotal) || productTotal < 0) throw new RangeError(`line total out of range for sku ${l.skuId}`);
      // a points-mall line costs points per unit too: they are the line's (and the order's) points used
      const pointsUsed = (l.promotion?.points ?? 0) * l.count;
      return { ...l, price, productTotal, shopDiscount: 0, couponDiscount: 0, pointsDiscount: 0, memberDiscount: 0, ...(pointsUsed > 0 ? { pointsUsed } : {}) };
    });
    const pointsUsed = lines.reduce((s, l) => s + (l.pointsUsed ?? 0), 0);
    return { ...draft, lines, productTotal: lines.reduce((s, l) => s + l.productTotal, 0), ...(pointsUsed > 0 ? { pointsUsed } : {}) };
  },
};
