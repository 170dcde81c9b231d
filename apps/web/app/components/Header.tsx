import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ShoppingCart } from 'lucide-react';
import { useShell } from '../lib/shell';
import { SearchBox } from './SearchBox';

/** Logo, the large search box with hot words, the cart button (count 0 while logged out). */
export function Header() {
  const { t } = useTranslation();
  const { config, hotWords } = useShell();
  const site = config?.siteName || t('site.name');
  const cartCount = 0;
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
        <SearchBox hotWords={hotWords} />
        <Link
          to="/cart"
          className="header__cart"
          aria-label={`${t('header.cart')} ${t('header.cartCount', { count: cartCount })}`}
        >
          <ShoppingCart size={18} aria-hidden="true" />
          <span>{t('header.cart')}</span>
          <span className="header__cart-count" aria-hidden="true">
            {cartCount}
          </span>
        </Link>
      </div>
    </header>
  );
}
