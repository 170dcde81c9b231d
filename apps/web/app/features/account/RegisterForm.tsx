// Registration (/register and /logine, SPEC §2, §5): by mobile with an SMS code, or by username; password 6-20
// half-width characters of at least two kinds, the confirmation matching, the terms of the service switch agreed.
// Success logs the new user in and goes on after about 3 seconds (SPEC §9).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { User } from 'lucide-react';
import { confirmRule, passwordRule, phoneRule, smsCodeRule, usernameRule, type ServiceSwitch } from '@mall/shared';
import { browser } from '../../lib/browser';
import { sessionCall } from '../../lib/session';
import { useRedirectCountdown } from './countdown';
import { DonePanel, REDIRECT_SECONDS } from './DonePanel';
import { Field } from './Field';
import { NewPasswordFields } from './NewPasswordFields';
import { MobileCodeFields, useSendCode } from './sms-code';
import { TermsAgree, termsShown } from './TermsAgree';
import { FIELD_KEYS, fieldMap, useAccountForm, validate } from './form';

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
  const [tab, setTab] = useState<RegisterTab>('mobile');
  const [userName, setUserName] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [passWord, setPassWord] = useState('');
  const [confirm, setConfirm] = useState('');
  const [agreed, setAgreed] = useState(false);
  const { errors, setErrors, setError, showApiError, pending, run, formRef, edit, passes, onSubmit } = useAccountForm<RegisterField>(FIELD_OF);
  const send = useSendCode(showApiError, { setError, formRef });
  const needTerms = termsShown(serviceSwitch);
  const done = useRedirectCountdown(() => browser.assign(next));

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
      if (!passes(found)) return false;
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
        <form ref={formRef} noValidate onSubmit={onSubmit(submit)}>
          {tab === 'mobile' ? (
            <MobileCodeFields
              mobile={mobile}
              code={code}
              onMobile={edit('mobile', setMobile)}
              onCode={edit('code', setCode)}
              errors={errors}
              onSend={() => send('/sms/sendRegisterCode', mobile)}
              mobilePlaceholder={t('acct.login.mobilePlaceholder')}
            />
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
