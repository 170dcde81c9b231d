// Tables owned by the promotion module. Coupons: the coupon (its rule, quantity and remaining count),
// the coupons users claimed, and which orders a used coupon paid for (so canceling them gives it back).
// `remaining` only moves by guarded updates (`remaining > 0`); per-user claims are numbered 1..limit
// with a unique index, so racing claims of one user cannot pass the limit.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const coupon = pgTable(
  'coupon',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    /** COUPON_KIND */
    kind: smallint('kind').notNull(),
    threshold: bigint('threshold', { mode: 'number' }).notNull().default(0),
    /** fen off, or the percent paid (percent kind) */
    value: bigint('value', { mode: 'number' }).notNull(),
    /** percent kind: most fen off; 0 no cap */
    maxOff: bigint('max_off', { mode: 'number' }).notNull().default(0),
    /** COUPON_SCOPE */
    scope: smallint('scope').notNull(),
    /** null: platform-wide */
    shopId: bigint('shop_id', { mode: 'number' }),
    prodIds: jsonb('prod_ids').$type<number[]>().notNull().default([]),
    /** the chosen categories with every category under them */
    categoryIds: jsonb('category_ids').$type<number[]>().notNull().default([]),
    /** COUPON_VALIDITY */
    validity: smallint('validity').notNull(),
    validDays: integer('valid_days').notNull().default(0),
    startsAt: ts('starts_at'),
    endsAt: ts('ends_at'),
    total: integer('total').notNull(),
    remaining: integer('remaining').notNull(),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    /** 1 on offer, 0 withdrawn */
    status: smallint('status').notNull().default(1),
    /** demo data key (idempotent demo coupons) */
    code: text('code'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('coupon_shop_idx').on(t.shopId, t.status),
    uniqueIndex('coupon_code_uq').on(t.code),
    check('coupon_remaining_ck', sql`${t.remaining} >= 0 AND ${t.remaining} <= ${t.total}`),
  ],
);

export const userCoupon = pgTable(
  'user_coupon',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    couponId: bigint('coupon_id', { mode: 'number' }).notNull(),
    /** 1..perUserLimit: the user's n-th claim of this coupon */
    seq: integer('seq').notNull(),
    /** 0 unused, 1 used (expired is an unused coupon past validUntil) */
    status: smallint('status').notNull().default(0),
    claimedAt: ts('claimed_at').notNull(),
    validFrom: ts('valid_from').notNull(),
    /** null: long-term */
    validUntil: ts('valid_until'),
    usedAt: ts('used_at'),
  },
  (t) => [
    uniqueIndex('user_coupon_claim_uq').on(t.userId, t.couponId, t.seq),
    index('user_coupon_user_idx').on(t.userId, t.status),
  ],
);

/** The orders a used coupon was spent on (a platform coupon spans the orders of several shops). */
export const userCouponOrder = pgTable(
  'user_coupon_order',
  {
    userCouponId: bigint('user_coupon_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userCouponId, t.orderId] }), index('user_coupon_order_order_idx').on(t.orderId)],
);

/**
 * Special discounts (限时折扣): a shop's time-limited prices on chosen products. `kind` DISCOUNT_KIND (1 pay `value`%,
 * 2 `value` fen off each unit); active while status = 1 and startsAt <= now < endsAt.
 */
export const specialDiscount = pgTable(
  'special_discount',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: bigint('shop_id', { mode: 'number' }).notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    kind: smallint('kind').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    /** 1 on, 0 withdrawn */
    status: smallint('status').notNull().default(1),
    /** demo data key (idempotent demo discounts) */
    code: text('code'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('special_discount_shop_idx').on(t.shopId, t.status, t.endsAt),
    uniqueIndex('special_discount_code_uq').on(t.code),
    check('special_discount_period_ck', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** The products of a special discount. */
export const specialDiscountProd = pgTable(
  'special_discount_prod',
  {
    discountId: bigint('discount_id', { mode: 'number' }).notNull(),
    prodId: bigint('prod_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.discountId, t.prodId] }), index('special_discount_prod_prod_idx').on(t.prodId)],
);
