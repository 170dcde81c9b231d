// Tables owned by the refund module (apps/api/src/modules/aftersale/refund): after-sales requests, the order lines
// each covers, every state change of a request (its timeline), in-site notices of those changes, and the shops'
// after-sales settings. A request's status changes only by a guarded UPDATE ... WHERE status = $from (refund/status.ts).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export type RefundReturnAddress = { receiver: string; mobile: string; address: string };

export const refundRequest = pgTable(
  'refund_request',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** our number: 'A' + time + random digits (the payment refund's idem key is 'aftersale:<refundSn>') */
    refundSn: text('refund_sn').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    shopId: integer('shop_id').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    orderNumber: text('order_number').notNull(),
    /** REFUND_MODE */
    mode: smallint('mode').notNull(),
    /** CARGO_STATUS */
    cargoStatus: smallint('cargo_status').notNull(),
    /** REFUND_STATUS */
    status: smallint('status').notNull(),
    /** every remaining line of the order (freight may be included) */
    whole: boolean('whole').notNull().default(false),
    /** a code of REFUND_REASONS */
    reason: text('reason').notNull(),
    /** fen asked for, freight share included */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** fen of `amount` that is freight (whole-order requests before shipping only) */
    freightAmount: bigint('freight_amount', { mode: 'number' }).notNull().default(0),
    note: text('note').notNull().default(''),
    vouchers: jsonb('vouchers').$type<string[]>().notNull().default([]),
    mobile: text('mobile').notNull(),
    refuseReason: text('refuse_reason'),
    returnAddress: jsonb('return_address').$type<RefundReturnAddress>(),
    logisticsCompany: text('logistics_company'),
    waybillNo: text('waybill_no'),
    /** edits after a refusal so far (REFUND_LIMITS.resubmits) */
    resubmits: smallint('resubmits').notNull().default(0),
    /** the sweeper moves the request on at this time (auto-accept, close, auto-receive); null: no timeout */
    deadlineAt: ts('deadline_at'),
    /** set in the transition that makes the money due (accept of a refund only, the seller's receipt of a return) */
    payDueAt: ts('pay_due_at'),
    /** the payment refund: null until started, then processing / success / failed */
    payState: text('pay_state').$type<'processing' | 'success' | 'failed'>(),
    payRefundNo: text('pay_refund_no'),
    refundedAt: ts('refunded_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('refund_request_sn_uq').on(t.refundSn),
    index('refund_request_user_idx').on(t.userId, t.createdAt),
    index('refund_request_shop_idx').on(t.shopId, t.status, t.createdAt),
    index('refund_request_order_idx').on(t.orderId),
    index('refund_request_deadline_idx').on(t.status, t.deadlineAt),
    index('refund_request_pay_idx').on(t.payDueAt).where(sql`pay_due_at IS NOT NULL AND refunded_at IS NULL`),
  ],
);

/**
 * The order lines a request covers, with the count and the share of its amount. state: open while the request is,
 * refunded when its money went back, dropped when it was withdrawn or closed. At most one open request per line.
 */
export const refundItem = pgTable(
  'refund_item',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: bigint('request_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    orderItemId: bigint('order_item_id', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    /** fen of the request's amount for this line (freight excluded) */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    state: text('state').$type<'open' | 'refunded' | 'dropped'>().notNull(),
  },
  (t) => [
    index('refund_item_request_idx').on(t.requestId),
    index('refund_item_order_idx').on(t.orderId),
    uniqueIndex('refund_item_open_uq').on(t.orderItemId).where(sql`state = 'open'`),
  ],
);

/** One row per state change of a request (and its creation): the timeline. */
export const refundLog = pgTable(
  'refund_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: bigint('request_id', { mode: 'number' }).notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    /** the transition's event (apply, accept, refuse, ...) */
    event: text('event').notNull(),
    /** buyer, seller, platform, system */
    actor: text('actor').notNull(),
    note: text('note'),
    at: ts('at').notNull(),
  },
  (t) => [index('refund_log_request_idx').on(t.requestId)],
);

/** In-site notice of a request's change to the other side: a buyer (user_id) or a shop (shop_id). */
export const refundNotice = pgTable(
  'refund_notice',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }),
    shopId: integer('shop_id'),
    refundSn: text('refund_sn').notNull(),
    status: smallint('status').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('refund_notice_user_idx').on(t.userId, t.read), index('refund_notice_shop_idx').on(t.shopId, t.read)],
);

/** A shop's after-sales settings; no row = the defaults (7-day no-reason returns offered). */
export const refundShopSetting = pgTable('refund_shop_setting', {
  shopId: integer('shop_id').primaryKey(),
  noReasonReturns: boolean('no_reason_returns').notNull().default(true),
  updatedAt: ts('updated_at').notNull(),
});
