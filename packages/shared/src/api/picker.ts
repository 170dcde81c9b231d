// The console's pickers (/p/admin/picker/...): products by name, paged, with picture and price; the SKUs of a
// product (or of given ids) with spec, price and stock. Operators see every shop (optionally one); a shop owner in
// the seller centre only his own shop (the promotion module's console scope).
import { z } from 'zod';
import { idQuery, idSchema, pageQuery, paged } from './common';

/** "12,7,30" → [12, 7, 30] (at most 100 distinct ids; anything else refused). */
const idsText = z.string().max(1100).regex(/^\d{1,10}(,\d{1,10})*$/)
  .transform((s) => [...new Set(s.split(',').map(Number))].slice(0, 100))
  .pipe(z.array(idSchema));

export const pickerProductQuery = pageQuery.extend({
  keyword: z.string().max(60).default('').describe('part of the product name (zh or en)'),
  shopId: idQuery.optional().describe('only this shop (operators; a shop owner always gets his own)'),
  ids: idsText.optional().describe('comma-separated product ids: these products (the labels of chosen values)'),
});
export const pickerProduct = z.object({
  prodId: z.number().int(),
  name: z.string(),
  pic: z.string(),
  price: z.number().int().describe('fen'),
  stock: z.number().int(),
  status: z.number().int().describe('1 on shelf, 0 off'),
  shopId: z.number().int(),
  shopName: z.string(),
});
export type PickerProduct = z.infer<typeof pickerProduct>;
export const pickerProductPage = paged(pickerProduct);

export const pickerSkuQuery = z.object({
  prodId: idQuery.optional().describe('the enabled SKUs of this product'),
  ids: idsText.optional().describe('comma-separated SKU ids: these SKUs (the labels of chosen values)'),
}).describe('neither: an empty list');
export const pickerSku = z.object({
  skuId: z.number().int(),
  prodId: z.number().int(),
  prodName: z.string(),
  spec: z.string().describe('spec values joined, "" for a product without specs'),
  skuCode: z.string(),
  pic: z.string(),
  price: z.number().int().describe('fen'),
  stock: z.number().int(),
});
export type PickerSku = z.infer<typeof pickerSku>;
