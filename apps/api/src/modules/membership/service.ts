// Membership (issue 14, decision 023): growth and levels (growth.ts), the operator's setup (setup.ts), paid
// membership (paid.ts), and what other modules get of it: the member benefit that prices goods (the order and cart
// modules' MemberPriceSource), the points multiplier and growth of completed orders (a PointsSource wrapping the
// member module's), growth of sign-ins, reviews and refunds. It calls other modules only through the functions it is
// given (coupons, points, payments), never their tables.
import { desc, lte } from 'drizzle-orm';
import { schema, type Db, type DbOrTx } from '@mall/db';
import type { Lang, MemberBenefitView, MembershipEquity, MembershipInfo } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { pick } from '../../platform/lang';
import type { MemberBenefit, MemberPriceSource, PointsSource } from '../order/pricing/types';
import { createGrowth } from './growth';
import { createPaidMembership, type PurposePayments } from './paid';
import { createMembershipSetup, levelView, planView, type LevelRow } from './setup';

const { memberLevel } = schema;

export interface MembershipDeps {
  clock: Clock;
  /** gives coupons inside a transaction (promotion module: userCoupons.grant) */
  grantCoupons(tx: DbOrTx, userId: number, couponIds: number[]): Promise<unknown>;
  /** earns level-up points inside a transaction (member module: ledger.earn, source 'levelUp') */
  earnPoints(tx: DbOrTx, e: { userId: number; amount: number; key: string; ref: string }): Promise<unknown>;
  /** the payment module's membership purpose (built later: a getter) */
  payments: () => PurposePayments;
}

export function createMembershipService(db: Db, deps: MembershipDeps) {
  const { clock } = deps;
  const setup = createMembershipSetup(db, { clock });
  const growth = createGrowth(db, { clock, rewards: { grantCoupons: deps.grantCoupons, earnPoints: deps.earnPoints } });
  const paid = createPaidMembership(db, { clock, setup, payments: deps.payments, grantCoupons: deps.grantCoupons });

  /** The level of `g` growth: the highest threshold at or below it (null: below every level). */
  async function levelAt(g: number, q: DbOrTx = db): Promise<LevelRow | null> {
    return (await q.select().from(memberLevel).where(lte(memberLevel.threshold, g)).orderBy(desc(memberLevel.threshold)).limit(1))[0] ?? null;
  }

  /** The benefit now: the better discount of the level's and the active paid membership's, free shipping of the level, the larger points multiplier. */
  async function benefitOf(userId: number, q: DbOrTx = db): Promise<MemberBenefitView> {
    const g = await growth.growthOf(userId, q);
    const sub = await paid.subscription(userId, q);
    const level = await levelAt(g, q);
    const plan = sub?.active ? sub.plan : null;
    const levelPct = level?.discountPercent ?? 100;
    const paidPct = plan?.discountPercent ?? 100;
    const discountPercent = Math.min(levelPct, paidPct);
    return {
      discountPercent,
      source: discountPercent >= 100 ? null : paidPct < levelPct ? 'paid' : 'level',
      freeShipping: level?.freeShipping ?? false,
      pointsMultiplier: Math.max(level?.pointsMultiplier ?? 100, plan?.pointsMultiplier ?? 100),
    };
  }

  /** For the order and cart modules' pricing (order/pricing/types.ts MemberPriceSource). */
  const priceSource: MemberPriceSource = {
    async benefit(userId: number): Promise<MemberBenefit | null> {
      const b = await benefitOf(userId);
      return b.discountPercent < 100 || b.freeShipping ? { percent: b.discountPercent, source: b.source, freeShipping: b.freeShipping } : null;
    },
    recordUse: paid.recordUse,
  };

  /**
   * The member module's order points with membership around them, in the same transactions: a completed order earns
   * points × the member's multiplier and growth; a refund that takes back the order's earned points takes back the
   * growth's share too. The rest is the member module's.
   */
  function withMembership(points: PointsSource): PointsSource {
    return {
      ...points,
      async earn(tx, o) {
        const { pointsMultiplier } = await benefitOf(o.userId, tx);
        await points.earn(tx, { ...o, multiplierPercent: pointsMultiplier });
        await growth.orderCompleted(tx, o);
      },
      async takeBackEarned(tx, o) {
        await points.takeBackEarned(tx, o);
        await growth.orderRefunded(tx, o);
      },
    };
  }

  return {
    setup,
    growth,
    paid,
    priceSource,
    withMembership,
    benefitOf,

    /** GET /membership/equity */
    async equity(lang: Lang): Promise<MembershipEquity> {
      const [levels, plans] = await Promise.all([setup.levels(), setup.plans(true)]);
      return { levels: levels.map((l) => levelView(l, lang)), plans: plans.map((p) => planView(p, lang)) };
    },

    /** GET /p/membership/info */
    async info(userId: number, lang: Lang): Promise<MembershipInfo> {
      const [g, levels, sub, benefit] = await Promise.all([growth.growthOf(userId), setup.levels(), paid.subscription(userId), benefitOf(userId)]);
      const level = [...levels].reverse().find((l) => l.threshold <= g) ?? null;
      const next = levels.find((l) => l.threshold > g) ?? null;
      return {
        growth: g,
        level: level && levelView(level, lang),
        nextLevel: next && levelView(next, lang),
        toNext: next ? next.threshold - g : 0,
        paid: sub && sub.planId > 0 ? { active: sub.active, planName: sub.plan ? pick(lang, sub.plan.nameZh, sub.plan.nameEn) : '', endsAt: sub.endsAt.toISOString() } : null,
        benefit,
      };
    },

    /** The level name of a user (the top bar's greeting, the user centre). */
    async levelName(userId: number, lang: Lang): Promise<string | null> {
      const level = await levelAt(await growth.growthOf(userId));
      return level ? pick(lang, level.nameZh, level.nameEn) : null;
    },

    /**
     * Demo data (main.ts): the default levels and plans when there are none, and the demo buyer's growth (once).
     */
    async ensureDemo(demoUserId: number | null): Promise<void> {
      if ((await setup.levels()).length === 0) {
        for (const l of DEMO_LEVELS) await setup.createLevel({ icon: '', couponIds: [], ...l });
      }
      if ((await setup.plans(false)).length === 0) {
        for (const p of DEMO_PLANS) await setup.createPlan({ monthlyCouponIds: [], onSale: true, ...p });
      }
      if (demoUserId) await db.transaction((tx) => growth.change(tx, { userId: demoUserId, amount: 680, source: 'admin', key: `demo:${demoUserId}`, ref: 'demo' }));
    },
  };
}

export const DEMO_LEVELS = [
  { nameZh: '普通会员', nameEn: 'Member', threshold: 0, discountPercent: 100, freeShipping: false, pointsMultiplier: 100, levelUpPoints: 0 },
  { nameZh: '白银会员', nameEn: 'Silver', threshold: 500, discountPercent: 100, freeShipping: false, pointsMultiplier: 120, levelUpPoints: 100 },
  { nameZh: '黄金会员', nameEn: 'Gold', threshold: 2_000, discountPercent: 98, freeShipping: true, pointsMultiplier: 150, levelUpPoints: 200 },
  { nameZh: '钻石会员', nameEn: 'Diamond', threshold: 10_000, discountPercent: 95, freeShipping: true, pointsMultiplier: 200, levelUpPoints: 500 },
];
export const DEMO_PLANS = [
  { nameZh: '月卡', nameEn: 'Monthly pass', periodUnit: 'month' as const, periodCount: 1, price: 1_500, discountPercent: 92, pointsMultiplier: 150, sort: 1 },
  { nameZh: '年卡', nameEn: 'Annual pass', periodUnit: 'year' as const, periodCount: 1, price: 12_800, discountPercent: 88, pointsMultiplier: 200, sort: 2 },
];

export type MembershipService = ReturnType<typeof createMembershipService>;
