// Fixed right-side quick menu (SPEC §2): login, register, consult, favourites (needs login), back to top.
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowUp, Headset, Heart, User, UserPlus } from 'lucide-react';
import { useShell } from '../lib/shell';

export function loginRedirectHref(location: { pathname: string; search: string }): string {
  return `/login?${new URLSearchParams({ redirect: `${location.pathname}${location.search}` })}`;
}

export function QuickMenu() {
  const { t } = useTranslation();
  const { config } = useShell();
  const location = useLocation();
  return (
    <nav className="quick" aria-label={t('quick.label')}>
      <ul>
        <li>
          <Link to="/login" className="quick__item">
            <User size={20} aria-hidden="true" />
            <span className="quick__label">{t('quick.login')}</span>
          </Link>
        </li>
        <li>
          <Link to="/register" className="quick__item">
            <UserPlus size={20} aria-hidden="true" />
            <span className="quick__label">{t('quick.register')}</span>
          </Link>
        </li>
        {config?.consultUrl && (
          <li>
            <a href={config.consultUrl} target="_blank" rel="noopener noreferrer" className="quick__item">
              <Headset size={20} aria-hidden="true" />
              <span className="quick__label">{t('quick.consult')}</span>
            </a>
          </li>
        )}
        <li>
          {/* Favourites need a login; while accounts are not there yet every visitor is logged out. */}
          <Link to={loginRedirectHref(location)} className="quick__item">
            <Heart size={20} aria-hidden="true" />
            <span className="quick__label">{t('quick.favorites')}</span>
          </Link>
        </li>
        <li className="quick__top">
          <button
            type="button"
            className="quick__item"
            onClick={() => {
              const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
              window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
              document.getElementById('main')?.focus({ preventScroll: true });
            }}
          >
            <ArrowUp size={20} aria-hidden="true" />
            <span className="quick__label">{t('quick.top')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
