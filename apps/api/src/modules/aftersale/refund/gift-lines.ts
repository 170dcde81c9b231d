// Gift lines in a refund (issue 18, decision 036). A gift line (order_item.gift_rule_id, price 0) was earned by a main
// line (gift_of_sku_id: the SKU bought; null for a spend-N gift of the whole order). A request that takes units of the
// main line back takes the gift with it in proportion (units of the gift up to ceil(gift units × main units taken /
// main units), counting what earlier requests took):
// - policy 'return': the gift's units join the request (amount 0) so they are shipped back and their stock comes back
//   with the rest; a gift line already in an open request or all taken is left alone.
// - policy 'value': the buyer keeps the gift and the main line's refund is lowered by the gift's value share
//   (floor of gift value × gift units × main units taken / main units, less what earlier requests already deducted),
//   never below 0.
// A spend-N gift (gift_of_sku_id null) is earned by the shop goods total reaching the rule's threshold
// (gift_threshold, kept on the gift line). A whole-order request names every line, the gift's included. A request for
// some lines that brings the goods kept below the threshold (the order's goods total after shop discounts and the
// member price, in proportion to the list value of the units not taken back) takes the gift by its policy:
// 'return' adds every unit of it not yet taken (amount 0); 'value' lowers the request's lines by the gift's whole
// value (first line first, never below 0). Only the request that crosses the threshold does so; later ones see the
// goods already below it (decision 036).
import type { AftersaleItem, AftersaleOrder } from '../../order/aftersale';

interface Chosen {
  item: AftersaleItem;
  count: number;
  max: number;
}
type Taken = Map<number, { count: number; amount: number }>;

const proportional = (whole: number, part: number, of: number) => Math.floor((whole * part) / of);

type OrderGoods = Pick<AftersaleOrder, 'productTotal' | 'shopDiscount' | 'memberDiscount'>;

/** The order's goods total (after shop discounts and the member price) kept when `units(line)` units of each line are taken back. */
function goodsKept(order: OrderGoods, mains: AftersaleItem[], units: (i: AftersaleItem) => number): number {
  const list = mains.reduce((s, i) => s + i.productTotal, 0);
  if (list <= 0) return 0;
  const keptList = mains.reduce((s, i) => s + (i.productTotal * Math.max(0, i.count - units(i))) / i.count, 0);
  return Math.floor(((order.productTotal - order.shopDiscount - order.memberDiscount) * keptList) / list);
}

/** Spend-N gifts this request takes back: those whose threshold the goods kept fall below with it (and not before). */
function withSpendGifts<C extends Chosen>(chosen: C[], items: AftersaleItem[], taken: Taken, open: Set<number>, order: OrderGoods): C[] {
  const gifts = items.filter((i) => i.giftRuleId !== null && i.giftOfSkuId === null && i.giftThreshold > 0);
  const mains = items.filter((i) => i.giftRuleId === null);
  if (gifts.length === 0 || !chosen.some((c) => c.item.giftRuleId === null)) return chosen;
  const before = goodsKept(order, mains, (i) => taken.get(i.id)?.count ?? 0);
  const after = goodsKept(order, mains, (i) => (taken.get(i.id)?.count ?? 0) + chosen.filter((c) => c.item.id === i.id).reduce((s, c) => s + c.count, 0));
  let out = [...chosen];
  for (const g of gifts) {
    if (before < g.giftThreshold || after >= g.giftThreshold || out.some((c) => c.item.id === g.id)) continue;
    if (g.giftReturn === 'value') {
      let deduct = g.giftValue * g.count;
      out = out.map((c) => {
        if (c.item.giftRuleId !== null || deduct <= 0) return c;
        const cut = Math.min(c.max, deduct);
        deduct -= cut;
        return { ...c, max: c.max - cut };
      });
      continue;
    }
    const left = g.count - (taken.get(g.id)?.count ?? 0);
    const main = out.find((c) => c.item.giftRuleId === null)!;
    if (!open.has(g.id) && left > 0) out = [...out, { ...main, item: g, count: left, max: 0 } as C];
  }
  return out;
}

export function withGiftLines<C extends Chosen>(chosen: C[], items: AftersaleItem[], taken: Taken, open: Set<number>, order?: OrderGoods): C[] {
  const spent = order ? withSpendGifts(chosen, items, taken, open, order) : chosen;
  const gifts = items.filter((i) => i.giftRuleId !== null && i.giftOfSkuId !== null);
  if (gifts.length === 0) return spent;
  let out = [...spent];
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
