// The invoice request of the checkout (SPEC §3, §5): none, personal (a name) or unit (the unit's name and its
// taxpayer number: the 18-character unified social credit code with its check character). Errors show under their field.
// The buyer's saved titles (uc-invoice-title, issue 17) are offered for the chosen type, the default one preselected;
// "new title" types one as before. A saved title fills the same title and number, so the same rules check it.
import { useTranslation } from 'react-i18next';
import type { InvoiceTitleView } from '@mall/shared';
import { FormRow } from '../ui/FormRow';
import type { InvoiceChoice, InvoiceField } from './checkout-rules';

export interface InvoiceState {
  choice: InvoiceChoice;
  title: string;
  taxNumber: string;
  /** the saved title chosen (its title and number are the ones above), or null: typed */
  savedId?: number | null;
}

const CHOICES: InvoiceChoice[] = [0, 1, 2];
const typeOf = (x: InvoiceTitleView): InvoiceChoice => (x.invoiceType === 2 ? 2 : 1);
const fromSaved = (x: InvoiceTitleView): InvoiceState => ({ choice: typeOf(x), title: x.title, taxNumber: x.taxNumber, savedId: x.id });

/** The checkout's first invoice choice: the default saved title (else the first), or none when nothing is saved. */
export function initialInvoice(titles: InvoiceTitleView[]): InvoiceState {
  const pick = titles.find((x) => x.isDefault) ?? titles[0];
  return pick ? fromSaved(pick) : { choice: 0, title: '', taxNumber: '', savedId: null };
}

export function InvoiceForm({
  value,
  errors,
  onChange,
  titles = [],
}: {
  value: InvoiceState;
  errors: Partial<Record<InvoiceField, string>>;
  onChange(next: InvoiceState, field: InvoiceField): void;
  titles?: InvoiceTitleView[];
}) {
  const { t } = useTranslation();
  const saved = titles.filter((x) => value.choice !== 0 && typeOf(x) === value.choice);
  const typed = value.savedId == null;
  /** Another type: its default (or first) saved title, else the typed fields (emptied when they held a saved one). */
  const chooseType = (c: InvoiceChoice) => {
    const of = titles.filter((x) => typeOf(x) === c);
    const pick = c === 0 ? undefined : (of.find((x) => x.isDefault) ?? of[0]);
    onChange(pick ? fromSaved(pick) : { choice: c, title: typed ? value.title : '', taxNumber: typed ? value.taxNumber : '', savedId: null }, 'type');
  };
  return (
    <div className="co-invoice">
      <div className="co-invoice__types" role="radiogroup" aria-label={t('orders.invoice.type')}>
        {CHOICES.map((c) => (
          <label key={c} className={`co-chip${value.choice === c ? ' is-chosen' : ''}`}>
            <input
              type="radio"
              name="co-invoice"
              className="sr-only"
              checked={value.choice === c}
              onChange={() => chooseType(c)}
            />
            {t(`orders.invoice.choice${c}`)}
          </label>
        ))}
      </div>
      {saved.length > 0 && (
        <div className="co-invoice__saved" role="radiogroup" aria-label={t('orders.invoice.saved')}>
          {saved.map((x) => (
            <label key={x.id} className={`co-chip co-chip--title${value.savedId === x.id ? ' is-chosen' : ''}`}>
              <input type="radio" name="co-invoice-title" className="sr-only" checked={value.savedId === x.id} onChange={() => onChange(fromSaved(x), 'type')} />
              <span className="co-chip__title">{x.title}</span>
              {x.taxNumber && <span className="co-chip__sub">{x.taxNumber}</span>}
              {x.isDefault && <span className="co-chip__tag">{t('orders.invoice.default')}</span>}
            </label>
          ))}
          <label className={`co-chip${typed ? ' is-chosen' : ''}`}>
            <input type="radio" name="co-invoice-title" className="sr-only" checked={typed} onChange={() => onChange({ choice: value.choice, title: '', taxNumber: '', savedId: null }, 'type')} />
            {t('orders.invoice.newTitle')}
          </label>
        </div>
      )}
      {value.choice !== 0 && typed && (
        <div className="co-invoice__fields">
          <FormRow
            label={t(value.choice === 2 ? 'orders.invoice.unitTitle' : 'orders.invoice.personalTitle')}
            required
            error={errors.title}
          >
            {(c) => (
              <input
                {...c}
                type="text"
                value={value.title}
                placeholder={t(value.choice === 2 ? 'orders.invoice.unitHint' : 'orders.invoice.personalHint')}
                onChange={(e) => onChange({ ...value, title: e.target.value, savedId: null }, 'title')}
              />
            )}
          </FormRow>
          {value.choice === 2 && (
            <FormRow
              label={t('orders.invoice.taxNumber')}
              required
              error={errors.taxNumber}
              hint={t('orders.invoice.taxNumberHint')}
            >
              {(c) => (
                <input
                  {...c}
                  type="text"
                  value={value.taxNumber}
                  autoCapitalize="characters"
                  spellCheck={false}
                  onChange={(e) => onChange({ ...value, taxNumber: e.target.value, savedId: null }, 'taxNumber')}
                />
              )}
            </FormRow>
          )}
        </div>
      )}
    </div>
  );
}
