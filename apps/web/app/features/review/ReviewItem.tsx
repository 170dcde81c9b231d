// One review as the product page, my reviews and the write page show it: reviewer (masked by the API when
// anonymous), stars, SKU, time, the text (rendered as text: React escapes it, never HTML), photos, the follow-up and
// the shop's reply.
import { useTranslation } from 'react-i18next';
import { UserRound } from 'lucide-react';
import type { ReviewView } from '@mall/shared';
import { imgUrl } from '../../lib/images';
import { formatTime } from '../order/format';
import { Stars } from './Stars';

function Photos({ pics, label }: { pics: string[]; label: (n: number) => string }) {
  if (pics.length === 0) return null;
  return (
    <ul className="rv-pics">
      {pics.map((p, i) => (
        <li key={p}>
          <a href={p} target="_blank" rel="noreferrer">
            <img src={imgUrl(p, 200)} alt={label(i + 1)} width={64} height={64} loading="lazy" decoding="async" />
          </a>
        </li>
      ))}
    </ul>
  );
}

export function ReviewBody({ review }: { review: ReviewView }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="rv-text">{review.content}</p>
      <Photos pics={review.pics} label={(n) => t('review.item.photo', { n })} />
      {review.followUp && (
        <div className="rv-follow">
          <p className="rv-follow__title">{t('review.item.followUpAfter', { time: formatTime(review.followUp.time) })}</p>
          <p className="rv-text">{review.followUp.content}</p>
          <Photos pics={review.followUp.pics} label={(n) => t('review.item.followPhoto', { n })} />
        </div>
      )}
      {review.reply && (
        <p className="rv-reply">
          <strong>{t('review.item.reply')}</strong>
          {review.reply.content}
        </p>
      )}
    </>
  );
}

export function ReviewItem({ review }: { review: ReviewView }) {
  const { t } = useTranslation();
  return (
    <article className="rv-item">
      <div className="rv-item__who">
        {review.avatar ? (
          <img src={imgUrl(review.avatar, 200)} alt="" width={36} height={36} className="rv-item__avatar" loading="lazy" />
        ) : (
          <span className="rv-item__avatar rv-item__avatar--none" aria-hidden="true">
            <UserRound size={18} />
          </span>
        )}
        <span className="rv-item__name">
          {review.reviewer}
          {review.anonymous && <span className="rv-item__anon">{t('review.item.anonymous')}</span>}
        </span>
      </div>
      <div className="rv-item__main">
        <div className="rv-item__meta">
          <Stars rating={review.rating} />
          {review.skuName && <span>{review.skuName}</span>}
          <time dateTime={review.createTime}>{formatTime(review.createTime)}</time>
        </div>
        <ReviewBody review={review} />
      </div>
    </article>
  );
}
