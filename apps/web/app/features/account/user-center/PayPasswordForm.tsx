// Set or change the 6-digit payment password (/user-center/uc-paypw): the current one is needed once one is set.
import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { confirmRule, payPasswordRule, type UserInfo } from '@mall/shared';
import { clientApi } from '../../../lib/api';
import { useToast } from '../../../components/Toast';
import { Field } from '../Field';
import { fieldMap, useAccountForm, validate } from '../form';
import { SAVED_TOAST_MS } from './ProfileForm';

type PayField = 'old' | 'payPassword' | 'confirm';
const FIELD_OF = fieldMap<PayField>({
  old: ['account.payPasswordWrong'],
  payPassword: ['account.payPasswordRule'],
  confirm: ['account.passwordMismatch'],
});

export function PayPasswordForm({ user }: { user: UserInfo }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const toast = useToast();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [old, setOld] = useState('');
  const [payPassword, setPayPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { errors, showApiError, pending, run, formRef, edit, passes, onSubmit } = useAccountForm<PayField>(FIELD_OF);
  const hasOld = user.isSetPayPassword;

  const submit = () =>
    run(async () => {
      const found = validate<PayField>(t, [
        ['old', hasOld ? payPasswordRule(old) : null],
        ['payPassword', payPasswordRule(payPassword)],
        ['confirm', confirmRule(payPassword, confirm)],
      ]);
      if (!passes(found)) return false;
      const result = await clientApi('/p/user/payPassword', {
        method: 'PUT',
        body: { ...(hasOld ? { oldPayPassword: old } : {}), payPassword, confirmPayPassword: confirm },
        lang,
      });
      if (showApiError(result)) return false;
      toast.show(t('acct.paypw.saved'), SAVED_TOAST_MS, 'info');
      await revalidator.revalidate();
      await navigate('/user-center/security');
    });

  const digits = { type: 'password', inputMode: 'numeric', maxLength: 6, autoComplete: 'off' } as const;
  return (
    <section className="uc-card" aria-labelledby="uc-paypw-title">
      <h1 id="uc-paypw-title" className="uc-card__title">
        {hasOld ? t('acct.paypw.titleChange') : t('acct.paypw.titleSet')}
      </h1>
      <form ref={formRef} className="uc-form" noValidate onSubmit={onSubmit(submit)}>
        {hasOld && (
          <Field
            className="uc-form__row"
            label={t('acct.paypw.old')}
            {...digits}
            value={old}
            onValue={edit('old', setOld)}
            error={errors.old}
          />
        )}
        <Field
          className="uc-form__row"
          label={t('acct.paypw.new')}
          {...digits}
          value={payPassword}
          onValue={edit('payPassword', setPayPassword)}
          error={errors.payPassword}
          hint={t('acct.paypw.hint')}
        />
        <Field
          className="uc-form__row"
          label={t('acct.paypw.confirm')}
          {...digits}
          value={confirm}
          onValue={edit('confirm', setConfirm)}
          error={errors.confirm}
        />
        <div className="uc-form__actions">
          <button type="submit" className="btn btn--primary" aria-disabled={pending || undefined}>
            {pending ? t('acct.common.submitting') : t('acct.common.confirm')}
          </button>
        </div>
      </form>
    </section>
  );
}
