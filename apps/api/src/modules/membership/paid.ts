// Paid membership (issue 14, decision 023): a purchase of a plan is paid through the payment module (purpose
// 'membership', balance or QR); the payment's settlement applies it once (a guarded pending → paid): the user's
// membership is extended from its end when still active, else from now (app clock, China calendar: addPeriod), and
// the month's coupon pack is given. A refund is possible only while unused: refundRefusal is the one rule.
import { and, desc, eq, gte } from 'drizzle-orm';
import { schema, type Db, type DbOrTx } from '@mall/db';
import {
  addPeriod, chinaMonth, type BuyMemberAnswer, type BuyMemberBody, type Lang, type MemberPurchaseView, type MessageKey, type Paged, type PaymentStatus,
} from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { pick } from '../../platform/lang';
import { offsetOf, toPage } from '../../platform/paging';
import type { MembershipSetup } from './setup';

const { memberPurchase, memberSubscription, memberPriceUse, memberCouponGrant, memberPlan } = schema;
export type PurchaseRow = typeof memberPurchase.$inferSelect;

/** What membership needs of the payment module (its 'membership' purpose). */
export interface PurposePayments {
  payWithBalance(userId: number, p: { kind: 'membership'; amount: number; ref: string; payPassword: string }, lang: Lang): Promise<PaymentStatus>;
  payWithWechat(userId: number, p: { kind: 'membership'; amount: number; ref: string; description: string }): Promise<PaymentStatus>;
  /** refunds a purpose payment to where it came from, once per idemKey */
  refund(payNo: string, amount: number, idemKey: string, reason: string): Promise<{ refundNo: string; status: string }>;
}
export const purchaseRef = (id: number) => `membership:${id}`;
export const purchaseIdOfRef = (ref: string): number | null => (ref.startsWith('membership:') ? Number(ref.slice('membership:'.length)) || null : null);

/**
 * THE refund rule of a membership purchase: it must be paid (not pending, not refunded), the user's latest paid
 * purchase (later ones were chained from its end), and unused: no order priced with the paid member discount since
 * it was paid. Answers the message key that refuses, or null.
 */
export function refundRefusal(p: Pick<PurchaseRow, 'id' | 'status'>, latestPaidId: number | null, usedSincePaid: boolean): MessageKey | null {
  if (p.status !== 'paid') return 'membership.refundNotPaid';
  if (latestPaidId !== p.id) return 'membership.refundNotLatest';
  if (usedSincePaid) return 'membership.refundUsed';
  return null;
}

export function createPaidMembership(db: Db, deps: { clock: Clock; setup: MembershipSetup; payments: () => PurposePayments; grantCoupons(tx: DbOrTx, userId: number, ids: number[]): Promise<unknown> }) {
  const { clock, setup } = deps;

  /** Locks the user's membership row (when there is one) for the rest of the transaction. */
  const lockSubscription = async (tx: DbOrTx, userId: number) =>
    (await tx.select().from(memberSubscription).where(eq(memberSubscription.userId, userId)).for('update'))[0];

  /** The month's coupon pack of an active paid member, once per user and China month. */
  async function monthlyPack(tx: DbOrTx, userId: number, purchaseId: number, couponIds: number[], now: Date): Promise<boolean> {
    if (couponIds.length === 0) return false;
    const [won] = await tx.insert(memberCouponGrant).values({ userId, month: chinaMonth(now), purchaseId, createdAt: now }).onConflictDoNothing().returning({ userId: memberCouponGrant.userId });
    if (!won) return false;
    await deps.grantCoupons(tx, userId, couponIds);
    return true;
  }

  async function latestPaidId(q: DbOrTx, userId: number): Promise<number | null> {
    const [row] = await q.select({ id: memberPurchase.id }).from(memberPurchase).where(and(eq(memberPurchase.userId, userId), eq(memberPurchase.status, 'paid'))).orderBy(desc(memberPurchase.id)).limit(1);
    return row?.id ?? null;
  }
  async function usedSince(q: DbOrTx, userId: number, since: Date | null): Promise<boolean> {
    if (!since) return false;
    const [row] = await q.select({ n: memberPriceUse.orderNumber }).from(memberPriceUse)
      .where(and(eq(memberPriceUse.userId, userId), eq(memberPriceUse.source, 'paid'), gte(memberPriceUse.createdAt, since))).limit(1);
    return Boolean(row);
  }

  function view(p: PurchaseRow, lang: Lang, refundBlockedBy: string | null): MemberPurchaseView {
    return {
      id: p.id, userId: p.userId, planName: pick(lang, p.plan.nameZh, p.plan.nameEn), periodUnit: p.plan.periodUnit, periodCount: p.plan.periodCount, amount: p.amount,
      status: p.status, payNo: p.payNo, startsAt: p.startsAt?.toISOString() ?? null, endsAt: p.endsAt?.toISOString() ?? null, createTime: p.createdAt.toISOString(), refundBlockedBy,
    };
  }

  return {
    lockSubscription,

    /** The user's membership now: active while now < endsAt. */
    async subscription(userId: number, q: DbOrTx = db) {
      const [row] = await q.select({ s: memberSubscription, plan: memberPlan }).from(memberSubscription)
        .leftJoin(memberPlan, eq(memberPlan.id, memberSubscription.planId)).where(eq(memberSubscription.userId, userId));
      if (!row) return null;
      return { ...row.s, plan: row.plan, active: row.s.endsAt.getTime() > clock.now().getTime() };
    },

    /** POST /p/membership/buy: a pending purchase, paid from the balance or by QR through the payment module. */
    async buy(userId: number, body: BuyMemberBody, lang: Lang): Promise<BuyMemberAnswer> {
      const plan = await setup.plan(body.planId);
      if (!plan) throw new AppError('membership.planNotFound', 404);
      if (!plan.onSale) throw new AppError('membership.planOff');
      if (body.payType === 'balance' && !body.payPassword) throw new AppError('membership.payPasswordRequired');
      const now = clock.now();
      const snapshot = {
        nameZh: plan.nameZh, nameEn: plan.nameEn, periodUnit: plan.periodUnit, periodCount: plan.periodCount, price: plan.price,
        discountPercent: plan.discountPercent, pointsMultiplier: plan.pointsMultiplier, monthlyCouponIds: plan.monthlyCouponIds,
      };
      const [purchase] = await db.insert(memberPurchase).values({ userId, planId: plan.id, plan: snapshot, amount: plan.price, status: 'pending', createdAt: now }).returning();
      const ref = purchaseRef(purchase!.id);
      const payment = body.payType === 'balance'
        ? await deps.payments().payWithBalance(userId, { kind: 'membership', amount: plan.price, ref, payPassword: body.payPassword! }, lang)
        : await deps.payments().payWithWechat(userId, { kind: 'membership', amount: plan.price, ref, description: lang === 'en' ? `Membership: ${plan.nameEn}` : `会员：${plan.nameZh}` });
      return { purchaseId: purchase!.id, payment };
    },

    /**
     * The payment module's settlement of a 'membership' payment (inside its transaction): the purchase becomes paid
     * once, the membership is extended from its end (still active) or from now, the month's pack is given.
     */
    async applyPayment(tx: DbOrTx, p: { payNo: string; userId: number; ref: string }): Promise<void> {
      const id = purchaseIdOfRef(p.ref);
      if (!id) throw new Error(`membership payment ${p.payNo} without a purchase`);
      const now = clock.now();
      await tx.insert(memberSubscription).values({ userId: p.userId, planId: 0, endsAt: now, updatedAt: now }).onConflictDoNothing();
      const sub = (await lockSubscription(tx, p.userId))!;
      const [purchase] = await tx.select().from(memberPurchase).where(and(eq(memberPurchase.id, id), eq(memberPurchase.userId, p.userId))).for('update');
      if (!purchase || purchase.status !== 'pending') return;
      const startsAt = sub.endsAt.getTime() > now.getTime() ? sub.endsAt : now;
      const endsAt = addPeriod(startsAt, purchase.plan.periodUnit, purchase.plan.periodCount);
      const [moved] = await tx.update(memberPurchase).set({ status: 'paid', payNo: p.payNo, paidAt: now, startsAt, endsAt })
        .where(and(eq(memberPurchase.id, id), eq(memberPurchase.status, 'pending'))).returning({ id: memberPurchase.id });
      if (!moved) return;
      await tx.update(memberSubscription).set({ planId: purchase.planId, endsAt, updatedAt: now }).where(eq(memberSubscription.userId, p.userId));
      await monthlyPack(tx, p.userId, id, purchase.plan.monthlyCouponIds, now);
    },

    /** The operator's refund of a purchase: the rule (refundRefusal), the membership cut back to its start, the money back. */
    async refund(purchaseId: number): Promise<{ refundNo: string; status: string }> {
      const now = clock.now();
      const p = await db.transaction(async (tx) => {
        const [first] = await tx.select().from(memberPurchase).where(eq(memberPurchase.id, purchaseId));
        if (!first) throw new AppError('membership.purchaseNotFound', 404);
        if (first.status === 'refunded') return first; // the money part again (idempotent by key)
        await lockSubscription(tx, first.userId); // an order being priced with the membership waits, or is seen
        const [cur] = await tx.select().from(memberPurchase).where(eq(memberPurchase.id, purchaseId)).for('update');
        const refused = refundRefusal(cur!, await latestPaidId(tx, cur!.userId), await usedSince(tx, cur!.userId, cur!.paidAt));
        if (refused) throw new AppError(refused);
        const [moved] = await tx.update(memberPurchase).set({ status: 'refunded', refundedAt: now }).where(and(eq(memberPurchase.id, purchaseId), eq(memberPurchase.status, 'paid'))).returning();
        if (!moved) throw new AppError('membership.refundNotPaid');
        await tx.update(memberSubscription).set({ endsAt: cur!.startsAt!, updatedAt: now }).where(eq(memberSubscription.userId, cur!.userId));
        return moved;
      });
      if (!p.payNo) throw new AppError('membership.refundNotPaid');
      return deps.payments().refund(p.payNo, p.amount, `membership:${p.id}`, '会员退款');
    },

    /** Records the orders priced with a member discount (inside the submit's transaction). A paid one needs the membership still active. */
    async recordUse(tx: DbOrTx, userId: number, uses: { orderNumber: string; amount: number; source: 'level' | 'paid' }[]): Promise<void> {
      if (uses.length === 0) return;
      const now = clock.now();
      if (uses.some((u) => u.source === 'paid')) {
        const sub = await lockSubscription(tx, userId);
        if (!sub || sub.endsAt.getTime() <= now.getTime()) throw new AppError('order.priceChanged');
      }
      await tx.insert(memberPriceUse).values(uses.map((u) => ({ ...u, userId, createdAt: now }))).onConflictDoNothing();
    },

    /** The monthly packs due: every active member who has not had this China month's pack (the sweeper). */
    async sweepMonthly(now: Date): Promise<number> {
      const active = await db.select({ userId: memberSubscription.userId }).from(memberSubscription).where(gte(memberSubscription.endsAt, now)).limit(500);
      let given = 0;
      for (const { userId } of active) {
        const done = await db.transaction(async (tx) => {
          const sub = await lockSubscription(tx, userId);
          if (!sub || sub.endsAt.getTime() <= now.getTime()) return false;
          const [last] = await tx.select().from(memberPurchase).where(and(eq(memberPurchase.userId, userId), eq(memberPurchase.status, 'paid'))).orderBy(desc(memberPurchase.id)).limit(1);
          return last ? monthlyPack(tx, userId, last.id, last.plan.monthlyCouponIds, now) : false;
        });
        if (done) given++;
      }
      return given;
    },

    /** The caller's paid purchases (and refunded), newest first. */
    async mine(userId: number, lang: Lang): Promise<MemberPurchaseView[]> {
      const rows = await db.select().from(memberPurchase).where(and(eq(memberPurchase.userId, userId))).orderBy(desc(memberPurchase.id)).limit(50);
      return rows.filter((r) => r.status !== 'pending').map((r) => view(r, lang, null));
    },

    /** The console's list, with the refund rule's answer for each. */
    async adminList(q: { current: number; size: number; userId?: number }, lang: Lang): Promise<Paged<MemberPurchaseView>> {
      const where = q.userId ? eq(memberPurchase.userId, q.userId) : undefined;
      const rows = await db.select().from(memberPurchase).where(where).orderBy(desc(memberPurchase.id)).limit(q.size).offset(offsetOf(q.current, q.size));
      const total = (await db.$count(memberPurchase, where));
      const views = await Promise.all(rows.map(async (r) => view(r, lang, refundRefusal(r, await latestPaidId(db, r.userId), await usedSince(db, r.userId, r.paidAt)))));
      return toPage(views, total, q.current, q.size);
    },
  };
}

export type PaidMembership = ReturnType<typeof createPaidMembership>;
