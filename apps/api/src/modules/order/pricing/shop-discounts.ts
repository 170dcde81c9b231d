// Step 2: shop discounts. First the special discounts on products (a special price per unit: specialPrice of the
// shared contract, the same formula the pages show), the best one per line; then the shop's best rule on its whole
// goods (full reduction or full discount) on what is left, shared among the lines. The rules come from a
// DiscountSource (the promotion module's; noDiscounts when none is given).
import { DISCOUNT_KIND, specialPrice } from '@mall/shared';
import { apportion } from './apportion';
import type { DiscountRule, DiscountSource, DraftLine, PricingStep } from './types';

export const noDiscounts: DiscountSource = { forShop: async () => [] };

/** Fen taken off `total` by a rule, 0 when the threshold is not reached. Percent rounds the payable half up. */
export function reductionOf(rule: DiscountRule, total: number): number {
  if (total <= 0 || total < rule.threshold) return 0;
  if (rule.kind === 'amount') return Math.min(Math.max(rule.value, 0), total);
  const percent = Math.min(Math.max(rule.value, 0), 100);
  const payable = Math.floor((total * percent + 50) / 100);
  return total - payable;
}

/** Fen a product rule takes off one unit of `price`. */
export const unitOff = (rule: DiscountRule, price: number): number =>
  price - specialPrice(price, { kind: rule.kind === 'percent' ? DISCOUNT_KIND.percent : DISCOUNT_KIND.amount, value: rule.value });

/** The special discount giving a unit of this product the lowest price (the first on a tie), or null. */
export function productRuleFor(rules: DiscountRule[], prodId: number, price: number): DiscountRule | null {
  let best: { rule: DiscountRule; off: number } | null = null;
  for (const rule of rules) {
    if (!rule.prodIds?.includes(prodId)) continue;
    const off = unitOff(rule, price);
    if (off > 0 && (!best || off > best.off)) best = { rule, off };
  }
  return best?.rule ?? null;
}

export const shopDiscounts: PricingStep = {
  name: 'shopDiscounts',
  async apply(draft, ctx) {
    const rules = await ctx.discounts.forShop(draft.shopId);
    const productRules = rules.filter((r) => r.prodIds);
    let firstUsed: DiscountRule | null = null;
    const lines: DraftLine[] = draft.lines.map((l) => {
      const rule = productRuleFor(productRules, l.prodId, l.price);
      if (!rule) return { ...l, shopDiscount: 0 };
      firstUsed ??= rule;
      return { ...l, shopDiscount: Math.min(unitOff(rule, l.price) * l.count, l.productTotal) };
    });
    const special = lines.reduce((s, l) => s + l.shopDiscount, 0);
    let best: { rule: DiscountRule; off: number } | null = null;
    for (const rule of rules) {
      if (rule.prodIds) continue;
      const off = reductionOf(rule, draft.productTotal - special);
      if (off > 0 && (!best || off > best.off)) best = { rule, off };
    }
    if (best) {
      const shares = apportion(best.off, lines.map((l) => l.productTotal - l.shopDiscount));
      lines.forEach((l, i) => { l.shopDiscount += shares[i]!; });
    }
    return { ...draft, lines, shopDiscount: special + (best?.off ?? 0), chosenDiscount: best?.rule ?? firstUsed };
  },
};
