// The buyer's coupons: claiming (guarded: never more than the total, never more than the per-user limit,
// even under a crowd), the uc-coupons list (not used / used / expired), and for the order module the
// usable coupons of a checkout, their use in the submit's transaction and their return on cancel/expiry.
import { and, count, desc, eq, gt, inArray, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { COUPON_SCOPE, USER_COUPON_STATUS, type ClaimAnswer, type Lang, type MyCouponCounts, type MyCouponsQuery, type Paged, type UserCoupon } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { pick } from '../../platform/lang';
import { offsetOf, toPage } from '../../platform/paging';
import type { CatalogService } from '../catalog/service';
import type { DbOrTx } from '@mall/db';
import type { CouponRule } from '../order/pricing/types';
import { claimableNow, validityOf, type Coupons } from './coupon';

const { coupon, userCoupon, userCouponOrder } = schema;
type UserCouponRow = typeof userCoupon.$inferSelect;

const isUniqueViolation = (err: unknown): boolean => {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
};

export function createUserCoupons(db: Db, deps: { clock: Clock; coupons: Coupons; catalog: CatalogService }) {
  const { clock, coupons, catalog } = deps;

  /** Unused and valid at `now`. */
  const usableAt = (now: Date) => and(eq(userCoupon.status, USER_COUPON_STATUS.unused), lte(userCoupon.validFrom, now), or(isNull(userCoupon.validUntil), gt(userCoupon.validUntil, now)));
  const expiredAt = (now: Date) => and(eq(userCoupon.status, USER_COUPON_STATUS.unused), lte(userCoupon.validUntil, now));
  const tabWhere = (userId: number, status: number, now: Date) => and(
    eq(userCoupon.userId, userId),
    status === USER_COUPON_STATUS.used ? eq(userCoupon.status, USER_COUPON_STATUS.used)
      : status === USER_COUPON_STATUS.expired ? expiredAt(now)
        : and(eq(userCoupon.status, USER_COUPON_STATUS.unused), or(isNull(userCoupon.validUntil), gt(userCoupon.validUntil, now))),
  );

  async function views(rows: UserCouponRow[], lang: Lang, now: Date): Promise<UserCoupon[]> {
    const byId = await coupons.rows(rows.map((r) => r.couponId));
    const view = await coupons.ruleView([...byId.values()], lang);
    return rows.map((r) => ({
      ...view(byId.get(r.couponId)!), userCouponId: r.id,
      status: r.status === USER_COUPON_STATUS.used ? USER_COUPON_STATUS.used : r.validUntil && r.validUntil.getTime() <= now.getTime() ? USER_COUPON_STATUS.expired : USER_COUPON_STATUS.unused,
      claimedAt: r.claimedAt.toISOString(), validFrom: r.validFrom.toISOString(), validUntil: r.validUntil?.toISOString() ?? null, usedAt: r.usedAt?.toISOString() ?? null,
    }));
  }

  return {
    /**
     * Claims one coupon. In one transaction: the user's next claim number (1..limit; a unique index makes a
     * racing second claim of the same number fail), then `remaining - 1` guarded by `remaining > 0`.
     */
    async claim(userId: number, couponId: number): Promise<ClaimAnswer> {
      const now = clock.now();
      const c = (await coupons.rows([couponId])).get(couponId);
      if (!c || c.status !== 1) throw new AppError('coupon.notFound', 404);
      if (c.endsAt && c.endsAt.getTime() <= now.getTime()) throw new AppError('coupon.ended');
      const { validFrom, validUntil } = validityOf(c, now);
      try {
        return await db.transaction(async (tx) => {
          const [held] = await tx.select({ n: count() }).from(userCoupon).where(and(eq(userCoupon.userId, userId), eq(userCoupon.couponId, couponId)));
          const seq = Number(held?.n ?? 0) + 1;
          if (seq > c.perUserLimit) throw new AppError('coupon.limitReached');
          const [mine] = await tx.insert(userCoupon).values({ userId, couponId, seq, status: USER_COUPON_STATUS.unused, claimedAt: now, validFrom, validUntil })
            .onConflictDoNothing().returning({ id: userCoupon.id });
          if (!mine) throw new AppError(c.perUserLimit === 1 ? 'coupon.limitReached' : 'coupon.busy');
          const [left] = await tx.update(coupon).set({ remaining: sql`${coupon.remaining} - 1` })
            .where(and(eq(coupon.id, couponId), gt(coupon.remaining, 0), claimableNow(now))).returning({ remaining: coupon.remaining });
          if (!left) throw new AppError('coupon.soldOut');
          const state = seq >= c.perUserLimit ? 'claimed' : left.remaining <= 0 ? 'soldOut' : 'available';
          return { userCouponId: mine.id, claimedByMe: seq, remaining: left.remaining, state };
        });
      } catch (err) {
        // PostgreSQL: a racing claim of the same number that committed first
        if (isUniqueViolation(err)) throw new AppError(c.perUserLimit === 1 ? 'coupon.limitReached' : 'coupon.busy');
        throw err;
      }
    },

    /**
     * Gives coupons as a gift (membership level-up and monthly packs), inside the caller's transaction, which makes it
     * once: the per-user claim limit does not apply, the stock does (remaining - 1, guarded); a coupon that is off,
     * over or sold out is skipped. Answers the coupon ids given.
     */
    async grant(tx: DbOrTx, userId: number, couponIds: number[]): Promise<number[]> {
      const now = clock.now();
      const byId = new Map((couponIds.length ? await tx.select().from(coupon).where(inArray(coupon.id, couponIds)) : []).map((c) => [c.id, c]));
      const given: number[] = [];
      for (const couponId of couponIds) {
        const c = byId.get(couponId);
        if (!c || c.status !== 1 || (c.endsAt && c.endsAt.getTime() <= now.getTime())) continue;
        const [left] = await tx.update(coupon).set({ remaining: sql`${coupon.remaining} - 1` })
          .where(and(eq(coupon.id, couponId), gt(coupon.remaining, 0), claimableNow(now))).returning({ id: coupon.id });
        if (!left) continue;
        const [held] = await tx.select({ n: sql<number>`coalesce(max(${userCoupon.seq}), 0)::int` }).from(userCoupon).where(and(eq(userCoupon.userId, userId), eq(userCoupon.couponId, couponId)));
        const { validFrom, validUntil } = validityOf(c, now);
        await tx.insert(userCoupon).values({ userId, couponId, seq: Number(held?.n ?? 0) + 1, status: USER_COUPON_STATUS.unused, claimedAt: now, validFrom, validUntil });
        given.push(couponId);
      }
      return given;
    },

    /** uc-coupons: one tab (USER_COUPON_STATUS), newest first, and the count of each tab. */
    async mine(userId: number, q: MyCouponsQuery, lang: Lang): Promise<Paged<UserCoupon> & { counts: MyCouponCounts }> {
      const now = clock.now();
      const where = tabWhere(userId, q.status, now);
      const [rows, [total], counts] = await Promise.all([
        db.select().from(userCoupon).where(where).orderBy(desc(userCoupon.claimedAt), desc(userCoupon.id)).limit(q.size).offset(offsetOf(q.current, q.size)),
        db.select({ n: count() }).from(userCoupon).where(where),
        this.counts(userId),
      ]);
      return { ...toPage(await views(rows, lang, now), Number(total?.n ?? 0), q.current, q.size), counts };
    },

    async counts(userId: number): Promise<MyCouponCounts> {
      const now = clock.now();
      const n = async (status: number) => Number((await db.select({ n: count() }).from(userCoupon).where(tabWhere(userId, status, now)))[0]?.n ?? 0);
      const [unused, used, expired] = await Promise.all([n(0), n(1), n(2)]);
      return { unused, used, expired };
    },

    /** One of the caller's coupons; another user's answers 404. */
    async one(userId: number, userCouponId: number, lang: Lang): Promise<UserCoupon> {
      const [row] = await db.select().from(userCoupon).where(and(eq(userCoupon.id, userCouponId), eq(userCoupon.userId, userId)));
      if (!row) throw new AppError('coupon.notFound', 404);
      return (await views([row], lang, clock.now()))[0]!;
    },

    /** For the pricing pipeline: the caller's usable coupons, with their scope resolved against these products. */
    async usableFor(userId: number, prodIds: number[], lang: Lang = 'zh'): Promise<CouponRule[]> {
      const now = clock.now();
      const rows = await db.select().from(userCoupon).where(and(eq(userCoupon.userId, userId), usableAt(now))).orderBy(userCoupon.id).limit(200);
      if (rows.length === 0) return [];
      const [byId, refs] = await Promise.all([coupons.rows(rows.map((r) => r.couponId)), catalog.productRefs(prodIds)]);
      return rows.flatMap((r): CouponRule[] => {
        const c = byId.get(r.couponId);
        if (!c) return [];
        const limited = c.scope === COUPON_SCOPE.products || c.scope === COUPON_SCOPE.categories;
        return [{
          userCouponId: r.id, couponId: c.id, name: pick(lang, c.nameZh, c.nameEn), kind: c.kind, threshold: c.threshold, value: c.value, maxOff: c.maxOff,
          shopId: c.shopId, prodIds: limited ? prodIds.filter((p) => refs.has(p) && coupons.coversProduct(c, refs.get(p)!, p)) : null,
          validUntil: r.validUntil?.toISOString() ?? null,
        }];
      });
    },

    /** In the submit's transaction: unused → used (guarded), and which orders it paid for. */
    async use(tx: DbOrTx, userId: number, uses: { userCouponId: number; orderIds: number[] }[]): Promise<void> {
      if (uses.length === 0) return;
      const now = clock.now();
      const ids = uses.map((u) => u.userCouponId);
      const done = await tx.update(userCoupon).set({ status: USER_COUPON_STATUS.used, usedAt: now })
        .where(and(inArray(userCoupon.id, ids), eq(userCoupon.userId, userId), usableAt(now))).returning({ id: userCoupon.id });
      if (done.length !== new Set(ids).size) throw new AppError('coupon.used');
      const links = uses.flatMap((u) => u.orderIds.map((orderId) => ({ userCouponId: u.userCouponId, orderId })));
      if (links.length) await tx.insert(userCouponOrder).values(links);
    },

    /** In the transaction that canceled these orders: a coupon none of whose orders is left goes back to unused. */
    async release(tx: DbOrTx, orderIds: number[]): Promise<void> {
      if (orderIds.length === 0) return;
      const gone = await tx.delete(userCouponOrder).where(inArray(userCouponOrder.orderId, orderIds)).returning({ id: userCouponOrder.userCouponId });
      if (gone.length === 0) return;
      await tx.update(userCoupon).set({ status: USER_COUPON_STATUS.unused, usedAt: null }).where(and(
        inArray(userCoupon.id, [...new Set(gone.map((g) => g.id))]), eq(userCoupon.status, USER_COUPON_STATUS.used),
        notExists(tx.select({ one: sql`1` }).from(userCouponOrder).where(eq(userCouponOrder.userCouponId, userCoupon.id))),
      ));
    },
  };
}

export type UserCoupons = ReturnType<typeof createUserCoupons>;
