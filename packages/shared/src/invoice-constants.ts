// Invoices (issue 17, decision 026): kinds, states and limits, zod-free so the pages can import them without the
// contract's schemas.

/** Who an invoice is made out to: 1 a person (a name), 2 a unit (its name and unified social credit code). */
export const INVOICE_TYPE = { personal: 1, unit: 2 } as const;

/** What an invoice is made out as: 1 ordinary e-invoice (personal or unit), 2 VAT special invoice (units only). */
export const INVOICE_KIND = { ordinary: 1, special: 2 } as const;

/** A request's states: applying → invoiced | refused; invoiced → voided (red-letter, before a refund completes). */
export const INVOICE_STATUSES = ['applying', 'invoiced', 'refused', 'voided'] as const;
export type InvoiceStatusName = (typeof INVOICE_STATUSES)[number];

export const INVOICE_LIMITS = {
  /** titles a buyer may keep */
  titlesMax: 20,
  /** a finished order may still be invoiced this many days after it was received */
  requestWindowDays: 180,
  titleMax: 100,
  regAddressMax: 100,
  regPhoneMax: 20,
  bankNameMax: 50,
  refuseReasonMax: 200,
  /** the e-invoice file: PDF, OFD or an image, at most 5 MB */
  fileMaxBytes: 5 * 1024 * 1024,
} as const;

/** An invoice number: 8 digits (paper and older e-invoices) or 20 digits (fully digitised e-invoices). */
export const INVOICE_NO_RE = /^(?:\d{8}|\d{20})$/;
/** A bank account: 8 to 30 digits. */
export const BANK_ACCOUNT_RE = /^\d{8,30}$/;
/** A registered phone: digits with an optional area code dash or a mobile number. */
export const REG_PHONE_RE = /^[0-9][0-9-]{6,19}$/;
