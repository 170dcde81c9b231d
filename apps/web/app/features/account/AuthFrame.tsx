// Frame of the login, register and forgot-password pages (policy layout: footer only): a slim brand bar with the
// logo, the page's name, the language switch and a way home; the form in a card beside a short welcome panel.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BadgeCheck, Headset, ShieldCheck, Truck } from 'lucide-react';
import { useShell } from '../../lib/shell';
import { LangSwitch } from '../../components/LangSwitch';
import './account.css';

export function AuthFrame({ title, heading, children }: { title: string; heading: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { config, lang } = useShell();
  const site = config?.siteName || t('site.name');
  return (
    <div className="auth">
      <div className="auth__bar">
        <div className="container auth__bar-inner">
          <div className="auth__brand">
            <Link to="/" className="auth__logo">
              {config?.pcLogoImg ? (
                <img src={config.pcLogoImg} alt={t('site.logoAlt', { site })} width={150} height={48} />
              ) : (
                site
              )}
            </Link>
            <span className="auth__title">{title}</span>
          </div>
          <div className="auth__bar-right">
            <LangSwitch lang={lang} />
            <Link to="/">{t('acct.frame.home')}</Link>
          </div>
        </div>
      </div>
      <div className="auth__stage">
        <div className="container auth__inner">
          <section className="auth__welcome" aria-hidden="true">
            <p className="auth__welcome-title">{t('acct.frame.welcome', { site })}</p>
            <p className="auth__welcome-sub">{t('acct.frame.welcomeSub')}</p>
            <ul className="auth__promises">
              <li>
                <BadgeCheck size={22} />
                {t('footer.genuine')}
              </li>
              <li>
                <Truck size={22} />
                {t('footer.delivery')}
              </li>
              <li>
                <Headset size={22} />
                {t('footer.service')}
              </li>
              <li>
                <ShieldCheck size={22} />
                {t('acct.frame.safe')}
              </li>
            </ul>
          </section>
          <section className="auth__card" aria-labelledby="auth-heading">
            <h1 id="auth-heading" className="auth__heading">
              {heading}
            </h1>
            {children}
          </section>
        </div>
      </div>
    </div>
  );
}
