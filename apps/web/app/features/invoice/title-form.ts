// The invoice title form's state and checks: the shared invoiceTitleRule before the call, its message on the field
// it names (the API's refusal lands the same way).
import { INVOICE_KIND, INVOICE_TYPE, invoiceTitleRule, type InvoiceTitleBody, type InvoiceTitleView, type MessageKey } from '@mall/shared';

export type TitleField = 'invoiceType' | 'kind' | 'title' | 'taxNumber' | 'regAddress' | 'regPhone' | 'bankName' | 'bankAccount';

/** Which field a refusal belongs to (the rest show above the form). */
export const TITLE_FIELD_OF: Partial<Record<MessageKey, TitleField>> = {
  'invoice.typeInvalid': 'invoiceType',
  'invoice.kindInvalid': 'kind',
  'invoice.specialUnitOnly': 'kind',
  'invoice.titleRequired': 'title',
  'invoice.titleTooLong': 'title',
  'invoice.taxNumberRequired': 'taxNumber',
  'invoice.taxNumberInvalid': 'taxNumber',
  'invoice.regPhoneInvalid': 'regPhone',
  'invoice.bankAccountInvalid': 'bankAccount',
};

export const emptyTitle = (): InvoiceTitleBody => ({
  invoiceType: INVOICE_TYPE.unit, kind: INVOICE_KIND.ordinary, title: '', taxNumber: '', regAddress: '', regPhone: '', bankName: '', bankAccount: '', isDefault: false,
});

export const titleBodyOf = (t: InvoiceTitleView): InvoiceTitleBody => ({ ...t });

/** The body as sent: a person keeps no code nor registered details, a code in capitals. */
export function cleanBody(b: InvoiceTitleBody): InvoiceTitleBody {
  const unit = b.invoiceType === INVOICE_TYPE.unit;
  const keep = (v: string) => (unit ? v.trim() : '');
  return {
    ...b, kind: unit ? b.kind : INVOICE_KIND.ordinary, title: b.title.trim(), taxNumber: keep(b.taxNumber).toUpperCase(),
    regAddress: keep(b.regAddress), regPhone: keep(b.regPhone), bankName: keep(b.bankName), bankAccount: keep(b.bankAccount),
  };
}

/** The first refusal of the body, on its field (or 'form' for one that names several). */
export function titleError(b: InvoiceTitleBody): { field: TitleField | 'form'; key: MessageKey } | null {
  const key = invoiceTitleRule(cleanBody(b));
  return key ? { field: TITLE_FIELD_OF[key] ?? 'form', key } : null;
}
