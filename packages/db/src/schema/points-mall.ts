// Tables of the points mall (issue 14, decision 022; module modules/points-mall). A points product is a gift the
// platform offers for points (and optionally some cash), linked to a SKU of a shop (the self-operated store) that
// ships it like any order; it keeps its own stock, moved only by guarded updates (`stock >= n`), and a per-user
// limit kept by a guarded upsert (`count + n <= limit`), so racing buyers can never oversell or pass the limit. A
// row per points order lets cancel / expiry give its units back once.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A points product: its id is the storefront's prodId (/member-center/integral-det/{prodId}). */
export const pointsProduct = pgTable(
  'points_product',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    /** uploaded image paths, the first is the cover */
    pics: jsonb('pics').$type<string[]>().notNull().default([]),
    descZh: text('desc_zh').notNull().default(''),
    descEn: text('desc_en').notNull().default(''),
    /** the SKU shipped (its shop ships the order) */
    shopId: integer('shop_id').notNull(),
    prodId: integer('prod_id').notNull(),
    skuId: integer('sku_id').notNull(),
    /** points per unit, a multiple of 10 */
    points: integer('points').notNull(),
    /** fen per unit paid in cash on top of the points; 0: points only */
    cash: bigint('cash', { mode: 'number' }).notNull().default(0),
    /** units offered in all */
    totalStock: integer('total_stock').notNull(),
    /** units left; moved only by guarded updates */
    stock: integer('stock').notNull(),
    /** most units one buyer may hold in live (not canceled) orders */
    perUserLimit: integer('per_user_limit').notNull(),
    /** 1 on shelf, 0 off shelf */
    status: smallint('status').notNull().default(1),
    /** smaller first */
    sort: integer('sort').notNull().default(0),
    /** demo data key (idempotent demo products) */
    code: text('code'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('points_product_list_idx').on(t.status, t.sort),
    uniqueIndex('points_product_code_uq').on(t.code),
    check('points_product_stock_ck', sql`${t.stock} >= 0 AND ${t.stock} <= ${t.totalStock}`),
    check('points_product_price_ck', sql`${t.points} > 0 AND ${t.cash} >= 0 AND ${t.perUserLimit} >= 1`),
  ],
);

/** Units of a points product a buyer holds in live orders (released orders give theirs back). */
export const pointsRedemption = pgTable(
  'points_redemption',
  {
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.userId] }), check('points_redemption_count_ck', sql`${t.count} >= 0`)],
);

/** Which points product and how many units each points order took; released once on cancel / expiry. */
export const pointsMallOrder = pgTable(
  'points_mall_order',
  {
    orderId: bigint('order_id', { mode: 'number' }).primaryKey(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    releasedAt: ts('released_at'),
  },
  (t) => [index('points_mall_order_product_idx').on(t.productId)],
);
