// The rules of after-sales forms (SPEC §5 refund, §9 limits), zod-free for the storefront and the console: each
// answers a message key of the catalogue or null. The API checks the same rules (and what only it knows: the
// refundable amount and count, the windows, the voucher owner).
import { REFUND_LIMITS, isRefundReason } from './aftersale-constants';
import type { MessageKey } from './messages';

const chars = (v: string) => [...v].length;
const MOBILE_RE = /^1\d{10}$/;

export const refundReasonRule = (reason: unknown): MessageKey | null => (isRefundReason(reason) ? null : 'refund.reasonRequired');

/**
 * Amount in fen: a positive whole number, at most `maxFen` (what is still refundable for the chosen lines); 0 only
 * when nothing may be refunded in money (`maxFen` 0: lines paid with points alone, a points-mall order).
 */
export function refundAmountRule(fen: unknown, maxFen: number): MessageKey | null {
  if (typeof fen !== 'number' || !Number.isInteger(fen) || fen < 0 || (fen === 0 && maxFen > 0)) return 'refund.amountRequired';
  return fen > maxFen ? 'refund.amountTooMuch' : null;
}

/** Quantity of a line: 1..refundable (ordered minus refunded or in an open request). */
export const refundCountRule = (count: unknown, refundable: number): MessageKey | null =>
  typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= refundable ? null : 'refund.countInvalid';

/** The buyer's optional instructions: empty, or some text that is not only spaces, at most 200 characters. */
export function refundNoteRule(note: string): MessageKey | null {
  if (note !== '' && note.trim() === '') return 'refund.noteBlank';
  return chars(note.trim()) > REFUND_LIMITS.noteMax ? 'refund.noteTooLong' : null;
}

/** A required note (escalation, arbitration): 1-200 characters, not all spaces. */
export function requiredNoteRule(note: string): MessageKey | null {
  if (note.trim() === '') return 'refund.noteRequired';
  return chars(note.trim()) > REFUND_LIMITS.noteMax ? 'refund.noteTooLong' : null;
}

/** The seller's reason for refusing: 1-200 characters, not all spaces. */
export function refuseReasonRule(reason: string): MessageKey | null {
  if (reason.trim() === '') return 'refund.refuseReasonRequired';
  return chars(reason.trim()) > REFUND_LIMITS.noteMax ? 'refund.noteTooLong' : null;
}

export const refundVouchersRule = (paths: readonly string[]): MessageKey | null =>
  paths.length > REFUND_LIMITS.vouchers ? 'refund.vouchersTooMany' : null;

export const refundMobileRule = (mobile: string): MessageKey | null => (MOBILE_RE.test(mobile.trim()) ? null : 'refund.mobileInvalid');

/** Logistics of goods sent back: a company and a waybill number (the company code is checked against the list). */
export const refundWaybillRule = (companyCode: string, waybillNo: string): MessageKey | null =>
  companyCode.trim() === '' || waybillNo.trim() === '' ? 'refund.waybillRequired' : null;

export interface ReturnAddress {
  receiver: string;
  mobile: string;
  address: string;
}

/** Where a return goes (accepting a return and refund): receiver, 11-digit mobile, address, each at most 200. */
export function returnAddressRule(a: Partial<ReturnAddress> | null | undefined): MessageKey | null {
  if (!a || !a.receiver?.trim() || !a.address?.trim() || !a.mobile?.trim()) return 'refund.returnAddressRequired';
  if (chars(a.receiver.trim()) > REFUND_LIMITS.noteMax || chars(a.address.trim()) > REFUND_LIMITS.noteMax) return 'refund.noteTooLong';
  return refundMobileRule(a.mobile);
}
