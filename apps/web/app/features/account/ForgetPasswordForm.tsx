// Forgot password (/forget-password, SPEC §2, §5, §9): a code sent to the bound mobile sets a new password; every
// session of the account ends, and the page goes to /login after about 3 seconds, counting them down.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmRule, passwordRule, phoneRule, smsCodeRule } from '@mall/shared';
import { clientApi } from '../../lib/api';
import { browser } from '../../lib/browser';
import { useRedirectCountdown } from './countdown';
import { DonePanel, REDIRECT_SECONDS } from './DonePanel';
import { NewPasswordFields } from './NewPasswordFields';
import { MobileCodeFields, useSendCode } from './sms-code';
import { FIELD_KEYS, fieldMap, useAccountForm, validate } from './form';

type ForgetField = 'mobile' | 'code' | 'passWord' | 'confirm';
const FIELD_OF = fieldMap<ForgetField>({
  mobile: ['account.phoneInvalid', 'account.mobileNotRegistered'],
  code: FIELD_KEYS.code,
  passWord: FIELD_KEYS.passWord,
  confirm: FIELD_KEYS.confirm,
});

export function ForgetPasswordForm() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [passWord, setPassWord] = useState('');
  const [confirm, setConfirm] = useState('');
  const { errors, setError, showApiError, pending, run, formRef, edit, passes, onSubmit } = useAccountForm<ForgetField>(FIELD_OF);
  const send = useSendCode(showApiError, { setError, formRef });
  const done = useRedirectCountdown(() => browser.assign('/login'));

  const submit = () =>
    run(async () => {
      const found = validate<ForgetField>(t, [
        ['mobile', phoneRule(mobile.trim())],
        ['code', smsCodeRule(code)],
        ['passWord', passwordRule(passWord)],
        ['confirm', confirmRule(passWord, confirm)],
      ]);
      if (!passes(found)) return false;
      const result = await clientApi('/user/forgetPassword', {
        method: 'PUT',
        body: { mobile: mobile.trim(), code: code.trim(), passWord, confirmPassWord: confirm },
        lang,
      });
      if (showApiError(result)) return false;
      done.start(REDIRECT_SECONDS);
      return true;
    });

  if (done.active) {
    return (
      <DonePanel
        title={t('acct.forgot.doneTitle')}
        message={t('acct.forgot.done', { seconds: done.left })}
        href="/login"
        onGo={() => browser.assign('/login')}
      />
    );
  }

  return (
    <form ref={formRef} className="login-form login-form--page" noValidate onSubmit={onSubmit(submit)}>
      <MobileCodeFields
        mobile={mobile}
        code={code}
        onMobile={edit('mobile', setMobile)}
        onCode={edit('code', setCode)}
        errors={errors}
        onSend={() => send('/sms/sendForgetPasswordCode', mobile)}
        mobilePlaceholder={t('acct.forgot.mobilePlaceholder')}
      />
      <NewPasswordFields
        label={t('acct.forgot.newPassword')}
        password={passWord}
        confirm={confirm}
        onPassword={edit('passWord', setPassWord)}
        onConfirm={edit('confirm', setConfirm)}
        passwordError={errors.passWord}
        confirmError={errors.confirm}
      />
      <button type="submit" className="btn btn--primary login-form__submit" aria-disabled={pending || undefined}>
        {pending ? t('acct.forgot.submitting') : t('acct.forgot.submit')}
      </button>
    </form>
  );
}
