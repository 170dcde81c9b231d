// Money that arrived, applied once. A payment the provider reports paid (notification or query) or a balance
// payment already debited is 'settling'; applying it marks the orders paid (order.markPaid, all or none) or credits
// the top-up, and the payment becomes 'paid'. When the orders cannot take it (expired, canceled, paid another way)
// the money goes back where it came from and the payment is 'reversed'. Each step is a guarded status change, so a
// repeated notification, a racing query and the sweeper never apply a payment twice; a process that stops in the
// middle leaves 'settling' with a check time, and the sweeper applies it again.
import { ORDER_STATUS, type MessageKey } from '@mall/shared';
import type { Db, DbOrTx } from '@mall/db';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { BalanceService } from '../balance/service';
import type { OrderService } from '../order/service';
import { byId, moveStatus, ordersOf, otherPaymentsOf, type Logger, type PaymentRow } from './payments';
import type { PaymentFunds } from './funds';
import type { Refunds } from './refunds';
import { FALLBACK_REFUND_REASON, payerRefundReason } from './wechatpay-reason';

/** A settling payment is looked at again by the sweeper after this (should the process stop half-way). */
export const SETTLE_RETRY_MS = 60_000;

export type SettleOutcome = 'paid' | 'reversed' | 'settling' | 'mismatch' | 'ignored';

/** Another module's payments (kind other than order / recharge, e.g. 'membership'): applied inside the settling transaction. */
export interface PaymentPurpose {
  apply(tx: DbOrTx, p: { payNo: string; userId: number; amount: number; ref: string }): Promise<void>;
}

export interface SettleDeps {
  clock: Clock;
  /** the registered purposes by payment kind (service.registerPurpose) */
  purposes: Map<string, PaymentPurpose>;
  order: OrderService;
  balance: BalanceService;
  /** the mall's own funds by provider name (balance, credit): a reversal gives the money back to them at once */
  funds: Map<string, PaymentFunds>;
  refunds: Refunds;
  log: () => Logger;
}

export function createSettlement(db: Db, deps: SettleDeps) {
  const { clock, order, balance, refunds } = deps;

  /** Were these orders paid by this very payment (a crash between markPaid and marking the payment paid)? */
  async function paidByThis(p: PaymentRow, numbers: string[]): Promise<boolean> {
    // markPaid writes the payment number on each order: only this payment's number proves it paid them
    const payNos = await order.payNosOf(p.userId, numbers);
    if (numbers.some((n) => payNos.get(n) !== p.payNo)) return false;
    const details = await Promise.all(numbers.map((n) => order.detail(p.userId, n, 'zh').catch(() => null)));
    if (details.some((d) => !d || d.payTime === null || d.status === ORDER_STATUS.canceled)) return false;
    return (await otherPaymentsOf(db, numbers, ['paid'], p.id)).length === 0;
  }

  /** Gives the money of a settling payment back (balance ledger, or a full provider refund); answers the error key. */
  async function reverse(p: PaymentRow, reason: MessageKey, numbers: string[]): Promise<SettleOutcome> {
    const now = clock.now();
    const funds = deps.funds.get(p.provider);
    if (funds) {
      const done = await db.transaction(async (tx) => {
        const moved = await moveStatus(tx, p.id, ['settling'], 'reversed', now, { refunded: p.amount, note: reason, nextCheckAt: null });
        if (moved) await funds.giveBack(tx, { userId: p.userId, amount: p.amount, type: 'reversal', payNo: p.payNo, orderNumbers: numbers });
        return !!moved;
      });
      return done ? 'reversed' : 'ignored';
    }
    // the payment keeps the error key as its note; the payer is shown a sentence (wechatpay-reason.ts)
    const refund = await refunds.start(p, p.amount, payerRefundReason(reason) ?? FALLBACK_REFUND_REASON, { reversal: true, note: reason });
    if (!refund) return 'ignored';
    deps.log().warn({ payNo: p.payNo, reason, refundNo: refund.refundNo }, 'payment received for orders that could not take it: refunded in full');
    return 'reversed';
  }

  /** Applies a settling payment to its orders or top-up. */
  async function apply(p: PaymentRow): Promise<SettleOutcome> {
    if (p.status !== 'settling') return 'ignored';
    const now = clock.now();
    if (p.kind === 'recharge') {
      const done = await db.transaction(async (tx) => {
        const moved = await moveStatus(tx, p.id, ['settling'], 'paid', now, { nextCheckAt: null });
        if (moved) await balance.change(tx, { userId: p.userId, amount: p.amount, type: 'recharge', idemKey: `recharge:${p.payNo}`, payNo: p.payNo });
        return !!moved;
      });
      return done ? 'paid' : 'ignored';
    }
    const purpose = deps.purposes.get(p.kind);
    if (purpose) {
      const done = await db.transaction(async (tx) => {
        const moved = await moveStatus(tx, p.id, ['settling'], 'paid', now, { nextCheckAt: null });
        if (moved) await purpose.apply(tx, { payNo: p.payNo, userId: p.userId, amount: p.amount, ref: p.orderKey });
        return !!moved;
      });
      return done ? 'paid' : 'ignored';
    }
    const numbers = await ordersOf(db, p.id);
    try {
      await order.markPaid(numbers, { payType: p.payType, payNo: p.payNo, amount: p.amount, userId: p.userId });
    } catch (err) {
      if (!(err instanceof AppError)) throw err; // a fault: stays settling, the sweeper tries again
      if (err.key === 'order.statusChanged' && (await paidByThis(p, numbers))) {
        await moveStatus(db, p.id, ['settling'], 'paid', now, { nextCheckAt: null });
        return 'paid';
      }
      return reverse(p, err.key, numbers);
    }
    await moveStatus(db, p.id, ['settling'], 'paid', now, { nextCheckAt: null });
    return 'paid';
  }

  /**
   * The provider says the payment is paid (notification or query). The amount must be the payment's; a pending or
   * closed payment becomes settling and is applied; any other state means it was handled before.
   */
  async function received(p: PaymentRow, tx: { transactionId: string | null; amount: number | null }): Promise<SettleOutcome> {
    if (tx.amount !== null && tx.amount !== p.amount) {
      deps.log().error({ payNo: p.payNo, expected: p.amount, reported: tx.amount }, 'payment amount mismatch: not applied');
      return 'mismatch';
    }
    const now = clock.now();
    const claimed = await moveStatus(db, p.id, ['pending', 'closed'], 'settling', now, {
      transactionId: tx.transactionId, paidAt: now, nextCheckAt: new Date(now.getTime() + SETTLE_RETRY_MS),
    });
    if (!claimed) {
      const cur = await byId(db, p.id);
      return cur?.status === 'paid' || cur?.status === 'reversed' ? cur.status : 'ignored';
    }
    return apply(claimed);
  }

  return { apply, received, reverse };
}

export type Settlement = ReturnType<typeof createSettlement>;
