// The messages of the open conversation, oldest first, paged backwards with "earlier messages"; the buyer's on the
// right; images open full size; product and order cards link to their pages; a message still sending or failed.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ChatCard, ChatMessage } from '@mall/shared';
import { Price } from '../../components/Price';
import { imgUrl } from '../../lib/images';
import { chatTime } from './format';

export type ShownMessage = ChatMessage & { pending?: 'sending' | 'failed' };

function Card({ card }: { card: ChatCard }) {
  const { t } = useTranslation();
  const href = card.kind === 'product' ? `/detail/${card.id}` : `/order-detail?orderNumber=${card.id}`;
  return (
    <Link to={href} className="chat-card">
      {card.pic && <img src={imgUrl(card.pic, 200)} alt="" width={56} height={56} loading="lazy" />}
      <span className="chat-card__body">
        <span className="chat-card__kind">{t(card.kind === 'product' ? 'chat.card.product' : 'chat.card.order')}</span>
        <span className="chat-card__title">{card.kind === 'order' ? t('chat.side.orderNo', { number: card.id }) : card.title}</span>
        {card.kind === 'order' && <span className="chat-card__sub">{card.title}</span>}
        <Price fen={card.price} size="sm" />
      </span>
    </Link>
  );
}

export function MessageList(props: { messages: ShownMessage[]; hasMore: boolean; loadingEarlier: boolean; onEarlier: () => void; onResend: (m: ShownMessage) => void; shopName: string }) {
  const { t } = useTranslation();
  const { messages } = props;
  return (
    <div className="chat-msgs" role="log" aria-live="polite" aria-relevant="additions" data-testid="chat-messages">
      {props.hasMore && (
        <button type="button" className="chat-msgs__earlier" onClick={props.onEarlier} disabled={props.loadingEarlier}>
          {props.loadingEarlier ? t('chat.loading') : t('chat.earlier')}
        </button>
      )}
      {messages.length === 0 && <p className="chat-msgs__empty">{t('chat.noMessages')}</p>}
      <ol className="chat-msgs__list">
        {messages.map((m) => {
          const mine = m.side === 'user';
          return (
            <li key={m.clientMsgId && m.pending ? `p-${m.clientMsgId}` : m.id} className={`chat-msg ${mine ? 'chat-msg--mine' : 'chat-msg--theirs'}`} data-seq={m.seq}>
              <span className="chat-msg__who">{mine ? t('chat.you') : props.shopName || t('chat.shop')} · {chatTime(m.createdAt)}</span>
              <div className="chat-msg__bubble">
                {m.msgType === 'text' && <p className="chat-msg__text">{m.content}</p>}
                {m.msgType === 'image' && (
                  <a href={m.content} target="_blank" rel="noreferrer">
                    <img src={imgUrl(m.content, 400)} alt={t('chat.imageAlt')} className="chat-msg__img" loading="lazy" width={200} height={200} />
                  </a>
                )}
                {(m.msgType === 'product' || m.msgType === 'order') && (m.card ? <Card card={m.card} /> : <p className="chat-msg__text">{m.content}</p>)}
              </div>
              {m.pending === 'sending' && <span className="chat-msg__state">{t('chat.sending')}</span>}
              {m.pending === 'failed' && (
                <button type="button" className="chat-msg__state chat-msg__state--failed" onClick={() => props.onResend(m)}>
                  {t('chat.failed')}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
