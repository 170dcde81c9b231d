// The payment sweeper, without in-memory timers: sweepDue(now) takes the payments and refunds whose check time has
// come (FOR UPDATE SKIP LOCKED, then a lease: the check time moves on, so several processes never take the same row)
// and, outside any transaction, asks the provider: a QR payment the provider says is paid is applied (a lost
// notification), one past its deadline is closed at the provider, a settling payment left by a stopped process is
// applied again, a processing refund is asked after. main.ts runs it periodically; tests call it with a ManualClock.
import { and, asc, eq, inArray, lte, ne } from 'drizzle-orm';
import type { Db } from '@mall/db';
import type { PaymentProvider } from './provider';
import { ProviderError } from './provider';
import { byId, moveStatus, payment, paymentOrder, paymentRefund, type Logger, type PaymentRow, type RefundRow } from './payments';
import type { Refunds } from './refunds';
import type { Settlement } from './settle';

const BATCH = 50;
/** how long a taken row is left alone by other sweeps */
const LEASE_MS = 2 * 60_000;
/** a pending QR payment is asked about this often until its deadline */
export const QUERY_EVERY_MS = 2 * 60_000;

export interface PaymentSweepResult {
  /** pending QR payments asked about */
  queried: number;
  /** found paid at the provider (and applied) */
  paid: number;
  /** closed at their deadline */
  closed: number;
  /** settling payments applied again */
  resettled: number;
  /** refunds asked about */
  refundsChecked: number;
}

export function createPaymentSweeper(db: Db, deps: { settle: Settlement; refunds: Refunds; provider: () => PaymentProvider | null; log: () => Logger }) {
  const { settle, refunds } = deps;

  async function takePayments(status: 'pending' | 'settling', now: Date): Promise<PaymentRow[]> {
    const lease = new Date(now.getTime() + LEASE_MS);
    return db.transaction(async (tx) => {
      const due = status === 'pending'
        ? and(eq(payment.status, 'pending'), ne(payment.provider, 'balance'), lte(payment.nextCheckAt, now))
        : and(eq(payment.status, 'settling'), lte(payment.nextCheckAt, now));
      const rows = await tx.select({ id: payment.id }).from(payment).where(due).orderBy(asc(payment.nextCheckAt)).limit(BATCH).for('update', { skipLocked: true });
      if (rows.length === 0) return [];
      return tx.update(payment).set({ nextCheckAt: lease }).where(inArray(payment.id, rows.map((r) => r.id))).returning();
    });
  }

  async function takeRefunds(now: Date): Promise<RefundRow[]> {
    const lease = new Date(now.getTime() + LEASE_MS);
    return db.transaction(async (tx) => {
      const rows = await tx.select({ id: paymentRefund.id }).from(paymentRefund)
        .where(and(eq(paymentRefund.status, 'processing'), lte(paymentRefund.nextCheckAt, now)))
        .orderBy(asc(paymentRefund.nextCheckAt)).limit(BATCH).for('update', { skipLocked: true });
      if (rows.length === 0) return [];
      return tx.update(paymentRefund).set({ nextCheckAt: lease }).where(inArray(paymentRefund.id, rows.map((r) => r.id))).returning();
    });
  }

  /** One pending QR payment: paid at the provider → applied; past its deadline → closed; else asked again later. */
  async function checkPending(p: PaymentRow, now: Date, result: PaymentSweepResult): Promise<void> {
    const provider = deps.provider();
    if (!provider || provider.name !== p.provider) return;
    result.queried += 1;
    let tx = await provider.query(p.payNo);
    const expired = !!p.expiresAt && p.expiresAt.getTime() <= now.getTime();
    if (expired && (tx.state === 'NOTPAY' || tx.state === 'USERPAYING' || tx.state === 'NOTFOUND')) {
      // close at the provider first, then look once more: a payer who paid at the last second is not lost
      await provider.close(p.payNo).catch((err) => deps.log().warn({ err, payNo: p.payNo }, 'provider close failed'));
      tx = await provider.query(p.payNo);
    }
    if (tx.state === 'SUCCESS' || tx.state === 'REFUND') {
      const outcome = await settle.received(p, { transactionId: tx.transactionId, amount: tx.amount });
      if (outcome === 'paid' || outcome === 'reversed') result.paid += 1;
      return;
    }
    if (expired || tx.state === 'CLOSED' || tx.state === 'REVOKED' || tx.state === 'PAYERROR') {
      if (await moveStatus(db, p.id, ['pending'], 'closed', now, { nextCheckAt: null, note: tx.state })) result.closed += 1;
      return;
    }
    const next = Math.min(now.getTime() + QUERY_EVERY_MS, p.expiresAt?.getTime() ?? Infinity);
    await db.update(payment).set({ nextCheckAt: new Date(next) }).where(and(eq(payment.id, p.id), eq(payment.status, 'pending')));
  }

  return {
    /**
     * The orders were canceled: their open QR payments can no longer be paid. Each one's deadline becomes now and it
     * is closed at the provider at once (a payment made at the last second is still applied, then given back); when
     * the provider cannot be reached, the next sweep closes it, as it is past its deadline.
     */
    async closeForOrders(orderNumbers: string[], now: Date): Promise<number> {
      if (orderNumbers.length === 0) return 0;
      const ofOrders = db.select({ id: paymentOrder.paymentId }).from(paymentOrder).where(inArray(paymentOrder.orderNumber, orderNumbers));
      const open = await db.update(payment).set({ expiresAt: now, nextCheckAt: now, updatedAt: now })
        .where(and(eq(payment.status, 'pending'), ne(payment.provider, 'balance'), inArray(payment.id, ofOrders)))
        .returning();
      const result: PaymentSweepResult = { queried: 0, paid: 0, closed: 0, resettled: 0, refundsChecked: 0 };
      for (const p of open) {
        try {
          await checkPending(p, now, result);
        } catch (err) {
          if (!(err instanceof ProviderError)) throw err;
          deps.log().warn({ err, payNo: p.payNo }, 'closing the payment of a canceled order failed: the sweeper tries again');
        }
      }
      return result.closed;
    },

    async sweepDue(now: Date): Promise<PaymentSweepResult> {
      const result: PaymentSweepResult = { queried: 0, paid: 0, closed: 0, resettled: 0, refundsChecked: 0 };
      for (let round = 0; round < 100; round++) {
        const rows = await takePayments('pending', now);
        for (const p of rows) {
          try {
            await checkPending(p, now, result);
          } catch (err) {
            if (!(err instanceof ProviderError)) throw err;
            deps.log().warn({ err, payNo: p.payNo }, 'payment query failed: tried again later');
          }
        }
        if (rows.length < BATCH) break;
      }
      for (let round = 0; round < 100; round++) {
        const rows = await takePayments('settling', now);
        for (const p of rows) {
          try {
            const fresh = await byId(db, p.id);
            if (fresh && (await settle.apply(fresh)) !== 'ignored') result.resettled += 1;
          } catch (err) {
            deps.log().error({ err, payNo: p.payNo }, 'settling a payment failed: tried again later');
          }
        }
        if (rows.length < BATCH) break;
      }
      for (let round = 0; round < 100; round++) {
        const rows = await takeRefunds(now);
        for (const r of rows) {
          await refunds.check(r);
          result.refundsChecked += 1;
        }
        if (rows.length < BATCH) break;
      }
      return result;
    },
  };
}
