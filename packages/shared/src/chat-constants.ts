// Customer-service chat (issue 15, SPEC §3/§4/§8/§9): the socket's codes, frames and limits, shared by the API,
// the storefront and the console. Zod-free, so the browser imports it without the schema library.

/** Codes of the frames the server sends ({ code, success, msgType, content, data }: SPEC §3). */
export const CHAT_CODE = {
  /** a message of one of your conversations (data: ChatMessage) */
  message: 1,
  /** your message is stored (data: ChatMessage, with your clientMsgId) */
  ack: 2,
  /** the other side read up to a seq (data: { conversationId, seq, side }) */
  read: 3,
  /** a shop's customer service went online or offline (data: { shopId, online }) */
  presence: 4,
  /** a conversation changed (desk queue: new, claimed, transferred; data: { conversationId }) */
  conversation: 5,
  /** connected (handled silently) */
  connected: 10,
  /** the same account connected elsewhere: this socket is closed and must not reconnect */
  takenOver: 11,
  /** heartbeat answer (handled silently) */
  pong: 12,
  /** a frame refused (too large, too fast, not valid); content is the localized reason */
  refused: 13,
  /** the session ended (logged out, token revoked): log in again, no reconnect */
  sessionEnded: 14,
  /** not your responsibility: the conversation is served by another agent (content is the message) */
  notYours: 15,
} as const;
export type ChatCode = (typeof CHAT_CODE)[keyof typeof CHAT_CODE];

/** Kinds of chat messages. */
export const CHAT_MSG_TYPES = ['text', 'image', 'product', 'order'] as const;
export type ChatMsgType = (typeof CHAT_MSG_TYPES)[number];

/** Who wrote a message. */
export type ChatSide = 'user' | 'shop';

/** Close codes of the socket (private range 4000-4999). */
export const CHAT_CLOSE = { unauthorized: 4401, takenOver: 4411, sessionEnded: 4414, idle: 4408, tooFast: 4429 } as const;

export const CHAT_LIMITS = {
  /** SPEC §9: the client sends a heartbeat every 19 s */
  heartbeatMs: 19_000,
  /** the server closes a socket silent for this long (three heartbeats missed) */
  idleMs: 60_000,
  /** SPEC §9: reconnect 2 s apart, at most 3 times */
  reconnectDelayMs: 2_000,
  reconnectTries: 3,
  /** a frame larger than this closes the socket (ws maxPayload) */
  frameMaxBytes: 8 * 1024,
  /** characters of a text message */
  textMax: 500,
  /** messages a connection may send per window; beyond, each is refused (code 13); at 3x the socket is closed */
  rateCount: 20,
  rateWindowMs: 10_000,
  /** messages per page when paging a conversation backwards */
  pageSize: 20,
  /** quick replies a shop keeps, and their length */
  quickRepliesMax: 30,
  quickReplyMax: 200,
  /** SPEC §1/§9: customer service 7*8 hours: every day, 8 hours (China time) by default */
  defaultHours: { start: '09:00', end: '17:00' },
} as const;

/** A server frame (SPEC §3). */
export interface ChatFrame<T = unknown> {
  code: ChatCode;
  success: boolean;
  msgType?: string;
  content?: string;
  data?: T;
}

/** A message as both sides see it. */
export interface ChatMessage {
  id: number;
  conversationId: number;
  /** 1, 2, 3… in the conversation: the order of the conversation */
  seq: number;
  side: ChatSide;
  msgType: ChatMsgType;
  /** text; image path; product id; order number */
  content: string;
  clientMsgId: string | null;
  createdAt: string;
  /** product or order card drawn for msgType product/order */
  card?: ChatCard | null;
}

export interface ChatCard {
  kind: 'product' | 'order';
  id: string;
  title: string;
  pic: string;
  /** fen */
  price: number;
  /** order: its status name key; product: '' */
  status?: string;
}

/** The time of day in China (HH:MM) of an instant. */
export function chinaTimeOfDay(d: Date): string {
  const s = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', hour12: false }).format(d);
  return s === '24:00' ? '00:00' : s;
}

/** Inside service hours [start, end) (HH:MM, China time; end before start spans midnight). */
export function withinServiceHours(d: Date, hours: { start: string; end: string }): boolean {
  const t = chinaTimeOfDay(d);
  if (hours.start === hours.end) return true;
  return hours.start < hours.end ? t >= hours.start && t < hours.end : t >= hours.start || t < hours.end;
}

/** The socket's address below the chat host (SPEC §7): online/user/{token encoded}/{userId}. */
export const chatSocketPath = (token: string, userId: number): string => `/shop-api/online/user/${encodeURIComponent(token)}/${userId}`;
