// Invoice rules (SPEC §5: invoice name and taxpayer number required, correct format; issue 17): zod-free, shared by
// the pages (checked before the call) and the API (checked again). Each answers the first message key that refuses.
import { BANK_ACCOUNT_RE, INVOICE_KIND, INVOICE_LIMITS, INVOICE_NO_RE, REG_PHONE_RE } from './invoice-constants';
import type { MessageKey } from './messages';
import { invoiceRule } from './rules';

export interface InvoiceTitleFields {
  invoiceType: number;
  kind: number;
  title: string;
  taxNumber: string;
  regAddress: string;
  regPhone: string;
  bankName: string;
  bankAccount: string;
}

const blank = (v: string) => v.trim().length === 0;
const chars = (v: string) => [...v.trim()].length;

/**
 * A title to keep or to invoice to: the type, the name and (units) the unified social credit code as at checkout;
 * the kind; a VAT special invoice only for a unit, with its registered address, phone, bank and account (a unit's
 * details, when given, in the right form; a person's are not kept).
 */
export function invoiceTitleRule(t: InvoiceTitleFields): MessageKey | null {
  const base = invoiceRule(t);
  if (base) return base;
  if (t.kind !== INVOICE_KIND.ordinary && t.kind !== INVOICE_KIND.special) return 'invoice.kindInvalid';
  if (t.kind === INVOICE_KIND.special) {
    if (t.invoiceType !== 2) return 'invoice.specialUnitOnly';
    if (blank(t.regAddress) || blank(t.regPhone) || blank(t.bankName) || blank(t.bankAccount)) return 'invoice.specialFieldsRequired';
  }
  if (t.invoiceType !== 2) return null; // a person's title keeps no registered details
  if (chars(t.regAddress) > INVOICE_LIMITS.regAddressMax || chars(t.bankName) > INVOICE_LIMITS.bankNameMax || chars(t.regPhone) > INVOICE_LIMITS.regPhoneMax) return 'invoice.fieldTooLong';
  if (!blank(t.regPhone) && !REG_PHONE_RE.test(t.regPhone.trim())) return 'invoice.regPhoneInvalid';
  if (!blank(t.bankAccount) && !BANK_ACCOUNT_RE.test(t.bankAccount.trim())) return 'invoice.bankAccountInvalid';
  return null;
}

/** The shop's issue: an 8- or 20-digit number and an amount above 0 up to what may be invoiced (fen). */
export function invoiceIssueRule(i: { invoiceNo: string; amount: number }, maxFen: number): MessageKey | null {
  if (!INVOICE_NO_RE.test(i.invoiceNo.trim())) return 'invoice.numberInvalid';
  if (!Number.isSafeInteger(i.amount) || i.amount <= 0 || i.amount > maxFen) return 'invoice.amountInvalid';
  return null;
}

/** The shop's refusal: a reason, not all spaces, at most 200 characters. */
export function invoiceRefuseRule(reason: string): MessageKey | null {
  if (blank(reason)) return 'invoice.refuseReasonRequired';
  return chars(reason) > INVOICE_LIMITS.refuseReasonMax ? 'invoice.refuseReasonTooLong' : null;
}
