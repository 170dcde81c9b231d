// Credit account (issue 17, decision 028): the buyer's line, ledger and statements, paying orders on credit,
// repaying a statement, the invoice of a statement, and the platform console's grants.
import { z } from 'zod';
import { CREDIT_LOG_TYPES, CREDIT_STATE, CREDIT_STATEMENT_STATUS } from '../credit-constants';
import { idQuery, idSchema, pageQuery, paged } from './common';

export { CREDIT_LIMITS, CREDIT_LOG_TYPES, CREDIT_STATE, CREDIT_STATEMENT_STATUS, creditGrantRule, type CreditLogType, type CreditState, type CreditStatementStatus } from '../credit-constants';

export const creditAccountView = z.object({
  userId: z.number().int(),
  limitFen: z.number().int(),
  used: z.number().int(),
  /** limit − used when the line is active, else 0 */
  available: z.number().int(),
  billingDay: z.number().int(),
  repayDays: z.number().int(),
  state: z.enum(CREDIT_STATE),
  nextCloseAt: z.string(),
  /** owed on closed statements not yet repaid */
  unpaid: z.number().int(),
});
export type CreditAccountView = z.infer<typeof creditAccountView>;
/** GET /p/credit/account: null when the caller has no line. */
export const myCreditAccount = z.object({ account: creditAccountView.nullable() });
export type MyCreditAccount = z.infer<typeof myCreditAccount>;

export const creditLogView = z.object({
  id: z.number().int(),
  type: z.enum(CREDIT_LOG_TYPES),
  amount: z.number().int(),
  usedAfter: z.number().int(),
  payNo: z.string().nullable(),
  orderNumbers: z.array(z.string()),
  statementNo: z.string().nullable(),
  createTime: z.string(),
});
export type CreditLogView = z.infer<typeof creditLogView>;
export const creditLogPage = paged(creditLogView);

/** The invoice request of a statement: applying, invoiced by the platform (number, amount, the file), or refused. */
export const statementInvoiceView = z.object({
  title: z.string(),
  taxNumber: z.string(),
  amount: z.number().int(),
  status: z.enum(['applying', 'invoiced', 'refused']),
  refuseReason: z.string().nullable(),
  invoiceNo: z.string().nullable(),
  issuedAmount: z.number().int().nullable(),
  fileType: z.string().nullable(),
  /** the buyer's download (GET, cookie login: a plain link works) once invoiced */
  fileUrl: z.string().nullable(),
  issuedAt: z.string().nullable(),
  createTime: z.string(),
});
export type StatementInvoiceView = z.infer<typeof statementInvoiceView>;

export const creditStatementView = z.object({
  id: z.number().int(),
  statementNo: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  amount: z.number().int(),
  status: z.enum(CREDIT_STATEMENT_STATUS),
  dueAt: z.string(),
  paidAt: z.string().nullable(),
  /** the statement's invoice request, when asked */
  invoice: statementInvoiceView.nullable(),
});
export type CreditStatementView = z.infer<typeof creditStatementView>;
export const creditStatementPage = paged(creditStatementView);
export const creditPageQuery = pageQuery;

export const creditPayBody = z.object({
  orderNumbers: z.array(z.string().min(1).max(40)).min(1).max(50),
  payPassword: z.string().max(100),
});
export const creditRepayBody = z.object({
  statementId: idSchema,
  payType: z.enum(['balance', 'wechat']),
  payPassword: z.string().max(100).optional(),
});
export type CreditRepayBody = z.infer<typeof creditRepayBody>;
export const creditInvoiceBody = z.object({ statementId: idSchema, titleId: idSchema });
/** /p/credit/statements/{statementId}/... */
export const creditStatementParam = z.object({ statementId: idQuery });
export type CreditInvoiceBody = z.infer<typeof creditInvoiceBody>;

// platform console
export const creditGrantBody = z.object({
  userId: idSchema,
  limitFen: z.number().int(),
  billingDay: z.number().int(),
  repayDays: z.number().int(),
});
export type CreditGrantBody = z.infer<typeof creditGrantBody>;
export const creditChangeBody = z.object({
  limitFen: z.number().int().optional(),
  frozen: z.boolean().optional(),
});
export type CreditChangeBody = z.infer<typeof creditChangeBody>;
export const adminCreditView = creditAccountView.extend({
  id: z.number().int(),
  companyName: z.string(),
  frozen: z.boolean(),
  overdue: z.boolean(),
  createTime: z.string(),
});
export type AdminCreditView = z.infer<typeof adminCreditView>;
export const adminCreditPage = paged(adminCreditView);
export const adminCreditQuery = pageQuery;

/** The platform console's statement invoice requests (issue, refuse, download). */
export const adminStatementInvoiceView = statementInvoiceView.extend({
  id: z.number().int(),
  statementId: z.number().int(),
  statementNo: z.string(),
  periodEnd: z.string(),
  userId: z.number().int(),
  companyName: z.string(),
  invoiceType: z.number().int(),
  kind: z.number().int(),
});
export type AdminStatementInvoiceView = z.infer<typeof adminStatementInvoiceView>;
export const adminStatementInvoicePage = paged(adminStatementInvoiceView);
export const adminStatementInvoiceQuery = pageQuery.extend({ status: z.enum(['applying', 'invoiced', 'refused']).optional() });
export type AdminStatementInvoiceQuery = z.infer<typeof adminStatementInvoiceQuery>;
