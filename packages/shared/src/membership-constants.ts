// Membership levels, growth and paid membership (issue 14, decision 023): zod-free constants, the period arithmetic
// (SPEC §9 units, China calendar) and the operator rules, so pages can import them without the contract's schemas.
import { POINTS_LIMITS } from './member-constants';

export const MEMBER_PERIOD_UNITS = ['day', 'week', 'month', 'season', 'year'] as const;
export type MemberPeriodUnitName = (typeof MEMBER_PERIOD_UNITS)[number];

export const GROWTH_SOURCES = ['orderComplete', 'signIn', 'review', 'refund', 'admin'] as const;
export type GrowthSourceName = (typeof GROWTH_SOURCES)[number];

export const MEMBERSHIP_LIMITS = {
  maxLevels: 20,
  maxPlans: 20,
  maxThreshold: 100_000_000,
  /** most fen of one plan (100,000 yuan) */
  maxPlanPrice: 10_000_000,
  maxPeriodCount: 120,
  maxCouponsPerPack: 10,
  maxLevelUpPoints: 1_000_000,
  recordsPageSize: 10,
} as const;

/** Growth rules an operator sets: growth per yuan of completed orders, per review, per sign-in (the cycle or fixed). */
export interface GrowthRules {
  /** growth per whole yuan paid for a completed order (less refunds) */
  perYuan: number;
  /** growth a review gives */
  review: number;
  /** 'cycle': day 1..7 of the sign-in streak gives signInCycle[day-1]; 'fixed': every sign-in gives signInFixed */
  signInMode: 'cycle' | 'fixed';
  signInCycle: number[];
  signInFixed: number;
}
export const GROWTH_RULES_DEFAULTS: GrowthRules = { perYuan: 1, review: 10, signInMode: 'cycle', signInCycle: [1, 1, 2, 2, 3, 3, 5], signInFixed: 2 };

export function growthRulesRule(r: GrowthRules): 'membership.growthRulesInvalid' | null {
  const whole = (n: unknown, lo: number, hi: number) => Number.isSafeInteger(n) && (n as number) >= lo && (n as number) <= hi;
  const ok = whole(r.perYuan, 0, 1000) && whole(r.review, 0, 10_000) && (r.signInMode === 'cycle' || r.signInMode === 'fixed')
    && Array.isArray(r.signInCycle) && r.signInCycle.length === POINTS_LIMITS.cycleDays && r.signInCycle.every((n) => whole(n, 0, 10_000)) && whole(r.signInFixed, 0, 10_000);
  return ok ? null : 'membership.growthRulesInvalid';
}

/** Growth of a sign-in making a streak of `streak` days. */
export const signInGrowth = (r: GrowthRules, streak: number): number =>
  r.signInMode === 'fixed' ? r.signInFixed : r.signInCycle[(Math.max(streak, 1) - 1) % r.signInCycle.length] ?? 0;

/** Growth of `fen` paid for a completed order. */
export const orderGrowth = (r: Pick<GrowthRules, 'perYuan'>, fen: number): number => Math.floor(Math.max(fen, 0) / 100) * r.perYuan;

const CHINA_MS = POINTS_LIMITS.chinaOffsetMs;
const monthsOf: Record<MemberPeriodUnitName, number> = { day: 0, week: 0, month: 1, season: 3, year: 12 };

/**
 * The end of a period of `count` units starting at `from`, in the China calendar (UTC+8, no daylight saving): days and
 * weeks add whole days; months, seasons (3 months) and years (12 months) add calendar months at the same China wall
 * time, a day past the new month's end becoming its last day (31 Jan + 1 month = 28/29 Feb; 29 Feb + 1 year = 28 Feb).
 */
export function addPeriod(from: Date, unit: MemberPeriodUnitName, count: number): Date {
  if (unit === 'day' || unit === 'week') return new Date(from.getTime() + count * (unit === 'week' ? 7 : 1) * 86_400_000);
  const local = new Date(from.getTime() + CHINA_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth() + monthsOf[unit] * count;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = new Date(Date.UTC(y, m, Math.min(local.getUTCDate(), lastDay), local.getUTCHours(), local.getUTCMinutes(), local.getUTCSeconds(), local.getUTCMilliseconds()));
  return new Date(d.getTime() - CHINA_MS);
}

/** The China calendar month (YYYY-MM) of a moment. */
export const chinaMonth = (at: Date): string => new Date(at.getTime() + CHINA_MS).toISOString().slice(0, 7);

/** Fen a member rate takes off `fen` of goods: pay `percent`% (rounded half up), the rest is off. */
export const memberOff = (fen: number, percent: number): number => (percent >= 100 || fen <= 0 ? 0 : fen - Math.floor((fen * percent + 50) / 100));

export interface LevelInput {
  nameZh: string; nameEn: string; icon: string; threshold: number; discountPercent: number; freeShipping: boolean;
  pointsMultiplier: number; couponIds: number[]; levelUpPoints: number;
}
export interface PlanInput {
  nameZh: string; nameEn: string; periodUnit: MemberPeriodUnitName; periodCount: number; price: number; discountPercent: number;
  pointsMultiplier: number; monthlyCouponIds: number[]; onSale: boolean; sort: number;
}

const name = (s: string) => typeof s === 'string' && s.trim().length >= 1 && s.trim().length <= 20;
const int = (n: unknown, lo: number, hi: number) => Number.isSafeInteger(n) && (n as number) >= lo && (n as number) <= hi;
const coupons = (ids: number[]) => Array.isArray(ids) && ids.length <= MEMBERSHIP_LIMITS.maxCouponsPerPack && ids.every((i) => int(i, 1, 2_147_483_647));

/** Why an operator's level is refused, or null. */
export function memberLevelRule(l: LevelInput): 'membership.levelNameInvalid' | 'membership.levelInvalid' | null {
  if (!name(l.nameZh) || !name(l.nameEn)) return 'membership.levelNameInvalid';
  const ok = int(l.threshold, 0, MEMBERSHIP_LIMITS.maxThreshold) && int(l.discountPercent, 1, 100) && int(l.pointsMultiplier, 100, 1000)
    && int(l.levelUpPoints, 0, MEMBERSHIP_LIMITS.maxLevelUpPoints) && coupons(l.couponIds) && typeof l.freeShipping === 'boolean';
  return ok ? null : 'membership.levelInvalid';
}

/** Why an operator's plan is refused, or null. */
export function memberPlanRule(p: PlanInput): 'membership.planNameInvalid' | 'membership.planInvalid' | null {
  if (!name(p.nameZh) || !name(p.nameEn)) return 'membership.planNameInvalid';
  const ok = (MEMBER_PERIOD_UNITS as readonly string[]).includes(p.periodUnit) && int(p.periodCount, 1, MEMBERSHIP_LIMITS.maxPeriodCount)
    && int(p.price, 1, MEMBERSHIP_LIMITS.maxPlanPrice) && int(p.discountPercent, 1, 100) && int(p.pointsMultiplier, 100, 1000) && coupons(p.monthlyCouponIds);
  return ok ? null : 'membership.planInvalid';
}
