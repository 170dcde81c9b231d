import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ShoppingCart } from 'lucide-react';
import { useShell } from '../lib/shell';
import { useSessionUser } from '../lib/session';
import { useLoginPopup } from '../features/account/LoginPopup';
import { useCartCount } from '../features/cart/cart-count';
import { SearchBox, searchShownFor } from './SearchBox';
import { LangSwitch } from './LangSwitch';

/**
 * Logo, the large search box with hot words, the cart button (count 0 while logged out). The cart needs a login
 * (SPEC §6): logged out, the button opens the login popup. The cart link's accessible name holds its visible text.
 */
export function Header() {
  const { t } = useTranslation();
  const { config, hotWords, lang } = useShell();
  const user = useSessionUser();
  const popup = useLoginPopup();
  const site = config?.siteName || t('site.name');
  const count = useCartCount();
  const cartCount = user ? count : 0;
  const location = useLocation();
  const shown = searchShownFor(location.pathname, location.search);
  return (
    <header className="header">
      <div className="container header__inner">
        <Link to="/" className="header__logo">
          {config?.pcLogoImg ? (
            <img src={config.pcLogoImg} alt={t('site.logoAlt', { site })} width={180} height={60} />
          ) : (
            <span className="header__logo-text">{site}</span>
          )}
        </Link>
        {/* the phone's language switch beside the logo (the top bar is hidden there: features/phone/phone.css) */}
        <div className="header__lang">
          <LangSwitch lang={lang} />
        </div>
        <SearchBox
          key={`${shown.type}:${shown.text}`}
          hotWords={hotWords}
          initialText={shown.text}
          initialType={shown.type}
        />
        <Link
          to="/cart"
          className="header__cart"
          aria-haspopup={user ? undefined : 'dialog'}
          onClick={(e) => {
            if (user) return;
            e.preventDefault();
            popup.open();
          }}
        >
          <ShoppingCart size={18} aria-hidden="true" />
          <span>{t('header.cart')}</span>{' '}
          {/* the name is the visible text ("我的购物车 8") with a hidden unit: "我的购物车 8 件商品" */}
          <span className="header__cart-count">{cartCount}</span>{' '}
          <span className="sr-only">{t('header.cartUnits')}</span>
        </Link>
      </div>
    </header>
  );
}
