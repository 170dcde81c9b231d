// Gift lines in a refund (issue 18, decision 036). A gift line (order_item.gift_rule_id, price 0) was earned by a main
// line (gift_of_sku_id: the SKU bought; null for a spend-N gift of the whole order). A request that takes units of the
// main line back takes the gift with it in proportion (units of the gift up to ceil(gift units × main units taken /
// main units), counting what earlier requests took):
// - policy 'return': the gift's units join the request (amount 0) so they are shipped back and their stock comes back
//   with the rest; a gift line already in an open request or all taken is left alone.
// - policy 'value': the buyer keeps the gift and the main line's refund is lowered by the gift's value share
//   (floor of gift value × gift units × main units taken / main units, less what earlier requests already deducted),
//   never below 0.
// A spend-N gift goes back only with a whole-order request (which names every line, the gift's included).
import type { AftersaleItem } from '../../order/aftersale';

interface Chosen {
  item: AftersaleItem;
  count: number;
  max: number;
}
type Taken = Map<number, { count: number; amount: number }>;

const proportional = (whole: number, part: number, of: number) => Math.floor((whole * part) / of);

export function withGiftLines<C extends Chosen>(chosen: C[], items: AftersaleItem[], taken: Taken, open: Set<number>): C[] {
  const gifts = items.filter((i) => i.giftRuleId !== null && i.giftOfSkuId !== null);
  if (gifts.length === 0) return chosen;
  let out = [...chosen];
  for (const g of gifts) {
    const mainAt = out.findIndex((c) => c.item.giftRuleId === null && c.item.skuId === g.giftOfSkuId);
    if (mainAt < 0 || out.some((c) => c.item.id === g.id)) continue;
    const main = out[mainAt]!;
    const before = taken.get(main.item.id)?.count ?? 0;
    const after = before + main.count;
    if (g.giftReturn === 'value') {
      const value = g.giftValue * g.count;
      const deduct = proportional(value, after, main.item.count) - proportional(value, before, main.item.count);
      out = out.map((c, i) => (i === mainAt ? { ...c, max: Math.max(0, c.max - deduct) } : c));
      continue;
    }
    if (open.has(g.id)) continue;
    const due = Math.ceil((g.count * after) / main.item.count) - (taken.get(g.id)?.count ?? 0);
    const left = g.count - (taken.get(g.id)?.count ?? 0);
    const units = Math.min(due, left);
    if (units > 0) out = [...out, { ...main, item: g, count: units, max: 0 } as C];
  }
  return out;
}
