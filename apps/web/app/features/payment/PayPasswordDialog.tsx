// Balance payment's payment-password dialog: six digits (SPEC: uc-paypw sets them), the amount, and the API's answer
// shown in place — a wrong password, the lockout after 5 wrong tries, 'Insufficient balance! The current balance
// is:'. Without a payment password the dialog sends the buyer to set one.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { payPasswordRule, type PaymentStatus } from '@mall/shared';
import { apiErrorMessage } from '../../lib/api-error';
import type { ApiResult } from '../../lib/context';
import { Price } from '../../components/Price';
import { Dialog } from './Dialog';
import { SET_PAY_PASSWORD } from './api';

const LENGTH = 6;

export interface PayPasswordDialogProps {
  /** fen to pay */
  amount: number;
  isSetPayPassword: boolean;
  /** the balance payment call */
  pay(payPassword: string): Promise<ApiResult<PaymentStatus>>;
  onPaid(status: PaymentStatus): void;
  /** the orders can no longer be paid (expired, changed): the page shows why */
  onOrdersChanged(): void;
  onClose(): void;
}

const ORDER_GONE = new Set(['ORDER_EXPIRED', 'ORDER_STATUSCHANGED']);

export function PayPasswordDialog({ amount, isSetPayPassword, pay, onPaid, onOrdersChanged, onClose }: PayPasswordDialogProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (pending) return;
    const rule = payPasswordRule(value);
    if (rule) {
      setError(t(rule));
      return;
    }
    setPending(true);
    const result = await pay(value);
    setPending(false);
    if (result.status === 200) {
      onPaid(result.data);
      return;
    }
    const code = (result.data as { code?: string } | null)?.code;
    setValue('');
    setError(apiErrorMessage(result, t));
    if (code && ORDER_GONE.has(code)) onOrdersChanged();
  };

  return (
    <Dialog title={t('payment.password.title')} onClose={onClose}>
      {isSetPayPassword ? (
        <form className="pay-password" onSubmit={(e) => void submit(e)} noValidate>
          <p className="pay-password__amount">
            {t('payment.password.amount')} <Price fen={amount} size="lg" />
          </p>
          <label htmlFor="pay-password-input" className="pay-password__label">
            {t('payment.password.label')}
          </label>
          <div className={`pay-password__boxes${error ? ' is-error' : ''}`}>
            <input
              id="pay-password-input"
              data-autofocus
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={LENGTH}
              value={value}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'pay-password-error' : 'pay-password-hint'}
              onChange={(e) => {
                setValue(e.target.value.replace(/\D/g, '').slice(0, LENGTH));
                setError(null);
              }}
            />
            {Array.from({ length: LENGTH }, (_, i) => (
              <span key={i} className={`pay-password__box${i === value.length ? ' is-current' : ''}`} aria-hidden="true">
                {i < value.length ? '●' : ''}
              </span>
            ))}
          </div>
          {error ? (
            <p id="pay-password-error" className="pay-password__error" role="alert">
              {error}
            </p>
          ) : (
            <p id="pay-password-hint" className="pay-password__hint">
              {t('payment.password.hint')}
            </p>
          )}
          <div className="pay-password__actions">
            <Link to={SET_PAY_PASSWORD} className="pay-password__forgot">
              {t('payment.password.forgot')}
            </Link>
            <button type="submit" className="btn btn--primary btn--lg" aria-disabled={pending || undefined}>
              {pending ? t('payment.password.paying') : t('payment.password.confirm')}
            </button>
          </div>
        </form>
      ) : (
        <div className="pay-password pay-password--unset">
          <p>{t('payment.password.notSet')}</p>
          <div className="pay-password__actions">
            <button type="button" className="btn" onClick={onClose}>
              {t('payment.common.cancel')}
            </button>
            <Link to={SET_PAY_PASSWORD} className="btn btn--primary" data-autofocus>
              {t('payment.password.setNow')}
            </Link>
          </div>
        </div>
      )}
    </Dialog>
  );
}
