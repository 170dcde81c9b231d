// Add or edit an invoice title in a dialog: personal or unit; for a unit its unified social credit code, and for a
// VAT special invoice the registered address, phone, bank and account. The shared rule runs before the call (its
// message under the field it names) and again in the API, whose refusal lands the same way.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INVOICE_KIND, INVOICE_TYPE, type InvoiceTitleBody, type InvoiceTitleView, type MessageKey } from '@mall/shared';
import { apiErrorMessage } from '../../lib/api-error';
import { keyOfCode, useSubmitGuard } from '../account/form';
import { FormRow } from '../order/ui/FormRow';
import { Modal } from '../order/ui/Modal';
import { addTitle, updateTitle } from './api';
import { cleanBody, emptyTitle, TITLE_FIELD_OF, titleBodyOf, titleError, type TitleField } from './title-form';

type Errors = Partial<Record<TitleField | 'form', string>>;

export function TitleDialog({ title, onSaved, onClose }: { title?: InvoiceTitleView | null; onSaved(t: InvoiceTitleView): void; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const { pending, run } = useSubmitGuard();
  const [body, setBody] = useState<InvoiceTitleBody>(title ? titleBodyOf(title) : emptyTitle());
  const [errors, setErrors] = useState<Errors>({});
  const unit = body.invoiceType === INVOICE_TYPE.unit;
  const special = unit && body.kind === INVOICE_KIND.special;

  const set = (next: Partial<InvoiceTitleBody>) => {
    setBody((b) => ({ ...b, ...next }));
    setErrors({});
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    const found = titleError(body);
    if (found) {
      setErrors({ [found.field]: t(found.key) });
      return;
    }
    void run(async () => {
      const clean = cleanBody(body);
      const res = title ? await updateTitle(title.id, clean, i18n.language) : await addTitle(clean, i18n.language);
      const message = apiErrorMessage(res, t);
      if (message) {
        const key = res.status === 400 ? (keyOfCode((res.data as { code?: unknown } | null)?.code) as MessageKey | null) : null;
        setErrors({ [(key && TITLE_FIELD_OF[key]) || 'form']: message });
        return false;
      }
      onSaved(res.data as InvoiceTitleView);
      return true;
    });
  }

  const text = (field: 'title' | 'taxNumber' | 'regAddress' | 'regPhone' | 'bankName' | 'bankAccount', required: boolean, extra: { hint?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' } = {}) => (
    <FormRow label={t(`invoice.field.${field === 'title' ? (unit ? 'unitTitle' : 'personTitle') : field}`)} required={required} error={errors[field]} hint={extra.hint}>
      {(c) => (
        <input {...c} type="text" value={body[field]} autoComplete={extra.autoComplete ?? 'off'} inputMode={extra.inputMode}
          onChange={(e) => set({ [field]: e.target.value })} />
      )}
    </FormRow>
  );

  return (
    <Modal
      title={t(title ? 'invoice.titles.edit' : 'invoice.titles.add')}
      onClose={onClose}
      width={620}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>{t('orders.ui.cancel')}</button>
          <button type="submit" form="invoice-title-form" className="btn btn--primary" disabled={pending}>{t('invoice.titles.save')}</button>
        </>
      }
    >
      <form id="invoice-title-form" className="inv-form" onSubmit={submit} noValidate>
        {errors.form && <p className="inv-form__error" role="alert">{errors.form}</p>}
        <fieldset className="inv-choice">
          <legend className="fld__label">{t('invoice.field.type')}</legend>
          {[INVOICE_TYPE.unit, INVOICE_TYPE.personal].map((v) => (
            <label key={v} className={`inv-choice__opt${body.invoiceType === v ? ' is-on' : ''}`}>
              <input type="radio" name="invoiceType" checked={body.invoiceType === v} onChange={() => set({ invoiceType: v, kind: v === INVOICE_TYPE.unit ? body.kind : INVOICE_KIND.ordinary })} />
              {t(`invoice.type.${v}`)}
            </label>
          ))}
        </fieldset>
        {unit && (
          <fieldset className="inv-choice">
            <legend className="fld__label">{t('invoice.field.kind')}</legend>
            {[INVOICE_KIND.ordinary, INVOICE_KIND.special].map((v) => (
              <label key={v} className={`inv-choice__opt${body.kind === v ? ' is-on' : ''}`}>
                <input type="radio" name="kind" checked={body.kind === v} onChange={() => set({ kind: v })} />
                {t(`invoice.kind.${v}`)}
              </label>
            ))}
            {errors.kind && <p className="inv-form__error" role="alert">{errors.kind}</p>}
          </fieldset>
        )}
        {text('title', true, { autoComplete: unit ? 'organization' : 'name' })}
        {unit && text('taxNumber', true, { hint: t('invoice.field.taxNumberHint') })}
        {unit && text('regAddress', special)}
        {unit && text('regPhone', special, { inputMode: 'tel' })}
        {unit && text('bankName', special)}
        {unit && text('bankAccount', special, { inputMode: 'numeric' })}
        <label className="inv-form__default">
          <input type="checkbox" checked={body.isDefault} onChange={(e) => set({ isDefault: e.target.checked })} />
          {t('invoice.titles.setDefault')}
        </label>
      </form>
    </Modal>
  );
}
