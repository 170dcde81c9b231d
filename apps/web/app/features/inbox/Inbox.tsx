// The mall inbox on the user centre's home (issue 18; SPEC §2 has no messages route): the in-site messages of every
// source — after-sales notices (a link to the request, its new state) and pre-sale messages (their text, a link to
// my pre-sales) — newest first, unread ones marked, and "mark all read".
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Bell } from 'lucide-react';
import type { InboxAnswer, InboxMessage } from '@mall/shared';
import { useApiErrorToast } from '../../components/use-api-error-toast';
import { formatTime } from '../order/format';
import { refundStatusKey, returnDetailHref } from '../aftersale/status';
import { readInbox } from './api';
import './inbox.css';

const PRESALE_HREF = '/user-center/uc-presale';

function Message({ m }: { m: InboxMessage }) {
  const { t } = useTranslation();
  const refund = m.source === 'refund';
  return (
    <li className={`inbox__item${m.read ? '' : ' is-unread'}`} data-testid="inbox-message">
      <p className="inbox__title">
        {!m.read && <span className="inbox__dot">{t('inbox.new')}</span>}
        <span className="inbox__source">{t(refund ? 'inbox.refund' : 'inbox.presale')}</span>
        <Link to={refund ? returnDetailHref(m.refundSn ?? '') : PRESALE_HREF}>
          {refund ? t('inbox.refundItem', { refundSn: m.refundSn, state: t(refundStatusKey(m.status ?? 0)) }) : m.title}
        </Link>
      </p>
      {!refund && m.content && <p className="inbox__content">{m.content}</p>}
      <time dateTime={m.at}>{formatTime(m.at)}</time>
    </li>
  );
}

export function Inbox({ inbox }: { inbox: InboxAnswer | null }) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const failed = useApiErrorToast();
  const [busy, setBusy] = useState(false);
  if (!inbox) return null;

  async function readAll() {
    if (busy) return;
    setBusy(true);
    const res = await readInbox(i18n.language);
    setBusy(false);
    if (!failed(res)) await revalidator.revalidate();
  }

  return (
    <section className="uc-card inbox" id="inbox" aria-labelledby="inbox-title">
      <header className="inbox__head">
        <h2 id="inbox-title">
          <Bell size={16} aria-hidden="true" />
          {t('inbox.title')}
          {inbox.unread > 0 && <span className="inbox__count">{t('inbox.unread', { count: inbox.unread })}</span>}
        </h2>
        {inbox.unread > 0 && (
          <button type="button" className="btn btn--sm" onClick={() => void readAll()} disabled={busy}>
            {t('inbox.readAll')}
          </button>
        )}
      </header>
      {inbox.records.length === 0 ? (
        <p className="empty-note">{t('inbox.empty')}</p>
      ) : (
        <ul className="inbox__list">
          {inbox.records.map((m) => (
            <Message key={`${m.source}-${m.id}`} m={m} />
          ))}
        </ul>
      )}
    </section>
  );
}
