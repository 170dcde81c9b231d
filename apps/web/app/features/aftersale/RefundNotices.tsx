// New after-sales progress above my requests (the notices the API keeps when the seller, the platform or the system
// moves one of my requests): each unread one links to its request (reading it there marks it read), and all can be
// marked read at once; one line per request, the five latest. Nothing shows while none is unread.
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BellRing } from 'lucide-react';
import type { RefundNotices as Notices } from '@mall/shared';
import { useApiErrorToast } from '../../components/use-api-error-toast';
import { formatTime } from '../order/format';
import { readNotices } from './api';
import { refundStatusKey, returnDetailHref } from './status';

const SHOWN = 5;

export function RefundNotices({ notices }: { notices: Notices }) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const failed = useApiErrorToast();
  const [busy, setBusy] = useState(false);
  // the newest unread notice of each request (records are newest first), at most SHOWN of them
  const unread = notices.records.filter((n, i, all) => !n.read && all.findIndex((m) => m.refundSn === n.refundSn) === i).slice(0, SHOWN);
  if (notices.unread === 0 || unread.length === 0) return null;

  async function readAll() {
    if (busy) return;
    setBusy(true);
    const res = await readNotices(i18n.language);
    setBusy(false);
    if (!failed(res)) await revalidator.revalidate();
  }

  return (
    <section className="as-notices" aria-labelledby="as-notices-title">
      <header className="as-notices__head">
        <h2 id="as-notices-title">
          <BellRing size={15} aria-hidden="true" />
          {t('aftersale.notices.title', { count: notices.unread })}
        </h2>
        <button type="button" className="btn btn--sm" onClick={() => void readAll()} disabled={busy}>
          {t('aftersale.notices.readAll')}
        </button>
      </header>
      <ul>
        {unread.map((n) => (
          <li key={n.id}>
            <Link to={returnDetailHref(n.refundSn)} className="mlink">
              {t('aftersale.notices.item', { refundSn: n.refundSn, state: t(refundStatusKey(n.status)) })}
            </Link>
            <time dateTime={n.at}>{formatTime(n.at)}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}
