// The user center's left menu, drawn from UC_MENU (menu.ts).
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentItem, UC_MENU, type UcMenuGroup } from './menu';

export function UcMenu({ menu = UC_MENU }: { menu?: UcMenuGroup[] }) {
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
