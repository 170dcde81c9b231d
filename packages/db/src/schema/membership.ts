// Tables owned by the membership module (issue 14, decision 023): growth (an account row per user that serializes
// a user's changes, and a ledger row per change), the levels an operator sets (by growth threshold, with benefits)
// and the rewards each level gave a user once, the paid membership plans, purchases and each user's membership
// period, the orders priced with a member discount (what decides whether a purchase is still unused), the monthly
// coupon packs given, and the module's settings.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export type GrowthSource = 'orderComplete' | 'signIn' | 'review' | 'refund' | 'admin';
export type MemberPeriodUnit = 'day' | 'week' | 'month' | 'season' | 'year';

/** A user's growth value: the sum of the user's ledger amounts; changed only with a ledger row, under its lock. */
export const growthAccount = pgTable(
  'growth_account',
  {
    userId: bigint('user_id', { mode: 'number' }).primaryKey(),
    growth: bigint('growth', { mode: 'number' }).notNull().default(0),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [check('growth_account_nonnegative_ck', sql`${t.growth} >= 0`)],
);

/** The growth ledger: one row per change (signed amount, growth after it); each change once by its key. */
export const growthLog = pgTable(
  'growth_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    source: text('source').$type<GrowthSource>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** an order number, a sign-in day, a review id */
    ref: text('ref'),
    /** orders: the fen paid (earned) or refunded (taken back) the row was computed from */
    fen: bigint('fen', { mode: 'number' }),
    /** 'order:<number>', 'signIn:<user>:<day>', 'review:<id>', 'refund:<sn>' */
    idemKey: text('idem_key').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('growth_log_idem_uq').on(t.idemKey), index('growth_log_user_idx').on(t.userId, t.id), index('growth_log_ref_idx').on(t.ref)],
);

/** A membership level: reached at `threshold` growth; its benefits apply while the user's growth is in its range. */
export const memberLevel = pgTable(
  'member_level',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    /** an uploaded image path, '' none */
    icon: text('icon').notNull().default(''),
    threshold: bigint('threshold', { mode: 'number' }).notNull(),
    /** percent of the goods price paid (100 no discount, 95 = 5% off) */
    discountPercent: integer('discount_percent').notNull().default(100),
    freeShipping: boolean('free_shipping').notNull().default(false),
    /** points earned by completed orders × this / 100 */
    pointsMultiplier: integer('points_multiplier').notNull().default(100),
    /** coupons (platform coupon ids) given once when the level is reached */
    couponIds: jsonb('coupon_ids').$type<number[]>().notNull().default([]),
    /** points given once when the level is reached (ledger source 'levelUp') */
    levelUpPoints: integer('level_up_points').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('member_level_threshold_uq').on(t.threshold),
    check('member_level_ck', sql`${t.threshold} >= 0 AND ${t.discountPercent} BETWEEN 1 AND 100 AND ${t.pointsMultiplier} BETWEEN 100 AND 1000 AND ${t.levelUpPoints} >= 0`),
  ],
);

/** The rewards (coupons, points) of a level a user reached: written once, in the transaction that gave them. */
export const memberLevelReward = pgTable(
  'member_level_reward',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    levelId: bigint('level_id', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.levelId] })],
);

/** A paid membership plan: a period of `periodCount` units for `price` fen, with its benefits. */
export const memberPlan = pgTable(
  'member_plan',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    periodUnit: text('period_unit').$type<MemberPeriodUnit>().notNull(),
    periodCount: integer('period_count').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    discountPercent: integer('discount_percent').notNull().default(100),
    pointsMultiplier: integer('points_multiplier').notNull().default(100),
    /** coupons given once a China calendar month while the membership is active */
    monthlyCouponIds: jsonb('monthly_coupon_ids').$type<number[]>().notNull().default([]),
    onSale: boolean('on_sale').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [check('member_plan_ck', sql`${t.periodCount} > 0 AND ${t.price} > 0 AND ${t.discountPercent} BETWEEN 1 AND 100 AND ${t.pointsMultiplier} BETWEEN 100 AND 1000`)],
);

/** One purchase of a plan: pending until its payment is applied, then paid (its period set), maybe refunded. */
export const memberPurchase = pgTable(
  'member_purchase',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    planId: bigint('plan_id', { mode: 'number' }).notNull(),
    /** the plan as bought (names, period, price, benefits) */
    plan: jsonb('plan').$type<{ nameZh: string; nameEn: string; periodUnit: MemberPeriodUnit; periodCount: number; price: number; discountPercent: number; pointsMultiplier: number; monthlyCouponIds: number[] }>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<'pending' | 'paid' | 'refunded'>().notNull(),
    payNo: text('pay_no'),
    startsAt: ts('starts_at'),
    endsAt: ts('ends_at'),
    createdAt: ts('created_at').notNull(),
    paidAt: ts('paid_at'),
    refundedAt: ts('refunded_at'),
  },
  (t) => [uniqueIndex('member_purchase_pay_no_uq').on(t.payNo), index('member_purchase_user_idx').on(t.userId, t.id)],
);

/** A user's paid membership: active while now < endsAt (app clock); extended from endsAt by each purchase. */
export const memberSubscription = pgTable('member_subscription', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  /** the plan whose benefits apply (the last bought) */
  planId: bigint('plan_id', { mode: 'number' }).notNull(),
  endsAt: ts('ends_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

/** An order priced with a member discount (written in the submit's transaction): a paid one uses the membership. */
export const memberPriceUse = pgTable(
  'member_price_use',
  {
    orderNumber: text('order_number').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    source: text('source').$type<'level' | 'paid'>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('member_price_use_user_idx').on(t.userId, t.source, t.createdAt)],
);

/** A monthly coupon pack given to a paid member: once per user and China month. */
export const memberCouponGrant = pgTable(
  'member_coupon_grant',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** YYYY-MM in China time */
    month: text('month').notNull(),
    purchaseId: bigint('purchase_id', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

/** The module's operator settings (growth rules), by key. */
export const membershipSetting = pgTable('membership_setting', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull(),
});
