// The user center's left menu, drawn from UC_MENU (menu.ts). On phones (≤ 640 px, user-center.css) the groups fold
// behind one button naming the current page, so the page's own content is in the first screen; the button is hidden
// and the groups always shown on wider screens.
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronDown, Menu } from 'lucide-react';
import { currentItem, UC_MENU, type UcMenuGroup } from './menu';

/** `badges`: unread counts by item address (e.g. new after-sales notices on 退款/售后). */
export function UcMenu({ menu = UC_MENU, badges = {} }: { menu?: UcMenuGroup[]; badges?: Record<string, number> }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = currentItem(menu, pathname);
  // the address at which the folded menu was opened: a page chosen from it closes it again
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const groupsId = useId();
  const unread = Object.values(badges).reduce((sum, n) => sum + Math.max(0, n), 0);
  return (
    <nav className={`uc-menu${open ? ' is-open' : ''}`} aria-label={t('acct.menu.label')}>
      <button
        type="button"
        className="uc-menu__toggle"
        aria-expanded={open}
        aria-controls={groupsId}
        onClick={() => setOpenAt(open ? null : pathname)}
      >
        <Menu size={16} aria-hidden="true" />
        <span className="uc-menu__toggle-text">
          {t('acct.menu.toggle')}
          {current && <span className="uc-menu__toggle-current">{t(current.label)}</span>}
        </span>
        {unread > 0 && (
          <>
            <span className="uc-menu__badge" aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
            <span className="sr-only">{t('acct.menu.unread', { count: unread })}</span>
          </>
        )}
        <ChevronDown size={16} aria-hidden="true" className="uc-menu__chevron" />
      </button>
      <div id={groupsId} className="uc-menu__groups">
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
      </div>
    </nav>
  );
}
