// Tables owned by the credit module (issue 17, decision 028): a buyer's credit line granted by the platform, its
// ledger (every use, refund and repayment, written in the transaction that moves `used`), the monthly statements,
// and the one invoice request of a statement (the invoice-by-statement account).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { issuedInvoiceColumns } from './invoice-columns';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One credit line per user. `used` is what the buyer owes (uses − refunds − repayments); it may fall below zero when
 * a refund comes after its statement was repaid (a credit carried into the next statement). A payment is a guarded
 * `limit_fen - used >= amount` update on an active line, so racing payments never pass the limit.
 */
export const creditAccount = pgTable(
  'credit_account',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    limitFen: bigint('limit_fen', { mode: 'number' }).notNull(),
    used: bigint('used', { mode: 'number' }).notNull().default(0),
    /** day of the month (1-28, China time) the statement closes */
    billingDay: smallint('billing_day').notNull(),
    /** days after the close the statement is due */
    repayDays: smallint('repay_days').notNull(),
    /** frozen by an operator */
    frozen: boolean('frozen').notNull().default(false),
    /** a statement is past its due date unpaid: the line is frozen until it is repaid */
    overdue: boolean('overdue').notNull().default(false),
    /** the next close (the billing day's 00:00 China time); the sweeper closes the statement then */
    nextCloseAt: ts('next_close_at').notNull(),
    grantedBy: integer('granted_by').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('credit_account_user_uq').on(t.userId),
    index('credit_account_close_idx').on(t.nextCloseAt),
    check('credit_account_used_ck', sql`${t.used} <= ${t.limitFen}`),
    check('credit_account_limit_ck', sql`${t.limitFen} > 0`),
  ],
);

/** The credit ledger: use (+), refund (−), repay (−); amount signed as the change of `used`, with `used` after it. */
export const creditLog = pgTable(
  'credit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    type: text('type').$type<'use' | 'refund' | 'reversal' | 'repay'>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    usedAfter: bigint('used_after', { mode: 'number' }).notNull(),
    payNo: text('pay_no'),
    refundNo: text('refund_no'),
    orderNumbers: text('order_numbers').array().notNull().default(sql`'{}'::text[]`),
    /** the statement a use or refund was billed in (set when the statement closes); a repay names the statement it paid */
    statementId: bigint('statement_id', { mode: 'number' }),
    idemKey: text('idem_key').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('credit_log_idem_uq').on(t.idemKey),
    index('credit_log_user_idx').on(t.userId, t.id),
    index('credit_log_open_idx').on(t.userId).where(sql`statement_id IS NULL`),
  ],
);

/** A monthly statement: the uses and refunds of a period; unpaid until repaid (balance or QR), overdue after dueAt. */
export const creditStatement = pgTable(
  'credit_statement',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    statementNo: text('statement_no').notNull(),
    userId: integer('user_id').notNull(),
    periodStart: ts('period_start').notNull(),
    periodEnd: ts('period_end').notNull(),
    /** fen owed by this statement (the period's uses − refunds, less a credit carried over; never below 0) */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<'unpaid' | 'paid'>().notNull(),
    dueAt: ts('due_at').notNull(),
    paidAt: ts('paid_at'),
    payNo: text('pay_no'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('credit_statement_no_uq').on(t.statementNo),
    // one statement per line and period: a sweeper racing itself closes a period once
    uniqueIndex('credit_statement_period_uq').on(t.userId, t.periodEnd),
    index('credit_statement_due_idx').on(t.dueAt).where(sql`status = 'unpaid'`),
  ],
);

/**
 * The invoice of a statement (one per statement): the buyer's saved title copied at the request. The platform issues
 * it (applying → invoiced: the e-invoice file kept by the invoice module's files, its number and amount) or refuses it
 * with a reason (applying → refused), each a guarded UPDATE from applying.
 */
export const creditStatementInvoice = pgTable(
  'credit_statement_invoice',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    statementId: bigint('statement_id', { mode: 'number' }).notNull(),
    userId: integer('user_id').notNull(),
    invoiceType: smallint('invoice_type').notNull(),
    kind: smallint('kind').notNull(),
    title: text('title').notNull(),
    taxNumber: text('tax_number').notNull().default(''),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<'applying' | 'invoiced' | 'refused'>().notNull(),
    /** the e-invoice's file is the platform's (owner 0 in the invoice module's files) */
    ...issuedInvoiceColumns(),
    /** the operator who issued or refused it */
    handledBy: integer('handled_by'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('credit_statement_invoice_uq').on(t.statementId), index('credit_statement_invoice_user_idx').on(t.userId)],
);
