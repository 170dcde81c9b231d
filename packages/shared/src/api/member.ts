// Member contract, first slice (decision 019): the points ledger as the buyer sees it (uc-integral: balance, soon to
// expire, records by kind) and the daily sign-in (streak, calendar of the month). Points are whole numbers.
import { z } from 'zod';
import { POINTS_LIMITS, POINTS_LOG_TYPES, POINTS_SOURCES } from '../member-constants';
import { INT4_MAX } from './common';

export * from '../member-constants';

const points = z.number().int();

/** GET /p/points/info */
export const pointsInfo = z.object({
  balance: points,
  /** points of live lots that expire within POINTS_LIMITS.soonDays days */
  soonToExpire: points,
  /** when the first of those expires (ISO), null when none */
  soonToExpireAt: z.string().nullable(),
  signedInToday: z.boolean(),
  /** days signed in a row up to today (or yesterday, when today is not signed yet); 0 after a missed day */
  streak: z.number().int(),
  /** points today's sign-in gave, or will give */
  todayReward: points,
  /** the cycle: points of day 1..7 of a streak */
  rewards: z.array(points),
  /** today in China time, YYYY-MM-DD */
  today: z.string(),
});
export type PointsInfo = z.infer<typeof pointsInfo>;

export const pointsRecordsQuery = z.object({
  current: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  size: z.coerce.number().int().min(1).max(50).default(POINTS_LIMITS.recordsPageSize),
  /** one kind of rows; all when absent */
  type: z.enum(POINTS_LOG_TYPES).optional(),
});
export type PointsRecordsQuery = z.infer<typeof pointsRecordsQuery>;

export const pointsRecord = z.object({
  id: z.number().int(),
  type: z.enum(POINTS_LOG_TYPES),
  /** negative for points going out */
  amount: points,
  balanceAfter: points,
  source: z.enum(POINTS_SOURCES).nullable(),
  ref: z.string().nullable(),
  /** an earned or given-back row: when those points expire */
  expiresAt: z.string().nullable(),
  createTime: z.string(),
});
export type PointsRecord = z.infer<typeof pointsRecord>;

/** POST /p/points/signIn */
export const signInResult = z.object({ points, streak: z.number().int(), day: z.string(), balance: points });
export type SignInResult = z.infer<typeof signInResult>;

export const signInCalendarQuery = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
});

/** GET /p/points/signInCalendar: the signed days of a month (China time). */
export const signInCalendar = z.object({
  month: z.string(),
  days: z.array(z.object({ day: z.string(), points, streak: z.number().int() })),
  today: z.string(),
});
export type SignInCalendar = z.infer<typeof signInCalendar>;

/** GET/PUT /p/admin/points/signInRewards (operators): the points of day 1..7 of the sign-in cycle. */
export const signInRewardsBody = z.object({
  rewards: z.array(z.number().int().min(0).max(POINTS_LIMITS.maxSignInReward)).length(POINTS_LIMITS.cycleDays),
});
export type SignInRewardsBody = z.infer<typeof signInRewardsBody>;

/** GET/PUT /p/admin/points/checkoutRules: the checkout rate and cap, and what completed orders and reviews earn. */
export const pointsCheckoutRulesBody = z.object({
  pointsPerYuan: z.number().int().describe('points worth one yuan at checkout, 10..1000'),
  maxSharePercent: z.number().int().describe('most of the goods after discounts points may pay, 0..100 percent'),
  yuanPerPoint: z.number().int().describe('a completed order earns one point per this many yuan paid, 1..10000'),
  reviewPoints: z.number().int().describe('points the first review of a received order line earns, 0..10000'),
});
