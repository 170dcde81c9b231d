// The checkout form's rules (SPEC §5): the message to each merchant (remarksRule, at most 200 characters) and the
// invoice request (invoiceRule: none, personal with a name, or unit with a name and a taxpayer number), by field.
import { invoiceRule, ORDER_LIMITS, remarksRule, type InvoiceBody, type MessageKey } from '@mall/shared';

export const REMARKS_MAX = ORDER_LIMITS.remarksMax;

/** Characters as the rule counts them (a Chinese character or an emoji is one). */
export const remarksLength = (v: string): number => [...v].length;

export { remarksRule };

/** 0: no invoice; 1 personal; 2 unit (INVOICE_TYPE). */
export type InvoiceChoice = 0 | 1 | 2;
export type InvoiceField = 'type' | 'title' | 'taxNumber';

export const INVOICE_FIELD_OF: Partial<Record<MessageKey, InvoiceField>> = {
  'invoice.typeInvalid': 'type',
  'invoice.titleRequired': 'title',
  'invoice.titleTooLong': 'title',
  'invoice.taxNumberRequired': 'taxNumber',
  'invoice.taxNumberInvalid': 'taxNumber',
};

const PASSING: Record<InvoiceField, Partial<InvoiceBody>> = {
  type: { invoiceType: 1 },
  title: { title: 'x' },
  taxNumber: { taxNumber: '91310000MA1FL0000N' },
};

/** Every field's refusal at once, from the one shared invoiceRule (see address-rules.ts for the method). */
export function invoiceErrors(inv: InvoiceBody): Partial<Record<InvoiceField, MessageKey>> {
  const out: Partial<Record<InvoiceField, MessageKey>> = {};
  let current = { ...inv };
  for (let i = 0; i < 3; i++) {
    const key = invoiceRule(current);
    const field = key ? INVOICE_FIELD_OF[key] : undefined;
    if (!key || !field || out[field]) break;
    out[field] = key;
    current = { ...current, ...PASSING[field] };
  }
  return out;
}

/** The invoice of the submit payload: none, or the request with what a personal invoice does not need left out. */
export function invoicePayload(choice: InvoiceChoice, title: string, taxNumber: string): InvoiceBody | null {
  if (choice === 0) return null;
  return { invoiceType: choice, title: title.trim(), taxNumber: choice === 2 ? taxNumber.trim().toUpperCase() : '' };
}
