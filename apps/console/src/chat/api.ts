// The service desk's calls (issue 15): the seller centre's /p/seller/chat/... (the store session header is added by
// app/api.ts) and the platform console's /p/admin/chat/... (the self-operated store) share one shape; the operators'
// read-only view of every conversation is /p/admin/chatView/....
import type { ChatAgents, ChatBuyerProfile, ChatConversation, ChatDeskSettings, ChatMessage, ChatMsgType, ChatPresence, Paged } from '@mall/shared';
import { api, uploadFile } from '../app/api';

export type DeskKind = 'seller' | 'platform';
export type DeskTab = 'waiting' | 'mine' | 'all';
type Ok = { ok: true };
export type MessagesPage = { records: ChatMessage[]; hasMore: boolean };

export function deskApi(kind: DeskKind) {
  const base = kind === 'seller' ? '/p/seller/chat' : '/p/admin/chat';
  const conv = (id: number, what: string) => `${base}/conversations/${id}/${what}`;
  return {
    ticket: () => api<{ ticket: string; userId: number; url: string }>(`${base}/socketTicket`, { method: 'POST', body: {} }),
    list: (tab: DeskTab, keyword: string, current = 1, size = 50) => api<Paged<ChatConversation>>(`${base}/conversations`, { query: { tab, keyword: keyword || undefined, current, size } }),
    messages: (id: number, beforeSeq?: number) => api<MessagesPage>(conv(id, 'messages'), { query: { beforeSeq } }),
    after: (id: number, afterSeq: number) => api<MessagesPage>(conv(id, 'messages'), { query: { afterSeq } }),
    profile: (id: number) => api<ChatBuyerProfile>(conv(id, 'profile')),
    send: (conversationId: number, msgType: ChatMsgType, content: string, clientMsgId: string) => api<ChatMessage>(`${base}/messages`, { method: 'POST', body: { conversationId, msgType, content, clientMsgId } }),
    read: (conversationId: number) => api<Ok>(`${base}/read`, { method: 'POST', body: { conversationId } }),
    claim: (conversationId: number) => api<Ok>(`${base}/claim`, { method: 'POST', body: { conversationId } }),
    /** hand the conversation to another agent of the shop */
    transfer: (conversationId: number, agentUserId: number) => api<Ok>(`${base}/claim`, { method: 'POST', body: { conversationId, agentUserId } }),
    /** the caller and the shop's agents (online, waiting conversations each serves) */
    agents: () => api<ChatAgents>(`${base}/agents`),
    settings: () => api<ChatDeskSettings>(`${base}/settings`),
    saveSettings: (body: ChatDeskSettings) => api<ChatDeskSettings>(`${base}/settings`, { method: 'PUT', body }),
    presence: () => api<ChatPresence>(`${base}/presence`),
    quickReplies: () => api<{ id: number; text: string }[]>(`${base}/quickReplies`),
    addQuickReply: (text: string) => api<{ id: number; text: string }>(`${base}/quickReplies`, { method: 'POST', body: { text } }),
    removeQuickReply: (id: number) => api<{ removed: number }>(`${base}/quickReplies/${id}`, { method: 'DELETE' }),
    /** the chat image upload of SPEC §7 (the agent's own image) */
    upload: (file: File) => uploadFile<{ url: string }>('/p/file/uploadImFile', file, () => undefined),
  };
}
export type DeskApi = ReturnType<typeof deskApi>;

/** Platform console, read-only: any shop's conversations. */
export const chatViewApi = {
  list: (keyword: string, shopId: number | undefined, current: number, size: number) => api<Paged<ChatConversation>>('/p/admin/chatView/conversations', { query: { keyword: keyword || undefined, shopId, current, size } }),
  messages: (id: number, beforeSeq?: number) => api<MessagesPage>(`/p/admin/chatView/conversations/${id}/messages`, { query: { beforeSeq, size: 50 } }),
  profile: (id: number) => api<ChatBuyerProfile>(`/p/admin/chatView/conversations/${id}/profile`),
};

export const newClientMsgId = (): string => `d${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
