// The three invoice pages of the user centre, one tab each: my invoices, invoice an order, my titles.
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';

const TABS = [
  { to: '/user-center/uc-my-invoice', label: 'invoice.menu.mine' },
  { to: '/user-center/uc-order-invoice', label: 'invoice.menu.order' },
  { to: '/user-center/uc-invoice-title', label: 'invoice.menu.titles' },
] as const;

export function InvoiceTabs() {
  const { t } = useTranslation();
  return (
    <nav className="inv-tabs" aria-label={t('invoice.menu.group')}>
      {TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end className={({ isActive }) => `inv-tabs__tab${isActive ? ' is-current' : ''}`}>
          {t(tab.label)}
        </NavLink>
      ))}
    </nav>
  );
}
