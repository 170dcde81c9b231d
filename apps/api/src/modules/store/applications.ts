// Free shop opening: the caller's application (submit, edit and resubmit after a refusal) and the platform's
// review (approve → the shop opens; reject with remarks; take a shop offline, suspend, reopen). Every change
// is a guarded single UPDATE with a history row, so two racing submits or reviews leave one winner.
import { isOwnUpload } from '../../platform/image-upload';
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import {
  auditRemarksRule, shopApplyRule, SHOP_AUDIT_STATUS, SHOP_STATUS, SHOP_TYPE,
  type Paged, type ShopApplication, type ShopApplyBody,
} from '@mall/shared';
import { resolveRegion } from '@mall/shared/regions';
import type { Clock } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import { offsetOf, toPage } from '../../platform/paging';
import { uniqueViolation } from '../account/users';
import type { DbOrTx } from '@mall/db';
import { APPLICATION_TRANSITIONS, canApply, SHOP_TRANSITIONS, type ShopEvent } from './status';

const { shop, shopApplication, storeStatusLog } = schema;
type AppRow = typeof shopApplication.$inferSelect;

/** The key two names must not share: NFKC, trimmed, lower case. */
export const nameKeyOf = (name: string) => name.normalize('NFKC').trim().toLowerCase();

function view(a: AppRow, shopStatus: number | null): ShopApplication {
  return {
    applicationId: a.id, userId: a.userId, shopName: a.shopName, intro: a.intro,
    provinceCode: a.provinceCode, cityCode: a.cityCode, areaCode: a.areaCode, province: a.province, city: a.city, area: a.area,
    address: a.address, tel: a.tel, logo: a.logo, businessLicense: a.businessLicense, idCardFront: a.idCardFront, idCardBack: a.idCardBack,
    auditStatus: a.auditStatus, remarks: a.remarks, shopId: a.shopId, shopStatus,
    createdAt: a.createdAt.toISOString(), updatedAt: a.updatedAt.toISOString(),
  };
}

async function log(tx: DbOrTx, row: { subject: 'application' | 'shop'; subjectId: number; event: string; fromStatus: number | null; toStatus: number; actorId: number; remarks?: string; at: Date }) {
  await tx.insert(storeStatusLog).values({ ...row, remarks: row.remarks ?? '' });
}

export function createShopApplications(db: Db, clock: Clock) {
  async function byUser(userId: number): Promise<AppRow | undefined> {
    const [a] = await db.select().from(shopApplication).where(eq(shopApplication.userId, userId));
    return a;
  }
  async function shopStatuses(ids: (number | null)[]): Promise<Map<number, number>> {
    const real = ids.filter((i): i is number => i !== null);
    if (real.length === 0) return new Map();
    const rows = await db.select({ id: shop.id, status: shop.status }).from(shop).where(inArray(shop.id, real));
    return new Map(rows.map((r) => [r.id, r.status]));
  }
  const withShop = async (a: AppRow) => view(a, (await shopStatuses([a.shopId])).get(a.shopId ?? -1) ?? null);

  /** Checks every rule of the form and answers the stored values. */
  async function validated(userId: number, body: ShopApplyBody) {
    const key = shopApplyRule(body);
    if (key) throw new AppError(key);
    const region = resolveRegion(body.provinceCode, body.cityCode, body.areaCode);
    if (!region) throw new AppError('store.regionRequired');
    for (const url of [body.logo, body.businessLicense, body.idCardFront, body.idCardBack]) {
      if (!isOwnUpload(userId, url)) throw new AppError('store.imageInvalid');
    }
    const shopName = body.shopName.normalize('NFKC').trim();
    const nameKey = nameKeyOf(shopName);
    const [taken] = await db
      .select({ id: shop.id })
      .from(shop)
      .where(or(sql`lower(${shop.nameZh}) = ${nameKey}`, sql`lower(${shop.nameEn}) = ${nameKey}`))
      .limit(1);
    if (taken) throw new AppError('store.nameTaken');
    return {
      shopName, nameKey, intro: body.intro.trim(), provinceCode: body.provinceCode, cityCode: body.cityCode, areaCode: body.areaCode,
      ...region, address: body.address.trim(), tel: body.tel.trim(),
      logo: body.logo, businessLicense: body.businessLicense, idCardFront: body.idCardFront, idCardBack: body.idCardBack,
    };
  }

  const refuseExisting = (a: AppRow): never => {
    if (a.auditStatus === SHOP_AUDIT_STATUS.underReview) throw new AppError('store.applyUnderReview');
    if (a.auditStatus === SHOP_AUDIT_STATUS.passed) throw new AppError('store.applyPassed');
    throw new AppError('store.statusChanged');
  };

  async function write<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      const c = uniqueViolation(err);
      if (c === 'shop_application_name_uq' || c === 'shop_name_zh_uq') throw new AppError('store.nameTaken');
      throw err;
    }
  }

  return {
    async mine(userId: number): Promise<ShopApplication | null> {
      const a = await byUser(userId);
      return a ? withShop(a) : null;
    },

    /** Submits the caller's application, or edits and resubmits it after "not passed". One per user. */
    async apply(userId: number, body: ShopApplyBody): Promise<ShopApplication> {
      const values = await validated(userId, body);
      const now = clock.now();
      const existing = await byUser(userId);
      if (!existing) {
        try {
          const row = await write(() => db.transaction(async (tx) => {
            const [a] = await tx.insert(shopApplication).values({ ...values, userId, auditStatus: SHOP_AUDIT_STATUS.underReview, createdAt: now, updatedAt: now }).returning();
            await log(tx, { subject: 'application', subjectId: a!.id, event: 'submit', fromStatus: null, toStatus: SHOP_AUDIT_STATUS.underReview, actorId: userId, at: now });
            return a!;
          }));
          return view(row, null);
        } catch (err) {
          if (uniqueViolation(err) !== 'shop_application_user_uq') throw err;
          const raced = await byUser(userId);
          if (raced) refuseExisting(raced);
          throw err;
        }
      }
      const t = APPLICATION_TRANSITIONS.resubmit;
      if (!canApply(APPLICATION_TRANSITIONS, 'resubmit', existing.auditStatus)) refuseExisting(existing);
      const row = await write(() => db.transaction(async (tx) => {
        const [a] = await tx
          .update(shopApplication)
          .set({ ...values, auditStatus: t.to, remarks: '', updatedAt: now })
          .where(and(eq(shopApplication.id, existing.id), inArray(shopApplication.auditStatus, t.from)))
          .returning();
        if (!a) return null;
        await log(tx, { subject: 'application', subjectId: a.id, event: 'resubmit', fromStatus: existing.auditStatus, toStatus: t.to, actorId: userId, at: now });
        return a;
      }));
      if (!row) refuseExisting((await byUser(userId))!);
      return view(row!, null);
    },

    // ---- platform review ----

    async list(q: { status?: number; current: number; size: number }): Promise<Paged<ShopApplication>> {
      const where = q.status === undefined ? undefined : eq(shopApplication.auditStatus, q.status);
      const [rows, [total]] = await Promise.all([
        db.select().from(shopApplication).where(where).orderBy(desc(shopApplication.updatedAt), desc(shopApplication.id)).limit(q.size).offset(offsetOf(q.current, q.size)),
        db.select({ n: count() }).from(shopApplication).where(where),
      ]);
      const statuses = await shopStatuses(rows.map((r) => r.shopId));
      return toPage(rows.map((r) => view(r, r.shopId === null ? null : statuses.get(r.shopId) ?? null)), Number(total?.n ?? 0), q.current, q.size);
    },

    /** Approves an application under review: creates the shop, open, owned by the applicant, a general store. */
    async approve(adminId: number, id: number): Promise<ShopApplication> {
      const now = clock.now();
      const t = APPLICATION_TRANSITIONS.approve;
      const row = await write(() => db.transaction(async (tx) => {
        const [a] = await tx
          .update(shopApplication)
          .set({ auditStatus: t.to, remarks: '', updatedAt: now })
          .where(and(eq(shopApplication.id, id), inArray(shopApplication.auditStatus, t.from)))
          .returning();
        if (!a) return null;
        const [s] = await tx.insert(shop).values({
          userId: a.userId, nameZh: a.shopName, nameEn: a.shopName, introZh: a.intro, introEn: a.intro, logo: a.logo,
          shopType: SHOP_TYPE.general, status: SHOP_STATUS.open, tel: a.tel, province: a.province, city: a.city, area: a.area, address: a.address,
          createdAt: now,
        }).returning({ id: shop.id });
        const [done] = await tx.update(shopApplication).set({ shopId: s!.id }).where(eq(shopApplication.id, a.id)).returning();
        await log(tx, { subject: 'application', subjectId: a.id, event: 'approve', fromStatus: t.from[0]!, toStatus: t.to, actorId: adminId, at: now });
        await log(tx, { subject: 'shop', subjectId: s!.id, event: 'approve', fromStatus: null, toStatus: SHOP_STATUS.open, actorId: adminId, at: now });
        return done!;
      }));
      if (!row) await refuseReview(id);
      return view(row!, SHOP_STATUS.open);
    },

    async reject(adminId: number, id: number, remarks: string): Promise<ShopApplication> {
      const key = auditRemarksRule(remarks);
      if (key) throw new AppError(key);
      const now = clock.now();
      const t = APPLICATION_TRANSITIONS.reject;
      const row = await db.transaction(async (tx) => {
        const [a] = await tx
          .update(shopApplication)
          .set({ auditStatus: t.to, remarks: remarks.trim(), updatedAt: now })
          .where(and(eq(shopApplication.id, id), inArray(shopApplication.auditStatus, t.from)))
          .returning();
        if (!a) return null;
        await log(tx, { subject: 'application', subjectId: a.id, event: 'reject', fromStatus: t.from[0]!, toStatus: t.to, actorId: adminId, remarks: a.remarks, at: now });
        return a;
      });
      if (!row) await refuseReview(id);
      return view(row!, null);
    },

    /** Takes a shop offline, suspends it or (re)opens it, as SHOP_TRANSITIONS allows. */
    async shopAction(adminId: number, shopId: number, event: ShopEvent, remarks = ''): Promise<{ shopId: number; shopStatus: number }> {
      const [s] = await db.select({ status: shop.status }).from(shop).where(eq(shop.id, shopId));
      if (!s) throw notFound('shop.notFound');
      if (!canApply(SHOP_TRANSITIONS, event, s.status)) throw new AppError('store.statusChanged');
      const to = SHOP_TRANSITIONS[event].to;
      const now = clock.now();
      const ok = await db.transaction(async (tx) => {
        const changed = await tx.update(shop).set({ status: to }).where(and(eq(shop.id, shopId), eq(shop.status, s.status))).returning({ id: shop.id });
        if (changed.length === 0) return false;
        await log(tx, { subject: 'shop', subjectId: shopId, event, fromStatus: s.status, toStatus: to, actorId: adminId, remarks: remarks.trim(), at: now });
        return true;
      });
      if (!ok) throw new AppError('store.statusChanged');
      return { shopId, shopStatus: to };
    },

    /** History of an application or a shop, oldest first (tests and the console). */
    async history(subject: 'application' | 'shop', subjectId: number) {
      return db.select().from(storeStatusLog).where(and(eq(storeStatusLog.subject, subject), eq(storeStatusLog.subjectId, subjectId))).orderBy(storeStatusLog.id);
    },
  };

  async function refuseReview(id: number): Promise<never> {
    const [a] = await db.select({ id: shopApplication.id }).from(shopApplication).where(eq(shopApplication.id, id));
    if (!a) throw notFound('store.applicationNotFound');
    throw new AppError('store.statusChanged');
  }
}

export type ShopApplications = ReturnType<typeof createShopApplications>;
