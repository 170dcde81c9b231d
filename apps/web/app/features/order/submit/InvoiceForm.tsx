// The invoice request of the checkout (SPEC §3, §5): none, personal (a name) or unit (the unit's name and its
// taxpayer number: the 18-character unified social credit code with its check character). Errors show under their field.
import { useTranslation } from 'react-i18next';
import { FormRow } from '../ui/FormRow';
import type { InvoiceChoice, InvoiceField } from './checkout-rules';

export interface InvoiceState {
  choice: InvoiceChoice;
  title: string;
  taxNumber: string;
}

const CHOICES: InvoiceChoice[] = [0, 1, 2];

export function InvoiceForm({
  value,
  errors,
  onChange,
}: {
  value: InvoiceState;
  errors: Partial<Record<InvoiceField, string>>;
  onChange(next: InvoiceState, field: InvoiceField): void;
}) {
  const { t } = useTranslation();
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
              onChange={() => onChange({ ...value, choice: c }, 'type')}
            />
            {t(`orders.invoice.choice${c}`)}
          </label>
        ))}
      </div>
      {value.choice !== 0 && (
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
                onChange={(e) => onChange({ ...value, title: e.target.value }, 'title')}
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
                  onChange={(e) => onChange({ ...value, taxNumber: e.target.value }, 'taxNumber')}
                />
              )}
            </FormRow>
          )}
        </div>
      )}
    </div>
  );
}
