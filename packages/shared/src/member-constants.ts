// Points and daily sign-in constants (SPEC §9: points expire within a year of receipt), zod-free so the pages can
// import them without the contract's schemas (decision 019).

/** Kinds of ledger rows: points received, spent, expired, given back (a cancel or refund). */
export const POINTS_LOG_TYPES = ['earned', 'spent', 'expired', 'refunded'] as const;
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
