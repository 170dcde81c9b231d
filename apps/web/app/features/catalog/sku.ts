// SKU choice of the product page: one value per spec axis; a value is offered only when some SKU in stock has it
// together with the values already chosen on the other axes (no SKU, or stock 0, is a disabled combination). A SKU on
// pre-sale (`extra`: its ordinary stock is 0, the pre-sale has its own) stays choosable, so its pre-sale can be bought.
import type { SkuItem, SpecAxis } from '@mall/shared';

/** The chosen value of each axis (null = not chosen yet). */
export type Selection = (string | null)[];

const matches = (s: SkuItem, sel: Selection, skipAxis = -1) =>
  sel.every((v, i) => i === skipAxis || v === null || s.specs[i]?.value === v);

/** The SKU of a full selection (every axis chosen), or the only SKU of a product without specs. */
export function selectedSku(skus: SkuItem[], axes: SpecAxis[], sel: Selection): SkuItem | undefined {
  if (axes.length === 0) return skus[0];
  if (sel.length !== axes.length || sel.some((v) => v === null)) return undefined;
  return skus.find((s) => matches(s, sel));
}

/** Whether choosing `value` on `axis` (keeping the other choices) leads to a SKU in stock. */
export function isAvailable(skus: SkuItem[], sel: Selection, axis: number, value: string, extra?: ReadonlySet<number>): boolean {
  return skus.some((s) => (s.stock > 0 || extra?.has(s.skuId)) && s.specs[axis]?.value === value && matches(s, sel, axis));
}

/** Whether choosing `value` on `axis` (keeping the other choices) can lead to one of these SKUs (the pre-sale's). */
export function leadsTo(skus: SkuItem[], sel: Selection, axis: number, value: string, ids: ReadonlySet<number>): boolean {
  return ids.size > 0 && skus.some((s) => ids.has(s.skuId) && s.specs[axis]?.value === value && matches(s, sel, axis));
}

/** The first SKU in stock, chosen when the page opens (nothing chosen when all are sold out). */
export function initialSelection(skus: SkuItem[], axes: SpecAxis[], extra?: ReadonlySet<number>): Selection {
  const first = skus.find((s) => s.stock > 0) ?? skus.find((s) => extra?.has(s.skuId));
  return axes.map((_, i) => first?.specs[i]?.value ?? null);
}

/** Clicking a value: chooses it, or clears it when it was chosen. */
export function toggleValue(sel: Selection, axis: number, value: string): Selection {
  return sel.map((v, i) => (i === axis ? (v === value ? null : value) : v));
}

/** Quantity the input may hold: a whole number from 1 to the stock (1 when the stock is 0). */
export function clampQuantity(raw: number, stock: number): number {
  const max = Math.max(1, stock);
  if (!Number.isFinite(raw)) return 1;
  return Math.min(max, Math.max(1, Math.floor(raw)));
}
