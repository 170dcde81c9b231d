// Category nav bar: the all-categories button with its panel, then the site nav (home first, zones, links).
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LayoutGrid, X } from 'lucide-react';
import type { NavItem } from '@mall/shared';
import { useShell } from '../lib/shell';
import { useCategoryTree } from '../lib/categories';
import { CategoryPanel } from './CategoryPanel';
import { navItemActive } from '../lib/nav-active';
import { tabActive, useHeaderTab } from '../lib/header-tab';

function NavEntry({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  const location = useLocation();
  const tab = useHeaderTab();
  if (item.isOut) {
    return (
      <a href={item.uri} target="_blank" rel="noopener noreferrer">
        {item.name}
        <span className="sr-only">{t('nav.externalLink')}</span>
      </a>
    );
  }
  // not NavLink: it ignores the query, which lit up every zone entry at once on one zone's page
  // ...or the entry of the page's header tab type (SPEC §2): /secdetail/5 lights the flash-sale entry
  const active = navItemActive(item.uri, location) || tabActive(item.uri, tab);
  return (
    <Link to={item.uri || '/'} className={active ? 'active' : undefined} aria-current={active ? 'page' : undefined}>
      {item.name}
    </Link>
  );
}

/**
 * `pinned`: the home page shows the panel open beside the banner, so the button only opens the phone drawer.
 * Elsewhere the panel drops down on hover or keyboard focus (and on click), and is a drawer on small screens.
 * The tree is not in the page: it loads when the panel is first about to open (lib/categories.ts).
 */
export function CategoryNav({ pinned = false }: { pinned?: boolean }) {
  const { t } = useTranslation();
  const { nav, lang } = useShell();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const categories = useCategoryTree(lang, wanted || open);
  const want = () => setWanted(true);
  const panelId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Close the drawer when the page changes.
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    // As a drawer (small screens) the panel takes the focus, and gives it back to the button when closed.
    const close = closeRef.current;
    const isDrawer = close !== null && close.offsetParent !== null;
    if (isDrawer) close.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      if (isDrawer) buttonRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="catnav">
      <div className="container catnav__inner">
        <div
          className={`catnav__all${pinned ? ' is-pinned' : ''}${open ? ' is-open' : ''}`}
          onMouseLeave={() => setOpen(false)}
          onMouseEnter={want}
          onFocus={want}
          onTouchStart={want}
        >
          <button
            ref={buttonRef}
            type="button"
            className="catnav__button"
            aria-expanded={open}
            aria-controls={(!pinned || open) && categories ? panelId : undefined}
            onClick={() => setOpen((o) => !o)}
          >
            <LayoutGrid size={16} aria-hidden="true" />
            <span>{t('nav.allCategories')}</span>
          </button>
          {/* On the home page the panel is already open beside the banner: the copy here is only the phone drawer. */}
          {(!pinned || open) && categories && (
            <div className="catnav__dropdown">
              <div className="catnav__drawer-head">
                <span>{t('nav.categories')}</span>
                <button
                  ref={closeRef}
                  type="button"
                  className="icon-button"
                  onClick={() => {
                    setOpen(false);
                    buttonRef.current?.focus();
                  }}
                  aria-label={t('nav.closeCategories')}
                >
                  <X size={18} aria-hidden="true" />
                </button>
              </div>
              <CategoryPanel categories={categories} id={panelId} label={t('nav.allCategories')} />
            </div>
          )}
          {open && <div className="catnav__backdrop" onClick={() => setOpen(false)} aria-hidden="true" />}
        </div>
        <nav className="catnav__site" aria-label={t('nav.siteNav')}>
          <ul>
            {nav.map((item) => (
              <li key={item.id}>
                <NavEntry item={item} />
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
