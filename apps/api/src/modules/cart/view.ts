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

/** Groups the lines (already newest first) by shop; one discount group per shop with its chosen promotion. */
export function groupByShop(items: ShopCartItem[], shops: Map<number, ShopSummary>, chosen: Map<number, DiscountRule | null>): ShopCart[] {
  const groups = new Map<number, ShopCartItem[]>();
  for (const item of items) {
    if (!groups.has(item.shopId)) groups.set(item.shopId, []);
    groups.get(item.shopId)!.push(item);
  }
  return [...groups].map(([shopId, lines]) => {
    const s = shops.get(shopId);
    const rule = chosen.get(shopId) ?? null;
    return {
      shopId,
      shopName: s?.shopName ?? '',
      selfOperated: s?.selfOperated ?? false,
      shopCartItemDiscounts: [
        {
          chooseDiscountItemDto: rule && { discountId: rule.discountId, discountName: rule.discountName, kind: rule.kind, threshold: rule.threshold, value: rule.value },
          shopCartItems: lines,
        },
      ],
    };
  });
}
