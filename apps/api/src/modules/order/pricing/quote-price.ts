// Step 2: the quoted price (issue 17, decision 030). A line bought at a price the shop quoted to this buyer (an
// inquiry, checked by the checkout's QuoteSource at confirm and submit and used once in submit's transaction) is
// priced at the quoted unit price instead of the SKU's; the shop's goods total follows. A quoted price is final: the
// checkout gives such an order no shop discount, member price, coupon or points (as an activity's price).
import type { PricingStep } from './types';

export const quotePrice: PricingStep = {
  name: 'quotePrice',
  apply(draft) {
    if (!draft.lines.some((l) => l.quote)) return draft;
    const lines = draft.lines.map((l) => {
      if (!l.quote) return l;
      const productTotal = l.quote.unitPrice * l.count;
      if (!Number.isSafeInteger(productTotal) || productTotal < 0) throw new RangeError(`line total out of range for sku ${l.skuId}`);
      return { ...l, price: l.quote.unitPrice, productTotal };
    });
    return { ...draft, lines, productTotal: lines.reduce((s, l) => s + l.productTotal, 0) };
  },
};
