// Page links of my orders: previous, numbers with gaps, next; the page is ?page= in the address.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';

/** Page numbers to show: first, last and two on each side of the current one; 0 marks a gap. */
export function pageWindow(current: number, pages: number): number[] {
  const out: number[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - current) <= 2) out.push(p);
    else if (out[out.length - 1] !== 0) out.push(0);
  }
  return out;
}

/** `param`: the query name of the page number (the user center's index pages its orders by currentPage, SPEC §2). */
export function Pager({ current, pages, param = 'page' }: { current: number; pages: number; param?: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (pages <= 1) return null;
  const href = (p: number) => {
    const q = new URLSearchParams(search);
    if (p > 1) q.set(param, String(p));
    else q.delete(param);
    const s = q.toString();
    return s ? `${pathname}?${s}` : pathname;
  };
  const step = (p: number, label: string, icon: ReactNode, rel: 'prev' | 'next') =>
    p >= 1 && p <= pages ? (
      <Link to={href(p)} className="opager__step" rel={rel}>
        {rel === 'prev' && icon}
        {label}
        {rel === 'next' && icon}
      </Link>
    ) : (
      <span className="opager__step is-disabled" aria-disabled="true">
        {rel === 'prev' && icon}
        {label}
        {rel === 'next' && icon}
      </span>
    );
  return (
    <nav className="opager" aria-label={t('orders.list.pages')}>
      {step(current - 1, t('orders.list.prev'), <ChevronLeft size={14} aria-hidden="true" />, 'prev')}
      {pageWindow(current, pages).map((p, i) =>
        p === 0 ? (
          <span key={`gap-${i}`} className="opager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={p}
            to={href(p)}
            className={p === current ? 'is-active' : undefined}
            aria-current={p === current ? 'page' : undefined}
            aria-label={t('orders.list.page', { n: p })}
          >
            {p}
          </Link>
        ),
      )}
      {step(current + 1, t('orders.list.next'), <ChevronRight size={14} aria-hidden="true" />, 'next')}
    </nav>
  );
}
