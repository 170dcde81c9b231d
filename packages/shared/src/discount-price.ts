// The special-discount price formula and its constants, apart from api/discount.ts so the storefront's product cards
// use it without that module's zod schemas (which the bundler cannot drop) in every page's JavaScript.

/** percent: pay `value`% of the price (80 = 20% off); amount: `value` fen off each unit. */
export const DISCOUNT_KIND = { percent: 1, amount: 2 } as const;
export const DISCOUNT_LIMITS = { nameMax: 30, itemsMax: 200, daysMax: 366 } as const;

/** The unit price under a special discount (never below 1 fen; percent rounds half up). */
export function specialPrice(price: number, rule: { kind: number; value: number }): number {
  if (price <= 0) return price;
  const paid = rule.kind === DISCOUNT_KIND.percent
    ? Math.floor((price * Math.min(Math.max(rule.value, 0), 100) + 50) / 100)
    : price - Math.max(rule.value, 0);
  return Math.min(price, Math.max(paid, 1));
}
