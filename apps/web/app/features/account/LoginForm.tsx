// The login form of the popup and of /login (SPEC §2, §4, §5): two tabs, account login and mobile login, with the
// rules of §5 shown under their fields, the terms box of the service switch, the 60 s SMS countdown, one submit at
// a time. On success the host decides where to go (popup: reload or home; page: ?redirect=).
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Lock, MessageSquareText, Smartphone, User } from 'lucide-react';
import { loginPasswordRule, phoneRule, smsCodeRule, usernameRule, type ServiceSwitch } from '@mall/shared';
import { clientApi } from '../../lib/api';
import { sessionCall } from '../../lib/session';
import { useToast } from '../../components/Toast';
import { Field } from './Field';
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

export type LoginTab = 'account' | 'mobile';
type LoginField = 'userName' | 'passWord' | 'mobile' | 'code' | 'terms';

const FIELD_OF = fieldMap<LoginField>({
  userName: FIELD_KEYS.userName,
  passWord: ['account.passwordRequired'],
  mobile: ['account.phoneInvalid', 'account.mobileNotRegistered'],
  code: FIELD_KEYS.code,
  terms: FIELD_KEYS.terms,
});

export const SMS_SENT_TOAST_MS = 2000;

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
  const toast = useToast();
  const [tab, setTab] = useState<LoginTab>(initialTab);
  const [userName, setUserName] = useState('');
  const [passWord, setPassWord] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const { errors, setErrors, setError } = useFieldErrors<LoginField>();
  const showApiError = useShowApiError(setError, FIELD_OF);
  const { pending, run } = useSubmitGuard();
  const formRef = useRef<HTMLFormElement>(null);
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

  async function sendCode(): Promise<boolean> {
    const key = phoneRule(mobile.trim());
    setError('mobile', key ? t(key) : null);
    if (key) {
      focusFirstError(formRef.current);
      return false;
    }
    const result = await clientApi('/sms/sendLoginCode', { method: 'POST', body: { mobile: mobile.trim() }, lang });
    if (showApiError(result)) return false;
    toast.show(t('acct.sms.sent'), SMS_SENT_TOAST_MS, 'info');
    return true;
  }

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
      setErrors(found);
      if (hasErrors(found)) {
        // let React paint aria-invalid first
        queueMicrotask(() => focusFirstError(formRef.current));
        return false;
      }
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
        <form
          ref={formRef}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
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
                onValue={(v) => {
                  setUserName(v);
                  setError('userName', null);
                }}
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
                onValue={(v) => {
                  setPassWord(v);
                  setError('passWord', null);
                }}
                error={errors.passWord}
              />
            </>
          ) : (
            <>
              <Field
                key="mobile"
                label={t('acct.login.mobile')}
                hideLabel={popup}
                icon={<Smartphone size={16} />}
                type="tel"
                inputMode="numeric"
                placeholder={t('acct.login.mobilePlaceholder')}
                autoComplete="tel"
                maxLength={11}
                value={mobile}
                onValue={(v) => {
                  setMobile(v);
                  setError('mobile', null);
                }}
                error={errors.mobile}
                data-autofocus
              />
              <Field
                key="code"
                label={t('acct.login.code')}
                hideLabel={popup}
                icon={<MessageSquareText size={16} />}
                inputMode="numeric"
                placeholder={t('acct.login.codePlaceholder')}
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onValue={(v) => {
                  setCode(v);
                  setError('code', null);
                }}
                error={errors.code}
                hint={t('acct.login.smsHint')}
                suffix={<SmsCodeButton onSend={sendCode} />}
              />
            </>
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
