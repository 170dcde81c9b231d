import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Phone } from 'lucide-react';
import { useShell } from '../lib/shell';
import { browser } from '../lib/browser';
import { logout, useSessionUser } from '../lib/session';
import { LangSwitch } from './LangSwitch';
import { MyShopLink } from '../features/account/user-center/MyShopLink';
import { InboxLink } from '../features/inbox/InboxLink';
import { LevelBadge } from '../features/membership/LevelBadge';
import { ChatUnreadLink } from '../features/chat/UnreadLink';

/**
 * Thin grey bar (SPEC §2): the greeting with the nickname, the user center and logout — or login and register links;
 * "my shop" following the shop status; the seller centre (console); the hotline; the language switch. Logout revokes the token, clears the cookies and local storage, goes home (§4).
 * A named navigation landmark, so none of its content sits outside landmarks.
 */
export function TopBar() {
  const { t } = useTranslation();
  const { config, lang } = useShell();
  const user = useSessionUser();
  const [leaving, setLeaving] = useState(false);
  const site = config?.siteName || t('site.name');

  async function onLogout() {
    if (leaving) return;
    setLeaving(true);
    await logout(lang);
    browser.assign('/');
  }

  return (
    <nav className="topbar" aria-label={t('topbar.label')}>
      <div className="container topbar__inner">
        {user ? (
          <p className="topbar__welcome">
            <span>{t('acct.topbar.greeting', { name: user.nickName })}</span>
            <LevelBadge />
            <Link to="/user-center" className="topbar__login">
              {t('acct.topbar.userCenter')}
            </Link>
            <ChatUnreadLink lang={lang} className="topbar__chat" />
            <InboxLink lang={lang} className="topbar__inbox" />
            <MyShopLink />
            <button type="button" className="topbar__logout" onClick={() => void onLogout()} disabled={leaving}>
              {t('acct.topbar.logout')}
            </button>
          </p>
        ) : (
          <p className="topbar__welcome">
            <span>{t('topbar.welcome', { site })}</span>
            <Link to="/login" className="topbar__login">
              {t('topbar.login')}
            </Link>
            <Link to="/register">{t('topbar.register')}</Link>
          </p>
        )}
        <div className="topbar__right">
          {/* the B2B demand and service hall (decision 029): in the top bar, as B2B malls have it (the nav row is full in English) */}
          <Link className="topbar__seller" to="/demand/demand-hall">
            {t('demand.topbar')}
          </Link>
          {/* the console is its own app (not a storefront route): a full page load */}
          <a className="topbar__seller" href="/console/">
            {t('acct.topbar.sellerCentre')}
          </a>
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
    </nav>
  );
}
