// Chat (issue 15): conversations of a buyer with a shop's customer service and their messages. A message is stored
// (numbered under the conversation row's lock, so the order is the same for everyone) before it is acknowledged or
// published on the bus; a resend with the same client id is stored once. Only this file and desk.ts touch the chat
// tables.
import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { schema, type Db, type Tx } from '@mall/db';
import {
  CHAT_LIMITS, type ChatCard, type ChatConversation, type ChatMessage, type ChatMsgType, type ChatPresence, type ChatSendBody, type Lang, type Paged,
  withinServiceHours,
} from '@mall/shared';
import type { Clock } from '../../platform/clock';
import type { Counters } from '../../platform/counters';
import { AppError, notFound } from '../../platform/errors';
import { isOwnUpload } from '../../platform/image-upload';
import { offsetOf, toPage } from '../../platform/paging';
import type { AccountService } from '../account/service';
import type { CatalogService } from '../catalog/service';
import type { OrderService } from '../order/service';
import type { StoreService } from '../store/service';
import type { ChatBus } from './bus';

const { chatConversation: conv, chatMessage: msg, chatShopSetting: setting } = schema;
type ConvRow = typeof conv.$inferSelect;
type MsgRow = typeof msg.$inferSelect;

export const SIDE = { user: 1, shop: 2 } as const;
/** Who sends: the buyer, or an agent of a shop. */
export type ChatSender = { side: 'user'; userId: number } | { side: 'shop'; userId: number; shopId: number };

export interface ChatDeps {
  clock: Clock;
  counters: Counters;
  bus: ChatBus;
  store: StoreService;
  catalog: CatalogService;
  order: Pick<OrderService, 'list' | 'detail'>;
  account: Pick<AccountService, 'userInfo'>;
}

export const conversationNotFound = () => notFound('chat.conversationNotFound');
export const notYours = () => new AppError('chat.notYours', 403, undefined, 'CHAT_NOT_YOURS');
const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) if ((e as { code?: string }).code === '23505') return true;
  return false;
};
/** The key of a shop's live agents (refreshed by their sockets' heartbeats). */
export const agentsKey = (shopId: number) => `chat:agents:${shopId}`;

export function toMessage(r: MsgRow, card?: ChatCard | null): ChatMessage {
  return {
    id: r.id, conversationId: r.conversationId, seq: r.seq, side: r.side === SIDE.user ? 'user' : 'shop', msgType: r.msgType as ChatMsgType,
    content: r.content, clientMsgId: r.clientMsgId, createdAt: r.createdAt.toISOString(), card,
  };
}

export function createChatService(db: Db, deps: ChatDeps) {
  const { clock, counters, bus, store, catalog, order, account } = deps;
  const noCounts = async () => new Map<number, number>();
  /** called after a buyer's message in a conversation nobody serves (the desk assigns it to an online agent) */
  let onUnserved: ((c: ConvRow) => Promise<void>) | null = null;

  async function settingsOf(shopId: number) {
    const [row] = await db.select().from(setting).where(eq(setting.shopId, shopId));
    return row ?? { shopId, online: true, hoursStart: CHAT_LIMITS.defaultHours.start, hoursEnd: CHAT_LIMITS.defaultHours.end, updatedAt: clock.now() };
  }

  async function presence(shopId: number): Promise<ChatPresence> {
    const s = await settingsOf(shopId);
    const inHours = withinServiceHours(clock.now(), { start: s.hoursStart, end: s.hoursEnd });
    const live = (await counters.get(agentsKey(shopId))) !== null;
    return { shopId, online: s.online && inHours && live, switchOn: s.online, inHours, hoursStart: s.hoursStart, hoursEnd: s.hoursEnd };
  }

  /** Cards of product and order messages (orders: only those of the conversation's buyer). */
  async function cardsFor(rows: MsgRow[], buyerOf: (r: MsgRow) => number, lang: Lang): Promise<Map<number, ChatCard>> {
    const out = new Map<number, ChatCard>();
    const prodIds = rows.filter((r) => r.msgType === 'product').map((r) => Number(r.content)).filter((n) => Number.isInteger(n) && n > 0);
    const products = await catalog.cardsWithState(prodIds, lang);
    for (const r of rows) {
      if (r.msgType === 'product') {
        const p = products.get(Number(r.content));
        if (p) out.set(r.id, { kind: 'product', id: String(p.prodId), title: p.prodName, pic: p.pic, price: p.price });
      } else if (r.msgType === 'order') {
        const card = await orderCard(buyerOf(r), r.content, lang).catch(() => null);
        if (card) out.set(r.id, card);
      }
    }
    return out;
  }

  async function orderCard(userId: number, orderNumber: string, lang: Lang): Promise<ChatCard> {
    const o = await order.detail(userId, orderNumber, lang);
    const first = o.items[0];
    return { kind: 'order', id: o.orderNumber, title: first ? first.prodName : o.orderNumber, pic: first?.pic ?? '', price: o.actualTotal, status: String(o.status) };
  }

  /** Checks a message's content against its type; answers the text stored. */
  async function checkContent(conversation: ConvRow, sender: ChatSender, msgType: ChatMsgType, content: string, lang: Lang): Promise<string> {
    if (msgType === 'text') {
      const text = content.replace(/\r\n/g, '\n');
      if (!text.trim() || [...text].length > CHAT_LIMITS.textMax) throw new AppError('chat.textInvalid', 400, { max: CHAT_LIMITS.textMax });
      return text;
    }
    if (msgType === 'image') {
      if (!isOwnUpload(sender.userId, content)) throw new AppError('chat.imageInvalid');
      return content;
    }
    if (msgType === 'product') {
      const id = Number(content);
      if (!Number.isInteger(id) || id < 1 || !(await catalog.isOnSale(id))) throw notFound('product.notFound');
      return String(id);
    }
    // an order of the conversation's buyer at this shop
    const o = await order.detail(conversation.userId, content, lang).catch(() => null);
    if (!o || o.shopId !== conversation.shopId) throw notFound('chat.orderNotFound');
    return o.orderNumber;
  }

  const previewOf = (msgType: ChatMsgType, content: string) => (msgType === 'text' ? [...content].slice(0, 60).join('') : msgType === 'image' ? '' : content);

  async function insertMessage(tx: Tx, c: ConvRow, sender: ChatSender, msgType: ChatMsgType, content: string, clientMsgId: string | null): Promise<MsgRow> {
    const now = clock.now();
    const fromUser = sender.side === 'user';
    const [bumped] = await tx
      .update(conv)
      .set({
        lastSeq: sql`${conv.lastSeq} + 1`,
        lastAt: now,
        lastType: msgType,
        lastPreview: previewOf(msgType, content),
        userUnread: fromUser ? conv.userUnread : sql`${conv.userUnread} + 1`,
        shopUnread: fromUser ? sql`${conv.shopUnread} + 1` : conv.shopUnread,
        awaitingReply: fromUser,
        // the first agent to answer serves the conversation
        agentUserId: fromUser ? conv.agentUserId : sql`COALESCE(${conv.agentUserId}, ${sender.userId})`,
      })
      .where(eq(conv.id, c.id))
      .returning({ lastSeq: conv.lastSeq });
    const [row] = await tx
      .insert(msg)
      .values({ conversationId: c.id, seq: bumped!.lastSeq, side: SIDE[sender.side], senderId: sender.userId, msgType, content, clientMsgId, createdAt: now })
      .returning();
    return row!;
  }

  return {
    presence,
    settingsOf,
    orderCard,

    /** What to do when a buyer writes and nobody serves the conversation (desk.ts: auto-assignment). */
    onUnservedMessage(fn: (c: ConvRow) => Promise<void>): void {
      onUnserved = fn;
    },

    async conversationOf(id: number): Promise<ConvRow | undefined> {
      const [row] = await db.select().from(conv).where(eq(conv.id, id));
      return row;
    },

    /** The buyer's conversation with a shop (created on first open); no shop: the platform's self-operated store. */
    async open(userId: number, body: { shopId?: number; prodId?: number; orderNumber?: string }, lang: Lang) {
      let shopId = body.shopId;
      if (!shopId) shopId = (await store.openShops()).selfOperated[0];
      if (!shopId) throw notFound('shop.notFound');
      const [summary] = (await store.summaries([shopId], lang)).values();
      if (!summary || summary.status !== 1) throw notFound('shop.notFound');
      let fromProdId: number | null = null;
      if (body.prodId && (await catalog.isOnSale(body.prodId))) fromProdId = body.prodId;
      let fromOrderNumber: string | null = null;
      if (body.orderNumber) {
        const o = await order.detail(userId, body.orderNumber, lang).catch(() => null);
        if (o && o.shopId === shopId) fromOrderNumber = o.orderNumber;
      }
      const from = { ...(fromProdId ? { fromProdId } : {}), ...(fromOrderNumber ? { fromOrderNumber } : {}) };
      await db.insert(conv).values({ userId, shopId, ...from, createdAt: clock.now() }).onConflictDoNothing();
      if (Object.keys(from).length) await db.update(conv).set(from).where(and(eq(conv.userId, userId), eq(conv.shopId, shopId)));
      const [row] = await db.select().from(conv).where(and(eq(conv.userId, userId), eq(conv.shopId, shopId)));
      const [view] = await this.views([row!], 'user', lang);
      return { conversation: view!, presence: await presence(shopId) };
    },

    /** Rows as the list shows them, for the buyer ('user') or the shop's desk ('shop'). */
    async views(rows: ConvRow[], as: 'user' | 'shop', lang: Lang): Promise<ChatConversation[]> {
      const shops = await store.cards(rows.map((r) => r.shopId), lang, noCounts);
      const users = new Map<number, { nickName: string; userAvatar: string }>();
      if (as === 'shop') {
        for (const id of new Set(rows.map((r) => r.userId))) {
          const u = await account.userInfo(id).catch(() => null);
          users.set(id, { nickName: u?.nickName ?? '', userAvatar: u?.userAvatar ?? '' });
        }
      }
      return rows.map((r) => {
        const s = shops.get(r.shopId);
        return {
          conversationId: r.id, shopId: r.shopId, shopName: s?.shopName ?? '', shopLogo: s?.logo ?? '', selfOperated: s?.selfOperated ?? false,
          userId: r.userId, nickName: users.get(r.userId)?.nickName ?? '', userAvatar: users.get(r.userId)?.userAvatar ?? '',
          lastSeq: r.lastSeq, lastAt: r.lastAt?.toISOString() ?? null, lastType: r.lastType, lastPreview: r.lastPreview,
          unread: as === 'user' ? r.userUnread : r.shopUnread, awaitingReply: r.awaitingReply, agentUserId: r.agentUserId,
          fromProdId: r.fromProdId, fromOrderNumber: r.fromOrderNumber,
        };
      });
    },

    async list(userId: number, current: number, size: number, lang: Lang): Promise<Paged<ChatConversation>> {
      const mine = eq(conv.userId, userId);
      const [rows, [total]] = await Promise.all([
        db.select().from(conv).where(mine).orderBy(sql`${conv.lastAt} DESC NULLS LAST`, desc(conv.id)).limit(size).offset(offsetOf(current, size)),
        db.select({ n: sql<number>`count(*)::int` }).from(conv).where(mine),
      ]);
      return toPage(await this.views(rows, 'user', lang), Number(total?.n ?? 0), current, size);
    },

    async unread(userId: number): Promise<{ total: number }> {
      const [row] = await db.select({ n: sql<number>`COALESCE(SUM(${conv.userUnread}), 0)::int` }).from(conv).where(eq(conv.userId, userId));
      return { total: Number(row?.n ?? 0) };
    },

    /** A page of messages, oldest first: before a seq (paging backwards) or after one (catching up). */
    async messages(c: ConvRow, q: { beforeSeq?: number; afterSeq?: number; size: number }, lang: Lang): Promise<{ records: ChatMessage[]; hasMore: boolean }> {
      const rows = q.afterSeq !== undefined
        ? await db.select().from(msg).where(and(eq(msg.conversationId, c.id), gt(msg.seq, q.afterSeq))).orderBy(asc(msg.seq)).limit(q.size + 1)
        : (await db.select().from(msg).where(and(eq(msg.conversationId, c.id), q.beforeSeq ? lt(msg.seq, q.beforeSeq) : undefined)).orderBy(desc(msg.seq)).limit(q.size + 1));
      const hasMore = rows.length > q.size;
      const page = rows.slice(0, q.size);
      if (q.afterSeq === undefined) page.reverse();
      const cards = await cardsFor(page, () => c.userId, lang);
      return { records: page.map((r) => toMessage(r, cards.get(r.id) ?? null)), hasMore };
    },

    /** Stores a message (once per client id) and publishes it; answers it as stored. */
    async send(sender: ChatSender, body: ChatSendBody, lang: Lang): Promise<ChatMessage> {
      const c = await this.conversationOf(body.conversationId);
      if (!c || (sender.side === 'user' ? c.userId !== sender.userId : c.shopId !== sender.shopId)) throw conversationNotFound();
      if (sender.side === 'shop' && c.agentUserId !== null && c.agentUserId !== sender.userId) throw notYours();
      const content = await checkContent(c, sender, body.msgType, body.content, lang);
      const clientMsgId = body.clientMsgId ?? null;
      const existing = async () => {
        if (!clientMsgId) return undefined;
        const [row] = await db.select().from(msg).where(and(eq(msg.conversationId, c.id), eq(msg.side, SIDE[sender.side]), eq(msg.clientMsgId, clientMsgId)));
        return row;
      };
      let row = await existing();
      let stored = false;
      if (!row) {
        try {
          row = await db.transaction((tx) => insertMessage(tx, c, sender, body.msgType, content, clientMsgId));
          stored = true;
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
          row = await existing();
          if (!row) throw err;
        }
      }
      const cards = await cardsFor([row], () => c.userId, lang);
      const message = toMessage(row, cards.get(row.id) ?? null);
      if (stored) await bus.publish({ type: 'message', userId: c.userId, shopId: c.shopId, message });
      // the message is stored whatever happens to the assignment (an agent may still claim it from the queue)
      if (stored && sender.side === 'user' && c.agentUserId === null && onUnserved) await onUnserved(c).catch(() => undefined);
      return message;
    },

    /** One side read the conversation up to its newest message. */
    async read(c: ConvRow, side: 'user' | 'shop'): Promise<void> {
      await db.update(conv).set(side === 'user' ? { userUnread: 0 } : { shopUnread: 0 }).where(eq(conv.id, c.id));
      await bus.publish({ type: 'read', userId: c.userId, shopId: c.shopId, conversationId: c.id, side, seq: c.lastSeq });
    },

    /** The buyer's own conversation, or 404. */
    async ownConversation(userId: number, id: number): Promise<ConvRow> {
      const c = await this.conversationOf(id);
      if (!c || c.userId !== userId) throw conversationNotFound();
      return c;
    },

    /** Conversations by id (desk search helper). */
    async byIds(ids: number[]): Promise<ConvRow[]> {
      return ids.length ? db.select().from(conv).where(inArray(conv.id, ids)) : [];
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
