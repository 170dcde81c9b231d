// The credit domain (issue 17, decision 028): a credit line the platform grants to a buyer whose company
// authentication passed (limit, billing day, repayment days; limit changes never below what is used; freeze), paying
// orders on credit through the payment module (funds 'credit': ledger.ts), monthly statements (statements.ts) repaid
// from the balance or by WeChat QR (payment purpose 'creditRepay'), and one invoice request per statement.
import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import {
  COMPANY_AUTH_STATUS, creditGrantRule, fenToYuan, invoiceTitleRule,
  type AdminCreditView, type CreditAccountView, type CreditChangeBody, type CreditGrantBody, type CreditInvoiceBody, type CreditLogView,
  type CreditRepayBody, type CreditStatementView, type Lang, type Paged, type PaymentStatus,
} from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { offsetOf, toPage } from '../../platform/paging';
import type { CompanyService } from '../company/service';
import type { InvoiceTitles } from '../invoice/titles';
import type { PaymentService } from '../payment/service';
import { createCreditLedger, type AccountRow } from './ledger';
import { createStatementInvoices, statementInvoiceView } from './statement-invoices';
import { createStatements, nextCloseAfter, repayRef } from './statements';
import type { InvoiceFiles } from '../invoice/files';
import { demoInvoicePdf } from '../invoice/demo-pdf';

const { creditAccount, creditLog, creditStatement, creditStatementInvoice } = schema;
type StatementRow = typeof creditStatement.$inferSelect;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type CreditPayments = Pick<PaymentService, 'payWithFunds' | 'payPurposeWithBalance' | 'payPurposeWithWechat'>;

export interface CreditDeps {
  clock: Clock;
  company: Pick<CompanyService, 'mine'>;
  titles: Pick<InvoiceTitles, 'owned'>;
  payments: CreditPayments;
  /** the invoice module's e-invoice files (the platform's statement invoices are checked and kept the same way) */
  files: InvoiceFiles;
}

export function createCreditService(db: Db, deps: CreditDeps) {
  const { clock } = deps;
  let log: { warn(o: object, m: string): void } = { warn: () => {} };
  const ledger = createCreditLedger({ clock });
  const statements = createStatements(db, { clock, ledger, log: () => log });
  const invoices = createStatementInvoices(db, { clock, company: deps.company, files: () => deps.files });

  const stateOf = (a: AccountRow) => (a.frozen ? 'frozen' : a.overdue ? 'overdue' : 'active') as CreditAccountView['state'];
  async function unpaidOf(userIds: number[]): Promise<Map<number, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await db.select({ u: creditStatement.userId, s: sql<string>`sum(${creditStatement.amount})` }).from(creditStatement)
      .where(and(inArray(creditStatement.userId, userIds), eq(creditStatement.status, 'unpaid'))).groupBy(creditStatement.userId);
    return new Map(rows.map((r) => [r.u, Number(r.s)]));
  }
  const accountView = (a: AccountRow, unpaid: number): CreditAccountView => ({
    userId: a.userId, limitFen: a.limitFen, used: a.used, available: stateOf(a) === 'active' ? Math.max(0, a.limitFen - a.used) : 0,
    billingDay: a.billingDay, repayDays: a.repayDays, state: stateOf(a), nextCloseAt: a.nextCloseAt.toISOString(), unpaid,
  });
  const byUser = async (userId: number) => (await db.select().from(creditAccount).where(eq(creditAccount.userId, userId)))[0];

  async function statementOf(userId: number, id: number): Promise<StatementRow> {
    const [s] = await db.select().from(creditStatement).where(and(eq(creditStatement.id, id), eq(creditStatement.userId, userId)));
    if (!s) throw new AppError('credit.statementNotFound', 404);
    return s;
  }
  async function statementViews(rows: StatementRow[]): Promise<CreditStatementView[]> {
    const ids = rows.map((r) => r.id);
    const invoices = ids.length ? await db.select().from(creditStatementInvoice).where(inArray(creditStatementInvoice.statementId, ids)) : [];
    const inv = new Map(invoices.map((i) => [i.statementId, i]));
    const now = clock.now().getTime();
    return rows.map((s) => {
      const i = inv.get(s.id);
      return {
        id: s.id, statementNo: s.statementNo, periodStart: s.periodStart.toISOString(), periodEnd: s.periodEnd.toISOString(), amount: s.amount,
        status: s.status === 'unpaid' && s.dueAt.getTime() <= now ? 'overdue' : s.status, dueAt: s.dueAt.toISOString(), paidAt: s.paidAt?.toISOString() ?? null,
        invoice: i ? statementInvoiceView(i) : null,
      };
    });
  }

  return {
    ledger,
    statements,
    invoices,
    sweepDue: (now: Date) => statements.sweepDue(now),
    connect(opts: { log?: { warn(o: object, m: string): void } }) {
      if (opts.log) log = opts.log;
    },

    /** The caller's line, or null. */
    async account(userId: number): Promise<CreditAccountView | null> {
      const a = await byUser(userId);
      return a ? accountView(a, (await unpaidOf([userId])).get(userId) ?? 0) : null;
    },

    async logs(userId: number, q: { current: number; size: number }): Promise<Paged<CreditLogView>> {
      const where = eq(creditLog.userId, userId);
      const [rows, [total]] = await Promise.all([
        db.select({ l: creditLog, no: creditStatement.statementNo }).from(creditLog).leftJoin(creditStatement, eq(creditStatement.id, creditLog.statementId))
          .where(where).orderBy(desc(creditLog.id)).limit(q.size).offset(offsetOf(q.current, q.size)),
        db.select({ n: count() }).from(creditLog).where(where),
      ]);
      return toPage(rows.map(({ l, no }) => ({
        id: l.id, type: l.type, amount: l.amount, usedAfter: l.usedAfter, payNo: l.payNo, orderNumbers: l.orderNumbers, statementNo: no ?? null, createTime: l.createdAt.toISOString(),
      })), Number(total?.n ?? 0), q.current, q.size);
    },

    async statementList(userId: number, q: { current: number; size: number }): Promise<Paged<CreditStatementView>> {
      const where = eq(creditStatement.userId, userId);
      const [rows, [total]] = await Promise.all([
        db.select().from(creditStatement).where(where).orderBy(desc(creditStatement.periodEnd)).limit(q.size).offset(offsetOf(q.current, q.size)),
        db.select({ n: count() }).from(creditStatement).where(where),
      ]);
      return toPage(await statementViews(rows), Number(total?.n ?? 0), q.current, q.size);
    },

    /** Pays orders on credit: the payment module's funds path (payment password, one payment, orders marked paid). */
    pay: (userId: number, body: { orderNumbers: string[]; payPassword: string }, lang: Lang): Promise<PaymentStatus> =>
      deps.payments.payWithFunds('credit', userId, body, lang),

    /** Repays an unpaid statement in full from the balance or by WeChat QR (payment purpose 'creditRepay'). */
    async repay(userId: number, body: CreditRepayBody, lang: Lang): Promise<PaymentStatus> {
      const s = await statementOf(userId, body.statementId);
      if (s.status !== 'unpaid' || s.amount <= 0) throw new AppError('credit.statementPaid');
      const ref = repayRef(s.id);
      return body.payType === 'balance'
        ? deps.payments.payPurposeWithBalance(userId, { kind: 'creditRepay', amount: s.amount, ref, payPassword: body.payPassword ?? '' })
        : deps.payments.payPurposeWithWechat(userId, { kind: 'creditRepay', amount: s.amount, ref, description: lang === 'en' ? `Credit statement ${s.statementNo}` : `授信账单还款 ${s.statementNo}` });
    },

    /** One invoice request per statement, for its whole amount, to one of the caller's saved titles. */
    async requestInvoice(userId: number, body: CreditInvoiceBody): Promise<CreditStatementView> {
      const s = await statementOf(userId, body.statementId);
      if (s.amount <= 0) throw new AppError('credit.nothingToInvoice');
      const title = await deps.titles.owned(userId, body.titleId);
      const refused = invoiceTitleRule(title);
      if (refused) throw new AppError(refused);
      const [made] = await db.insert(creditStatementInvoice).values({
        statementId: s.id, userId, invoiceType: title.invoiceType, kind: title.kind, title: title.title, taxNumber: title.taxNumber,
        amount: s.amount, status: 'applying', createdAt: clock.now(),
      }).onConflictDoNothing().returning();
      if (!made) throw new AppError('credit.invoiceRequested');
      return (await statementViews([s]))[0]!;
    },

    // platform console

    async adminList(q: { current: number; size: number }): Promise<Paged<AdminCreditView>> {
      const [rows, [total]] = await Promise.all([
        db.select().from(creditAccount).orderBy(desc(creditAccount.id)).limit(q.size).offset(offsetOf(q.current, q.size)),
        db.select({ n: count() }).from(creditAccount),
      ]);
      const [unpaid, companies] = await Promise.all([unpaidOf(rows.map((r) => r.userId)), Promise.all(rows.map((r) => deps.company.mine(r.userId)))]);
      return toPage(rows.map((a, i) => ({
        ...accountView(a, unpaid.get(a.userId) ?? 0), id: a.id, companyName: companies[i]?.companyName ?? '', frozen: a.frozen, overdue: a.overdue, createTime: a.createdAt.toISOString(),
      })), Number(total?.n ?? 0), q.current, q.size);
    },

    /** Grants a line to a user whose company authentication passed; one line per user. */
    async grant(operatorId: number, body: CreditGrantBody): Promise<CreditAccountView> {
      const refused = creditGrantRule(body);
      if (refused) throw new AppError(refused);
      const auth = await deps.company.mine(body.userId);
      if (auth?.status !== COMPANY_AUTH_STATUS.passed) throw new AppError('credit.companyRequired');
      const now = clock.now();
      const [a] = await db.insert(creditAccount).values({
        userId: body.userId, limitFen: body.limitFen, billingDay: body.billingDay, repayDays: body.repayDays,
        nextCloseAt: nextCloseAfter(now, body.billingDay), grantedBy: operatorId, createdAt: now, updatedAt: now,
      }).onConflictDoNothing().returning();
      if (!a) throw new AppError('credit.exists');
      return accountView(a, 0);
    },

    /** Changes the limit (guarded: never below what is used) and/or freezes or unfreezes the line. */
    async change(id: number, body: CreditChangeBody): Promise<CreditAccountView> {
      const [cur] = await db.select().from(creditAccount).where(eq(creditAccount.id, id));
      if (!cur) throw new AppError('credit.notFound', 404);
      if (body.limitFen !== undefined) {
        const refused = creditGrantRule({ limitFen: body.limitFen, billingDay: cur.billingDay, repayDays: cur.repayDays });
        if (refused) throw new AppError(refused);
      }
      const now = clock.now();
      const limit = body.limitFen ?? null;
      const [a] = await db.update(creditAccount).set({
        ...(limit !== null ? { limitFen: limit } : {}), ...(body.frozen !== undefined ? { frozen: body.frozen } : {}), updatedAt: now,
      }).where(limit !== null ? and(eq(creditAccount.id, id), lte(creditAccount.used, limit)) : eq(creditAccount.id, id)).returning();
      if (!a) {
        const [again] = await db.select({ used: creditAccount.used }).from(creditAccount).where(eq(creditAccount.id, id));
        throw new AppError('credit.limitBelowUsed', 400, { used: fenToYuan(again?.used ?? 0) });
      }
      return accountView(a, (await unpaidOf([a.userId])).get(a.userId) ?? 0);
    },

    /**
     * Demo data (main.ts): the user's line (50,000 yuan, repaid within 20 days) with three closed statements — the
     * two older ones repaid, the oldest with its invoice issued by the platform (a PDF under the company's name and
     * credit code), the last (1,280 yuan, closed in the last month) unpaid and not yet due —; nothing when the user
     * has a line.
     */
    async ensureDemo(userId: number, operatorId: number): Promise<void> {
      if (await byUser(userId)) return;
      const now = clock.now();
      const billingDay = Math.min(28, new Date(now.getTime() - 5 * DAY + 8 * 3_600_000).getUTCDate());
      const closes: Date[] = [];
      for (let c = nextCloseAfter(new Date(now.getTime() - 100 * DAY), billingDay); c.getTime() <= now.getTime(); c = nextCloseAfter(c, billingDay)) closes.push(c);
      const [c0, c1, c2] = closes.slice(-3) as [Date, Date, Date];
      const [a] = await db.insert(creditAccount).values({
        userId, limitFen: 50_000_00, billingDay, repayDays: 20, nextCloseAt: c0, grantedBy: operatorId,
        createdAt: new Date(c0.getTime() - 30 * DAY), updatedAt: now,
      }).onConflictDoNothing().returning();
      if (!a) return;
      /** a use of `amount` made `daysBefore` the close `at`, then that close */
      const usedAndClosed = async (n: number, amount: number, at: Date, daysBefore: number) => {
        await db.transaction(async (tx) => {
          await ledger.change(tx, { userId, amount, type: 'use', idemKey: `demo:use:${userId}:${n}` });
          // at 10:18 China time (the close is at midnight)
          await tx.update(creditLog).set({ createdAt: new Date(at.getTime() - daysBefore * DAY + 10.3 * HOUR) }).where(eq(creditLog.idemKey, `demo:use:${userId}:${n}`));
        });
        await statements.closeOne(a.id, at);
        const [s] = await db.select().from(creditStatement).where(and(eq(creditStatement.userId, userId), eq(creditStatement.periodEnd, at)));
        return s!;
      };
      /** repaid from the balance `days` after its close (the ledger's repay row dated then) */
      const repaid = async (s: StatementRow, days: number) => {
        const payNo = `DEMO${s.statementNo}`;
        await db.transaction((tx) => statements.applyRepayment(tx, { payNo, userId, amount: s.amount, ref: repayRef(s.id) }));
        const at = new Date(s.periodEnd.getTime() + days * DAY + 15.7 * HOUR); // 15:42 China time
        await db.update(creditStatement).set({ paidAt: at }).where(eq(creditStatement.id, s.id));
        await db.update(creditLog).set({ createdAt: at }).where(eq(creditLog.idemKey, `repay:${payNo}`));
      };
      const s0 = await usedAndClosed(0, 860_00, c0, 15);
      await repaid(s0, 8);
      const s1 = await usedAndClosed(1, 2_360_00, c1, 12);
      await repaid(s1, 6);
      await usedAndClosed(2, 1_280_00, c2, 10);
      // the oldest statement's invoice, asked to the company's name and issued by the platform with its PDF
      const company = await deps.company.mine(userId);
      if (!company) return;
      const [inv] = await db.insert(creditStatementInvoice).values({
        statementId: s0.id, userId, invoiceType: 2, kind: 1, title: company.companyName, taxNumber: company.creditCode,
        amount: s0.amount, status: 'applying', createdAt: new Date(s0.periodEnd.getTime() + 9 * DAY),
      }).onConflictDoNothing().returning();
      if (!inv) return;
      const invoiceNo = `2631100000${String(inv.id).padStart(10, '0')}`;
      const { file } = await invoices.upload(demoInvoicePdf({ invoiceNo, amount: s0.amount, taxNumber: company.creditCode, about: `credit statement ${s0.statementNo}`, issuedAt: now }));
      await invoices.issue(operatorId, inv.id, { invoiceNo, amount: s0.amount, file });
    },
  };
}

export type CreditService = ReturnType<typeof createCreditService>;
