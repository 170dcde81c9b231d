// The money of a request. The transition that makes it due (accepting a refund only, receiving a return) sets
// pay_due_at in its own guarded UPDATE; pay() then asks the payment module for a refund under the idem key
// 'aftersale:<refundSn>', so the seller, the sweeper, a retry and the provider's notification racing on one request
// start one refund, and settle() moves the request to refunded once (guarded transition). A crash between the two
// steps leaves pay_due_at set and refunded_at empty: the sweeper picks it up (sweepPayouts).
import { and, eq, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { ORDER_STATUS, REFUND_MODE } from '@mall/shared';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import type { CatalogSkus } from '../../catalog/skus';
import type { OrderAftersale } from '../../order/aftersale';
import type { PointsSource } from '../../order/pricing/types';
import type { PaymentService } from '../../payment/service';
import { reasonLabel } from './queries';
import { moveRefund, type RefundRow } from './transitions';

const { refundRequest, refundItem, orderItem } = schema;
const BATCH = 50;
/** a payout still processing at the provider is looked at again after this long */
const PROCESSING_RETRY_MS = 10 * 60_000;

export const payIdemKey = (refundSn: string) => `aftersale:${refundSn}`;
const snOfIdemKey = (key: string | null) => (key?.startsWith('aftersale:') ? key.slice('aftersale:'.length) : null);

/** What WeChat Pay shows the payer: readable Chinese, never a message key. */
export const payReason = (reason: string) => `售后退款：${reasonLabel(reason, 'zh')}`;

type Log = { error(o: object, m: string): void };

export interface PayoutDeps {
  clock: Clock;
  payment: () => Pick<PaymentService, 'refundPart'>;
  order: Pick<OrderAftersale, 'refundClose' | 'lock'>;
  skus: Pick<CatalogSkus, 'release' | 'unsell'>;
  log: () => Log;
  /** the member module's order points: the refunded lines' share comes back, earned points' share goes (none when absent) */
  points?: Pick<PointsSource, 'giveBack' | 'takeBackEarned'>;
}

export function createRefundPayout(db: Db, deps: PayoutDeps) {
  const { clock } = deps;

  /** The request's lines as stock moves (sku and units). */
  async function moves(tx: Pick<Db, 'select'>, requestId: number) {
    return tx.select({ skuId: orderItem.skuId, count: refundItem.count }).from(refundItem)
      .innerJoin(orderItem, eq(orderItem.id, refundItem.orderItemId)).where(eq(refundItem.requestId, requestId));
  }

  /** The money landed: refunded once, lines marked, sold counts (and unshipped stock) corrected, a fully refunded order closed. */
  async function settle(requestId: number): Promise<boolean> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const [r] = await tx.select().from(refundRequest).where(eq(refundRequest.id, requestId)).for('update');
      if (!r || r.refundedAt || !r.payDueAt) return false;
      const order = await deps.order.lock(tx, r.orderId);
      const orderStatus = order?.status;
      const moved = await moveRefund(tx, r, 'refund', { actor: 'system', now }, { refundedAt: now, payState: 'success', deadlineAt: null });
      if (!moved) return false;
      await tx.update(refundItem).set({ state: 'refunded' }).where(and(eq(refundItem.requestId, r.id), eq(refundItem.state, 'open')));
      if (r.mode === REFUND_MODE.refundOnly) {
        const lines = await moves(tx, r.id);
        // goods never sent go back on the shelf; goods the buyer keeps only stop counting as sold (a return's stock came back on receipt)
        if (orderStatus === ORDER_STATUS.pendingDelivery) await deps.skus.release(tx, lines);
        else await deps.skus.unsell(tx, lines);
      }
      const points = await pointsShare(tx, r.id);
      if (deps.points && points > 0) await deps.points.giveBack(tx, { userId: r.userId, orderNumber: r.orderNumber, key: `refund:${r.refundSn}`, points });
      const whole = await fullyRefunded(tx, r.orderId);
      // every unit refunded: what the order earned goes back whole (freight kept by the shop earns nothing)
      if (deps.points && order) await deps.points.takeBackEarned(tx, { userId: r.userId, orderNumber: r.orderNumber, key: `refund:${r.refundSn}`, paid: order.actualTotal, refunded: whole ? order.actualTotal : await refundedOf(tx, r.orderId) });
      if (whole) await deps.order.refundClose(tx, r.orderId, now);
      return true;
    });
  }

  /**
   * The points of the request's lines that come back: k more refunded units of a line that used P points, of which
   * t units were refunded by earlier requests, give back floor(P × (t + k) / count) − floor(P × t / count); the
   * shares of all a line's refunds add up to P exactly.
   */
  async function pointsShare(tx: Pick<Db, 'select'>, requestId: number): Promise<number> {
    const lines = await tx.select({ itemId: orderItem.id, used: orderItem.pointsUsed, count: orderItem.count, k: refundItem.count }).from(refundItem)
      .innerJoin(orderItem, eq(orderItem.id, refundItem.orderItemId)).where(eq(refundItem.requestId, requestId));
    let points = 0;
    for (const l of lines) {
      if (l.used <= 0) continue;
      const [before] = await tx.select({ t: sql<string>`coalesce(sum(${refundItem.count}), 0)` }).from(refundItem)
        .where(and(eq(refundItem.orderItemId, l.itemId), eq(refundItem.state, 'refunded'), ne(refundItem.requestId, requestId)));
      const t = Number(before?.t ?? 0);
      points += Math.floor((l.used * (t + l.k)) / l.count) - Math.floor((l.used * t) / l.count);
    }
    return points;
  }

  /** The money of the order's settled refunds (fen). */
  async function refundedOf(tx: Pick<Db, 'select'>, orderId: number): Promise<number> {
    const [row] = await tx.select({ s: sql<string>`coalesce(sum(${refundRequest.amount}), 0)` }).from(refundRequest)
      .where(and(eq(refundRequest.orderId, orderId), isNotNull(refundRequest.refundedAt)));
    return Number(row?.s ?? 0);
  }

  /** Every unit of every line of the order has been refunded. */
  async function fullyRefunded(tx: Pick<Db, 'select'>, orderId: number): Promise<boolean> {
    const [left] = await tx.select({ n: sql<string>`count(*)` }).from(orderItem)
      .where(and(eq(orderItem.orderId, orderId), sql`${orderItem.count} > coalesce((select sum(${refundItem.count}) from ${refundItem} where ${refundItem.orderItemId} = ${orderItem.id} and ${refundItem.state} = 'refunded'), 0)`));
    return Number(left?.n ?? 0) === 0;
  }

  /** Starts (or finds) the payment refund of a request whose money is due, and settles it when it is done. */
  async function pay(r: Pick<RefundRow, 'id' | 'refundSn' | 'orderNumber' | 'amount' | 'reason' | 'payDueAt' | 'refundedAt'>): Promise<void> {
    if (!r.payDueAt || r.refundedAt) return;
    // nothing to pay back in money (a points-only order): the request settles at once and its points come back
    if (r.amount === 0) {
      await settle(r.id);
      return;
    }
    let answer: Awaited<ReturnType<PaymentService['refundPart']>>;
    try {
      answer = await deps.payment().refundPart(r.orderNumber, r.amount, { idemKey: payIdemKey(r.refundSn), reason: payReason(r.reason) });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      // nothing left to refund on the payment (or no paid payment): an operator must look
      deps.log().error({ err: err.key, refundSn: r.refundSn }, 'after-sales refund could not start');
      await db.update(refundRequest).set({ payState: 'failed', updatedAt: clock.now() }).where(and(eq(refundRequest.id, r.id), isNull(refundRequest.refundedAt)));
      return;
    }
    await db.update(refundRequest).set({ payRefundNo: answer.refundNo, payState: answer.status, updatedAt: clock.now() })
      .where(and(eq(refundRequest.id, r.id), isNull(refundRequest.refundedAt)));
    if (answer.status === 'success') await settle(r.id);
    if (answer.status === 'failed') deps.log().error({ refundSn: r.refundSn, refundNo: answer.refundNo }, 'after-sales refund failed at the provider: needs an operator');
  }

  return {
    pay,
    settle,

    /** The payment module tells that a provider refund finished: the request it belongs to moves on. */
    async onPaymentRefundFinished(p: { idemKey: string | null; status: string; refundNo: string }): Promise<void> {
      const sn = snOfIdemKey(p.idemKey);
      if (!sn) return;
      const [r] = await db.select().from(refundRequest).where(eq(refundRequest.refundSn, sn));
      if (!r) return;
      if (p.status === 'success') {
        await db.update(refundRequest).set({ payRefundNo: p.refundNo }).where(and(eq(refundRequest.id, r.id), isNull(refundRequest.payRefundNo)));
        await settle(r.id);
      } else if (p.status === 'failed') {
        await db.update(refundRequest).set({ payState: 'failed', updatedAt: clock.now() }).where(and(eq(refundRequest.id, r.id), isNull(refundRequest.refundedAt)));
        deps.log().error({ refundSn: sn }, 'after-sales refund failed at the provider: needs an operator');
      }
    },

    /** Due payouts never started (a crash after the transition) or processing for a while: pay() again (same idem key). */
    async sweepPayouts(now: Date): Promise<number> {
      const stale = new Date(now.getTime() - PROCESSING_RETRY_MS);
      const due = await db.select().from(refundRequest)
        .where(and(isNotNull(refundRequest.payDueAt), isNull(refundRequest.refundedAt), lte(refundRequest.payDueAt, now),
          or(isNull(refundRequest.payState), eq(refundRequest.payState, 'success'), and(eq(refundRequest.payState, 'processing'), lte(refundRequest.updatedAt, stale)))))
        .orderBy(refundRequest.id).limit(BATCH);
      for (const r of due) await pay(r);
      return due.length;
    },
  };
}

export type RefundPayout = ReturnType<typeof createRefundPayout>;
