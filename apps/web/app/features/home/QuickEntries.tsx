// The row of entries under the banner: the site nav's activity pages (flash sale, group buy, coupons, zones...).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BadgePercent, Gift, ShoppingBag, Sparkles, Ticket, Users, Zap, type LucideIcon } from 'lucide-react';
import type { NavItem } from '@mall/shared';

function iconFor(item: NavItem): LucideIcon {
  const uri = item.uri;
  if (item.type === 'zone' || uri.startsWith('/zone')) return Sparkles;
  if (uri.startsWith('/flash-sale')) return Zap;
  if (uri.startsWith('/group-buy')) return Users;
  if (uri.startsWith('/coupons')) return Ticket;
  if (uri.startsWith('/special-discount')) return BadgePercent;
  if (uri.includes('integral')) return Gift;
  return ShoppingBag;
}

export function QuickEntries({ nav }: { nav: NavItem[] }) {
  const { t } = useTranslation();
  const entries = nav.filter((n) => n.uri && n.uri !== '/').slice(0, 8);
  if (entries.length === 0) return null;
  return (
    <nav className="entries" aria-label={t('home.entries')}>
      <ul>
        {entries.map((item) => {
          const Icon = iconFor(item);
          const body = (
            <>
              <span className="entries__icon">
                <Icon size={18} aria-hidden="true" />
              </span>
              <span className="entries__name">{item.name}</span>
            </>
          );
          return (
            <li key={item.id}>
              {item.isOut ? (
                <a href={item.uri} target="_blank" rel="noopener noreferrer" title={item.name}>
                  {body}
                </a>
              ) : (
                <Link to={item.uri} title={item.name}>
                  {body}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
