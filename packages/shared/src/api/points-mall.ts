// Points mall (issue 14, decision 022): the storefront's list and detail of points products, the buyer's confirm and
// submit (an order of ORDER_TYPE.points through the order module), and the platform console's setup. Points are whole
// numbers, money integer fen.
import { z } from 'zod';
import { POINTS_MALL_LIMITS, POINTS_MALL_SORT } from '../points-mall-constants';
import { idQuery, idSchema, INT4_MAX } from './common';

export * from '../points-mall-constants';

const points = z.number().int();
const money = z.number().int();

export const pointsProductQuery = z.object({
  current: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  size: z.coerce.number().int().min(1).max(100).default(POINTS_MALL_LIMITS.pageSize),
  minPoints: z.coerce.number().int().min(0).max(INT4_MAX).optional().describe('points per unit at least this'),
  maxPoints: z.coerce.number().int().min(0).max(INT4_MAX).optional().describe('points per unit at most this'),
  sort: z.coerce.number().int().min(0).max(3).default(POINTS_MALL_SORT.recommended).describe('POINTS_MALL_SORT'),
});
export type PointsProductQuery = z.infer<typeof pointsProductQuery>;

export const pointsProductCard = z.object({
  prodId: z.number().int().describe('the points product (/member-center/integral-det/{prodId})'),
  name: z.string(),
  pic: z.string(),
  points: points.describe('per unit'),
  cash: money.describe('fen per unit on top of the points; 0: points only'),
  stock: z.number().int().describe('units left'),
  totalStock: z.number().int(),
  perUserLimit: z.number().int(),
});
export type PointsProductCard = z.infer<typeof pointsProductCard>;

export const pointsProductDetail = pointsProductCard.extend({
  pics: z.array(z.string()),
  description: z.string(),
  onShelf: z.boolean(),
});
export type PointsProductDetail = z.infer<typeof pointsProductDetail>;

export const pointsProductDetailQuery = z.object({ prodId: idQuery });

export const pointsMallConfirmBody = z.object({
  prodId: idSchema,
  prodCount: z.number().describe('a positive whole number, at most the per-user limit'),
  addrId: idSchema.optional(),
});
export type PointsMallConfirmBody = z.infer<typeof pointsMallConfirmBody>;

// console
export const adminPointsProduct = z.object({
  prodId: z.number().int(),
  nameZh: z.string(),
  nameEn: z.string(),
  pics: z.array(z.string()),
  descZh: z.string(),
  descEn: z.string(),
  shopId: z.number().int(),
  linkedProdId: z.number().int(),
  skuId: z.number().int(),
  skuName: z.string().describe('the linked product and SKU in the caller\'s language'),
  points,
  cash: money,
  stock: z.number().int(),
  totalStock: z.number().int(),
  perUserLimit: z.number().int(),
  status: z.number().int().describe('1 on shelf, 0 off shelf'),
  sort: z.number().int(),
  createTime: z.string(),
});
export type AdminPointsProduct = z.infer<typeof adminPointsProduct>;

export const adminPointsProductQuery = z.object({
  current: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
  name: z.string().max(60).optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
});

export const pointsProductBody = z.object({
  nameZh: z.string().max(200),
  nameEn: z.string().max(200),
  pics: z.array(z.string().max(500)).max(20),
  descZh: z.string().max(5000).default(''),
  descEn: z.string().max(5000).default(''),
  skuId: idSchema.describe('the SKU shipped (a product of any open shop, usually the self-operated store)'),
  points: z.number().int().min(0).max(INT4_MAX),
  cash: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  stock: z.number().int().min(0).max(INT4_MAX).describe('units left (the total follows: units already taken stay taken)'),
  perUserLimit: z.number().int().min(0).max(INT4_MAX),
  status: z.number().int().min(0).max(1).default(1),
  sort: z.number().int().min(0).max(INT4_MAX).default(0),
});
export type PointsProductBody = z.infer<typeof pointsProductBody>;
