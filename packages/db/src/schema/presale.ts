// Tables of pre-sale (issue 18, decision 035; module modules/presale). A shop puts one SKU of its product on pre-sale:
// full payment now with a ship date, or a deposit now and the balance in a later window, the deposit counting at a
// multiple against the price. A pre-sale keeps its own stock (goods made for the pre-sale, not the SKU's stock),
// moved only by guarded updates (`stock >= n`), so racing buyers cannot oversell. A presale_order row follows one
// buyer's purchase through the presale state table (modules/presale/status.ts) with guarded single-statement moves.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A pre-sale of one SKU (PRESALE_MODE full 1 / deposit 2). */
export const presaleItem = pgTable(
  'presale_item',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: integer('shop_id').notNull(),
    prodId: integer('prod_id').notNull(),
    skuId: integer('sku_id').notNull(),
    /** PRESALE_MODE: 1 full payment now, 2 deposit + balance */
    mode: smallint('mode').notNull(),
    /** the pre-sale unit price in fen */
    price: bigint('price', { mode: 'number' }).notNull(),
    /** deposit per unit in fen (deposit mode; 0 in full mode) */
    deposit: bigint('deposit', { mode: 'number' }).notNull().default(0),
    /** the deposit counts this many percent of itself against the price (150: ¥100 counts as ¥150) */
    deductPercent: integer('deduct_percent').notNull().default(100),
    /** when the pre-sale (full) or the deposit (deposit mode) may be paid */
    saleStart: ts('sale_start').notNull(),
    saleEnd: ts('sale_end').notNull(),
    /** the balance window (deposit mode) */
    balanceStart: ts('balance_start'),
    balanceEnd: ts('balance_end'),
    /** when the goods ship */
    shipDate: ts('ship_date').notNull(),
    /** PRESALE_FORFEIT: what happens to the deposit of a balance not paid in its window (shown before paying) */
    forfeitRule: smallint('forfeit_rule').notNull().default(1),
    totalStock: integer('total_stock').notNull(),
    /** units left; moved only by guarded updates */
    stock: integer('stock').notNull(),
    /** 1 on, 0 off (no new buyers; bought units go on) */
    status: smallint('status').notNull().default(1),
    /** demo data key */
    code: text('code'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('presale_item_prod_idx').on(t.prodId, t.status),
    index('presale_item_shop_idx').on(t.shopId),
    uniqueIndex('presale_item_code_uq').on(t.code),
    check('presale_item_stock_ck', sql`${t.stock} >= 0 AND ${t.stock} <= ${t.totalStock}`),
    check('presale_item_price_ck', sql`${t.price} > 0 AND ${t.deposit} >= 0 AND ${t.deductPercent} >= 100`),
  ],
);

/** One buyer's pre-sale purchase: its deposit (or full) order and, in deposit mode, its balance order. */
export const presaleOrder = pgTable(
  'presale_order',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    /** PRESALE_ORDER_STATUS */
    status: smallint('status').notNull(),
    /** the order paying the deposit (or the full price); it carries the goods and ships */
    depositOrderId: bigint('deposit_order_id', { mode: 'number' }).notNull(),
    depositOrderNumber: text('deposit_order_number').notNull(),
    /** the balance order, while one is open or paid */
    balanceOrderId: bigint('balance_order_id', { mode: 'number' }),
    balanceOrderNumber: text('balance_order_number'),
    /** fen, for the whole count: paid now, counted against the price, still due */
    depositTotal: bigint('deposit_total', { mode: 'number' }).notNull(),
    deductTotal: bigint('deduct_total', { mode: 'number' }).notNull(),
    balanceTotal: bigint('balance_total', { mode: 'number' }).notNull(),
    remindedAt: ts('reminded_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('presale_order_deposit_uq').on(t.depositOrderId),
    uniqueIndex('presale_order_balance_uq').on(t.balanceOrderId),
    index('presale_order_user_idx').on(t.userId),
    index('presale_order_item_idx').on(t.itemId, t.status),
  ],
);

/** In-site messages of pre-sale to a buyer (the balance window opened, the deposit was forfeited). */
export const presaleNotice = pgTable(
  'presale_notice',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    presaleOrderId: bigint('presale_order_id', { mode: 'number' }).notNull(),
    /** PRESALE_NOTICE kind: 'balanceOpen' | 'forfeited' */
    kind: text('kind').notNull(),
    createdAt: ts('created_at').notNull(),
    readAt: ts('read_at'),
  },
  (t) => [index('presale_notice_user_idx').on(t.userId, t.createdAt), uniqueIndex('presale_notice_once_uq').on(t.presaleOrderId, t.kind)],
);
