// Reading the cart groups of POST /p/shopCart/info: which lines can be chosen, which are chosen, the promotion text.
import type { CartBundle, ShopCart, ShopCartItem } from '@mall/shared';

/** A line that can be chosen for checkout: valid (on the shelf, shop open) and in stock. */
export const selectable = (item: ShopCartItem): boolean => item.valid && item.stockState !== 'soldOut';

export const itemsOf = (group: ShopCart): ShopCartItem[] => group.shopCartItemDiscounts.flatMap((d) => d.shopCartItems);

export const allItems = (groups: ShopCart[]): ShopCartItem[] => groups.flatMap(itemsOf);

/** The basket ids of the chosen lines (what totalPay and the checkout take). */
export const checkedIds = (groups: ShopCart[]): number[] =>
  allItems(groups)
    .filter((i) => i.isChecked && selectable(i))
    .map((i) => i.basketId);

/** Packages in the cart (each one group of its parts, one count). */
export const allBundles = (groups: ShopCart[]): CartBundle[] => groups.flatMap((g) => g.bundles ?? []);

/** A package that can be chosen for checkout: on sale with stock for its count. */
export const bundleSelectable = (b: CartBundle): boolean => b.valid;

/** The chosen packages' total (fen) and units (packages), added to the lines' totalPay. */
export function bundleTotal(bundles: CartBundle[], pending: ReadonlyMap<number, boolean> = new Map()): { money: number; count: number } {
  const chosen = bundles.filter((b) => bundleSelectable(b) && (pending.get(-b.cartBundleId) ?? b.checked));
  return { money: chosen.reduce((s, b) => s + b.bundle.price * b.count, 0), count: chosen.reduce((s, b) => s + b.count, 0) };
}

/** The groups with the invalid lines taken out (shops left without lines are dropped) and those lines apart. */
export function splitInvalid(groups: ShopCart[]): { groups: ShopCart[]; invalid: ShopCartItem[] } {
  const invalid: ShopCartItem[] = [];
  const kept: ShopCart[] = [];
  for (const g of groups) {
    const discounts = g.shopCartItemDiscounts
      .map((d) => {
        invalid.push(...d.shopCartItems.filter((i) => !i.valid));
        return { ...d, shopCartItems: d.shopCartItems.filter((i) => i.valid) };
      })
      .filter((d) => d.shopCartItems.length > 0);
    if (discounts.length || g.bundles?.length) kept.push({ ...g, shopCartItemDiscounts: discounts });
  }
  return { groups: kept, invalid };
}

/** The checked state shown: the pending choice while a change is on its way, else the cart's. */
export const shownChecked = (item: ShopCartItem, pending: ReadonlyMap<number, boolean>): boolean =>
  selectable(item) && (pending.get(item.basketId) ?? item.isChecked);
