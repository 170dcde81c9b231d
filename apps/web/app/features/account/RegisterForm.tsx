// Registration (/register and /logine, SPEC §2, §5): by mobile with an SMS code, or by username; password 6-20
// half-width characters of at least two kinds, the confirmation matching, the terms of the service switch agreed.
// Success logs the new user in and goes on after about 3 seconds (SPEC §9).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageSquareText, Smartphone, User } from 'lucide-react';
import { confirmRule, passwordRule, phoneRule, smsCodeRule, usernameRule, type ServiceSwitch } from '@mall/shared';
import { clientApi } from '../../lib/api';
import { browser } from '../../lib/browser';
import { sessionCall } from '../../lib/session';
import { useToast } from '../../components/Toast';
import { useRedirectCountdown } from './countdown';
import { DonePanel, REDIRECT_SECONDS } from './DonePanel';
import { Field } from './Field';
import { NewPasswordFields } from './NewPasswordFields';
import { SMS_SENT_TOAST_MS } from './LoginForm';
import { SmsCodeButton } from './SmsCodeButton';
import { TermsAgree, termsShown } from './TermsAgree';
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

type RegisterTab = 'mobile' | 'username';
type RegisterField = 'userName' | 'mobile' | 'code' | 'passWord' | 'confirm' | 'terms';

const FIELD_OF = fieldMap<RegisterField>({
  userName: FIELD_KEYS.userName,
  mobile: ['account.phoneInvalid', 'account.mobileTaken'],
  code: FIELD_KEYS.code,
  passWord: FIELD_KEYS.passWord,
  confirm: FIELD_KEYS.confirm,
  terms: FIELD_KEYS.terms,
});

export function RegisterForm({
  serviceSwitch,
  next = '/',
  onLogin,
}: {
  serviceSwitch: ServiceSwitch | undefined;
  /** where to go after registering */
  next?: string;
  /** the "log in" link (opens the login popup) */
  onLogin(): void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const toast = useToast();
  const [tab, setTab] = useState<RegisterTab>('mobile');
  const [userName, setUserName] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [passWord, setPassWord] = useState('');
  const [confirm, setConfirm] = useState('');
  const [agreed, setAgreed] = useState(false);
  const { errors, setErrors, setError } = useFieldErrors<RegisterField>();
  const showApiError = useShowApiError(setError, FIELD_OF);
  const { pending, run } = useSubmitGuard();
  const formRef = useRef<HTMLFormElement>(null);
  const needTerms = termsShown(serviceSwitch);
  const done = useRedirectCountdown(() => browser.assign(next));

  const edit = (field: RegisterField, set: (v: string) => void) => (v: string) => {
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
    const result = await clientApi('/sms/sendRegisterCode', { method: 'POST', body: { mobile: mobile.trim() }, lang });
    if (showApiError(result)) return false;
    toast.show(t('acct.sms.sent'), SMS_SENT_TOAST_MS, 'info');
    return true;
  }

  const submit = () =>
    run(async () => {
      const byMobile = tab === 'mobile';
      const found = validate<RegisterField>(t, [
        byMobile ? ['mobile', phoneRule(mobile.trim())] : ['userName', usernameRule(userName.trim())],
        ['code', byMobile ? smsCodeRule(code) : null],
        ['passWord', passwordRule(passWord)],
        ['confirm', confirmRule(passWord, confirm)],
        ['terms', needTerms && !agreed ? 'account.termsRequired' : null],
      ]);
      setErrors(found);
      if (hasErrors(found)) {
        queueMicrotask(() => focusFirstError(formRef.current));
        return false;
      }
      const result = await sessionCall(
        {
          intent: 'register',
          userName: byMobile ? mobile.trim() : userName.trim(),
          passWord,
          confirmPassWord: confirm,
          ...(byMobile ? { code: code.trim() } : {}),
          ...(needTerms ? { agreed } : {}),
        },
        lang,
      );
      if (showApiError(result)) return false;
      done.start(REDIRECT_SECONDS);
      return true;
    });

  if (done.active) {
    return (
      <DonePanel
        title={t('acct.register.doneTitle')}
        message={t('acct.register.done', { seconds: done.left })}
        href={next}
        onGo={() => browser.assign(next)}
      />
    );
  }

  return (
    <div className="login-form login-form--page">
      <div className="login-form__tabs" role="tablist" aria-label={t('acct.register.tabs')}>
        {(['mobile', 'username'] as const).map((x) => (
          <button
            key={x}
            id={`register-tab-${x}`}
            type="button"
            role="tab"
            aria-selected={tab === x}
            aria-controls="register-panel"
            tabIndex={tab === x ? 0 : -1}
            className={`login-form__tab${tab === x ? ' is-active' : ''}`}
            onClick={() => {
              setTab(x);
              setErrors({});
            }}
            onKeyDown={(e) => {
              if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
              e.preventDefault();
              const other = x === 'mobile' ? 'username' : 'mobile';
              setTab(other);
              setErrors({});
              document.getElementById(`register-tab-${other}`)?.focus();
            }}
          >
            {t(x === 'mobile' ? 'acct.register.tabMobile' : 'acct.register.tabUsername')}
          </button>
        ))}
      </div>
      {/* the tab panel is a box around the form: a form may not take the tabpanel role */}
      <div id="register-panel" role="tabpanel" aria-labelledby={`register-tab-${tab}`}>
        <form
          ref={formRef}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {tab === 'mobile' ? (
            <>
              <Field
                key="mobile"
                label={t('acct.login.mobile')}
                icon={<Smartphone size={16} />}
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
                key="code"
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
            </>
          ) : (
            <Field
              key="userName"
              label={t('acct.register.userName')}
              icon={<User size={16} />}
              autoComplete="username"
              placeholder={t('acct.register.userNamePlaceholder')}
              value={userName}
              onValue={edit('userName', setUserName)}
              error={errors.userName}
            />
          )}
          <NewPasswordFields
            label={t('acct.login.password')}
            password={passWord}
            confirm={confirm}
            onPassword={edit('passWord', setPassWord)}
            onConfirm={edit('confirm', setConfirm)}
            passwordError={errors.passWord}
            confirmError={errors.confirm}
          />
          <TermsAgree
            serviceSwitch={serviceSwitch}
            checked={agreed}
            onChange={(v) => {
              setAgreed(v);
              setError('terms', null);
            }}
            error={errors.terms}
          />
          <button type="submit" className="btn btn--primary login-form__submit" aria-disabled={pending || undefined}>
            {pending ? t('acct.register.submitting') : t('acct.register.submit')}
          </button>
        </form>
      </div>
      <div className="login-form__footer login-form__footer--end">
        <span>
          {t('acct.register.haveAccount')}{' '}
          <button type="button" className="link-button" onClick={onLogin}>
            {t('acct.register.login')}
          </button>
        </span>
      </div>
    </div>
  );
}
