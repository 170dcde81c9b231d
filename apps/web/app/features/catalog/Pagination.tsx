// Page links of a list: previous, numbers with gaps, next. The page is in the address (page=).
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { listHref } from './list-params';

/** Page numbers to show: first, last, and two on each side of the current one; 0 marks a gap. */
export function pageWindow(current: number, pages: number): number[] {
  const out: number[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - current) <= 2) out.push(p);
    else if (out[out.length - 1] !== 0) out.push(0);
  }
  return out;
}

export function Pagination({ current, pages, param = 'page' }: { current: number; pages: number; param?: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (pages <= 1) return null;
  const q = new URLSearchParams(search);
  const href = (p: number) => {
    if (param === 'page') return listHref(pathname, q, { page: p });
    const next = new URLSearchParams(q);
    if (p > 1) next.set(param, String(p));
    else next.delete(param);
    const s = next.toString();
    return s ? `${pathname}?${s}` : pathname;
  };
  return (
    <nav className="pager" aria-label={t('catalog.pager.label')}>
      {current > 1 ? (
        <Link to={href(current - 1)} className="pager__step" rel="prev">
          <ChevronLeft size={14} aria-hidden="true" />
          {t('catalog.pager.prev')}
        </Link>
      ) : (
        <span className="pager__step is-disabled" aria-disabled="true">
          <ChevronLeft size={14} aria-hidden="true" />
          {t('catalog.pager.prev')}
        </span>
      )}
      {pageWindow(current, pages).map((p, i) =>
        p === 0 ? (
          <span key={`gap-${i}`} className="pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={p}
            to={href(p)}
            className={p === current ? 'is-active' : undefined}
            aria-current={p === current ? 'page' : undefined}
            aria-label={t('catalog.pager.page', { n: p })}
          >
            {p}
          </Link>
        ),
      )}
      {current < pages ? (
        <Link to={href(current + 1)} className="pager__step" rel="next">
          {t('catalog.pager.next')}
          <ChevronRight size={14} aria-hidden="true" />
        </Link>
      ) : (
        <span className="pager__step is-disabled" aria-disabled="true">
          {t('catalog.pager.next')}
          <ChevronRight size={14} aria-hidden="true" />
        </span>
      )}
    </nav>
  );
}
