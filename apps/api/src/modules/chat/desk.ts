// The service desk of a shop (issue 15): the queue and history of its conversations, the online switch and service
// hours, quick replies, the buyer's profile beside a conversation, claiming and transferring. The seller centre uses
// it for the owner's shop; the platform console for the self-operated store (and reads any shop's, read-only).
import { and, desc, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { CHAT_LIMITS, HHMM, type ChatAgentRole, type ChatBuyerProfile, type ChatCard, type ChatConversation, type ChatDeskSettings, type Lang, type Paged } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { offsetOf, toPage } from '../../platform/paging';
import type { AccountService } from '../account/service';
import type { CatalogService } from '../catalog/service';
import type { OrderService } from '../order/service';
import type { AgentDirectory } from './agents';
import type { ChatBus } from './bus';
import { conversationNotFound, notYours, type ChatService } from './service';

const { chatConversation: conv, chatMessage: msg, chatShopSetting: setting, chatQuickReply: quick } = schema;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createChatDesk(db: Db, deps: {
  clock: Clock; bus: ChatBus; chat: ChatService; catalog: CatalogService; order: Pick<OrderService, 'list' | 'detail'>; account: Pick<AccountService, 'userInfo'>;
  agents: AgentDirectory;
}) {
  const { clock, bus, chat, catalog, order, account, agents } = deps;

  // a buyer's message nobody serves goes to the online agent with the fewest waiting conversations
  chat.onUnservedMessage(async (c) => {
    const to = await agents.pick(c.shopId);
    if (to === null) return;
    const rows = await db.update(conv).set({ agentUserId: to }).where(and(eq(conv.id, c.id), isNull(conv.agentUserId))).returning({ id: conv.id });
    if (rows.length) await bus.publish({ type: 'conversation', shopId: c.shopId, conversationId: c.id, agentUserId: to });
  });

  return {
    /** A shop's conversations: waiting for a reply, served by the agent, or all; keyword searches messages and nicknames. */
    async list(shopId: number | null, agentUserId: number | null, q: { tab: 'waiting' | 'mine' | 'all'; keyword?: string; current: number; size: number; userId?: number }, lang: Lang): Promise<Paged<ChatConversation>> {
      const where: (SQL | undefined)[] = [shopId === null ? undefined : eq(conv.shopId, shopId), q.userId ? eq(conv.userId, q.userId) : undefined, sql`${conv.lastSeq} > 0`];
      if (q.tab === 'waiting') where.push(eq(conv.awaitingReply, true), agentUserId ? or(isNull(conv.agentUserId), eq(conv.agentUserId, agentUserId)) : undefined);
      if (q.tab === 'mine' && agentUserId) where.push(eq(conv.agentUserId, agentUserId));
      const kw = q.keyword?.trim();
      if (kw) {
        const like = `%${escapeLike(kw)}%`;
        where.push(exists(db.select({ one: sql`1` }).from(msg).where(and(eq(msg.conversationId, conv.id), eq(msg.msgType, 'text'), ilike(msg.content, like)))));
      }
      const cond = and(...where);
      const [rows, [total]] = await Promise.all([
        db.select().from(conv).where(cond).orderBy(sql`${conv.lastAt} DESC NULLS LAST`, desc(conv.id)).limit(q.size).offset(offsetOf(q.current, q.size)),
        db.select({ n: sql<number>`count(*)::int` }).from(conv).where(cond),
      ]);
      return toPage(await chat.views(rows, 'shop', lang), Number(total?.n ?? 0), q.current, q.size);
    },

    /** A conversation of this shop (null: any shop, read-only), or 404. */
    async conversation(shopId: number | null, id: number) {
      const c = await chat.conversationOf(id);
      if (!c || (shopId !== null && c.shopId !== shopId)) throw conversationNotFound();
      return c;
    },

    async settings(shopId: number): Promise<ChatDeskSettings> {
      const s = await chat.settingsOf(shopId);
      return { online: s.online, hoursStart: s.hoursStart, hoursEnd: s.hoursEnd };
    },

    async saveSettings(shopId: number, body: ChatDeskSettings): Promise<ChatDeskSettings> {
      if (!HHMM.test(body.hoursStart) || !HHMM.test(body.hoursEnd)) throw new AppError('chat.hoursInvalid');
      const values = { online: body.online, hoursStart: body.hoursStart, hoursEnd: body.hoursEnd, updatedAt: clock.now() };
      await db.insert(setting).values({ shopId, ...values }).onConflictDoUpdate({ target: setting.shopId, set: values });
      await bus.publish({ type: 'presence', shopId, online: (await chat.presence(shopId)).online });
      return this.settings(shopId);
    },

    async quickReplies(shopId: number) {
      return db.select({ id: quick.id, text: quick.text }).from(quick).where(eq(quick.shopId, shopId)).orderBy(quick.id);
    },

    async addQuickReply(shopId: number, text: string) {
      const t = text.trim();
      if (!t || [...t].length > CHAT_LIMITS.quickReplyMax) throw new AppError('chat.quickReplyInvalid', 400, { max: CHAT_LIMITS.quickReplyMax });
      const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(quick).where(eq(quick.shopId, shopId))) as [{ n: number }];
      if (Number(n) >= CHAT_LIMITS.quickRepliesMax) throw new AppError('chat.quickRepliesFull', 400, { max: CHAT_LIMITS.quickRepliesMax });
      const [row] = await db.insert(quick).values({ shopId, text: t, createdAt: clock.now() }).returning({ id: quick.id, text: quick.text });
      return row!;
    },

    async removeQuickReply(shopId: number, id: number): Promise<{ removed: number }> {
      const rows = await db.delete(quick).where(and(eq(quick.shopId, shopId), eq(quick.id, id))).returning({ id: quick.id });
      return { removed: rows.length };
    },

    /**
     * Take a conversation (`to` absent): only one nobody serves, or one's own — of racing claims exactly one wins
     * (one guarded UPDATE). Transfer (`to`): to another active agent of the same shop (else 400 chat.transferInvalid),
     * by the agent serving it, or by the shop's owner whoever serves it; the one who served it gets code 15 afterwards.
     */
    async claim(shopId: number, agent: { userId: number; role: ChatAgentRole }, conversationId: number, to: number | undefined): Promise<void> {
      const c = await this.conversation(shopId, conversationId);
      const target = to ?? agent.userId;
      if (target !== agent.userId && !(await agents.roleOf(shopId, target))) throw new AppError('chat.transferInvalid');
      const override = to !== undefined && agent.role === 'owner';
      const rows = await db
        .update(conv)
        .set({ agentUserId: target })
        .where(and(eq(conv.id, conversationId), eq(conv.shopId, shopId), override ? undefined : or(isNull(conv.agentUserId), eq(conv.agentUserId, agent.userId))))
        .returning({ id: conv.id });
      if (!rows.length) throw notYours();
      if (c.agentUserId !== target) await bus.publish({ type: 'conversation', shopId, conversationId, agentUserId: target, from: c.agentUserId });
    },

    /** An agent who is no longer one (staff disabled or removed): his conversations go back to the shop's queue. */
    async release(shopId: number, userId: number): Promise<void> {
      const rows = await db.update(conv).set({ agentUserId: null }).where(and(eq(conv.shopId, shopId), eq(conv.agentUserId, userId))).returning({ id: conv.id });
      for (const r of rows) await bus.publish({ type: 'conversation', shopId, conversationId: r.id, agentUserId: null, from: userId });
    },

    /** Beside the conversation: who the buyer is, what they came from, their recent orders at this shop. */
    async profile(shopId: number | null, conversationId: number, lang: Lang): Promise<ChatBuyerProfile> {
      const c = await this.conversation(shopId, conversationId);
      const u = await account.userInfo(c.userId).catch(() => null);
      let fromProduct: ChatCard | null = null;
      if (c.fromProdId) {
        const p = (await catalog.cardsWithState([c.fromProdId], lang)).get(c.fromProdId);
        if (p) fromProduct = { kind: 'product', id: String(p.prodId), title: p.prodName, pic: p.pic, price: p.price };
      }
      const fromOrder = c.fromOrderNumber ? await chat.orderCard(c.userId, c.fromOrderNumber, lang).catch(() => null) : null;
      const mine = await order.list(c.userId, { status: 0, current: 1, size: 50 }, lang);
      const recentOrders = mine.records.filter((o) => o.shopId === c.shopId).slice(0, 5).map((o): ChatCard => ({
        kind: 'order', id: o.orderNumber, title: o.items[0]?.prodName ?? o.orderNumber, pic: o.items[0]?.pic ?? '', price: o.actualTotal, status: String(o.status),
      }));
      return { userId: c.userId, nickName: u?.nickName ?? '', userAvatar: u?.userAvatar ?? '', fromProduct, fromOrder, recentOrders };
    },

    /** Conversations of several ids that belong to the shop (unused ids dropped). */
    async ofShop(shopId: number, ids: number[]) {
      return ids.length ? db.select().from(conv).where(and(eq(conv.shopId, shopId), inArray(conv.id, ids))) : [];
    },
  };
}

export type ChatDesk = ReturnType<typeof createChatDesk>;
