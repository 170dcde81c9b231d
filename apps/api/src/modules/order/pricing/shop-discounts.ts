// Step 2: the shop's best applicable promotion (full reduction or full discount), shared among the lines.
// The rules come from a DiscountSource; until the promotion issue provides one, no shop has any.
import { apportion } from './apportion';
import type { DiscountRule, DiscountSource, PricingStep } from './types';

export const noDiscounts: DiscountSource = { forShop: async () => [] };

/** Fen taken off `total` by a rule, 0 when the threshold is not reached. Percent rounds the payable half up. */
export function reductionOf(rule: DiscountRule, total: number): number {
  if (total <= 0 || total < rule.threshold) return 0;
  if (rule.kind === 'amount') return Math.min(Math.max(rule.value, 0), total);
  const percent = Math.min(Math.max(rule.value, 0), 100);
  const payable = Math.floor((total * percent + 50) / 100);
  return total - payable;
}

export const shopDiscounts: PricingStep = {
  name: 'shopDiscounts',
  async apply(draft, ctx) {
    const rules = await ctx.discounts.forShop(draft.shopId);
    let best: { rule: DiscountRule; off: number } | null = null;
    for (const rule of rules) {
      const off = reductionOf(rule, draft.productTotal);
      if (off > 0 && (!best || off > best.off)) best = { rule, off };
    }
    if (!best) return { ...draft, shopDiscount: 0, chosenDiscount: null };
    const shares = apportion(best.off, draft.lines.map((l) => l.productTotal));
    return {
      ...draft,
      lines: draft.lines.map((l, i) => ({ ...l, shopDiscount: shares[i]! })),
      shopDiscount: best.off,
      chosenDiscount: best.rule,
    };
  },
};
