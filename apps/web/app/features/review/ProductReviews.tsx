// The reviews of the product page: the summary (positive rate, count, with photos), filter tabs with their counts
// (all / with photos / good / medium / bad) and a paged list, loaded in the browser when the filter or page changes.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, MessageSquareText } from 'lucide-react';
import { REVIEW_FILTERS, type ProdReviewPage, type ReviewFilter } from '@mall/shared';
import { useApiErrorToast } from '../../components/use-api-error-toast';
import { prodReviews } from './api';
import { ReviewItem } from './ReviewItem';
import '../../components/pagination.css';
import './review.css';

const countOf = (s: ProdReviewPage['summary'], f: ReviewFilter) =>
  f === 'all' ? s.count : f === 'pics' ? s.withPics : s[f];

export function ProductReviews({ prodId, initial }: { prodId: number; initial: ProdReviewPage }) {
  const { t, i18n } = useTranslation();
  const failed = useApiErrorToast();
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const [page, setPage] = useState(initial);
  const [busy, setBusy] = useState(false);
  const { summary } = page;

  async function load(f: ReviewFilter, current: number) {
    if (busy) return;
    setBusy(true);
    const res = await prodReviews(prodId, f, current, i18n.language);
    setBusy(false);
    if (failed(res)) return;
    setFilter(f);
    setPage(res.data);
  }

  if (summary.count === 0) {
    return (
      <div className="reviews-empty">
        <div className="reviews-empty__score" aria-hidden="true">
          <strong>—</strong>
          <span>{t('review.summary.rate')}</span>
        </div>
        <MessageSquareText size={40} strokeWidth={1.4} aria-hidden="true" />
        <p>{t('review.summary.none')}</p>
      </div>
    );
  }
  return (
    <div className="rv-product">
      <div className="rv-summary">
        <div className="rv-summary__rate">
          <strong>{summary.positiveRate}<small>%</small></strong>
          <span>{t('review.summary.rate')}</span>
        </div>
        <div className="rv-summary__side">
          <p>{t('review.summary.count', { count: summary.count })}</p>
          <div className="rv-filters" role="group" aria-label={t('review.summary.count', { count: summary.count })}>
            {REVIEW_FILTERS.map((f) => (
              <button key={f} type="button" className={`rv-filter${f === filter ? ' is-active' : ''}`} aria-pressed={f === filter} disabled={busy} onClick={() => void load(f, 1)}>
                {t(`review.filter.${f}`)} ({countOf(summary, f)})
              </button>
            ))}
          </div>
        </div>
      </div>
      <div aria-busy={busy} className={busy ? 'is-loading' : undefined}>
        {page.records.length === 0 ? (
          <p className="rv-empty">{t('review.summary.noMatch')}</p>
        ) : (
          <ul className="rv-list">
            {page.records.map((r) => (
              <li key={r.reviewId}>
                <ReviewItem review={r} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {page.pages > 1 && (
        <nav className="pager" aria-label={t('pager.label')}>
          <button type="button" className="pager__step" disabled={busy || page.current <= 1} onClick={() => void load(filter, page.current - 1)}>
            <ChevronLeft size={14} aria-hidden="true" />
            {t('pager.prev')}
          </button>
          <span className="pager__gap">{page.current} / {page.pages}</span>
          <button type="button" className="pager__step" disabled={busy || page.current >= page.pages} onClick={() => void load(filter, page.current + 1)}>
            {t('pager.next')}
            <ChevronRight size={14} aria-hidden="true" />
          </button>
        </nav>
      )}
    </div>
  );
}
