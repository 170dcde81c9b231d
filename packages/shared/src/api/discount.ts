// Special discounts (SPEC §1, §2 /special-discount, /discount-detail): time-limited prices on chosen products of a
// shop — pay a percentage of the price, or a fixed amount off each unit. One formula (specialPrice) prices them for
// the pages and for the order pipeline, so what a page shows is what the checkout charges, to the fen.
import { z } from 'zod';
import { idSchema, idQuery } from './common';
import { DISCOUNT_LIMITS } from '../discount-price';

export { DISCOUNT_KIND, DISCOUNT_LIMITS, specialPrice } from '../discount-price';

const money = z.number().int().describe('fen');

/** A discount as the pages show it. */
export const specialDiscount = z.object({
  discountId: z.number().int(),
  name: z.string(),
  kind: z.number().int().describe('DISCOUNT_KIND: 1 pay value% of the price, 2 value fen off each unit'),
  value: z.number().int(),
  shopId: z.number().int(),
  shopName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  prodCount: z.number().int(),
  /** up to 4 product pictures for the list card */
  pics: z.array(z.string()),
});
export type SpecialDiscount = z.infer<typeof specialDiscount>;

/** A discounted product: its card with the special price of its lowest price. */
export const discountProduct = z.object({
  prodId: z.number().int(),
  prodName: z.string(),
  pic: z.string(),
  price: money.describe('the lowest SKU price'),
  specialPrice: money,
  shopId: z.number().int(),
  shopName: z.string(),
  discountId: z.number().int(),
  endsAt: z.string(),
});
export type DiscountProduct = z.infer<typeof discountProduct>;

export const discountDetail = specialDiscount.extend({ products: z.array(discountProduct) });
export type DiscountDetail = z.infer<typeof discountDetail>;

/** The discount on a product now (detail page, list cards), or null. */
export const productDiscount = z.object({
  prodId: z.number().int(),
  discountId: z.number().int(),
  name: z.string(),
  kind: z.number().int(),
  value: z.number().int(),
  endsAt: z.string(),
});
export type ProductDiscount = z.infer<typeof productDiscount>;

export const discountListQuery = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  shopId: idQuery.optional(),
});
export const discountPricesQuery = z.object({
  prodIds: z.string().max(2000).describe('comma-separated product ids (at most 100)'),
});

/** Console: a new special discount. Shop owners: their own shop only. */
export const createDiscountBody = z.object({
  nameZh: z.string(),
  nameEn: z.string().default(''),
  kind: z.number().int(),
  value: z.number().int(),
  shopId: idSchema.nullable().default(null),
  prodIds: z.array(idSchema).max(DISCOUNT_LIMITS.itemsMax),
  startsAt: z.string().datetime({ offset: true }),
  endsAt: z.string().datetime({ offset: true }),
});
export type CreateDiscountBody = z.infer<typeof createDiscountBody>;

export const adminDiscount = specialDiscount.omit({ pics: true }).extend({
  nameZh: z.string(),
  nameEn: z.string(),
  prodIds: z.array(z.number().int()),
  status: z.number().int().describe('1 on, 0 withdrawn'),
  createdAt: z.string(),
});
export type AdminDiscount = z.infer<typeof adminDiscount>;
