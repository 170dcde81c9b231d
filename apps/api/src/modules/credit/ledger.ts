// The credit line as money (decision 028): the line's row changes only together with a ledger row written in the same
// transaction (use +, refund/reversal/repay −, `used` after it, a unique key). A payment is one guarded UPDATE
// (`NOT frozen AND NOT overdue AND limit_fen - used >= amount`), so racing payments never pass the limit; giving
// back is never refused. The payment module sees this as funds (payment/funds.ts) under the provider name 'credit'.
import { and, eq, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@mall/db';
import { fenToYuan, PAY_TYPE, type CreditLogType } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { PaymentFunds } from '../payment/funds';

const { creditAccount, creditLog } = schema;
export type AccountRow = typeof creditAccount.$inferSelect;

export interface CreditChange {
  userId: number;
  /** fen, signed as the change of `used` */
  amount: number;
  type: CreditLogType;
  idemKey: string;
  payNo?: string | null;
  refundNo?: string | null;
  orderNumbers?: string[];
  statementId?: number | null;
}

export function createCreditLedger(deps: { clock: Clock }) {
  const { clock } = deps;

  const lock = async (tx: DbOrTx, userId: number): Promise<AccountRow | undefined> =>
    (await tx.select().from(creditAccount).where(eq(creditAccount.userId, userId)).for('update'))[0];

  /** Why the line cannot pay `amount` now (the message), from its row. */
  function refusal(a: AccountRow | undefined, amount: number): AppError {
    if (!a) return new AppError('credit.notFound');
    if (a.frozen) return new AppError('credit.frozen');
    if (a.overdue) return new AppError('credit.overdue');
    return new AppError('credit.insufficient', 400, { available: fenToYuan(Math.max(0, a.limitFen - a.used)), amount: fenToYuan(amount) });
  }

  /** One change of the line inside the caller's transaction; a key written before changes nothing (false). */
  async function change(tx: DbOrTx, c: CreditChange): Promise<boolean> {
    if (!Number.isSafeInteger(c.amount) || c.amount === 0) throw new Error(`credit change must be a non-zero whole number of fen, got ${c.amount}`);
    const [seen] = await tx.select({ id: creditLog.id }).from(creditLog).where(eq(creditLog.idemKey, c.idemKey));
    if (seen) return false;
    const now = clock.now();
    const guard = c.amount > 0
      ? and(eq(creditAccount.userId, c.userId), eq(creditAccount.frozen, false), eq(creditAccount.overdue, false), sql`${creditAccount.limitFen} - ${creditAccount.used} >= ${c.amount}`)
      : eq(creditAccount.userId, c.userId);
    const [moved] = await tx.update(creditAccount).set({ used: sql`${creditAccount.used} + ${c.amount}`, updatedAt: now }).where(guard).returning({ used: creditAccount.used });
    if (!moved) throw refusal(await lock(tx, c.userId), c.amount);
    await tx.insert(creditLog).values({
      userId: c.userId, type: c.type, amount: c.amount, usedAfter: moved.used, payNo: c.payNo ?? null, refundNo: c.refundNo ?? null,
      orderNumbers: c.orderNumbers ?? [], statementId: c.statementId ?? null, idemKey: c.idemKey, createdAt: now,
    });
    return true;
  }

  /** The line as the payment module's funds: 'use:' once per payment, 'refund:' per refund, 'reversal:' per payment. */
  const funds: PaymentFunds = {
    payType: PAY_TYPE.credit,
    lock: (tx, userId) => lock(tx, userId),
    take: async (tx, m) => {
      await change(tx, { userId: m.userId, amount: m.amount, type: 'use', idemKey: `use:${m.payNo}`, payNo: m.payNo, orderNumbers: m.orderNumbers });
    },
    giveBack: async (tx, m) => {
      const idemKey = m.type === 'refund' ? `refund:${m.refundNo}` : `reversal:${m.payNo}`;
      await change(tx, { userId: m.userId, amount: -m.amount, type: m.type, idemKey, payNo: m.payNo, refundNo: m.refundNo ?? null, orderNumbers: m.orderNumbers });
    },
  };

  return { lock, change, funds };
}

export type CreditLedger = ReturnType<typeof createCreditLedger>;
