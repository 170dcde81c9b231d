// Credit account constants the storefront needs in the browser (kept apart from api/credit.ts and its zod schemas).

/** A line's state: active (usable), frozen (by an operator), overdue (a statement past due: frozen until repaid). */
export const CREDIT_STATE = ['active', 'frozen', 'overdue'] as const;
export type CreditState = (typeof CREDIT_STATE)[number];

export const CREDIT_LOG_TYPES = ['use', 'refund', 'reversal', 'repay'] as const;
export type CreditLogType = (typeof CREDIT_LOG_TYPES)[number];

export const CREDIT_STATEMENT_STATUS = ['unpaid', 'paid', 'overdue'] as const;
export type CreditStatementStatus = (typeof CREDIT_STATEMENT_STATUS)[number];

export const CREDIT_LIMITS = {
  /** the largest line the console grants: 10,000,000 yuan */
  maxLimitFen: 10_000_000_00,
  maxBillingDay: 28,
  maxRepayDays: 90,
  pageSize: 10,
} as const;

/** The grant form's rule (console and API): a limit above 0 up to the maximum, a billing day 1-28, 1-90 repayment days. */
export function creditGrantRule(b: { limitFen: number; billingDay: number; repayDays: number }): 'credit.limitInvalid' | 'credit.billingDayInvalid' | 'credit.repayDaysInvalid' | null {
  if (!Number.isSafeInteger(b.limitFen) || b.limitFen <= 0 || b.limitFen > CREDIT_LIMITS.maxLimitFen) return 'credit.limitInvalid';
  if (!Number.isInteger(b.billingDay) || b.billingDay < 1 || b.billingDay > CREDIT_LIMITS.maxBillingDay) return 'credit.billingDayInvalid';
  if (!Number.isInteger(b.repayDays) || b.repayDays < 1 || b.repayDays > CREDIT_LIMITS.maxRepayDays) return 'credit.repayDaysInvalid';
  return null;
}
