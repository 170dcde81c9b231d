// Monthly statements (decision 028). The sweeper (app clock) closes a line's statement at its next close — the billing
// day's 00:00 China time —: the uses, refunds and reversals not yet billed and made before that instant are billed in
// it; it owes what the line used by then less what earlier unpaid statements already ask (a refund after a repaid
// statement is a credit carried on, never a negative statement); it is due `repayDays` later. A statement past due
// unpaid marks the line overdue (no payments) until it is repaid. Each step is a guarded statement: the close moves
// `next_close_at` of the locked row and a unique (user, period end) keeps a racing sweeper from closing twice.
import { and, asc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { schema, type Db, type DbOrTx } from '@mall/db';
import type { Clock } from '../../platform/clock';
import type { CreditLedger } from './ledger';

const { creditAccount, creditLog, creditStatement } = schema;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CN = 8 * HOUR;
const BATCH = 50;

/** The first billing-day midnight (China time) after `after`. */
export function nextCloseAfter(after: Date, billingDay: number): Date {
  const cn = new Date(after.getTime() + CN);
  for (let m = cn.getUTCMonth(); ; m++) {
    const t = Date.UTC(cn.getUTCFullYear(), m, billingDay) - CN;
    if (t > after.getTime()) return new Date(t);
  }
}

/** 'S' + the close's China date + the user id: one statement per line and close. */
export const statementNoOf = (userId: number, closeAt: Date) =>
  `S${new Date(closeAt.getTime() + CN - DAY).toISOString().slice(0, 10).replace(/-/g, '')}${String(userId).padStart(6, '0')}`;

export const repayRef = (statementId: number) => `credit:${statementId}`;
export const statementIdOfRef = (ref: string): number | null => (ref.startsWith('credit:') ? Number(ref.slice('credit:'.length)) || null : null);

export function createStatements(db: Db, deps: { clock: Clock; ledger: CreditLedger; log: () => { warn(o: object, m: string): void } }) {
  const { clock, ledger } = deps;

  /** Closes the one statement of the account due at its next close; false when another sweep did it first. */
  async function closeOne(accountId: number, now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [a] = await tx.select().from(creditAccount).where(and(eq(creditAccount.id, accountId), lte(creditAccount.nextCloseAt, now))).for('update');
      if (!a) return false;
      const closeAt = a.nextCloseAt;
      const billed = and(eq(creditLog.userId, a.userId), isNull(creditLog.statementId), inArray(creditLog.type, ['use', 'refund', 'reversal']));
      const rows = await tx.select({ id: creditLog.id, amount: creditLog.amount }).from(creditLog).where(and(billed, lt(creditLog.createdAt, closeAt)));
      // one after another: a transaction is one connection, which runs one query at a time (pg 9 refuses overlapping ones)
      const [later] = await tx.select({ s: sql<string>`coalesce(sum(${creditLog.amount}), 0)` }).from(creditLog).where(and(billed, gte(creditLog.createdAt, closeAt)));
      const [asked] = await tx.select({ s: sql<string>`coalesce(sum(${creditStatement.amount}), 0)` }).from(creditStatement).where(and(eq(creditStatement.userId, a.userId), eq(creditStatement.status, 'unpaid')));
      const [prev] = await tx.select({ end: sql<Date | null>`max(${creditStatement.periodEnd})` }).from(creditStatement).where(eq(creditStatement.userId, a.userId));
      const owed = a.used - Number(later?.s ?? 0) - Number(asked?.s ?? 0);
      await tx.update(creditAccount).set({ nextCloseAt: nextCloseAfter(closeAt, a.billingDay), updatedAt: now }).where(eq(creditAccount.id, a.id));
      if (rows.length === 0 && owed <= 0) return true; // nothing happened in the period: no statement
      const amount = Math.max(0, owed);
      const prevEnd = prev?.end ? new Date(prev.end) : null;
      const [s] = await tx.insert(creditStatement).values({
        statementNo: statementNoOf(a.userId, closeAt), userId: a.userId, periodStart: prevEnd ?? a.createdAt, periodEnd: closeAt, amount,
        status: amount > 0 ? 'unpaid' : 'paid', dueAt: new Date(closeAt.getTime() + a.repayDays * DAY), paidAt: amount > 0 ? null : now, createdAt: now,
      }).onConflictDoNothing().returning({ id: creditStatement.id });
      if (s && rows.length) await tx.update(creditLog).set({ statementId: s.id }).where(inArray(creditLog.id, rows.map((r) => r.id)));
      return true;
    });
  }

  /**
   * Unpaid statements past due freeze their lines (overdue). Per line, under its row lock, and the late statement
   * looked for after the lock is held: a repayment committing meanwhile (it holds the same row) is seen, so a line is
   * never frozen for a statement just repaid.
   */
  async function markOverdue(now: Date): Promise<number> {
    const candidates = await db.selectDistinct({ userId: creditStatement.userId }).from(creditStatement)
      .where(and(eq(creditStatement.status, 'unpaid'), lte(creditStatement.dueAt, now)));
    let moved = 0;
    for (const { userId } of candidates) {
      moved += await db.transaction(async (tx) => {
        await tx.select({ id: creditAccount.id }).from(creditAccount).where(eq(creditAccount.userId, userId)).for('update');
        const rows = await tx.update(creditAccount).set({ overdue: true, updatedAt: now }).where(and(
          eq(creditAccount.userId, userId), eq(creditAccount.overdue, false),
          sql`EXISTS (SELECT 1 FROM ${creditStatement} WHERE ${creditStatement.userId} = ${userId} AND ${creditStatement.status} = 'unpaid' AND ${creditStatement.dueAt} <= ${now.toISOString()})`,
        )).returning({ id: creditAccount.id });
        return rows.length;
      });
    }
    return moved;
  }

  /** The line is overdue only while one of its statements is unpaid past due. */
  async function clearOverdue(tx: DbOrTx, userId: number, now: Date): Promise<void> {
    await tx.update(creditAccount).set({ overdue: false, updatedAt: now }).where(and(
      eq(creditAccount.userId, userId), eq(creditAccount.overdue, true),
      sql`NOT EXISTS (SELECT 1 FROM ${creditStatement} WHERE ${creditStatement.userId} = ${userId} AND ${creditStatement.status} = 'unpaid' AND ${creditStatement.dueAt} <= ${now.toISOString()})`,
    ));
  }

  return {
    closeOne,
    markOverdue,

    /** The sweeper: every statement due by `now` (a late run catches up one close per pass), then overdue lines. */
    async sweepDue(now: Date): Promise<{ closed: number; overdue: number }> {
      let closed = 0;
      for (let pass = 0; pass < 24; pass++) {
        const due = await db.select({ id: creditAccount.id }).from(creditAccount).where(lte(creditAccount.nextCloseAt, now)).orderBy(asc(creditAccount.nextCloseAt)).limit(BATCH);
        if (due.length === 0) break;
        for (const a of due) if (await closeOne(a.id, now)) closed++;
      }
      return { closed, overdue: await markOverdue(now) };
    },

    /**
     * The payment module's settlement of a 'creditRepay' payment (inside its transaction): the statement is paid once
     * (guarded unpaid → paid), the line's `used` goes down by the amount (a repay ledger row), an overdue line is
     * freed when nothing else is past due. Money for a statement paid meanwhile (a QR and the balance racing) still
     * lowers `used`: a credit the next statement nets.
     */
    async applyRepayment(tx: DbOrTx, p: { payNo: string; userId: number; amount: number; ref: string }): Promise<void> {
      const id = statementIdOfRef(p.ref);
      const now = clock.now();
      const [moved] = id ? await tx.update(creditStatement).set({ status: 'paid', paidAt: now, payNo: p.payNo })
        .where(and(eq(creditStatement.id, id), eq(creditStatement.userId, p.userId), eq(creditStatement.status, 'unpaid'))).returning({ id: creditStatement.id }) : [];
      if (!moved) deps.log().warn({ payNo: p.payNo, ref: p.ref }, 'credit repayment for a statement already paid: kept as a credit on the line');
      await ledger.lock(tx, p.userId);
      await ledger.change(tx, { userId: p.userId, amount: -p.amount, type: 'repay', idemKey: `repay:${p.payNo}`, payNo: p.payNo, statementId: id });
      await clearOverdue(tx, p.userId, now);
    },
  };
}

export type CreditStatements = ReturnType<typeof createStatements>;
