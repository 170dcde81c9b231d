// Page links of a list: previous, numbers with gaps, next. The page number is in the address (`page=` unless named).
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import './pagination.css';

/** Page numbers to show: first, last, and two on each side of the current one; 0 marks a gap. */
export function pageWindow(current: number, pages: number): number[] {
  const out: number[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - current) <= 2) out.push(p);
    else if (out[out.length - 1] !== 0) out.push(0);
  }
  return out;
}

/** The address of page `p`: the current address with `param` set (page 1 drops it), other query names kept. */
export function pageHref(pathname: string, search: string, param: string, p: number): string {
  const q = new URLSearchParams(search);
  if (p > 1) q.set(param, String(p));
  else q.delete(param);
  const s = q.toString();
  return s ? `${pathname}?${s}` : pathname;
}

/** `param`: the query name of the page number (the user center's index pages its orders by currentPage, SPEC §2). */
export function Pagination({ current, pages, param = 'page' }: { current: number; pages: number; param?: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (pages <= 1) return null;
  const step = (p: number, rel: 'prev' | 'next') => {
    const icon = rel === 'prev' ? <ChevronLeft size={14} aria-hidden="true" /> : <ChevronRight size={14} aria-hidden="true" />;
    const body = (
      <>
        {rel === 'prev' && icon}
        {t(`pager.${rel}`)}
        {rel === 'next' && icon}
      </>
    );
    return p >= 1 && p <= pages ? (
      <Link to={pageHref(pathname, search, param, p)} className="pager__step" rel={rel}>
        {body}
      </Link>
    ) : (
      <span className="pager__step is-disabled" aria-disabled="true">
        {body}
      </span>
    );
  };
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      {step(current - 1, 'prev')}
      {pageWindow(current, pages).map((p, i): ReactNode =>
        p === 0 ? (
          <span key={`gap-${i}`} className="pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={p}
            to={pageHref(pathname, search, param, p)}
            className={p === current ? 'is-active' : undefined}
            aria-current={p === current ? 'page' : undefined}
            aria-label={t('pager.page', { n: p })}
          >
            {p}
          </Link>
        ),
      )}
      {step(current + 1, 'next')}
    </nav>
  );
}
