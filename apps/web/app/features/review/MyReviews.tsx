// /user-center/uc-comments: the buyer's reviews, newest first, paged: product, stars, text, photos, follow-up and the
// shop's reply; a follow-up link while one can still be added.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessageSquareText } from 'lucide-react';
import type { MyReview, Paged } from '@mall/shared';
import { LineImage } from '../order/ui/LineThumb';
import { Pagination } from '../../components/Pagination';
import { formatTime } from '../order/format';
import { writeCommentsHref } from './api';
import { ReviewBody } from './ReviewItem';
import { Stars } from './Stars';
import './review.css';

export function MyReviews({ page }: { page: Paged<MyReview> }) {
  const { t } = useTranslation();
  return (
    <section className="uc-card rv-mine" aria-labelledby="rv-mine-title">
      <h1 id="rv-mine-title" className="uc-card__title">{t('review.mine.title')}</h1>
      {page.records.length === 0 ? (
        <div className="rv-empty">
          <MessageSquareText size={40} strokeWidth={1.4} aria-hidden="true" />
          <p>{t('review.mine.empty')}</p>
          <Link to="/user-center/uc-order" className="btn btn--primary">{t('review.mine.toOrders')}</Link>
        </div>
      ) : (
        <ul className="rv-mine__list">
          {page.records.map((r) => (
            <li key={r.reviewId} className="rv-mine__item">
              <Link to={`/detail/${r.prodId}`} className="rv-mine__goods">
                <LineImage pic={r.pic} />
                <span className="rv-line__name">{r.prodName}</span>
                <span className="rv-hint">{r.skuName}</span>
              </Link>
              <div className="rv-mine__body">
                <div className="rv-item__meta">
                  <Stars rating={r.rating} />
                  <time dateTime={r.createTime}>{formatTime(r.createTime)}</time>
                  {r.anonymous && <span className="rv-item__anon">{t('review.item.anonymous')}</span>}
                </div>
                <ReviewBody review={r} />
                <p className="rv-mine__foot">
                  <span className="rv-hint">{t('review.mine.order', { orderNumber: r.orderNumber })}</span>
                  {r.canFollowUp && (
                    <Link to={writeCommentsHref(r.orderNumber)} className="btn btn--sm">{t('review.mine.followUp')}</Link>
                  )}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination current={page.current} pages={page.pages} />
    </section>
  );
}
