import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Phone } from 'lucide-react';
import { useShell } from '../lib/shell';
import { LangSwitch } from './LangSwitch';

/** Thin grey bar: greeting and login/register (accounts come later, so always logged out), hotline, language. */
export function TopBar() {
  const { t } = useTranslation();
  const { config, lang } = useShell();
  const site = config?.siteName || t('site.name');
  return (
    <div className="topbar">
      <div className="container topbar__inner">
        <p className="topbar__welcome">
          <span>{t('topbar.welcome', { site })}</span>
          <Link to="/login" className="topbar__login">
            {t('topbar.login')}
          </Link>
          <Link to="/register">{t('topbar.register')}</Link>
        </p>
        <div className="topbar__right">
          {config?.hotline && (
            <a className="topbar__hotline" href={`tel:${config.hotline.replace(/[^\d+]/g, '')}`}>
              <Phone size={12} aria-hidden="true" />
              <span>{t('topbar.hotline')}</span>
              <strong>{config.hotline}</strong>
            </a>
          )}
          <LangSwitch lang={lang} />
        </div>
      </div>
    </div>
  );
}
