// Reading the cart groups of POST /p/shopCart/info: which lines can be chosen, which are chosen, the promotion text.
import type { ShopCart, ShopCartItem } from '@mall/shared';

/** A line that can be chosen for checkout: valid (on the shelf, shop open) and in stock. */
export const selectable = (item: ShopCartItem): boolean => item.valid && item.stockState !== 'soldOut';

export const itemsOf = (group: ShopCart): ShopCartItem[] => group.shopCartItemDiscounts.flatMap((d) => d.shopCartItems);

export const allItems = (groups: ShopCart[]): ShopCartItem[] => groups.flatMap(itemsOf);

/** The basket ids of the chosen lines (what totalPay and the checkout take). */
export const checkedIds = (groups: ShopCart[]): number[] =>
  allItems(groups)
    .filter((i) => i.isChecked && selectable(i))
    .map((i) => i.basketId);

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
    if (discounts.length) kept.push({ ...g, shopCartItemDiscounts: discounts });
  }
  return { groups: kept, invalid };
}

/** The checked state shown: the pending choice while a change is on its way, else the cart's. */
export const shownChecked = (item: ShopCartItem, pending: ReadonlyMap<number, boolean>): boolean =>
  selectable(item) && (pending.get(item.basketId) ?? item.isChecked);
