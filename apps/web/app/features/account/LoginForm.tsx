// The login form of the popup and of /login (SPEC §2, §4, §5): two tabs, account login and mobile login, with the
// rules of §5 shown under their fields, the terms box of the service switch, the 60 s SMS countdown, one submit at
// a time. On success the host decides where to go (popup: reload or home; page: ?redirect=).
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Lock, User } from 'lucide-react';
import { loginPasswordRule, phoneRule, smsCodeRule, usernameRule, type ServiceSwitch } from '@mall/shared';
import { sessionCall } from '../../lib/session';
import { Field } from './Field';
import { MobileCodeFields, useSendCode } from './sms-code';
import { TermsAgree, termsShown } from './TermsAgree';
import { FIELD_KEYS, fieldMap, useAccountForm, validate } from './form';

export type LoginTab = 'account' | 'mobile';
type LoginField = 'userName' | 'passWord' | 'mobile' | 'code' | 'terms';

const FIELD_OF = fieldMap<LoginField>({
  userName: FIELD_KEYS.userName,
  passWord: ['account.passwordRequired'],
  mobile: ['account.phoneInvalid', 'account.mobileNotRegistered'],
  code: FIELD_KEYS.code,
  terms: FIELD_KEYS.terms,
});

export interface LoginFormProps {
  serviceSwitch: ServiceSwitch | undefined;
  onSuccess(): void;
  initialTab?: LoginTab;
  /** 'popup': placeholders instead of visible labels, the register link may be a button of the host */
  variant?: 'popup' | 'page';
  /** the register link; the popup passes its own (it closes itself when the address changes) */
  registerHref?: string;
}

export function LoginForm({
  serviceSwitch,
  onSuccess,
  initialTab = 'account',
  variant = 'page',
  registerHref = '/register',
}: LoginFormProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [tab, setTab] = useState<LoginTab>(initialTab);
  const [userName, setUserName] = useState('');
  const [passWord, setPassWord] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const { errors, setErrors, setError, showApiError, pending, run, formRef, edit, passes, onSubmit } = useAccountForm<LoginField>(FIELD_OF);
  const send = useSendCode(showApiError, { setError, formRef });
  const tabRefs = useRef<Record<LoginTab, HTMLButtonElement | null>>({ account: null, mobile: null });
  const popup = variant === 'popup';
  const needTerms = termsShown(serviceSwitch);
  const base = popup ? 'login-popup' : 'login-page';

  const choose = (next: LoginTab) => {
    setTab(next);
    setErrors({});
  };

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight' && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    const next: LoginTab = tab === 'account' ? 'mobile' : 'account';
    choose(next);
    tabRefs.current[next]?.focus();
  };

  const submit = () =>
    run(async () => {
      const termsKey = needTerms && !agreed ? 'account.termsRequired' : null;
      const found =
        tab === 'account'
          ? validate<LoginField>(t, [
              ['userName', usernameRule(userName.trim())],
              ['passWord', loginPasswordRule(passWord)],
              ['terms', termsKey],
            ])
          : validate<LoginField>(t, [
              ['mobile', phoneRule(mobile.trim())],
              ['code', smsCodeRule(code)],
              ['terms', termsKey],
            ]);
      if (!passes(found)) return false;
      const result = await sessionCall(
        tab === 'account'
          ? { intent: 'login', userName: userName.trim(), passWord }
          : { intent: 'smsLogin', userName: mobile.trim(), passWord: code.trim() },
        lang,
      );
      if (showApiError(result)) return false;
      onSuccess();
      return true;
    });

  const tabId = (x: LoginTab) => `${base}-tab-${x}`;
  const panelId = `${base}-panel`;

  return (
    <div className={`login-form login-form--${variant}`}>
      <div className="login-form__tabs" role="tablist" aria-label={t('acct.login.tabs')}>
        {(['account', 'mobile'] as const).map((x) => (
          <button
            key={x}
            ref={(el) => {
              tabRefs.current[x] = el;
            }}
            id={tabId(x)}
            type="button"
            role="tab"
            aria-selected={tab === x}
            aria-controls={panelId}
            tabIndex={tab === x ? 0 : -1}
            className={`login-form__tab${tab === x ? ' is-active' : ''}`}
            onClick={() => choose(x)}
            onKeyDown={onTabKey}
          >
            {t(x === 'account' ? 'acct.login.tabAccount' : 'acct.login.tabMobile')}
          </button>
        ))}
      </div>
      {/* the tab panel is a box around the form: a form may not take the tabpanel role */}
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(tab)}>
        <form ref={formRef} noValidate onSubmit={onSubmit(submit)}>
          {tab === 'account' ? (
            <>
              <Field
                key="userName"
                label={t('acct.login.userName')}
                hideLabel={popup}
                icon={<User size={16} />}
                placeholder={t('acct.login.userNamePlaceholder')}
                autoComplete="username"
                value={userName}
                onValue={edit('userName', setUserName)}
                error={errors.userName}
                data-autofocus
              />
              <Field
                key="passWord"
                label={t('acct.login.password')}
                hideLabel={popup}
                icon={<Lock size={16} />}
                type="password"
                placeholder={t('acct.login.passwordPlaceholder')}
                autoComplete="current-password"
                value={passWord}
                onValue={edit('passWord', setPassWord)}
                error={errors.passWord}
              />
            </>
          ) : (
            <MobileCodeFields
              mobile={mobile}
              code={code}
              onMobile={edit('mobile', setMobile)}
              onCode={edit('code', setCode)}
              errors={errors}
              onSend={() => send('/sms/sendLoginCode', mobile)}
              mobilePlaceholder={t('acct.login.mobilePlaceholder')}
              hideLabel={popup}
              codeHint={t('acct.login.smsHint')}
              autoFocus
            />
          )}
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
            {pending ? t('acct.login.submitting') : t('acct.login.submit')}
          </button>
        </form>
      </div>
      <div className="login-form__footer">
        <Link to="/forget-password">{t('acct.login.forgot')}</Link>
        <span>
          {t('acct.login.noAccount')} <Link to={registerHref}>{t('acct.login.register')}</Link>
        </span>
      </div>
    </div>
  );
}
