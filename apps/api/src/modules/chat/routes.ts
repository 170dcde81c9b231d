// Chat calls (issue 15). The buyer's: /p/chat/... (token; another buyer's conversation is 404), the image upload of
// SPEC §7 (POST /p/file/uploadImFile, multipart, the image rules of every upload). The service desk's: the seller
// centre's /p/seller/chat/... (store session; the shop from the session) and the platform console's
// /p/admin/chat/... (operators; the self-operated store), plus the operators' read-only view of every conversation.
// The seller centre's desk answers the shop's owner (store session) or its active customer-service staff (their own
// login, no store password; decision 027): staff reach these routes and no other /p/seller route; the desk's
// settings and quick replies are the owner's to change.
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  chatBuyerProfile, chatClaimBody, chatConversationPage, chatDeskListQuery, chatDeskSettings, chatMessageSchema, chatMessagesAnswer,
  chatMessagesQuery, chatOpenBody, chatOpened, chatPresence, chatPresenceQuery, chatQuickReply, chatQuickReplyBody, chatReadBody,
  chatSendBody, chatTicket, chatUnread, chatAdminListQuery, chatAgents, idParam, LIMITS, okAnswer, pageQuery, uploadAnswer, type ChatAgentRole,
} from '@mall/shared';
import { requireOperator, requireUser } from '../../platform/auth';
import { AppError, notFound } from '../../platform/errors';
import type { ZodApp } from '../../platform/http';
import { readUploadedFile, storeImage, userUploadDir } from '../../platform/image-upload';
import type { UploadStore } from '../../platform/upload-store';
import { sessionRequired, type StoreSessions } from '../seller/session';
import { seller, sellerGuard, storeTokenOf } from '../seller/guard';
import type { StoreStaffService } from '../store-staff/service';
import type { StoreService } from '../store/service';
import type { AgentDirectory } from './agents';
import type { ChatDesk } from './desk';
import type { ChatService } from './service';
import type { ChatHub } from './socket';

const tags = ['chat'];
const bearer = [{ token: [] }];
const ok = { ok: true as const };

export function registerChatRoutes(app: ZodApp, deps: {
  chat: ChatService; desk: ChatDesk; hub: ChatHub; sessions: StoreSessions; store: StoreService; staff: StoreStaffService; agents: AgentDirectory; uploads: UploadStore;
}) {
  const { chat, desk, hub, sessions, store, staff, agents } = deps;
  const p = { tags, security: bearer };

  app.post('/p/chat/socketTicket', { schema: { ...p, summary: 'A one-time ticket (1 minute) to open the chat socket with, and its address online/user/{ticket}/{userId}', response: { 200: chatTicket } } },
    (req) => hub.ticket({ userId: requireUser(req).userId, role: 'buyer' }));

  app.post('/p/chat/conversations', { schema: { ...p, summary: 'Open (or find) the conversation with a shop (none: the platform\'s own service), with the product or order the buyer came from; answers it and the service\'s presence', body: chatOpenBody, response: { 200: chatOpened } } },
    (req) => chat.open(requireUser(req).userId, req.body, req.lang));

  app.get('/p/chat/conversations', { schema: { ...p, summary: 'The caller\'s conversations, newest first (shop, last message, unread)', querystring: pageQuery, response: { 200: chatConversationPage } } },
    (req) => chat.list(requireUser(req).userId, req.query.current, Math.min(req.query.size, 50), req.lang));

  app.get('/p/chat/messages', { schema: { ...p, summary: 'Messages of one of the caller\'s conversations, oldest first: before a seq (paging backwards) or after one (catching up)', querystring: chatMessagesQuery, response: { 200: chatMessagesAnswer } } },
    async (req) => chat.messages(await chat.ownConversation(requireUser(req).userId, req.query.conversationId), req.query, req.lang));

  app.post('/p/chat/messages', { schema: { ...p, summary: 'Send a message (the socket does the same); a resend with the same clientMsgId is stored once', body: chatSendBody, response: { 200: chatMessageSchema } } },
    (req) => chat.send({ side: 'user', userId: requireUser(req).userId }, req.body, req.lang));

  app.post('/p/chat/read', { schema: { ...p, summary: 'The caller read the conversation', body: chatReadBody, response: { 200: okAnswer } } },
    async (req) => {
      await chat.read(await chat.ownConversation(requireUser(req).userId, req.body.conversationId), 'user');
      return ok;
    });

  app.get('/p/chat/unread', { schema: { ...p, summary: 'Unread messages of all the caller\'s conversations (top bar, user center)', response: { 200: chatUnread } } },
    (req) => chat.unread(requireUser(req).userId));

  app.get('/p/chat/presence', { schema: { ...p, summary: 'Whether a shop\'s customer service is online (switch, service hours, an agent connected)', querystring: chatPresenceQuery, response: { 200: chatPresence } } },
    async (req) => {
      requireUser(req);
      const [s] = (await store.summaries([req.query.shopId], req.lang)).values();
      if (!s) throw notFound('shop.notFound');
      return chat.presence(req.query.shopId);
    });

  app.register(async (files) => {
    await files.register(multipart, { limits: { fileSize: LIMITS.imageMaxBytes, files: 1, fields: 5 } });
    files.post('/p/file/uploadImFile', {
      schema: { ...p, summary: 'Upload a chat image (jpg, png, gif, webp; at most 2 MB; multipart field "file"); answers its path to send as an image message', consumes: ['multipart/form-data'], response: { 200: uploadAnswer } },
    }, async (req) => {
      const { userId } = requireUser(req);
      const buf = await readUploadedFile(req);
      return { url: await storeImage(buf, deps.uploads, userUploadDir(userId)) };
    });
  });

  // ---- the service desk: the same calls for the seller centre and the platform console ----
  type Agent = { userId: number; shopId: number; role: ChatAgentRole };
  const ownerOnly = (a: Agent) => {
    if (a.role === 'staff') throw new AppError('staff.ownerOnly', 403, undefined, 'FORBIDDEN');
    return a.shopId;
  };
  const deskRoutes = (s: ZodApp, prefix: string, agentOf: (req: FastifyRequest) => Promise<Agent>, tag: string) => {
    const dp = { tags: [tag, 'chat'], security: bearer };
    s.post(`${prefix}/socketTicket`, { schema: { ...dp, summary: 'A one-time ticket to open the chat socket as an agent of the shop', response: { 200: chatTicket } } },
      async (req) => {
        const a = await agentOf(req);
        return hub.ticket({ userId: a.userId, role: 'agent', shopId: a.shopId });
      });
    s.get(`${prefix}/conversations`, { schema: { ...dp, summary: 'The shop\'s conversations: waiting for a reply, mine, all; keyword searches the history', querystring: chatDeskListQuery, response: { 200: chatConversationPage } } },
      async (req) => {
        const a = await agentOf(req);
        return desk.list(a.shopId, a.userId, req.query, req.lang);
      });
    s.get(`${prefix}/conversations/:id/messages`, { schema: { ...dp, summary: 'Messages of one of the shop\'s conversations, oldest first (before / after a seq)', params: idParam, querystring: chatMessagesQuery.omit({ conversationId: true }), response: { 200: chatMessagesAnswer } } },
      async (req) => chat.messages(await desk.conversation((await agentOf(req)).shopId, req.params.id), req.query, req.lang));
    s.post(`${prefix}/messages`, { schema: { ...dp, summary: 'Reply (403 CHAT_NOT_YOURS when another agent serves the conversation)', body: chatSendBody, response: { 200: chatMessageSchema } } },
      async (req) => {
        const a = await agentOf(req);
        return chat.send({ side: 'shop', userId: a.userId, shopId: a.shopId }, req.body, req.lang);
      });
    s.post(`${prefix}/read`, { schema: { ...dp, summary: 'The shop read the conversation', body: chatReadBody, response: { 200: okAnswer } } },
      async (req) => {
        await chat.read(await desk.conversation((await agentOf(req)).shopId, req.body.conversationId), 'shop');
        return ok;
      });
    s.post(`${prefix}/claim`, { schema: { ...dp, summary: 'Take a conversation, or transfer one you serve to another agent', body: chatClaimBody, response: { 200: okAnswer } } },
      async (req) => {
        const a = await agentOf(req);
        await desk.claim(a.shopId, a, req.body.conversationId, req.body.agentUserId);
        return ok;
      });
    s.get(`${prefix}/agents`, { schema: { ...dp, summary: 'The caller and the agents of the shop (owner, active staff; operators for the self-operated store): online, waiting conversations each serves', response: { 200: chatAgents } } },
      async (req) => {
        const a = await agentOf(req);
        return { me: { userId: a.userId, role: a.role }, agents: await agents.list(a.shopId) };
      });
    s.get(`${prefix}/settings`, { schema: { ...dp, summary: 'The desk\'s online switch and service hours', response: { 200: chatDeskSettings } } },
      async (req) => desk.settings((await agentOf(req)).shopId));
    s.put(`${prefix}/settings`, { schema: { ...dp, summary: 'Switch the desk online/offline, set the service hours (HH:MM, China time)', body: chatDeskSettings, response: { 200: chatDeskSettings } } },
      async (req) => desk.saveSettings(ownerOnly(await agentOf(req)), req.body));
    s.get(`${prefix}/presence`, { schema: { ...dp, summary: 'What buyers see of the desk now', response: { 200: chatPresence } } },
      async (req) => chat.presence((await agentOf(req)).shopId));
    s.get(`${prefix}/quickReplies`, { schema: { ...dp, summary: 'The shop\'s quick replies', response: { 200: z.array(chatQuickReply) } } },
      async (req) => desk.quickReplies((await agentOf(req)).shopId));
    s.post(`${prefix}/quickReplies`, { schema: { ...dp, summary: 'Add a quick reply', body: chatQuickReplyBody, response: { 200: chatQuickReply } } },
      async (req) => desk.addQuickReply(ownerOnly(await agentOf(req)), req.body.text));
    s.delete(`${prefix}/quickReplies/:id`, { schema: { ...dp, summary: 'Remove a quick reply', params: idParam, response: { 200: z.object({ removed: z.number().int() }) } } },
      async (req) => desk.removeQuickReply(ownerOnly(await agentOf(req)), req.params.id));
    s.get(`${prefix}/conversations/:id/profile`, { schema: { ...dp, summary: 'The buyer beside a conversation: the product or order they came from, recent orders at this shop', params: idParam, response: { 200: chatBuyerProfile } } },
      async (req) => desk.profile((await agentOf(req)).shopId, req.params.id, req.lang));
  };

  // seller centre: the owner of the shop of the store session, or an active staff member of a shop (no store token)
  const agentsOf = new WeakMap<FastifyRequest, Agent>();
  const ownerGuard = sellerGuard(sessions);
  app.register(async (scope) => {
    const s = scope as unknown as ZodApp;
    scope.addHook('preHandler', async (req) => {
      const { userId } = requireUser(req);
      if (storeTokenOf(req)) {
        await ownerGuard(req);
        agentsOf.set(req, { ...seller(req), role: 'owner' });
        return;
      }
      const served = await staff.activeShopOf(userId);
      if (!served) throw sessionRequired();
      agentsOf.set(req, { userId, shopId: served.shopId, role: 'staff' });
    });
    deskRoutes(s, '/p/seller/chat', async (req) => agentsOf.get(req)!, 'seller');
  });

  // platform console: operators serve the self-operated store, and read every conversation
  app.register(async (scope) => {
    const s = scope as unknown as ZodApp;
    scope.addHook('preHandler', async (req) => {
      requireOperator(req);
    });
    const selfShop = async () => {
      const id = (await store.openShops()).selfOperated[0];
      if (!id) throw notFound('shop.notFound');
      return id;
    };
    deskRoutes(s, '/p/admin/chat', async (req) => ({ userId: requireOperator(req).userId, shopId: await selfShop(), role: 'operator' as const }), 'admin');
    const ap = { tags: ['admin', 'chat'], security: bearer };
    s.get('/p/admin/chatView/conversations', { schema: { ...ap, summary: 'Read-only: conversations of every shop (disputes), by shop, buyer or words', querystring: chatAdminListQuery, response: { 200: chatConversationPage } } },
      (req) => desk.list(req.query.shopId ?? null, null, { ...req.query, tab: 'all' }, req.lang));
    s.get('/p/admin/chatView/conversations/:id/messages', { schema: { ...ap, summary: 'Read-only: messages of any conversation', params: idParam, querystring: chatMessagesQuery.omit({ conversationId: true }), response: { 200: chatMessagesAnswer } } },
      async (req) => chat.messages(await desk.conversation(null, req.params.id), req.query, req.lang));
    s.get('/p/admin/chatView/conversations/:id/profile', { schema: { ...ap, summary: 'Read-only: the buyer beside any conversation', params: idParam, response: { 200: chatBuyerProfile } } },
      (req) => desk.profile(null, req.params.id, req.lang));
  });
}
