// Customer-service chat contracts (issue 15): conversations, messages paged backwards, the socket ticket, the
// shop's service desk (queue, settings, quick replies, the buyer's profile).
import { z } from 'zod';
import { CHAT_LIMITS, CHAT_MSG_TYPES } from '../chat-constants';
import { idQuery, idSchema, paged } from './common';

/** HH:MM (China time), checked by the service (chat.hoursInvalid) */
const hhmm = z.string().max(5);
export const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const chatCard = z.object({
  kind: z.enum(['product', 'order']),
  id: z.string(),
  title: z.string(),
  pic: z.string(),
  price: z.number().int(),
  status: z.string().optional(),
});

export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  seq: z.number().int(),
  side: z.enum(['user', 'shop']),
  msgType: z.enum(CHAT_MSG_TYPES),
  content: z.string(),
  clientMsgId: z.string().nullable(),
  createdAt: z.string(),
  card: chatCard.nullable().optional(),
});

/** What a client sends (socket frame or POST): text, an image path of /p/file/uploadImFile, a product id, an order number. */
export const chatSendBody = z.object({
  conversationId: idSchema,
  msgType: z.enum(CHAT_MSG_TYPES),
  content: z.string().max(CHAT_LIMITS.textMax * 4),
  /** the sender's id of this message (a resend is stored once) */
  clientMsgId: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/).optional(),
});
export type ChatSendBody = z.infer<typeof chatSendBody>;

export const chatPresence = z.object({
  shopId: z.number().int(),
  online: z.boolean(),
  /** the switch of the desk */
  switchOn: z.boolean(),
  /** inside the service hours now */
  inHours: z.boolean(),
  hoursStart: z.string(),
  hoursEnd: z.string(),
});
export type ChatPresence = z.infer<typeof chatPresence>;

export const chatConversationSchema = z.object({
  conversationId: z.number().int(),
  shopId: z.number().int(),
  shopName: z.string(),
  shopLogo: z.string(),
  selfOperated: z.boolean(),
  userId: z.number().int(),
  nickName: z.string(),
  userAvatar: z.string(),
  lastSeq: z.number().int(),
  lastAt: z.string().nullable(),
  lastType: z.string(),
  lastPreview: z.string(),
  /** unread of the side asking */
  unread: z.number().int(),
  awaitingReply: z.boolean(),
  agentUserId: z.number().int().nullable(),
  fromProdId: z.number().int().nullable(),
  fromOrderNumber: z.string().nullable(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

export const chatConversationPage = paged(chatConversationSchema);

/** Opens (or finds) the caller's conversation with a shop; no shopId: the platform's own service (self-operated store). */
export const chatOpenBody = z.object({
  shopId: idSchema.optional(),
  prodId: idSchema.optional(),
  orderNumber: z.string().min(1).max(40).regex(/^[A-Za-z0-9]+$/).optional(),
});
export const chatOpened = z.object({ conversation: chatConversationSchema, presence: chatPresence });

export const chatMessagesQuery = z.object({
  conversationId: idQuery,
  /** messages before this seq (paging backwards); absent: the newest */
  beforeSeq: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /** messages after this seq (catching up after a reconnect) */
  afterSeq: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  size: z.coerce.number().int().min(1).max(100).default(CHAT_LIMITS.pageSize),
});
export const chatMessagesAnswer = z.object({ records: z.array(chatMessageSchema), hasMore: z.boolean() });

export const chatReadBody = z.object({ conversationId: idSchema });
export const chatUnread = z.object({ total: z.number().int() });
export const chatTicket = z.object({ ticket: z.string(), userId: z.number().int(), url: z.string() });
export const chatPresenceQuery = z.object({ shopId: idQuery });

// ---- the service desk (seller centre; the platform console for the self-operated store) ----

export const chatDeskListQuery = z.object({
  /** waiting: awaiting a reply; mine: served by the caller; all */
  tab: z.enum(['waiting', 'mine', 'all']).default('all'),
  /** history search: messages containing the words, or the buyer's nickname */
  keyword: z.string().trim().max(50).optional(),
  current: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  /** the platform console: which self-operated store */
  shopId: idQuery.optional(),
});
export const chatDeskSettings = z.object({ online: z.boolean(), hoursStart: hhmm, hoursEnd: hhmm });
export type ChatDeskSettings = z.infer<typeof chatDeskSettings>;
export const chatQuickReply = z.object({ id: z.number().int(), text: z.string() });
export const chatQuickReplyBody = z.object({ text: z.string().max(CHAT_LIMITS.quickReplyMax * 2) });
export const chatClaimBody = z.object({ conversationId: idSchema, /** absent: the caller */ agentUserId: idSchema.optional() });

export const chatBuyerProfile = z.object({
  userId: z.number().int(),
  nickName: z.string(),
  userAvatar: z.string(),
  fromProduct: chatCard.nullable(),
  fromOrder: chatCard.nullable(),
  /** the buyer's recent orders at this shop */
  recentOrders: z.array(chatCard),
});
export type ChatBuyerProfile = z.infer<typeof chatBuyerProfile>;

/** Platform console, read-only: any conversation of any shop. */
export const chatAdminListQuery = chatDeskListQuery.extend({ userId: idQuery.optional() });
