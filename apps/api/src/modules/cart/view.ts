// How the cart reads: each line with its current SKU data, validity and stock state, grouped by shop
// (newest activity first) and, inside a shop, by the promotion the lines share (SPEC §3 cart groups).
import type { Lang, ShopCart, ShopCartItem } from '@mall/shared';
import { pick } from '../../platform/lang';
import type { SkuInfo } from '../catalog/skus';
import type { ShopSummary } from '../store/service';
import type { DiscountRule } from '../order/pricing/types';

export interface CartRow {
  id: number;
  shopId: number;
  productId: number;
  skuId: number;
  count: number;
  checked: boolean;
}

/** A cart line as the page shows it; a SKU that no longer exists keeps the line, shown as invalid. */
export function cartItemOf(row: CartRow, sku: SkuInfo | undefined, lang: Lang): ShopCartItem {
  const invalidReason = !sku ? 'deleted' : !sku.onShelf ? 'offShelf' : !sku.shopOpen ? 'shopClosed' : null;
  const stocks = sku?.stock ?? 0;
  const price = sku?.price ?? 0;
  return {
    basketId: row.id,
    shopId: row.shopId,
    prodId: row.productId,
    skuId: row.skuId,
    prodName: sku ? pick(lang, sku.prodNameZh, sku.prodNameEn) : '',
    skuName: sku ? pick(lang, sku.skuNameZh, sku.skuNameEn) : '',
    pic: sku?.pic ?? '',
    price,
    oriPrice: sku?.oriPrice ?? 0,
    prodCount: row.count,
    stocks,
    productTotalAmount: price * row.count,
    isChecked: row.checked,
    goodsType: sku?.goodsType ?? 0,
    valid: invalidReason === null,
    invalidReason,
    stockState: stocks <= 0 ? 'soldOut' : stocks < row.count ? 'short' : 'enough',
  };
}

/** Whether a line can be paid for now: valid and in stock. */
export const payable = (item: ShopCartItem): boolean => item.valid && item.stockState !== 'soldOut';

const dto = (rule: DiscountRule | null) => rule && {
  discountId: rule.discountId, discountName: rule.discountName, kind: rule.kind, threshold: rule.threshold, value: rule.value, special: rule.prodIds !== undefined,
};

/**
 * Groups the lines (already newest first) by shop and, inside a shop, by the special discount pricing each line
 * (`lineRule`, by basketId); the lines without one form a group with the shop's rule on its whole goods, if any.
 */
export function groupByShop(
  items: ShopCartItem[], shops: Map<number, ShopSummary>, chosen: Map<number, DiscountRule | null>, lineRule: Map<number, DiscountRule> = new Map(),
): ShopCart[] {
  const groups = new Map<number, ShopCartItem[]>();
  for (const item of items) {
    if (!groups.has(item.shopId)) groups.set(item.shopId, []);
    groups.get(item.shopId)!.push(item);
  }
  return [...groups].map(([shopId, lines]) => {
    const s = shops.get(shopId);
    const shopRule = chosen.get(shopId) ?? null;
    const byRule = new Map<number, { rule: DiscountRule | null; items: ShopCartItem[] }>();
    for (const line of lines) {
      const rule = lineRule.get(line.basketId) ?? null;
      const key = rule?.discountId ?? 0;
      if (!byRule.has(key)) byRule.set(key, { rule: rule ?? (shopRule?.prodIds ? null : shopRule), items: [] });
      byRule.get(key)!.items.push(line);
    }
    return {
      shopId,
      shopName: s?.shopName ?? '',
      selfOperated: s?.selfOperated ?? false,
      shopCartItemDiscounts: [...byRule.values()].map((g) => ({ chooseDiscountItemDto: dto(g.rule), shopCartItems: g.items })),
    };
  });
}
