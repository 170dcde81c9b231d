// Change (or bind) the mobile (/user-center/uc-update-mobile): a code sent to the bound number when there is one,
// and a code sent to the new number.
import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { phoneRule, smsCodeRule, type UserInfo } from '@mall/shared';
import { clientApi } from '../../../lib/api';
import { useToast } from '../../../components/Toast';
import { Field } from '../Field';
import { useSendCode } from '../sms-code';
import { SmsCodeButton } from '../SmsCodeButton';
import { FIELD_KEYS, fieldMap, useAccountForm, useShowApiError, validate } from '../form';
import { SAVED_TOAST_MS } from './ProfileForm';

type MobileField = 'oldCode' | 'mobile' | 'code';
const FIELD_OF = fieldMap<MobileField>({
  mobile: FIELD_KEYS.mobile,
  code: FIELD_KEYS.code,
});
// with two codes in the form, a wrong or expired code cannot be told apart: it is a toast
const FIELD_OF_TWO_CODES = fieldMap<MobileField>({ mobile: FIELD_KEYS.mobile, code: ['account.codeRequired'] });
// the send of the old number's code refuses with these on the old-code row
const OLD_FIELD_OF = fieldMap<MobileField>({ oldCode: ['account.noMobile', ...FIELD_KEYS.code] });

export function UpdateMobileForm({ user }: { user: UserInfo }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const toast = useToast();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [oldCode, setOldCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const bound = user.userMobile;
  const { errors, setError, showApiError, pending, run, formRef, edit, passes, onSubmit } = useAccountForm<MobileField>(bound ? FIELD_OF_TWO_CODES : FIELD_OF);
  const sendNew = useSendCode(useShowApiError(setError, FIELD_OF), { setError, formRef });
  const sendOld = useSendCode(useShowApiError(setError, OLD_FIELD_OF));

  const submit = () =>
    run(async () => {
      const found = validate<MobileField>(t, [
        ['oldCode', bound ? smsCodeRule(oldCode) : null],
        ['mobile', phoneRule(mobile.trim())],
        ['code', smsCodeRule(code)],
      ]);
      if (!passes(found)) return false;
      const result = await clientApi('/p/user/updateMobile', {
        method: 'PUT',
        body: { mobile: mobile.trim(), code: code.trim(), ...(bound ? { oldCode: oldCode.trim() } : {}) },
        lang,
      });
      if (showApiError(result)) return false;
      toast.show(t('acct.mobile.saved'), SAVED_TOAST_MS, 'info');
      await revalidator.revalidate();
      await navigate('/user-center/security');
    });

  const codeInput = { inputMode: 'numeric', maxLength: 6, autoComplete: 'one-time-code' } as const;
  return (
    <section className="uc-card" aria-labelledby="uc-mobile-title">
      <h1 id="uc-mobile-title" className="uc-card__title">
        {bound ? t('acct.mobile.titleChange') : t('acct.mobile.titleBind')}
      </h1>
      <form ref={formRef} className="uc-form" noValidate onSubmit={onSubmit(submit)}>
        {bound && (
          <>
            <div className="uc-form__row">
              <span className="uc-form__label">{t('acct.mobile.current')}</span>
              <span className="uc-form__static">{bound}</span>
            </div>
            <Field
              className="uc-form__row"
              label={t('acct.mobile.oldCode')}
              {...codeInput}
              placeholder={t('acct.login.codePlaceholder')}
              value={oldCode}
              onValue={edit('oldCode', setOldCode)}
              error={errors.oldCode}
              suffix={<SmsCodeButton onSend={() => sendOld('/p/sms/sendUpdateMobileCode')} />}
            />
          </>
        )}
        <Field
          className="uc-form__row"
          label={t('acct.mobile.new')}
          type="tel"
          inputMode="numeric"
          maxLength={11}
          autoComplete="tel"
          placeholder={t('acct.login.mobilePlaceholder')}
          value={mobile}
          onValue={edit('mobile', setMobile)}
          error={errors.mobile}
        />
        <Field
          className="uc-form__row"
          label={t('acct.mobile.newCode')}
          {...codeInput}
          placeholder={t('acct.login.codePlaceholder')}
          value={code}
          onValue={edit('code', setCode)}
          error={errors.code}
          suffix={<SmsCodeButton onSend={() => sendNew('/p/sms/sendUpdateMobileCode', mobile)} />}
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
