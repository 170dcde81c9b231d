// Validation rules of the seller centre (products, SKU grid, prices, shipping packages, notices), used by the
// console's forms and the API. Each rule answers a message key of messages.ts, or null when the value passes.
import type { MessageKey } from './messages';
import { yuanToFen } from './money';
import { notBlank } from './rules';
import { SELLER_PRODUCT_LIMITS as L, SHOP_NOTICE_LIMITS, SKU_CODE_RE, type SkuInput, type SpecInput } from './api/seller';

const chars = (v: string) => [...v.trim()].length;

export function productNameRule(v: string): MessageKey | null {
  if (!notBlank(v)) return 'seller.nameRequired';
  return chars(v) > L.nameMax ? 'seller.nameTooLong' : null;
}
export const productBriefRule = (v: string): MessageKey | null => (chars(v) > L.briefMax ? 'seller.briefTooLong' : null);
export function productImagesRule(images: string[]): MessageKey | null {
  if (images.length === 0) return 'seller.imagesRequired';
  return images.length > L.imagesMax ? 'seller.imagesTooMany' : null;
}

/** A price in yuan: a positive amount with at most 2 decimals (no float arithmetic: "0.3" is exactly 30 fen). */
export function priceFen(yuan: string): number | null {
  const fen = yuanToFen(yuan);
  return fen !== null && fen > 0 && fen <= L.priceMaxFen ? fen : null;
}
export const priceRule = (yuan: string): MessageKey | null => (priceFen(yuan) === null ? 'seller.priceInvalid' : null);
/** The original (crossed-out) price: empty, or a price not below the selling price. */
export function oriPriceRule(ori: string, price: string): MessageKey | null {
  if (!notBlank(ori)) return null;
  const o = priceFen(ori);
  const p = priceFen(price);
  return o === null || (p !== null && o < p) ? 'seller.oriPriceInvalid' : null;
}
export const stockRule = (n: number): MessageKey | null => (Number.isInteger(n) && n >= 0 && n <= L.stockMax ? null : 'seller.stockInvalid');
export const skuCodeRule = (v: string): MessageKey | null => (v === '' || SKU_CODE_RE.test(v) ? null : 'seller.skuCodeInvalid');

export function specsRule(specs: SpecInput[]): MessageKey | null {
  if (specs.length > L.specsMax) return 'seller.specsTooMany';
  for (const s of specs) {
    if (!notBlank(s.nameZh) || !notBlank(s.nameEn) || chars(s.nameZh) > 20 || chars(s.nameEn) > 20) return 'seller.specNameInvalid';
    if (s.values.length === 0 || s.values.length > L.valuesMax) return 'seller.specValuesRequired';
    if (s.values.some((v) => !notBlank(v.valueZh) || !notBlank(v.valueEn) || chars(v.valueZh) > 20 || chars(v.valueEn) > 20)) return 'seller.specValueInvalid';
    if (new Set(s.values.map((v) => v.valueZh.trim())).size !== s.values.length) return 'seller.specValueDuplicate';
  }
  return null;
}

/** Every combination of spec values, in order (one empty combination when there are no specs). */
export function skuGrid(specs: SpecInput[]): number[][] {
  return specs.reduce<number[][]>((acc, s) => acc.flatMap((combo) => s.values.map((_, i) => [...combo, i])), [[]]);
}

/** The SKUs must be exactly the grid of the spec values (each combination once), at most skusMax. */
export function skuGridRule(specs: SpecInput[], skus: Pick<SkuInput, 'values'>[]): MessageKey | null {
  const grid = skuGrid(specs);
  if (grid.length > L.skusMax) return 'seller.skusTooMany';
  const want = new Set(grid.map((c) => c.join(',')));
  const got = skus.map((s) => s.values.join(','));
  return got.length === want.size && new Set(got).size === got.length && got.every((k) => want.has(k)) ? null : 'seller.skuGridInvalid';
}

export function skuRule(s: Pick<SkuInput, 'price' | 'oriPrice' | 'stock' | 'skuCode'>): MessageKey | null {
  return priceRule(s.price) ?? oriPriceRule(s.oriPrice, s.price) ?? stockRule(s.stock) ?? skuCodeRule(s.skuCode);
}

export interface ProductFields {
  nameZh: string; nameEn: string; briefZh: string; briefEn: string; images: string[]; specs: SpecInput[];
  skus: Pick<SkuInput, 'values' | 'price' | 'oriPrice' | 'stock' | 'skuCode'>[];
}
/** The first failing rule of a product, in the form's order, or null. */
export function productRule(p: ProductFields): MessageKey | null {
  const codes = p.skus.map((s) => s.skuCode).filter(Boolean);
  return (
    productNameRule(p.nameZh) ?? productNameRule(p.nameEn) ?? productBriefRule(p.briefZh) ?? productBriefRule(p.briefEn) ??
    productImagesRule(p.images) ?? specsRule(p.specs) ?? skuGridRule(p.specs, p.skus) ??
    p.skus.map(skuRule).find((k) => k !== null) ??
    (new Set(codes).size !== codes.length ? 'seller.skuCodeDuplicate' : null)
  );
}

/** A package's waybill number: 6-40 letters, digits or '-' (the message names the waybill, not the courier). */
export const WAYBILL_RE = /^[A-Za-z0-9-]{6,40}$/;
export const waybillRule = (waybillNo: string): MessageKey | null => (WAYBILL_RE.test(waybillNo.trim()) ? null : 'order.waybillInvalid');

/** Items of a split shipment (company and waybill are the order module's checks): one package may carry the whole
 *  order (no items named); several packages each name their items, and every item of the order is in exactly one. */
export function packageItemsRule(packages: { itemIds: number[] }[], orderItemIds: number[]): MessageKey | null {
  if (packages.length <= 1 && (packages[0]?.itemIds.length ?? 0) === 0) return null;
  const all = packages.flatMap((p) => p.itemIds);
  const known = new Set(orderItemIds);
  const ok = packages.every((p) => p.itemIds.length > 0) && all.every((id) => known.has(id)) && new Set(all).size === all.length && all.length === known.size;
  return ok ? null : 'seller.packageItemsInvalid';
}

export function noticeTitleRule(v: string): MessageKey | null {
  if (!notBlank(v)) return 'seller.noticeTitleRequired';
  return chars(v) > SHOP_NOTICE_LIMITS.titleMax ? 'seller.noticeTitleTooLong' : null;
}
export function noticeContentRule(v: string): MessageKey | null {
  if (!notBlank(v)) return 'seller.noticeContentRequired';
  return chars(v) > SHOP_NOTICE_LIMITS.contentMax ? 'seller.noticeContentTooLong' : null;
}
