// /chat (SPEC §2, issue 15): the buyer's conversations (shop logo, last message, unread, time), the open one's
// messages paged backwards, the composer (text with emoji, images, product and order cards from the side panel),
// the service's presence and hours ('customer service not online' outside them or with nobody online), and the
// socket's state (reconnecting / lost with a refresh / logged in elsewhere). Messages arrive over the socket; sending
// goes over the socket when it is open and over HTTP otherwise (both store the message before answering).
import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, Headset, RefreshCw } from 'lucide-react';
import { CHAT_CODE, type ChatConversation, type ChatMessage, type ChatMsgType, type ChatPresence, type Lang, type Paged } from '@mall/shared';
import { useToast } from '../../components/Toast';
import { imgUrl } from '../../lib/images';
import { chatHref, loadMessages, markRead, newClientMsgId, presenceOf, sendMessage, socketTicket, uploadImFile, type MessagesPage } from './api';
import { Composer } from './Composer';
import { chatTime, previewOf } from './format';
import { MessageList, type ShownMessage } from './MessageList';
import { SidePanel } from './SidePanel';
import { createChatSocket, type ChatSocket, type Frame, type SocketState } from './socket';

export interface ChatPageProps {
  lang: Lang;
  conversations: Paged<ChatConversation>;
  active: ChatConversation | null;
  presence: ChatPresence | null;
  messages: MessagesPage | null;
  /** tests: the socket's WebSocket */
  WebSocketImpl?: typeof WebSocket;
}

const merge = (list: ShownMessage[], m: ShownMessage): ShownMessage[] => {
  // shown once: by id, and a pending one is replaced by its stored copy (same client id)
  if (list.some((x) => x.id === m.id && !x.pending)) return list;
  const rest = list.filter((x) => !(x.pending && m.clientMsgId && x.clientMsgId === m.clientMsgId));
  return [...rest, m].sort((a, b) => (a.pending ? 1 : 0) - (b.pending ? 1 : 0) || a.seq - b.seq);
};

export function ChatPage(props: ChatPageProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const { lang, active } = props;
  const [convs, setConvs] = useState(props.conversations.records);
  const [messages, setMessages] = useState<ShownMessage[]>(props.messages?.records ?? []);
  const [hasMore, setHasMore] = useState(props.messages?.hasMore ?? false);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [presence, setPresence] = useState(props.presence);
  const [state, setState] = useState<{ s: SocketState; message?: string }>({ s: 'connecting' });
  const socket = useRef<ChatSocket | null>(null);
  const activeId = active?.conversationId ?? null;
  const activeRef = useRef(activeId);

  // a new conversation from the loader (another shop picked): its state replaces the old one's
  const [shown, setShown] = useState(props.messages);
  if (shown !== props.messages) {
    setShown(props.messages);
    setConvs(props.conversations.records);
    setMessages(props.messages?.records ?? []);
    setHasMore(props.messages?.hasMore ?? false);
    setPresence(props.presence);
  }
  useEffect(() => {
    activeRef.current = activeId;
    if (activeId) void markRead(activeId, lang);
  }, [activeId, lang]);

  useEffect(() => {
    const box = document.querySelector('.chat-msgs');
    if (box) box.scrollTop = box.scrollHeight;
  }, [messages.length]);

  const onMessage = useCallback((m: ChatMessage) => {
    const open = m.conversationId === activeRef.current;
    if (open) setMessages((list) => merge(list, m));
    setConvs((list) => {
      const found = list.find((c) => c.conversationId === m.conversationId);
      if (!found) return list;
      const bumped: ChatConversation = {
        ...found, lastSeq: Math.max(found.lastSeq, m.seq), lastAt: m.createdAt, lastType: m.msgType, lastPreview: m.msgType === 'text' ? m.content.slice(0, 60) : '',
        unread: !open && m.side === 'shop' ? found.unread + 1 : found.unread,
      };
      return [bumped, ...list.filter((c) => c !== found)];
    });
    if (open && m.side === 'shop') void markRead(m.conversationId, lang);
  }, [lang]);

  // catch up after a reconnect: what came while the socket was down
  const catchUp = useCallback(async () => {
    const id = activeRef.current;
    if (!id) return;
    const last = messages.filter((m) => !m.pending).at(-1)?.seq ?? 0;
    const res = await loadMessages(id, lang, { afterSeq: last });
    if (res.status === 200) for (const m of res.data.records) onMessage(m);
  }, [lang, messages, onMessage]);
  const catchUpRef = useRef(catchUp);
  useEffect(() => {
    catchUpRef.current = catchUp;
  }, [catchUp]);

  useEffect(() => {
    const s = createChatSocket({
      lang,
      WebSocketImpl: props.WebSocketImpl,
      ticket: async () => {
        const r = await socketTicket(lang);
        return r.status === 200 ? r.data : null;
      },
      onState: (st, message) => setState({ s: st, message }),
      onReconnected: () => void catchUpRef.current(),
      onFrame: (f: Frame) => {
        if (f.code === CHAT_CODE.message || f.code === CHAT_CODE.ack) onMessage(f.data as ChatMessage);
        else if (f.code === CHAT_CODE.presence) {
          const d = f.data as { shopId: number; online: boolean };
          setPresence((p) => (p && p.shopId === d.shopId ? { ...p, online: d.online } : p));
        }
        else if ((f.code === CHAT_CODE.notYours || f.code === CHAT_CODE.refused) && f.content) {
          toast.show(f.content, 2500);
          setMessages((list) => list.map((m) => (m.pending === 'sending' ? { ...m, pending: 'failed' } : m)));
        }
      },
    });
    socket.current = s;
    s.start();
    return () => s.stop();
    // one socket for the page's life
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const send = useCallback(async (msgType: ChatMsgType, content: string, clientMsgId = newClientMsgId()) => {
    if (!activeId) return;
    const pending: ShownMessage = {
      id: -Date.now(), conversationId: activeId, seq: Number.MAX_SAFE_INTEGER, side: 'user', msgType, content, clientMsgId, createdAt: new Date().toISOString(), card: null, pending: 'sending',
    };
    if (msgType !== 'product' && msgType !== 'order') setMessages((list) => [...list.filter((m) => m.clientMsgId !== clientMsgId), pending]);
    const frame = { conversationId: activeId, msgType, content, clientMsgId };
    if (socket.current?.send(frame)) return;
    const res = await sendMessage(frame, lang);
    if (res.status === 200) onMessage(res.data);
    else {
      toast.show((res.data as { message?: string } | null)?.message ?? t('chat.failed'), 2500);
      setMessages((list) => list.map((m) => (m.clientMsgId === clientMsgId ? { ...m, pending: 'failed' } : m)));
    }
  }, [activeId, lang, onMessage, t, toast]);

  const onImage = async (file: File) => {
    const up = await uploadImFile(file, lang);
    if (up.status !== 200) {
      toast.show((up.data as { message?: string } | null)?.message ?? t('chat.failed'), 2500);
      return;
    }
    await send('image', up.data.url);
  };

  const earlier = async () => {
    if (!activeId || loadingEarlier) return;
    const first = messages.find((m) => !m.pending);
    setLoadingEarlier(true);
    const res = await loadMessages(activeId, lang, first ? { beforeSeq: first.seq } : {});
    setLoadingEarlier(false);
    if (res.status !== 200) return;
    setMessages((list) => [...res.data.records.filter((m) => !list.some((x) => x.id === m.id)), ...list]);
    setHasMore(res.data.hasMore);
  };

  // refresh the presence now and then (the hours turn; agents come and go between pushes)
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => void presenceOf(active.shopId, lang).then((r) => r.status === 200 && setPresence(r.data)), 60_000);
    return () => clearInterval(timer);
  }, [active, lang]);

  const navigate = useNavigate();
  const back = (e: MouseEvent) => {
    if (window.history.length > 1) {
      e.preventDefault();
      void navigate(-1);
    }
  };

  const stopped = state.s === 'takenOver' || state.s === 'ended';
  const banner = state.s === 'open' ? null : state.s === 'takenOver' || state.s === 'ended' ? state.message || t(`chat.state.${state.s}`) : t(`chat.state.${state.s}`);

  return (
    <div className="container chat">
      <h1 className="sr-only">{t('chat.title')}</h1>
      <div className="chat__frame">
        {/* a phone's chat is full screen (no header, no tab bar): the way back, as in the apps */}
        <Link to="/" className="chat__back" onClick={back}>
          <ChevronLeft size={18} aria-hidden="true" />
          {t('chat.back')}
        </Link>
        <nav className="chat-convs" aria-label={t('chat.conversations')}>
          <h2 className="chat-convs__title">{t('chat.conversations')}</h2>
          {convs.length === 0 && <p className="chat-convs__empty">{t('chat.noConversations')}</p>}
          <ul>
            {convs.map((c) => (
              <li key={c.conversationId}>
                <Link to={chatHref({ shopId: c.shopId })} className={`chat-conv ${c.conversationId === activeId ? 'is-active' : ''}`} aria-current={c.conversationId === activeId ? 'page' : undefined}>
                  <span className="chat-conv__logo">{c.shopLogo ? <img src={imgUrl(c.shopLogo, 200)} alt="" width={40} height={40} /> : <Headset size={22} aria-hidden="true" />}</span>
                  <span className="chat-conv__body">
                    <span className="chat-conv__top">
                      <span className="chat-conv__name"><span className="chat-conv__shop">{c.shopName}</span>{c.selfOperated && <em className="chat-conv__tag">{t('chat.selfOperated')}</em>}</span>
                      <time className="chat-conv__time" dateTime={c.lastAt ?? undefined}>{chatTime(c.lastAt)}</time>
                    </span>
                    <span className="chat-conv__last">{previewOf(c, t)}</span>
                  </span>
                  {c.unread > 0 && c.conversationId !== activeId && <span className="chat-conv__unread" aria-label={t('chat.unread', { count: c.unread })}>{c.unread > 99 ? '99+' : c.unread}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="chat-pane" aria-label={active ? active.shopName : t('chat.title')}>
          {active ? (
            <>
              <header className="chat-pane__head">
                <h2 className="chat-pane__name">{active.shopName}</h2>
                {presence && (
                  <span className={`chat-presence ${presence.online ? 'is-online' : ''}`} data-testid="chat-presence">
                    <span className="chat-presence__dot" aria-hidden="true" />
                    {presence.online ? t('chat.online') : t('chat.offline')}
                    <span className="chat-presence__hours">{t('chat.hours', { start: presence.hoursStart, end: presence.hoursEnd })}</span>
                  </span>
                )}
              </header>
              {banner && (
                <div className={`chat-banner ${stopped || state.s === 'lost' ? 'chat-banner--error' : ''}`} role="status" data-testid="chat-state">
                  {banner}
                  {(state.s === 'lost' || state.s === 'takenOver') && (
                    <button type="button" className="chat-banner__btn" onClick={() => (state.s === 'lost' ? socket.current?.retryNow() : window.location.reload())}>
                      <RefreshCw size={12} aria-hidden="true" /> {t('chat.state.refresh')}
                    </button>
                  )}
                </div>
              )}
              {presence && !presence.online && <p className="chat-notice" data-testid="chat-not-online">{t('chat.notOnline')}</p>}
              <MessageList messages={messages} hasMore={hasMore} loadingEarlier={loadingEarlier} onEarlier={() => void earlier()} onResend={(m) => void send(m.msgType, m.content, m.clientMsgId ?? undefined)} shopName={active.shopName} />
              <Composer lang={lang} disabled={stopped} onText={(text) => void send('text', text)} onImage={onImage} />
            </>
          ) : (
            <p className="chat-pane__pick">{t('chat.pickOne')}</p>
          )}
        </section>
        {active && <SidePanel lang={lang} shopId={active.shopId} disabled={stopped} onProduct={(id) => void send('product', String(id))} onOrder={(n) => void send('order', n)} />}
      </div>
    </div>
  );
}
