// The top-up form of uc-balance: the amount in yuan (SPEC §5: required; §9: at most 100,000 yuan a time — the shared
// rechargeInputRule, the API checks the same), a few quick amounts, WeChat Pay (by the pay switch) → /weixin-pay.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { rechargeInputRule, yuanToFen } from '@mall/shared';
import { apiErrorMessage } from '../../lib/api-error';
import { Field } from '../account/Field';
import { recharge, weixinPayHref } from './api';
import { usePaySwitch } from './pay-switch';

export const QUICK_AMOUNTS = [100, 500, 1000, 5000] as const;

export function RechargeForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const paySwitch = usePaySwitch();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const off = paySwitch !== null && !paySwitch.wxPaySwitch;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const key = rechargeInputRule(amount);
    if (key) {
      setError(t(key));
      document.getElementById('recharge-amount')?.focus();
      return;
    }
    setPending(true);
    const res = await recharge(yuanToFen(amount)!, i18n.language);
    setPending(false);
    if (res.status === 200) {
      await navigate(weixinPayHref(res.data.payNo));
      return;
    }
    setError(apiErrorMessage(res, t) ?? undefined);
  };

  return (
    <form className="uc-form recharge" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="recharge-title">
      <Field
        id="recharge-amount"
        className="uc-form__row"
        label={t('payment.balance.amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('payment.balance.placeholder')}
        value={amount}
        onValue={(v) => {
          setAmount(v.trim());
          setError(undefined);
        }}
        error={error}
        hint={t('payment.balance.limit')}
        suffix={<span className="recharge__unit">{t('payment.balance.yuan')}</span>}
      />
      <div className="uc-form__row">
        <span className="uc-form__label" id="recharge-quick">
          {t('payment.balance.quick')}
        </span>
        <div className="recharge__quick" role="group" aria-labelledby="recharge-quick">
          {QUICK_AMOUNTS.map((q) => (
            <button
              key={q}
              type="button"
              className={`recharge__chip${amount === String(q) ? ' is-active' : ''}`}
              aria-pressed={amount === String(q)}
              onClick={() => {
                setAmount(String(q));
                setError(undefined);
              }}
            >
              {t('payment.balance.quickAmount', { amount: q })}
            </button>
          ))}
        </div>
      </div>
      <div className="uc-form__row">
        <span className="uc-form__label">{t('payment.balance.way')}</span>
        <p className="uc-form__static recharge__way">{off ? t('payment.balance.wayOff') : t('payment.method.wechat')}</p>
      </div>
      <div className="uc-form__actions">
        <button type="submit" className="btn btn--primary" disabled={off} aria-disabled={pending || undefined}>
          {pending ? t('payment.balance.submitting') : t('payment.balance.submit')}
        </button>
      </div>
    </form>
  );
}
