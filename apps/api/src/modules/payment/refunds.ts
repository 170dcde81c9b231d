// Refunds to the original method: a payment from the mall's own funds (the balance, a credit line: funds.ts) is given back at once; a provider payment is
// refunded through the provider (which may answer PROCESSING and finish later by notification, or when the sweeper
// asks). The refunded total of a payment is raised by a guarded UPDATE (never above the amount), so racing refunds
// cannot give back more than was paid. A refund the provider closes or refuses is given back to the refundable total.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@mall/db';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { PaymentFunds } from './funds';
import type { PaymentProvider, ProviderRefund } from './provider';
import { ProviderError } from './provider';
import { byId, moveStatus, newNumber, ordersOf, payment, paymentRefund, type Logger, type PaymentRow, type RefundRow } from './payments';

/** A refund the provider has not finished is asked about again after this. */
export const REFUND_CHECK_MS = 2 * 60_000;

export interface RefundDeps {
  clock: Clock;
  /** the mall's own funds by provider name (balance, credit) */
  funds: Map<string, PaymentFunds>;
  provider: () => PaymentProvider | null;
  notifyUrl: () => string;
  log: () => Logger;
}

export function createRefunds(db: Db, deps: RefundDeps) {
  const { clock } = deps;
  const finishedHooks: ((r: RefundRow) => Promise<unknown>)[] = [];

  /** Tells the listeners a provider refund finished; their own sweeps catch up when one fails now. */
  async function told(r: RefundRow): Promise<void> {
    for (const hook of finishedHooks) {
      try {
        await hook(r);
      } catch (err) {
        deps.log().error({ err, refundNo: r.refundNo }, 'refund listener failed');
      }
    }
  }

  /** Records the provider's answer on a processing refund; a failed one frees its amount again. */
  async function finish(r: RefundRow, answer: ProviderRefund): Promise<RefundRow['status']> {
    const now = clock.now();
    if (answer.state === 'PROCESSING') {
      await db.update(paymentRefund).set({ providerRefundId: answer.refundId, nextCheckAt: new Date(now.getTime() + REFUND_CHECK_MS) })
        .where(and(eq(paymentRefund.id, r.id), eq(paymentRefund.status, 'processing')));
      return 'processing';
    }
    const status = answer.state === 'SUCCESS' ? 'success' : 'failed';
    const finished = await db.transaction(async (tx) => {
      const [moved] = await tx.update(paymentRefund).set({ status, providerRefundId: answer.refundId, finishedAt: now, nextCheckAt: null })
        .where(and(eq(paymentRefund.id, r.id), eq(paymentRefund.status, 'processing'))).returning();
      if (moved && status === 'failed') {
        await tx.update(payment).set({ refunded: sql`${payment.refunded} - ${r.amount}`, updatedAt: now }).where(eq(payment.id, r.paymentId));
      }
      return moved;
    });
    if (status === 'failed') deps.log().error({ refundNo: r.refundNo, state: answer.state }, 'provider refund failed: needs an operator');
    if (finished) await told(finished);
    return status;
  }

  /** Asks the provider to refund; a provider that cannot be reached leaves the refund processing for the sweeper. */
  async function call(r: RefundRow, p: PaymentRow): Promise<RefundRow['status']> {
    const provider = deps.provider();
    if (!provider || provider.name !== p.provider) {
      deps.log().error({ refundNo: r.refundNo, provider: p.provider }, 'refund waits: the payment\'s provider is not configured');
      return 'processing';
    }
    try {
      return await finish(r, await provider.refund({
        outTradeNo: p.payNo, outRefundNo: r.refundNo, amount: r.amount, total: p.amount, reason: r.reason, notifyUrl: deps.notifyUrl(),
      }));
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      deps.log().warn({ err, refundNo: r.refundNo }, 'provider refund call failed: the sweeper tries again');
      return 'processing';
    }
  }

  /**
   * Starts a refund of `amount` of payment `p`; `reason` is shown to the payer (readable text). reversal: the whole of
   * a settling payment whose orders could not take it (it becomes reversed, with `note` on the payment). Answers the
   * refund, or undefined when the payment cannot give that much back.
   */
  async function start(p: PaymentRow, amount: number, reason: string, opts: { reversal?: boolean; idemKey?: string; note?: string } = {}): Promise<RefundRow | undefined> {
    const now = clock.now();
    const refundNo = newNumber('R', now);
    const funds = deps.funds.get(p.provider);
    const atOnce = !!funds; // the mall's own funds: given back now, no provider
    const row = await db.transaction(async (tx) => {
      const moved = opts.reversal
        ? await moveStatus(tx, p.id, ['settling'], 'reversed', now, { refunded: amount, note: opts.note ?? reason, nextCheckAt: null })
        : (await tx.update(payment).set({ refunded: sql`${payment.refunded} + ${amount}`, updatedAt: now })
          .where(and(eq(payment.id, p.id), eq(payment.status, 'paid'), sql`${payment.refunded} + ${amount} <= ${payment.amount}`)).returning())[0];
      if (!moved) return undefined;
      const [r] = await tx.insert(paymentRefund).values({
        refundNo, paymentId: p.id, amount, reason, status: atOnce ? 'success' : 'processing', createdAt: now, idemKey: opts.idemKey ?? null,
        finishedAt: atOnce ? now : null, nextCheckAt: atOnce ? null : new Date(now.getTime() + REFUND_CHECK_MS),
      }).returning();
      if (funds) await funds.giveBack(tx, { userId: p.userId, amount, type: 'refund', payNo: p.payNo, refundNo, orderNumbers: await ordersOf(tx, p.id) });
      return r;
    });
    if (row && !atOnce) row.status = await call(row, p);
    return row;
  }

  return {
    start,
    finish,
    call,
    /** Registers work to do when a provider refund finishes (success or failed), after it is recorded (after-sales). */
    onFinished(hook: (r: RefundRow) => Promise<unknown>): void {
      finishedHooks.push(hook);
    },

    /** For the after-sales issue: refunds `amount` fen of a paid payment to where it came from. */
    async refund(paymentId: number, amount: number, reason = ''): Promise<{ refundNo: string; status: RefundRow['status'] }> {
      if (!Number.isSafeInteger(amount) || amount <= 0) throw new AppError('payment.refundInvalid');
      const p = await byId(db, paymentId);
      if (!p) throw new AppError('payment.notFound', 404);
      const r = await start(p, amount, reason.slice(0, 200));
      if (!r) throw new AppError(p.status === 'paid' ? 'payment.refundTooMuch' : 'order.statusChanged');
      return { refundNo: r.refundNo, status: r.status };
    },

    /** The sweeper: asks the provider how a processing refund went; a refund the provider never got is sent again. */
    async check(r: RefundRow): Promise<RefundRow['status']> {
      const p = await byId(db, r.paymentId);
      const provider = deps.provider();
      if (!p || !provider || provider.name !== p.provider) return 'processing';
      try {
        return await finish(r, await provider.queryRefund(r.refundNo));
      } catch (err) {
        if (err instanceof ProviderError && (err.status === 404 || err.code === 'RESOURCE_NOT_EXISTS')) return call(r, p);
        if (!(err instanceof ProviderError)) throw err;
        deps.log().warn({ err, refundNo: r.refundNo }, 'refund query failed');
        return 'processing';
      }
    },

    byRefundNo: async (refundNo: string) => (await db.select().from(paymentRefund).where(eq(paymentRefund.refundNo, refundNo)))[0],
    byIdemKey: async (idemKey: string) => (await db.select().from(paymentRefund).where(eq(paymentRefund.idemKey, idemKey)))[0],
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
