// Tables owned by the chat module (issue 15): conversations of a buyer with a shop's customer service, their
// messages in order, the shop's service settings (online switch, hours) and quick replies.
import { bigint, bigserial, boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUser } from './account';

export const chatConversation = pgTable(
  'chat_conversation',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => appUser.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull(),
    /** seq of the newest message (messages are numbered 1, 2, 3… per conversation under this row's lock) */
    lastSeq: integer('last_seq').notNull().default(0),
    lastAt: timestamp('last_at', { withTimezone: true }),
    lastType: text('last_type').notNull().default(''),
    lastPreview: text('last_preview').notNull().default(''),
    /** messages of the shop the buyer has not read / of the buyer the shop has not read */
    userUnread: integer('user_unread').notNull().default(0),
    shopUnread: integer('shop_unread').notNull().default(0),
    /** the buyer wrote last and nobody of the shop answered yet (the desk's queue) */
    awaitingReply: boolean('awaiting_reply').notNull().default(false),
    /** the agent (user id) serving it; null: the shop's queue */
    agentUserId: integer('agent_user_id'),
    /** the product or order the buyer came from */
    fromProdId: integer('from_prod_id'),
    fromOrderNumber: text('from_order_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversation_user_shop_uq').on(t.userId, t.shopId),
    index('chat_conversation_user_last_idx').on(t.userId, t.lastAt),
    index('chat_conversation_shop_last_idx').on(t.shopId, t.lastAt),
  ],
);

export const chatMessage = pgTable(
  'chat_message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' }).notNull().references(() => chatConversation.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** 1 the buyer, 2 the shop */
    side: smallint('side').notNull(),
    senderId: integer('sender_id').notNull(),
    msgType: text('msg_type').notNull(),
    content: text('content').notNull(),
    /** the sender's id of the message: a resend after a lost answer is stored once */
    clientMsgId: text('client_msg_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('chat_message_conv_seq_uq').on(t.conversationId, t.seq),
    uniqueIndex('chat_message_conv_client_uq').on(t.conversationId, t.side, t.clientMsgId),
  ],
);

export const chatShopSetting = pgTable('chat_shop_setting', {
  shopId: integer('shop_id').primaryKey(),
  /** the shop's online/offline switch of its service desk */
  online: boolean('online').notNull().default(true),
  /** service hours, China time HH:MM (SPEC: 7*8) */
  hoursStart: text('hours_start').notNull().default('09:00'),
  hoursEnd: text('hours_end').notNull().default('17:00'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const chatQuickReply = pgTable(
  'chat_quick_reply',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: integer('shop_id').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_quick_reply_shop_idx').on(t.shopId, t.id)],
);
