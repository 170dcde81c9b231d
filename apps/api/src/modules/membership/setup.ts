// The operator's setup of membership (platform console): levels (name zh/en, icon, growth threshold, benefits,
// level-up coupons and points) and paid plans (period, price, benefits, monthly coupons). Checked by the shared
// rules (memberLevelRule, memberPlanRule); coupons must be platform coupons that exist.
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { memberLevelRule, memberPlanRule, type Lang, type LevelInput, type MemberLevelView, type MemberPlanView, type PlanInput } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { pick } from '../../platform/lang';

const { memberLevel, memberPlan, coupon } = schema;
export type LevelRow = typeof memberLevel.$inferSelect;
export type PlanRow = typeof memberPlan.$inferSelect;

export const levelView = (l: LevelRow, lang: Lang): MemberLevelView => ({
  id: l.id, name: pick(lang, l.nameZh, l.nameEn), nameZh: l.nameZh, nameEn: l.nameEn, icon: l.icon, threshold: l.threshold,
  discountPercent: l.discountPercent, freeShipping: l.freeShipping, pointsMultiplier: l.pointsMultiplier, couponIds: l.couponIds, levelUpPoints: l.levelUpPoints,
});
export const planView = (p: PlanRow, lang: Lang): MemberPlanView => ({
  id: p.id, name: pick(lang, p.nameZh, p.nameEn), nameZh: p.nameZh, nameEn: p.nameEn, periodUnit: p.periodUnit, periodCount: p.periodCount, price: p.price,
  discountPercent: p.discountPercent, pointsMultiplier: p.pointsMultiplier, monthlyCouponIds: p.monthlyCouponIds, onSale: p.onSale, sort: p.sort,
});

const isUnique = (err: unknown): boolean => {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
};

export function createMembershipSetup(db: Db, deps: { clock: Clock }) {
  const { clock } = deps;

  async function checkCoupons(ids: number[]) {
    if (ids.length === 0) return;
    const found = await db.select({ id: coupon.id }).from(coupon).where(and(inArray(coupon.id, ids), isNull(coupon.shopId)));
    const known = new Set(found.map((c) => c.id));
    const missing = ids.find((i) => !known.has(i));
    if (missing !== undefined) throw new AppError('membership.couponInvalid', 400, { id: missing });
  }

  async function levelValues(body: LevelInput, exceptId = 0) {
    const v = { ...body, nameZh: body.nameZh.trim(), nameEn: body.nameEn.trim(), couponIds: [...new Set(body.couponIds)] };
    const refused = memberLevelRule(v);
    if (refused) throw new AppError(refused);
    await checkCoupons(v.couponIds);
    const [taken] = await db.select({ id: memberLevel.id }).from(memberLevel).where(and(eq(memberLevel.threshold, v.threshold), ne(memberLevel.id, exceptId)));
    if (taken) throw new AppError('membership.thresholdTaken');
    return v;
  }

  async function planValues(body: PlanInput) {
    const v = { ...body, nameZh: body.nameZh.trim(), nameEn: body.nameEn.trim(), monthlyCouponIds: [...new Set(body.monthlyCouponIds)] };
    const refused = memberPlanRule(v);
    if (refused) throw new AppError(refused);
    await checkCoupons(v.monthlyCouponIds);
    return v;
  }

  const guardUnique = async <T>(f: () => Promise<T>): Promise<T> => {
    try {
      return await f();
    } catch (err) {
      if (isUnique(err)) throw new AppError('membership.thresholdTaken');
      throw err;
    }
  };

  return {
    /** every level, lowest threshold first */
    levels: () => db.select().from(memberLevel).orderBy(asc(memberLevel.threshold)),
    plans: (onlyOnSale: boolean) => db.select().from(memberPlan).where(onlyOnSale ? eq(memberPlan.onSale, true) : undefined).orderBy(asc(memberPlan.sort), asc(memberPlan.id)),
    async plan(id: number): Promise<PlanRow | undefined> {
      return (await db.select().from(memberPlan).where(eq(memberPlan.id, id)))[0];
    },

    async createLevel(body: LevelInput): Promise<LevelRow> {
      const v = await levelValues(body);
      const now = clock.now();
      return guardUnique(async () => (await db.insert(memberLevel).values({ ...v, createdAt: now, updatedAt: now }).returning())[0]!);
    },
    async updateLevel(id: number, body: LevelInput): Promise<LevelRow> {
      const v = await levelValues(body, id);
      const [row] = await guardUnique(() => db.update(memberLevel).set({ ...v, updatedAt: clock.now() }).where(eq(memberLevel.id, id)).returning());
      if (!row) throw new AppError('membership.levelNotFound', 404);
      return row;
    },
    async deleteLevel(id: number): Promise<void> {
      const [row] = await db.delete(memberLevel).where(eq(memberLevel.id, id)).returning({ id: memberLevel.id });
      if (!row) throw new AppError('membership.levelNotFound', 404);
    },

    async createPlan(body: PlanInput): Promise<PlanRow> {
      const v = await planValues(body);
      const now = clock.now();
      return (await db.insert(memberPlan).values({ ...v, createdAt: now, updatedAt: now }).returning())[0]!;
    },
    async updatePlan(id: number, body: PlanInput): Promise<PlanRow> {
      const v = await planValues(body);
      const [row] = await db.update(memberPlan).set({ ...v, updatedAt: clock.now() }).where(eq(memberPlan.id, id)).returning();
      if (!row) throw new AppError('membership.planNotFound', 404);
      return row;
    },
    /** A plan is never deleted (purchases name it): it goes off sale. */
    async deletePlan(id: number): Promise<void> {
      const [row] = await db.update(memberPlan).set({ onSale: false, updatedAt: clock.now() }).where(eq(memberPlan.id, id)).returning({ id: memberPlan.id });
      if (!row) throw new AppError('membership.planNotFound', 404);
    },
  };
}

export type MembershipSetup = ReturnType<typeof createMembershipSetup>;
