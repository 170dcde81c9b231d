// Tables of flash sales (seckill; promotion module). The platform sets up sessions (time slots); a session
// offers items: one SKU each at a seckill price, with its own stock (set aside from the SKU's stock when the
// item is added, given back when it is removed) and a per-user limit. `stock` only moves by guarded updates
// (`stock >= n`), the per-user count by a guarded upsert (`count + n <= limit`), so racing buyers can never
// oversell or pass the limit. A row per seckill order lets cancel/expiry give its units back.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const flashSaleSession = pgTable(
  'flash_sale_session',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    /** 1 on, 0 withdrawn */
    status: smallint('status').notNull().default(1),
    /** demo data key (idempotent demo sessions) */
    code: text('code'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('flash_sale_session_time_idx').on(t.status, t.endAt),
    uniqueIndex('flash_sale_session_code_uq').on(t.code),
    check('flash_sale_session_time_ck', sql`${t.endAt} > ${t.startAt}`),
  ],
);

/** An item of a session: its id is the storefront's seckillId (/secdetail/{seckillId}). */
export const flashSaleItem = pgTable(
  'flash_sale_item',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    shopId: integer('shop_id').notNull(),
    prodId: integer('prod_id').notNull(),
    skuId: integer('sku_id').notNull(),
    /** fen */
    seckillPrice: bigint('seckill_price', { mode: 'number' }).notNull(),
    /** units set aside for the sale */
    totalStock: integer('total_stock').notNull(),
    /** units left; moved only by guarded updates */
    stock: integer('stock').notNull(),
    /** most units one buyer may hold (unpaid or paid) */
    perUserLimit: integer('per_user_limit').notNull(),
    /** 1 on, 0 withdrawn */
    status: smallint('status').notNull().default(1),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('flash_sale_item_session_idx').on(t.sessionId),
    uniqueIndex('flash_sale_item_sku_uq').on(t.sessionId, t.skuId),
    check('flash_sale_item_stock_ck', sql`${t.stock} >= 0 AND ${t.stock} <= ${t.totalStock}`),
    check('flash_sale_item_price_ck', sql`${t.seckillPrice} > 0 AND ${t.perUserLimit} >= 1`),
  ],
);

/** Units of an item a buyer holds in live orders (released orders give theirs back). */
export const flashSalePurchase = pgTable(
  'flash_sale_purchase',
  {
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.userId] }), check('flash_sale_purchase_count_ck', sql`${t.count} >= 0`)],
);

/** Which item and how many units each seckill order took. */
export const flashSaleOrder = pgTable(
  'flash_sale_order',
  {
    orderId: bigint('order_id', { mode: 'number' }).primaryKey(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    /** set when cancel/expiry gave the units back (once) */
    releasedAt: ts('released_at'),
  },
  (t) => [index('flash_sale_order_item_idx').on(t.itemId)],
);
