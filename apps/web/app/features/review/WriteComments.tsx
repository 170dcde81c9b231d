// /write-comments?orderNumber=: every line of one received order with its review form, or its review and then the
// follow-up form; the deadlines of the review (30 days after receipt) and follow-up windows.
import { Link, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight, MessageSquareText } from 'lucide-react';
import type { WriteCommentsView } from '@mall/shared';
import { useToast } from '../../components/Toast';
import { imgSrcSet, imgUrl } from '../../lib/images';
import { formatTime } from '../order/format';
import { ReviewForm } from './ReviewForm';
import { ReviewBody } from './ReviewItem';
import { Stars } from './Stars';
import '../order/order.css';
import './review.css';

const TOAST_MS = 1800;

export function WriteComments({ view }: { view: WriteCommentsView }) {
  const { t } = useTranslation();
  const toast = useToast();
  const revalidator = useRevalidator();
  const detail = `/order-detail?orderNumber=${encodeURIComponent(view.orderNumber)}`;
  const done = (key: string) => async ({ orderEvaluated }: { orderEvaluated: boolean }) => {
    toast.show(t(orderEvaluated ? 'review.write.evaluated' : key), TOAST_MS, 'info');
    await revalidator.revalidate();
  };
  const hint = view.canReview
    ? t('review.write.until', { time: formatTime(view.reviewUntil) })
    : view.canFollowUp
      ? t('review.write.followUntil', { time: formatTime(view.followUpUntil) })
      : t(view.receiptTime ? 'review.write.closed' : 'review.write.notReceived');

  return (
    <div className="container rv-page">
      <nav className="od-crumbs" aria-label={t('orders.detail.crumbs')}>
        <Link to="/user-center">{t('orders.detail.center')}</Link>
        <ChevronRight size={12} aria-hidden="true" />
        <Link to="/user-center/uc-order">{t('orders.list.title')}</Link>
        <ChevronRight size={12} aria-hidden="true" />
        <span aria-current="page">{t('review.write.title')}</span>
      </nav>
      <header className="rv-card rv-page__head">
        <h1>
          <MessageSquareText size={20} aria-hidden="true" />
          {t('review.write.title')}
        </h1>
        <p>
          <Link to={detail} className="mlink">{t('review.write.orderNumber', { orderNumber: view.orderNumber })}</Link>
          <span>{view.shopName}</span>
        </p>
        <p className="rv-hint">{hint}</p>
      </header>
      <ul className="rv-lines">
        {view.items.map((line) => (
          <li key={line.orderItemId} className="rv-card rv-line">
            <div className="rv-line__goods">
              <Link to={`/detail/${line.prodId}`} tabIndex={-1} aria-hidden="true">
                <img src={imgUrl(line.pic, 200)} srcSet={imgSrcSet(line.pic, [200])} sizes="80px" alt="" width={80} height={80} loading="lazy" />
              </Link>
              <div>
                <Link to={`/detail/${line.prodId}`} className="rv-line__name">{line.prodName}</Link>
                <p className="rv-hint">{line.skuName}</p>
                {line.review && (
                  <p className="rv-line__state">{t(line.review.followUp ? 'review.write.followDone' : 'review.write.reviewed')}</p>
                )}
              </div>
            </div>
            <div className="rv-line__body">
              {line.review ? (
                <>
                  <div className="rv-item__meta">
                    <Stars rating={line.review.rating} />
                    <time dateTime={line.review.createTime}>{formatTime(line.review.createTime)}</time>
                  </div>
                  <ReviewBody review={line.review} />
                  {!line.review.followUp && view.canFollowUp && (
                    <ReviewForm orderItemId={line.orderItemId} mode="followUp" onDone={done('review.write.followSent')} />
                  )}
                </>
              ) : view.canReview ? (
                <ReviewForm orderItemId={line.orderItemId} mode="review" onDone={done('review.write.sent')} />
              ) : (
                <p className="rv-hint">{hint}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
      <p className="rv-page__links">
        <Link to={detail} className="btn">{t('review.write.back')}</Link>
        <Link to="/user-center/uc-comments" className="btn">{t('review.write.mine')}</Link>
      </p>
    </div>
  );
}
