// The phone's bottom tab bar (issue 16): home, categories, cart with its count, me. Always in the page, shown only at
// phone widths by CSS (phone.css), so the server's HTML lays out the same before and after hydration (no layout
// shift, no script needed). Logged out, the cart and "me" lead to the login page with a way back (the cart needs a
// login, SPEC §6); the links work without scripts.
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { House, LayoutGrid, ShoppingCart, User } from 'lucide-react';
import { loginHref, useSessionUser } from '../../lib/session';
import { useCartCount } from '../cart/cart-count';
import './phone.css';

export const CATEGORIES_PATH = '/categories';

type Tab = 'home' | 'categories' | 'cart' | 'me';

/** Which tab the address belongs to (none for the other pages). */
export function activeTab(pathname: string): Tab | null {
  if (pathname === '/') return 'home';
  if (pathname === CATEGORIES_PATH) return 'categories';
  if (pathname === '/cart') return 'cart';
  if (pathname === '/user-center' || pathname.startsWith('/user-center/')) return 'me';
  return null;
}

export function TabBar() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const count = useCartCount();
  const { pathname } = useLocation();
  const active = activeTab(pathname);
  const cartCount = user ? count : 0;
  const item = (tab: Tab, to: string, icon: React.ReactNode, label: React.ReactNode) => (
    <li>
      <Link
        to={to}
        className={`tabbar__item${active === tab ? ' is-active' : ''}`}
        aria-current={active === tab ? 'page' : undefined}
      >
        {icon}
        {label}
      </Link>
    </li>
  );
  return (
    <nav className="tabbar" aria-label={t('phone.tabs')}>
      <ul>
        {item('home', '/', <House size={22} aria-hidden="true" />, <span>{t('phone.home')}</span>)}
        {item('categories', CATEGORIES_PATH, <LayoutGrid size={22} aria-hidden="true" />, <span>{t('phone.categories')}</span>)}
        {item(
          'cart',
          user ? '/cart' : loginHref('/cart'),
          <span className="tabbar__icon">
            <ShoppingCart size={22} aria-hidden="true" />
            {cartCount > 0 && (
              <span className="tabbar__badge" aria-hidden="true">
                {cartCount > 99 ? '99+' : cartCount}
              </span>
            )}
          </span>,
          <span>
            {t('phone.cart')}
            {cartCount > 0 && <span className="sr-only"> {cartCount} {t('header.cartUnits')}</span>}
          </span>,
        )}
        {item('me', user ? '/user-center' : loginHref('/user-center'), <User size={22} aria-hidden="true" />, <span>{t('phone.me')}</span>)}
      </ul>
    </nav>
  );
}
