// The user center's left menu, drawn from UC_MENU (menu.ts).
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentItem, UC_MENU, type UcMenuGroup } from './menu';

/** `badges`: unread counts by item address (e.g. new after-sales notices on 退款/售后). */
export function UcMenu({ menu = UC_MENU, badges = {} }: { menu?: UcMenuGroup[]; badges?: Record<string, number> }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = currentItem(menu, pathname);
  return (
    <nav className="uc-menu" aria-label={t('acct.menu.label')}>
      {menu.map((group) => (
        <div key={group.title} className="uc-menu__group">
          <h2 className="uc-menu__title">{t(group.title)}</h2>
          <ul>
            {group.items.map((item) => {
              const Icon = item.icon;
              const active = item === current;
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className={`uc-menu__link${active ? ' is-active' : ''}`}
                    aria-current={active ? 'page' : undefined}
                  >
                    {Icon && <Icon size={15} aria-hidden="true" />}
                    {t(item.label)}
                    {(badges[item.to] ?? 0) > 0 && (
                      <>
                        <span className="uc-menu__badge" aria-hidden="true">
                          {badges[item.to]! > 99 ? '99+' : badges[item.to]}
                        </span>
                        <span className="sr-only">{t('acct.menu.unread', { count: badges[item.to] })}</span>
                      </>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
