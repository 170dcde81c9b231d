// The pricing pipeline: item prices → quoted price → package price → shop discounts → member price → coupons → points → freight, per shop.
// The cart's totals run the first two steps; the checkout runs them all. Integer fen throughout.
import { bundlePrice } from './bundle-price';
import { coupons } from './coupons';
import { freight } from './freight';
import { itemPrices } from './item-prices';
import { memberPrice } from './member-price';
import { points } from './points';
import { quotePrice } from './quote-price';
import { shopDiscounts } from './shop-discounts';
import type { PricingContext, PricingInput, PricingStep, ShopDraft } from './types';

export const CART_STEPS: PricingStep[] = [itemPrices, quotePrice, bundlePrice, shopDiscounts, memberPrice];
export const CHECKOUT_STEPS: PricingStep[] = [itemPrices, quotePrice, bundlePrice, shopDiscounts, memberPrice, coupons, points, freight];

export function emptyDraft(shopId: number, lines: PricingInput[]): ShopDraft {
  return {
    shopId,
    lines: lines.map((l) => ({ ...l, productTotal: 0, shopDiscount: 0, couponDiscount: 0, pointsDiscount: 0, memberDiscount: 0 })),
    productTotal: 0,
    shopDiscount: 0,
    couponDiscount: 0,
    pointsDiscount: 0,
    memberDiscount: 0,
    freight: 0,
    actualTotal: 0,
    chosenDiscount: null,
  };
}

/** What is left to pay: goods after every discount (never below 0), plus freight. */
export function settle(draft: ShopDraft): ShopDraft {
  const discounts = draft.shopDiscount + draft.memberDiscount + draft.couponDiscount + draft.pointsDiscount;
  const goods = Math.max(draft.productTotal - discounts, 0);
  const actualTotal = goods + draft.freight;
  if (!Number.isSafeInteger(actualTotal)) throw new RangeError('order total out of range');
  return { ...draft, actualTotal };
}

/** Prices the lines shop by shop (shops in order of first appearance). */
export async function runPipeline(inputs: PricingInput[], ctx: PricingContext, steps: PricingStep[] = CHECKOUT_STEPS): Promise<ShopDraft[]> {
  const byShop = new Map<number, PricingInput[]>();
  for (const l of inputs) {
    if (!byShop.has(l.shopId)) byShop.set(l.shopId, []);
    byShop.get(l.shopId)!.push(l);
  }
  const drafts: ShopDraft[] = [];
  for (const [shopId, lines] of byShop) {
    let draft = emptyDraft(shopId, lines);
    for (const step of steps) draft = await step.apply(draft, ctx);
    drafts.push(settle(draft));
  }
  return drafts;
}

/** A line's share of all discounts. */
export const lineDiscount = (l: ShopDraft['lines'][number]) => l.shopDiscount + l.memberDiscount + l.couponDiscount + l.pointsDiscount;

