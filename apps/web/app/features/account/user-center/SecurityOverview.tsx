// Account security (/user-center/security): login password set?, bound mobile (masked), payment password set?,
// each with the page that changes it, and "log out everywhere" (every token of the user revoked).
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { KeyRound, LogOut, Smartphone, WalletCards } from 'lucide-react';
import type { UserInfo } from '@mall/shared';
import { browser } from '../../../lib/browser';
import { logout } from '../../../lib/session';
import { useApiErrorToast } from '../../../components/use-api-error-toast';

export function SecurityOverview({ user }: { user: UserInfo }) {
  const { t, i18n } = useTranslation();
  const showError = useApiErrorToast();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  const rows = [
    {
      key: 'password',
      icon: KeyRound,
      title: t('acct.security.loginPassword'),
      desc: t('acct.security.loginPasswordDesc'),
      state: user.isSetPassword ? t('acct.security.set') : t('acct.security.notSet'),
      ok: user.isSetPassword,
      to: '/user-center/uc-password',
      action: user.isSetPassword ? t('acct.security.change') : t('acct.security.setUp'),
    },
    {
      key: 'mobile',
      icon: Smartphone,
      title: t('acct.security.mobile'),
      desc: t('acct.security.mobileDesc'),
      state: user.userMobile ?? t('acct.security.mobileNone'),
      ok: !!user.userMobile,
      to: '/user-center/uc-update-mobile',
      action: user.userMobile ? t('acct.security.changeMobile') : t('acct.security.bind'),
    },
    {
      key: 'paypw',
      icon: WalletCards,
      title: t('acct.security.payPassword'),
      desc: t('acct.security.payPasswordDesc'),
      state: user.isSetPayPassword ? t('acct.security.set') : t('acct.security.notSet'),
      ok: user.isSetPayPassword,
      to: '/user-center/uc-paypw',
      action: user.isSetPayPassword ? t('acct.security.change') : t('acct.security.setUp'),
    },
  ];

  async function logoutAll() {
    if (pending) return;
    setPending(true);
    const result = await logout(i18n.language, 'logoutAll');
    if (showError(result)) {
      setPending(false);
      return;
    }
    browser.assign('/login');
  }

  return (
    <section className="uc-card" aria-labelledby="uc-security-title">
      <h1 id="uc-security-title" className="uc-card__title">
        {t('acct.security.title')}
      </h1>
      <ul className="uc-security">
        {rows.map((r) => (
          <li key={r.key} className="uc-security__row">
            <r.icon size={22} aria-hidden="true" className="uc-security__icon" />
            <div className="uc-security__text">
              <h2>{r.title}</h2>
              <p className="uc-muted">{r.desc}</p>
            </div>
            <span className={`uc-security__state${r.ok ? ' is-ok' : ''}`}>{r.state}</span>
            <Link to={r.to} className="btn btn--sm" aria-label={`${r.action} ${r.title}`}>
              {r.action}
            </Link>
          </li>
        ))}
        <li className="uc-security__row">
          <LogOut size={22} aria-hidden="true" className="uc-security__icon" />
          <div className="uc-security__text">
            <h2>{t('acct.security.logoutAll')}</h2>
            <p className="uc-muted">{t('acct.security.logoutAllDesc')}</p>
          </div>
          {confirming ? (
            <span className="uc-security__confirm" role="group" aria-label={t('acct.security.logoutAll')}>
              <span>{t('acct.security.logoutAllConfirm')}</span>
              <button
                type="button"
                className="btn btn--sm btn--primary"
                onClick={() => void logoutAll()}
                disabled={pending}
              >
                {t('acct.security.logoutAllYes')}
              </button>
              <button type="button" className="btn btn--sm" onClick={() => setConfirming(false)} disabled={pending}>
                {t('acct.common.cancel')}
              </button>
            </span>
          ) : (
            <button type="button" className="btn btn--sm" onClick={() => setConfirming(true)}>
              {t('acct.security.logoutAllButton')}
            </button>
          )}
        </li>
      </ul>
    </section>
  );
}
