// The balance ledger (ARCHITECTURE §3 member: balance ledger). A balance is one account row per user that only
// changes together with a ledger row written in the same transaction: type, signed amount, the payment or refund
// it belongs to, and the balance after it. So the sum of a user's rows is always the balance. A change locks the
// account row and is a guarded UPDATE (never below zero); each change carries a unique key, so it is written once.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { fenToYuan, type BalanceLogType, type BalanceRecord, type Paged } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { offsetOf, toPage } from '../../platform/paging';
import type { DbOrTx } from '@mall/db';

const { balanceAccount: account, balanceLog: log } = schema;

export interface BalanceChange {
  userId: number;
  /** fen; negative takes money out */
  amount: number;
  type: BalanceLogType;
  /** written once per key: 'pay:<payNo>', 'recharge:<payNo>', 'refund:<refundNo>', ... */
  idemKey: string;
  payNo?: string | null;
  refundNo?: string | null;
  orderNumbers?: string[];
}

export function createBalanceService(db: Db, deps: { clock: Clock }) {
  const { clock } = deps;

  /** Locks the user's account row for the rest of the transaction (made when missing); answers the balance. */
  async function lock(tx: DbOrTx, userId: number): Promise<number> {
    await tx.insert(account).values({ userId, balance: 0, updatedAt: clock.now() }).onConflictDoNothing();
    const [row] = await tx.select({ balance: account.balance }).from(account).where(eq(account.userId, userId)).for('update');
    return row!.balance;
  }

  /**
   * One change of a balance inside the caller's transaction: locks the account, writes the ledger row, moves the
   * balance. A change whose key was written before is not written again (answers applied: false). Taking out more
   * than there is refuses with 'Insufficient balance! The current balance is:' and the balance.
   */
  async function change(tx: DbOrTx, c: BalanceChange): Promise<{ applied: boolean; balanceAfter: number }> {
    if (!Number.isSafeInteger(c.amount) || c.amount === 0) throw new Error(`balance change must be a non-zero whole number of fen, got ${c.amount}`);
    const current = await lock(tx, c.userId);
    const [seen] = await tx.select({ balanceAfter: log.balanceAfter }).from(log).where(eq(log.idemKey, c.idemKey));
    if (seen) return { applied: false, balanceAfter: current };
    const now = clock.now();
    const [moved] = await tx.update(account)
      .set({ balance: sql`${account.balance} + ${c.amount}`, updatedAt: now })
      .where(and(eq(account.userId, c.userId), sql`${account.balance} + ${c.amount} >= 0`))
      .returning({ balance: account.balance });
    if (!moved) throw new AppError('payment.insufficientBalance', 400, { balance: fenToYuan(current) });
    await tx.insert(log).values({
      userId: c.userId, type: c.type, amount: c.amount, balanceAfter: moved.balance, payNo: c.payNo ?? null, refundNo: c.refundNo ?? null,
      orderNumbers: c.orderNumbers ?? [], idemKey: c.idemKey, createdAt: now,
    });
    return { applied: true, balanceAfter: moved.balance };
  }

  return {
    lock,
    change,

    async balanceOf(userId: number): Promise<number> {
      const [row] = await db.select({ balance: account.balance }).from(account).where(eq(account.userId, userId));
      return row?.balance ?? 0;
    },

    /** The user's ledger, newest first. */
    async records(userId: number, q: { current: number; size: number }): Promise<Paged<BalanceRecord>> {
      const where = eq(log.userId, userId);
      const [rows, [total]] = await Promise.all([
        db.select().from(log).where(where).orderBy(desc(log.id)).limit(q.size).offset(offsetOf(q.current, q.size)),
        db.select({ n: count() }).from(log).where(where),
      ]);
      return toPage(
        rows.map((r) => ({
          id: r.id, type: r.type, amount: r.amount, balanceAfter: r.balanceAfter, payNo: r.payNo, orderNumbers: r.orderNumbers, createTime: r.createdAt.toISOString(),
        })),
        Number(total?.n ?? 0), q.current, q.size,
      );
    },

    /** Demo data (main.ts): the user's balance starts with `fen` once; later calls change nothing. */
    async ensureDemoBalance(userId: number, fen: number): Promise<void> {
      await db.transaction((tx) => change(tx, { userId, amount: fen, type: 'grant', idemKey: `grant:demo:${userId}` }));
    },

    /** Operator / test check: the sum of the user's ledger rows and the balance. */
    async audit(userId: number): Promise<{ balance: number; ledgerSum: number; lastBalanceAfter: number | null }> {
      const [[sum], [last]] = await Promise.all([
        db.select({ s: sql<string>`coalesce(sum(${log.amount}), 0)` }).from(log).where(eq(log.userId, userId)),
        db.select({ b: log.balanceAfter }).from(log).where(eq(log.userId, userId)).orderBy(desc(log.id)).limit(1),
      ]);
      const [acct] = await db.select({ balance: account.balance }).from(account).where(eq(account.userId, userId));
      return { balance: acct?.balance ?? 0, ledgerSum: Number(sum?.s ?? 0), lastBalanceAfter: last?.b ?? null };
    },
  };
}

export type BalanceService = ReturnType<typeof createBalanceService>;
