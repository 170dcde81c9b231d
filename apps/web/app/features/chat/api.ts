// The chat calls of the browser (issue 15): conversations, messages, the socket ticket, the image upload of SPEC §7,
// the buyer's recent browse (footprint) and recent orders for the cards beside the composer.
import type {
  ChatConversation, ChatMessage, ChatPresence, ChatSendBody, FootprintItem, OrderSummary, Paged,
} from '@mall/shared';
import { clientApi } from '../../lib/api';
import { requestJson } from '../../lib/fetch-json';
import type { ApiResult } from '../../lib/context';

// the chat page's address (href.ts: the shell's quick menu needs it without the calls below)
export { CHAT_PATH, chatHref, ORDER_PARAM, PLATFORM_PARAM, PROD_PARAM, SHOP_PARAM } from './href';

export type Opened = { conversation: ChatConversation; presence: ChatPresence };
export type MessagesPage = { records: ChatMessage[]; hasMore: boolean };

export const socketTicket = (lang: string) => clientApi<{ ticket: string; userId: number; url: string }>('/p/chat/socketTicket', { method: 'POST', body: {}, lang });
export const openConversation = (body: { shopId?: number; prodId?: number; orderNumber?: string }, lang: string) =>
  clientApi<Opened>('/p/chat/conversations', { method: 'POST', body, lang });
export const listConversations = (lang: string) => clientApi<Paged<ChatConversation>>('/p/chat/conversations?current=1&size=50', { lang });
export const loadMessages = (conversationId: number, lang: string, o: { beforeSeq?: number; afterSeq?: number } = {}): Promise<ApiResult<MessagesPage>> =>
  clientApi(`/p/chat/messages?conversationId=${conversationId}${o.beforeSeq ? `&beforeSeq=${o.beforeSeq}` : ''}${o.afterSeq !== undefined ? `&afterSeq=${o.afterSeq}` : ''}`, { lang });
export const sendMessage = (body: ChatSendBody, lang: string) => clientApi<ChatMessage>('/p/chat/messages', { method: 'POST', body, lang });
export const markRead = (conversationId: number, lang: string) => clientApi('/p/chat/read', { method: 'POST', body: { conversationId }, lang });
// a badge read in the background: a 401 (logged out meanwhile, e.g. a log-out racing this read) shows nothing and
// does not send the page to the login (clientApi would)
export const unreadCount = (lang: string) => requestJson<{ total: number }>('/shop-api/p/chat/unread', { lang });
export const presenceOf = (shopId: number, lang: string) => clientApi<ChatPresence>(`/p/chat/presence?shopId=${shopId}`, { lang });
export function uploadImFile(file: File, lang: string) {
  const form = new FormData();
  form.append('file', file);
  return clientApi<{ url: string }>('/p/file/uploadImFile', { method: 'POST', body: form, lang });
}
export const recentBrowse = (lang: string) => clientApi<Paged<FootprintItem>>('/p/user/recentBrowse?current=1&size=10', { lang });
export const recentOrders = (lang: string) => clientApi<Paged<OrderSummary>>('/p/myOrder/myOrder?current=1&size=10', { lang });

/** A client id for a message (a resend is stored once). */
export const newClientMsgId = (): string => `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
