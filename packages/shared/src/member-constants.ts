// Points and daily sign-in constants (SPEC §9: points expire within a year of receipt), zod-free so the pages can
// import them without the contract's schemas (decision 019).

/**
 * Kinds of ledger rows: points received, spent, expired, given back (a cancel or refund of an order that used
 * points), taken back (a refund of a completed order that had earned points).
 */
export const POINTS_LOG_TYPES = ['earned', 'spent', 'expired', 'refunded', 'reclaimed'] as const;
export type PointsLogTypeName = (typeof POINTS_LOG_TYPES)[number];

/** Where points come from. */
export const POINTS_SOURCES = ['signIn', 'orderComplete', 'review', 'levelUp', 'admin'] as const;
export type PointsSourceName = (typeof POINTS_SOURCES)[number];

export const POINTS_LIMITS = {
  /** a lot expires this many years after it was received (calendar years, app clock) */
  lifetimeYears: 1,
  /** 'soon to expire': live lots expiring within this many days */
  soonDays: 30,
  /** the sign-in cycle: rewards of day 1..7 of a streak, then again from day 1 */
  cycleDays: 7,
  /** default points of day 1..7 of the sign-in cycle (an operator may set others) */
  defaultSignInRewards: [5, 5, 10, 10, 15, 15, 30] as readonly number[],
  /** most points one sign-in day may give */
  maxSignInReward: 10_000,
  recordsPageSize: 10,
  /** China time (Asia/Shanghai has no daylight saving): a sign-in day is the calendar day at UTC+8 */
  chinaOffsetMs: 8 * 3600_000,
} as const;

/** The China calendar day (YYYY-MM-DD) of a moment. */
export function chinaDay(at: Date): string {
  return new Date(at.getTime() + POINTS_LIMITS.chinaOffsetMs).toISOString().slice(0, 10);
}

/** The day before a YYYY-MM-DD day. */
export function dayBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** Points of a sign-in that makes a streak of `streak` days (1 = first day of the cycle). */
export function signInReward(rewards: readonly number[], streak: number): number {
  return rewards[(streak - 1) % rewards.length] ?? 0;
}

/** Points at checkout and earned by completed orders (issue 14): the defaults an operator may change. */
export const POINTS_CHECKOUT_DEFAULTS = {
  /** points worth one yuan at checkout (100: 100 points = 1 yuan) */
  pointsPerYuan: 100,
  /** most of a shop's goods (after shop discounts and coupons), in percent, points may pay */
  maxSharePercent: 50,
  /** a completed order earns one point per this many yuan paid */
  yuanPerPoint: 1,
  /** points a buyer earns for the first review of a received order line (0: none) */
  reviewPoints: 10,
} as const;
/** points are used in steps of this many (SPEC §5) */
export const POINTS_STEP = 10;
export interface PointsCheckoutRules { pointsPerYuan: number; maxSharePercent: number; yuanPerPoint: number; reviewPoints: number }

/** Fen that `points` points pay at `pointsPerYuan` (rounded down). */
export const pointsWorth = (points: number, pointsPerYuan: number): number => Math.floor((points * 100) / pointsPerYuan);

/** The most points (a multiple of 10) whose worth stays within `fen`. */
export const pointsFor = (fen: number, pointsPerYuan: number): number =>
  Math.floor(Math.floor((fen * pointsPerYuan) / 100) / POINTS_STEP) * POINTS_STEP;

/** Why the points a buyer wants to use are refused (a message key), or null: a whole multiple of 10, within the balance and the order's cap. */
export function usePointsRule(usePoints: number, balance: number, maxUsable: number): 'points.useStep' | 'points.insufficient' | 'points.overCap' | null {
  if (!Number.isSafeInteger(usePoints) || usePoints < 0 || usePoints % POINTS_STEP !== 0) return 'points.useStep';
  if (usePoints > balance) return 'points.insufficient';
  if (usePoints > maxUsable) return 'points.overCap';
  return null;
}

/**
 * Why operator settings of points are refused, or null: 10..1000 points a yuan, 0..100 percent, 1..10000 yuan a
 * point, 0..10000 points a review.
 */
export function pointsCheckoutRulesRule(r: PointsCheckoutRules): 'points.rulesInvalid' | null {
  const whole = (n: number, lo: number, hi: number) => Number.isSafeInteger(n) && n >= lo && n <= hi;
  return whole(r.pointsPerYuan, 10, 1000) && whole(r.maxSharePercent, 0, 100) && whole(r.yuanPerPoint, 1, 10_000) && whole(r.reviewPoints, 0, 10_000)
    ? null : 'points.rulesInvalid';
}
