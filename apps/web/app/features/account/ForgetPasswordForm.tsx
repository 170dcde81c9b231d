// Forgot password (/forget-password, SPEC §2, §5, §9): a code sent to the bound mobile sets a new password; every
// session of the account ends, and the page goes to /login after about 3 seconds, counting them down.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageSquareText, Smartphone } from 'lucide-react';
import { confirmRule, passwordRule, phoneRule, smsCodeRule } from '@mall/shared';
import { clientApi } from '../../lib/api';
import { browser } from '../../lib/browser';
import { useToast } from '../../components/Toast';
import { useRedirectCountdown } from './countdown';
import { DonePanel, REDIRECT_SECONDS } from './DonePanel';
import { Field } from './Field';
import { NewPasswordFields } from './NewPasswordFields';
import { SMS_SENT_TOAST_MS } from './LoginForm';
import { SmsCodeButton } from './SmsCodeButton';
import {
  FIELD_KEYS,
  fieldMap,
  focusFirstError,
  hasErrors,
  useFieldErrors,
  useShowApiError,
  useSubmitGuard,
  validate,
} from './form';

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
  const toast = useToast();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [passWord, setPassWord] = useState('');
  const [confirm, setConfirm] = useState('');
  const { errors, setErrors, setError } = useFieldErrors<ForgetField>();
  const showApiError = useShowApiError(setError, FIELD_OF);
  const { pending, run } = useSubmitGuard();
  const formRef = useRef<HTMLFormElement>(null);
  const done = useRedirectCountdown(() => browser.assign('/login'));

  const edit = (field: ForgetField, set: (v: string) => void) => (v: string) => {
    set(v);
    setError(field, null);
  };

  async function sendCode(): Promise<boolean> {
    const key = phoneRule(mobile.trim());
    setError('mobile', key ? t(key) : null);
    if (key) {
      focusFirstError(formRef.current);
      return false;
    }
    const result = await clientApi('/sms/sendForgetPasswordCode', {
      method: 'POST',
      body: { mobile: mobile.trim() },
      lang,
    });
    if (showApiError(result)) return false;
    toast.show(t('acct.sms.sent'), SMS_SENT_TOAST_MS, 'info');
    return true;
  }

  const submit = () =>
    run(async () => {
      const found = validate<ForgetField>(t, [
        ['mobile', phoneRule(mobile.trim())],
        ['code', smsCodeRule(code)],
        ['passWord', passwordRule(passWord)],
        ['confirm', confirmRule(passWord, confirm)],
      ]);
      setErrors(found);
      if (hasErrors(found)) {
        queueMicrotask(() => focusFirstError(formRef.current));
        return false;
      }
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
    <form
      ref={formRef}
      className="login-form login-form--page"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Field
        label={t('acct.login.mobile')}
        icon={<Smartphone size={16} />}
        type="tel"
        inputMode="numeric"
        maxLength={11}
        autoComplete="tel"
        placeholder={t('acct.forgot.mobilePlaceholder')}
        value={mobile}
        onValue={edit('mobile', setMobile)}
        error={errors.mobile}
      />
      <Field
        label={t('acct.login.code')}
        icon={<MessageSquareText size={16} />}
        inputMode="numeric"
        maxLength={6}
        autoComplete="one-time-code"
        placeholder={t('acct.login.codePlaceholder')}
        value={code}
        onValue={edit('code', setCode)}
        error={errors.code}
        suffix={<SmsCodeButton onSend={sendCode} />}
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
