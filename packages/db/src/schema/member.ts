// Tables owned by the member module: the points ledger (lots that expire, one row per change, an account row that
// holds the balance and serializes a user's changes) and the daily sign-in (decision 019).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Where points come from (a lot's source; a ledger row's source). */
export type PointsSource = 'signIn' | 'orderComplete' | 'review' | 'levelUp' | 'admin';
export type PointsLogType = 'earned' | 'spent' | 'expired' | 'refunded' | 'reclaimed';
/** The part of one lot a spend took: what a give-back returns. */
export interface PointsLotUse { lotId: number; amount: number; source: PointsSource; expiresAt: string }

/**
 * A user's points balance: always the sum of `remaining` of the user's lots not expired yet. Changed only together
 * with lots and a ledger row, after locking this row (FOR UPDATE), by guarded updates (never below zero).
 */
export const pointsAccount = pgTable(
  'points_account',
  {
    userId: bigint('user_id', { mode: 'number' }).primaryKey(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [check('points_account_nonnegative_ck', sql`${t.balance} >= 0`)],
);

/** Points received at one time from one source; spent oldest first; expires (expiredAt set) at expiresAt. */
export const pointsLot = pgTable(
  'points_lot',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    source: text('source').$type<PointsSource>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    remaining: bigint('remaining', { mode: 'number' }).notNull(),
    receivedAt: ts('received_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    /** set when the lot's rest was written off as expired (by the sweeper or the user's next change) */
    expiredAt: ts('expired_at'),
    /** what it was received for ('signIn:2026-11-21', 'order:…', a give-back's key) */
    ref: text('ref'),
  },
  (t) => [
    index('points_lot_user_live_idx').on(t.userId, t.expiresAt, t.id).where(sql`expired_at IS NULL AND remaining > 0`),
    index('points_lot_due_idx').on(t.expiresAt).where(sql`expired_at IS NULL AND remaining > 0`),
    check('points_lot_remaining_ck', sql`${t.remaining} >= 0 AND ${t.remaining} <= ${t.amount} AND ${t.amount} > 0`),
  ],
);

/** The points ledger: every change of a balance, with the balance after it; the sum of a user's amounts is the balance. */
export const pointsLog = pgTable(
  'points_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    type: text('type').$type<PointsLogType>().notNull(),
    /** negative for points going out (spent, expired) */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    source: text('source').$type<PointsSource | null>(),
    /** the caller's reference (an order number, a sign-in day, ...) */
    ref: text('ref'),
    /** the lot an earned / expired / refunded row made or closed */
    lotId: bigint('lot_id', { mode: 'number' }),
    /** a spend: the parts of lots it took (oldest first), what a give-back returns; a give-back: the part it returned */
    lots: jsonb('lots').$type<PointsLotUse[]>(),
    /** a give-back ('refunded' row): the spend row it returns part of */
    spendId: bigint('spend_id', { mode: 'number' }),
    /** an order's earning: the fen it was earned for (what a later refund's take-back is a share of) */
    basis: bigint('basis', { mode: 'number' }),
    /** unique per change ('signIn:<user>:<day>', 'spend:<ref>', 'giveBack:<ref>', 'expire:<lot>'): written once */
    idemKey: text('idem_key').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('points_log_idem_uq').on(t.idemKey), index('points_log_user_idx').on(t.userId, t.type, t.id), index('points_log_spend_idx').on(t.spendId).where(sql`spend_id IS NOT NULL`)],
);

/** One daily sign-in: one row per user and China calendar day (the unique index makes racing clicks give one). */
export const signIn = pgTable(
  'sign_in',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** the calendar day in China time, YYYY-MM-DD */
    day: text('day').notNull(),
    /** days signed in a row up to this one (1 after a missed day) */
    streak: integer('streak').notNull(),
    points: integer('points').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('sign_in_user_day_uq').on(t.userId, t.day)],
);

/** Settings of the member domain set by operators (key 'signInRewards': the 7-day cycle). */
export const memberSetting = pgTable('member_setting', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull(),
});
