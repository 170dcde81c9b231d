// The quotes a poster received: responder, price, lead time, note, pictures, state; accepting one (it ends the post;
// of racing accepts one wins: the API refuses the other) and chatting with a quoting shop (/chat?shopId=).
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPrice, type DemandOwnView, type DemandQuoteView } from '@mall/shared';
import { useApiErrorToast } from '../../components/use-api-error-toast';
import { ConfirmDialog } from '../order/ui/Modal';
import { acceptQuote } from './api';
import { dateText } from './format';

export function Quotes({ post }: { post: DemandOwnView }) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const toastError = useApiErrorToast();
  const [asking, setAsking] = useState<DemandQuoteView | null>(null);
  const [busy, setBusy] = useState(false);
  async function accept(q: DemandQuoteView) {
    setBusy(true);
    const res = await acceptQuote(q.id, i18n.language);
    setBusy(false);
    setAsking(null);
    toastError(res);
    await revalidator.revalidate();
  }
  if (post.quotes.length === 0) return <p className="dm-none">{t('demand.detail.noQuotes')}</p>;
  return (
    <>
      <ul className="dm-quotes">
        {post.quotes.map((q) => (
          <li key={q.id} className={`dm-quote dm-quote--${q.status}`}>
            <div className="dm-quote__head">
              <strong>{q.responderName}</strong>
              <span className="dm-quote__price">{formatPrice(q.price)}</span>
              <span>{t('demand.detail.leadDays', { days: q.leadDays })}</span>
              <span className="dm-quote__date">{dateText(q.createTime, i18n.language)}</span>
            </div>
            {q.note && <p className="dm-quote__note">{q.note}</p>}
            {q.attachments.length > 0 && (
              <p className="dm-pics">{q.attachments.map((src) => <a key={src} href={src} target="_blank" rel="noreferrer"><img src={src} alt="" width={64} height={64} /></a>)}</p>
            )}
            <div className="dm-quote__actions">
              <span className={`dm-qstatus dm-qstatus--${q.status}`}>{t(`demand.quoteStatus.${q.status}`)}</span>
              {post.status === 'published' && q.status === 'open' && (
                <button type="button" className="btn btn--primary btn--sm" onClick={() => setAsking(q)}>{t('demand.detail.accept')}</button>
              )}
              {q.shopId && <Link to={`/chat?shopId=${q.shopId}`} className="mlink">{t('demand.detail.chat')}</Link>}
            </div>
          </li>
        ))}
      </ul>
      {asking && (
        <ConfirmDialog title={t('demand.detail.accept')} text={t('demand.detail.acceptConfirm')} confirmLabel={t('demand.detail.accept')} busy={busy}
          onConfirm={() => void accept(asking)} onClose={() => setAsking(null)} />
      )}
    </>
  );
}
