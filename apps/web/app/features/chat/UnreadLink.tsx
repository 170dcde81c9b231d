// The unread count of the buyer's chat (issue 15) in the top bar and the user center: read in the browser after the
// page shows (no cost to the server render), a link to /chat.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessageCircle } from 'lucide-react';
import { CHAT_PATH, unreadCount } from './api';
import './contact.css';

export function useChatUnread(lang: string, enabled: boolean): number {
  const [n, setN] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void unreadCount(lang).then((r) => live && r.status === 200 && setN(r.data.total));
    return () => {
      live = false;
    };
  }, [lang, enabled]);
  return n;
}

export function ChatUnreadLink(props: { lang: string; className?: string; variant?: 'topbar' | 'center' }) {
  const { t } = useTranslation();
  const n = useChatUnread(props.lang, true);
  const center = props.variant === 'center';
  const label = n > 0 ? t(center ? 'chat.centerUnread' : 'chat.topbarUnread', { count: n }) : t(center ? 'chat.center' : 'chat.topbar');
  return (
    <Link to={CHAT_PATH} className={`chat-unread-link ${props.className ?? ''}`} aria-label={label} data-testid="chat-unread">
      <MessageCircle size={12} aria-hidden="true" />
      <span>{t(center ? 'chat.center' : 'chat.topbar')}</span>
      {n > 0 && <span className="chat-unread-link__n" aria-hidden="true">{n > 99 ? '99+' : n}</span>}
    </Link>
  );
}
