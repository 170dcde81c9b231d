// Fixed right-side quick menu (SPEC §2): login, register, consult, favourites (needs login), back to top.
// Logged out, login and favourites open the login popup (the links stay for when scripts are not there yet);
// logged in, login becomes the user center and favourites go to the collection.
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowUp, Headset, Heart, User, UserPlus } from 'lucide-react';
import { loginHref, useSessionUser } from '../lib/session';
import { useLoginPopup } from '../features/account/LoginPopup';
import { chatHref } from '../features/chat/href';

export function loginRedirectHref(location: { pathname: string; search: string }): string {
  return loginHref(`${location.pathname}${location.search}`);
}

export const COLLECTION_PATH = '/user-center/uc-collection';

/** Whether the window has scrolled more than one screen down (false on the server and before the first scroll). */
export function useScrolledAScreen(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const check = () => setScrolled(window.scrollY > window.innerHeight);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, []);
  return scrolled;
}

export function QuickMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  const user = useSessionUser();
  const popup = useLoginPopup();
  const openPopup = (e: { preventDefault(): void }) => {
    e.preventDefault();
    popup.open();
  };
  // Below 1232 px the page reaches the window's edge: there the menu is only the back-to-top button, shown once the
  // page has scrolled a screen down (layout.css), so it never sits over the first screen's content.
  const scrolled = useScrolledAScreen();
  return (
    <nav className={`quick${scrolled ? ' is-scrolled' : ''}`} aria-label={t('quick.label')}>
      <ul>
        {user ? (
          <li>
            <Link to="/user-center" className="quick__item" aria-label={t('acct.quick.userCenter')}>
              <User size={20} aria-hidden="true" />
              <span className="quick__label">{t('acct.quick.userCenter')}</span>
            </Link>
          </li>
        ) : (
          <>
            <li>
              <Link
                to={loginRedirectHref(location)}
                className="quick__item"
                aria-label={t('quick.login')}
                aria-haspopup="dialog"
                onClick={openPopup}
              >
                <User size={20} aria-hidden="true" />
                <span className="quick__label">{t('quick.login')}</span>
              </Link>
            </li>
            <li>
              <Link to="/register" className="quick__item" aria-label={t('quick.register')}>
                <UserPlus size={20} aria-hidden="true" />
                <span className="quick__label">{t('quick.register')}</span>
              </Link>
            </li>
          </>
        )}
        <li>
          {/* consult: the mall's own customer service (/chat, issue 15) */}
          <Link to={chatHref({ platform: true })} className="quick__item" aria-label={t('quick.consult')}>
            <Headset size={20} aria-hidden="true" />
            <span className="quick__label">{t('quick.consult')}</span>
          </Link>
        </li>
        <li>
          {user ? (
            <Link to={COLLECTION_PATH} className="quick__item" aria-label={t('quick.favorites')}>
              <Heart size={20} aria-hidden="true" />
              <span className="quick__label">{t('quick.favorites')}</span>
            </Link>
          ) : (
            <Link
              to={loginRedirectHref(location)}
              className="quick__item"
              aria-label={t('quick.favorites')}
              aria-haspopup="dialog"
              onClick={openPopup}
            >
              <Heart size={20} aria-hidden="true" />
              <span className="quick__label">{t('quick.favorites')}</span>
            </Link>
          )}
        </li>
        <li className="quick__top">
          <button
            type="button"
            className="quick__item"
            aria-label={t('quick.top')}
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
