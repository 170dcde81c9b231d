// Coupons themselves: the console's createCoupon (validated), the coupon center's cards, and the idempotent
// demo coupons. Only this module touches the coupon tables; shop names come from the store service.
import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import {
  COUPON_KIND, COUPON_LIMITS, COUPON_SCOPE, COUPON_VALIDITY, type AdminCoupon, type CouponCard, type CouponCenterQuery, type CreateCouponBody, type Lang,
  type MessageKey, type Paged,
} from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { pick } from '../../platform/lang';
import { offsetOf, toPage } from '../../platform/paging';
import type { CatalogService } from '../catalog/service';
import type { ContentService } from '../content/service';
import type { StoreService } from '../store/service';

const { coupon, userCoupon } = schema;
export type CouponRow = typeof coupon.$inferSelect;
const DAY = 24 * 3600_000;

export interface CouponDeps { clock: Clock; store: StoreService; catalog: CatalogService; content: ContentService }

/** Why a new coupon is refused (a message key), or null. */
export function couponBodyRule(b: CreateCouponBody): MessageKey | null {
  const name = b.nameZh.trim();
  if (!name || name.length > COUPON_LIMITS.nameMax || b.nameEn.trim().length > COUPON_LIMITS.nameMax * 3) return 'coupon.nameInvalid';
  if (!Object.values(COUPON_KIND).includes(b.kind as never)) return 'coupon.kindInvalid';
  if (b.threshold < 0 || b.maxOff < 0) return 'coupon.valueInvalid';
  if (b.kind === COUPON_KIND.percent ? b.value < 1 || b.value > 99 : b.value < 1) return 'coupon.valueInvalid';
  if (b.kind === COUPON_KIND.amount && b.threshold > 0 && b.value >= b.threshold) return 'coupon.valueInvalid';
  if (!Object.values(COUPON_SCOPE).includes(b.scope as never)) return 'coupon.scopeInvalid';
  if (b.scope === COUPON_SCOPE.shop && b.shopId === null) return 'coupon.scopeInvalid';
  if (b.scope === COUPON_SCOPE.products && b.prodIds.length === 0) return 'coupon.scopeInvalid';
  if (b.scope === COUPON_SCOPE.categories && b.categoryIds.length === 0) return 'coupon.scopeInvalid';
  if (!Object.values(COUPON_VALIDITY).includes(b.validity as never)) return 'coupon.validityInvalid';
  if (b.validity === COUPON_VALIDITY.days && (b.validDays < 1 || b.validDays > COUPON_LIMITS.daysMax)) return 'coupon.validityInvalid';
  if (b.validity === COUPON_VALIDITY.fixed && (!b.startsAt || !b.endsAt || Date.parse(b.startsAt) >= Date.parse(b.endsAt))) return 'coupon.validityInvalid';
  if (b.total < 1 || b.total > COUPON_LIMITS.totalMax || b.perUserLimit < 1 || b.perUserLimit > COUPON_LIMITS.perUserMax) return 'coupon.totalInvalid';
  return null;
}

/** The end of the China (UTC+8) day `at` falls in: "same day until 24:00". */
export function endOfChinaDay(at: Date): Date {
  const shift = 8 * 3600_000;
  return new Date(Math.floor((at.getTime() + shift) / DAY) * DAY + DAY - shift);
}

/** The validity of a coupon claimed at `at`. */
export function validityOf(c: Pick<CouponRow, 'validity' | 'validDays' | 'startsAt' | 'endsAt'>, at: Date): { validFrom: Date; validUntil: Date | null } {
  switch (c.validity) {
    case COUPON_VALIDITY.sameDay: return { validFrom: at, validUntil: endOfChinaDay(at) };
    case COUPON_VALIDITY.days: return { validFrom: at, validUntil: new Date(at.getTime() + c.validDays * DAY) };
    case COUPON_VALIDITY.fixed: return { validFrom: c.startsAt ?? at, validUntil: c.endsAt };
    default: return { validFrom: at, validUntil: null };
  }
}

/** A coupon can be claimed now: on offer and, for a fixed period, not over. */
export const claimableNow = (now: Date) => and(eq(coupon.status, 1), or(isNull(coupon.endsAt), gt(coupon.endsAt, now)));

export function createCoupons(db: Db, deps: CouponDeps) {
  const { clock, store, catalog, content } = deps;

  async function ruleView(rows: CouponRow[], lang: Lang) {
    const shops = await store.summaries(rows.flatMap((r) => (r.shopId ? [r.shopId] : [])), lang);
    return (r: CouponRow) => ({
      couponId: r.id, name: pick(lang, r.nameZh, r.nameEn), kind: r.kind, threshold: r.threshold, value: r.value, maxOff: r.maxOff, scope: r.scope,
      shopId: r.shopId, shopName: r.shopId ? shops.get(r.shopId)?.shopName ?? '' : '', validity: r.validity, validDays: r.validDays,
      startsAt: r.startsAt?.toISOString() ?? null, endsAt: r.endsAt?.toISOString() ?? null,
    });
  }

  async function claimedCounts(userId: number | null, ids: number[]): Promise<Map<number, number>> {
    if (userId === null || ids.length === 0) return new Map();
    const rows = await db.select({ id: userCoupon.couponId, n: count() }).from(userCoupon)
      .where(and(eq(userCoupon.userId, userId), inArray(userCoupon.couponId, ids))).groupBy(userCoupon.couponId);
    return new Map(rows.map((r) => [r.id, Number(r.n)]));
  }

  async function cards(rows: CouponRow[], userId: number | null, lang: Lang): Promise<CouponCard[]> {
    const [view, mine] = await Promise.all([ruleView(rows, lang), claimedCounts(userId, rows.map((r) => r.id))]);
    return rows.map((r) => {
      const claimedByMe = mine.get(r.id) ?? 0;
      const state = claimedByMe >= r.perUserLimit ? 'claimed' : r.remaining <= 0 ? 'soldOut' : 'available';
      return { ...view(r), total: r.total, remaining: r.remaining, perUserLimit: r.perUserLimit, claimedByMe, state };
    });
  }

  /** Whether a coupon row covers a product (of this shop and category). */
  function coversProduct(c: CouponRow, ref: { shopId: number; categoryId: number }, prodId: number): boolean {
    if (c.shopId !== null && c.shopId !== ref.shopId) return false;
    if (c.scope === COUPON_SCOPE.products) return c.prodIds.includes(prodId);
    if (c.scope === COUPON_SCOPE.categories) return c.categoryIds.includes(ref.categoryId);
    return true;
  }

  return {
    ruleView,
    coversProduct,

    /**
     * Coupon center (and a product's or shop's claimable coupons): on offer, newest first, with the caller's claim state.
     * `withPlatform`: a shop's list also holds the coupons valid on the whole mall (usable there too).
     */
    async center(userId: number | null, q: CouponCenterQuery, lang: Lang, opts: { withPlatform?: boolean } = {}): Promise<Paged<CouponCard>> {
      const now = clock.now();
      if (q.prodId) {
        const ref = (await catalog.productRefs([q.prodId])).get(q.prodId);
        if (!ref) return toPage([], 0, q.current, q.size);
        const rows = (await db.select().from(coupon).where(and(claimableNow(now), or(isNull(coupon.shopId), eq(coupon.shopId, ref.shopId)))).orderBy(desc(coupon.id)).limit(500))
          .filter((c) => coversProduct(c, ref, q.prodId!));
        return toPage(await cards(rows.slice(offsetOf(q.current, q.size), offsetOf(q.current, q.size) + q.size), userId, lang), rows.length, q.current, q.size);
      }
      const ofShop = (shopId: number) => (opts.withPlatform ? or(eq(coupon.scope, COUPON_SCOPE.platform), eq(coupon.shopId, shopId)) : eq(coupon.shopId, shopId));
      const where = q.shopId ? and(claimableNow(now), ofShop(q.shopId)) : claimableNow(now);
      const [rows, [total]] = await Promise.all([
        db.select().from(coupon).where(where).orderBy(sql`${coupon.remaining} = 0`, desc(coupon.id)).limit(q.size).offset(offsetOf(q.current, q.size)),
        db.select({ n: count() }).from(coupon).where(where),
      ]);
      return toPage(await cards(rows, userId, lang), Number(total?.n ?? 0), q.current, q.size);
    },

    /** Console: a new coupon. `shopId` null for operators means any scope; a seller's coupons are of their own shop. */
    async createCoupon(input: CreateCouponBody, by: { userId: number; shopId: number | null }, code?: string): Promise<CouponRow> {
      // a shop owner's coupons are of their own shop, whatever the body names; never platform-wide
      if (by.shopId !== null && input.scope === COUPON_SCOPE.platform) throw new AppError('coupon.scopeInvalid');
      const body = by.shopId !== null ? { ...input, shopId: by.shopId } : input;
      const refused = couponBodyRule(body);
      if (refused) throw new AppError(refused);
      const shopId = body.scope === COUPON_SCOPE.platform ? null : body.shopId;
      if (body.scope === COUPON_SCOPE.products) {
        const refs = await catalog.productRefs(body.prodIds);
        if (refs.size !== new Set(body.prodIds).size || (shopId !== null && [...refs.values()].some((r) => r.shopId !== shopId))) throw new AppError('coupon.scopeInvalid');
      }
      let categoryIds: number[] = [];
      if (body.scope === COUPON_SCOPE.categories) {
        for (const id of body.categoryIds) {
          const scope = await content.categoryScope(id, 'zh');
          if (!scope) throw new AppError('coupon.scopeInvalid');
          categoryIds.push(...scope.ids);
        }
        categoryIds = [...new Set(categoryIds)];
      }
      const fixed = body.validity === COUPON_VALIDITY.fixed;
      const [row] = await db.insert(coupon).values({
        nameZh: body.nameZh.trim(), nameEn: body.nameEn.trim() || body.nameZh.trim(), kind: body.kind,
        threshold: body.kind === COUPON_KIND.noThreshold ? 0 : body.threshold, value: body.value,
        maxOff: body.kind === COUPON_KIND.percent ? body.maxOff : 0, scope: body.scope, shopId,
        prodIds: body.scope === COUPON_SCOPE.products ? [...new Set(body.prodIds)] : [], categoryIds,
        validity: body.validity, validDays: body.validity === COUPON_VALIDITY.days ? body.validDays : 0,
        startsAt: fixed ? new Date(body.startsAt!) : null, endsAt: fixed ? new Date(body.endsAt!) : null,
        total: body.total, remaining: body.total, perUserLimit: body.perUserLimit, code: code ?? null, createdBy: by.userId, createdAt: clock.now(),
      }).onConflictDoNothing().returning();
      if (!row) throw new AppError('coupon.nameInvalid');
      return row;
    },

    /** Console list: the coupons of a shop (sellers) or all (operators), newest first. */
    async adminList(shopId: number | null, current: number, size: number, lang: Lang, onlyId?: number): Promise<Paged<AdminCoupon>> {
      const where = onlyId !== undefined ? eq(coupon.id, onlyId) : shopId === null ? undefined : eq(coupon.shopId, shopId);
      const [rows, [total]] = await Promise.all([
        db.select().from(coupon).where(where).orderBy(desc(coupon.id)).limit(size).offset(offsetOf(current, size)),
        db.select({ n: count() }).from(coupon).where(where),
      ]);
      const view = await ruleView(rows, lang);
      return toPage(rows.map((r) => ({ ...view(r), total: r.total, remaining: r.remaining, perUserLimit: r.perUserLimit, status: r.status, createdAt: r.createdAt.toISOString() })), Number(total?.n ?? 0), current, size);
    },

    /** Demo coupons (main.ts on start): created once each, keyed by code. */
    async ensureDemoCoupons(): Promise<void> {
      const existing = new Set((await db.select({ code: coupon.code }).from(coupon).where(sql`${coupon.code} like 'demo-%'`)).map((r) => r.code));
      const { selfOperated, open } = await store.openShops();
      const selfShop = selfOperated[0] ?? open[0] ?? null;
      const top = (await content.categoryTree('zh'))[0]?.categoryId ?? null;
      const base = { nameEn: '', threshold: 0, maxOff: 0, shopId: null, prodIds: [], categoryIds: [], validDays: 0, startsAt: null, endsAt: null, perUserLimit: 1 };
      const demos: [string, CreateCouponBody | null][] = [
        ['demo-platform-20', { ...base, nameZh: '全场满199减20', nameEn: '¥20 off orders over ¥199', kind: COUPON_KIND.amount, threshold: 19900, value: 2000, scope: COUPON_SCOPE.platform, validity: COUPON_VALIDITY.days, validDays: 7, total: 10000, perUserLimit: 2 }],
        ['demo-self-90', selfShop === null ? null : { ...base, nameZh: '自营店铺9折券 最高减50', nameEn: '10% off at the self-operated store, up to ¥50', kind: COUPON_KIND.percent, threshold: 0, value: 90, maxOff: 5000, scope: COUPON_SCOPE.shop, shopId: selfShop, validity: COUPON_VALIDITY.longTerm, total: 5000 }],
        ['demo-free-5', { ...base, nameZh: '5元无门槛券', nameEn: '¥5 off, no minimum', kind: COUPON_KIND.noThreshold, value: 500, scope: COUPON_SCOPE.platform, validity: COUPON_VALIDITY.sameDay, total: 20000, perUserLimit: 1 }],
        ['demo-category-30', top === null ? null : { ...base, nameZh: '品类券 满299减30', nameEn: 'Category coupon: ¥30 off over ¥299', kind: COUPON_KIND.amount, threshold: 29900, value: 3000, scope: COUPON_SCOPE.categories, categoryIds: [top], validity: COUPON_VALIDITY.days, validDays: 30, total: 3000 }],
        ['demo-last-3', { ...base, nameZh: '限量抢 满99减50', nameEn: 'Limited: ¥50 off over ¥99', kind: COUPON_KIND.amount, threshold: 9900, value: 5000, scope: COUPON_SCOPE.platform, validity: COUPON_VALIDITY.days, validDays: 3, total: 3 }],
      ];
      for (const [code, body] of demos) {
        if (!body || existing.has(code)) continue;
        await this.createCoupon(body, { userId: 0, shopId: null }, code);
      }
    },

    /** Live coupon rows by id (for the buyer's coupons). */
    async rows(ids: number[]): Promise<Map<number, CouponRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select().from(coupon).where(inArray(coupon.id, [...new Set(ids)])).orderBy(asc(coupon.id));
      return new Map(rows.map((r) => [r.id, r]));
    },
  };
}

export type Coupons = ReturnType<typeof createCoupons>;
