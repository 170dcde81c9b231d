// The review link of an order line (my orders, order detail): 'Review' while the line has none and the review
// window is open, 'View review' once reviewed while a follow-up can still be added; both open /write-comments. The
// windows are counted from receipt (REVIEW_LIMITS), checked against the browser's clock after hydration (the server
// render shows the link); the API decides again when the buyer submits.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REVIEW_LIMITS } from '@mall/shared';
import { useNowSeconds } from '../order/PayCountdown';
import { writeCommentsHref } from './api';

const DAY_MS = 24 * 60 * 60 * 1000;

export function ReviewLineLink({ orderNumber, reviewUntil, commented }: { orderNumber: string; reviewUntil: string | null; commented: boolean }) {
  const { t } = useTranslation();
  const seconds = useNowSeconds();
  if (!reviewUntil) return null;
  const until = Date.parse(reviewUntil);
  const followUntil = until + (REVIEW_LIMITS.followUpDays - REVIEW_LIMITS.windowDays) * DAY_MS;
  const now = seconds === null ? 0 : seconds * 1000;
  if (commented ? now > followUntil : now > until) return null;
  return (
    <Link to={writeCommentsHref(orderNumber)} className="btn btn--sm rv-line-link">
      {t(commented ? 'review.line.view' : 'review.line.write')}
    </Link>
  );
}
