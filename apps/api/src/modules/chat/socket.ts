// The chat socket (SPEC §7 online/user/{token encoded}/{userId}, §3 frames, §4/§8/§9 behaviour; issue 15).
// The upgrade is authenticated before it happens: the path's token is a one-time socket ticket (POST
// /p/chat/socketTicket, the storefront's scripts never see the login token: decision 010) or an access token, and
// the path's userId must be its user's; a cross-site page (Origin of another host) is refused too. One socket per
// identity (a buyer; an agent of a shop): a newer one closes the older with code 11 in whatever process it lives.
// Frames are capped (ws maxPayload) and rated per connection; a socket silent for CHAT_LIMITS.idleMs is closed.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import websocket from '@fastify/websocket';
import {
  CHAT_CLOSE, CHAT_CODE, CHAT_LIMITS, CHAT_MSG_TYPES, chatSocketPath, translate,
  type ChatCode, type ChatFrame, type ChatMsgType, type Lang, type MessageKey,
} from '@mall/shared';
import type { AuthUser } from '../../platform/auth';
import type { Counters } from '../../platform/counters';
import { AppError } from '../../platform/errors';
import type { ZodApp } from '../../platform/http';
import type { ChatBus, ChatEvent } from './bus';
import { agentKey } from './agents';
import { agentsKey, type ChatService } from './service';

/** Who a socket is: a buyer, or an agent of a shop (the seller centre, the platform console for its store). */
export type ChatIdentity = { userId: number; role: 'buyer' } | { userId: number; role: 'agent'; shopId: number };
const identityKey = (i: ChatIdentity) => (i.role === 'buyer' ? `u:${i.userId}` : `a:${i.shopId}:${i.userId}`);
const TICKET_TTL_MS = 60_000;
const ticketKey = (ticket: string) => `chat:ticket:${createHash('sha256').update(ticket).digest('hex')}`;

interface Conn {
  id: string;
  identity: ChatIdentity;
  socket: WebSocket;
  lang: Lang;
  lastSeen: number;
  windowStart: number;
  sent: number;
  /** when it opened (ms): a kick closes only the sockets opened before the one that announced it */
  openedAt: number;
  /** closed because a newer socket of the identity took over (its agent key stays: the new one refreshed it) */
  kicked?: boolean;
}

export interface ChatHubOptions {
  /** a socket silent this long is closed (default CHAT_LIMITS.idleMs) */
  idleMs?: number;
  /** the chat host (CHAT_HOST): origin of the socket address handed to clients; default the page's own */
  chatHost?: string;
}

export function createChatHub(deps: {
  service: ChatService; bus: ChatBus; counters: Counters; verifyToken: (token: string) => Promise<AuthUser | null>;
  /** whether the user still answers the shop's desk (owner, active staff, operator of the self-operated store) */
  isAgent?: (shopId: number, userId: number) => Promise<boolean>;
}) {
  const { service, bus, counters, verifyToken } = deps;
  const isAgent = deps.isAgent ?? (async () => true);
  const conns = new Map<string, Conn>();
  const opts: Required<Pick<ChatHubOptions, 'idleMs'>> & ChatHubOptions = { idleMs: CHAT_LIMITS.idleMs };
  let sweep: NodeJS.Timeout | null = null;

  const frame = <T>(code: ChatCode, extra: Omit<ChatFrame<T>, 'code' | 'success'> & { success?: boolean } = {}): string =>
    JSON.stringify({ success: true, ...extra, code });
  const send = (c: Conn, text: string) => {
    if (c.socket.readyState === c.socket.OPEN) c.socket.send(text);
  };
  const refuse = (c: Conn, key: MessageKey, params?: Record<string, string | number>) =>
    send(c, frame(key === 'chat.notYours' ? CHAT_CODE.notYours : CHAT_CODE.refused, { success: false, content: translate(key, c.lang, params), msgType: key }));

  async function markAgentLive(shopId: number, userId: number): Promise<void> {
    const was = (await counters.get(agentsKey(shopId))) !== null;
    await counters.del(agentsKey(shopId));
    await counters.setIfAbsent(agentsKey(shopId), opts.idleMs);
    await counters.del(agentKey(shopId, userId));
    await counters.setIfAbsent(agentKey(shopId, userId), opts.idleMs);
    if (!was) await bus.publish({ type: 'presence', shopId, online: (await service.presence(shopId)).online });
  }

  function deliver(e: ChatEvent): void {
    for (const c of conns.values()) {
      const i = c.identity;
      const buyerOf = (userId: number) => i.role === 'buyer' && i.userId === userId;
      const agentOf = (shopId: number) => i.role === 'agent' && i.shopId === shopId;
      switch (e.type) {
        case 'message':
          if (buyerOf(e.userId) || agentOf(e.shopId)) send(c, frame(CHAT_CODE.message, { msgType: e.message.msgType, data: e.message }));
          break;
        case 'read':
          if (buyerOf(e.userId) || agentOf(e.shopId)) send(c, frame(CHAT_CODE.read, { data: { conversationId: e.conversationId, side: e.side, seq: e.seq } }));
          break;
        case 'conversation':
          if (agentOf(e.shopId)) {
            send(c, frame(CHAT_CODE.conversation, { data: { conversationId: e.conversationId, agentUserId: e.agentUserId } }));
            // the agent who served it before: not his any more
            if (e.from && e.from === i.userId && e.agentUserId !== e.from) {
              send(c, frame(CHAT_CODE.notYours, { success: false, msgType: 'chat.notYours', content: translate('chat.notYours', c.lang), data: { conversationId: e.conversationId } }));
            }
          }
          break;
        case 'revoked':
          if (agentOf(e.shopId) && i.userId === e.userId) {
            send(c, frame(CHAT_CODE.sessionEnded, { success: false, msgType: 'staff.removed', content: translate('staff.removed', c.lang) }));
            c.socket.close(CHAT_CLOSE.sessionEnded, 'no longer an agent');
            conns.delete(c.id);
          }
          break;
        case 'presence':
          if (i.role === 'buyer' || agentOf(e.shopId)) send(c, frame(CHAT_CODE.presence, { data: { shopId: e.shopId, online: e.online } }));
          break;
        case 'kick':
          // a kick that comes late (the bus is slow under load) must not close a socket newer than its sender's
          if (identityKey(i) === e.identity && c.id !== e.keep && c.openedAt <= e.openedAt) {
            c.kicked = true;
            send(c, frame(CHAT_CODE.takenOver, { success: false, content: translate('chat.takenOver', c.lang) }));
            c.socket.close(CHAT_CLOSE.takenOver, 'taken over');
            conns.delete(c.id);
          }
          break;
        case 'ended':
          if (i.userId === e.userId) {
            send(c, frame(CHAT_CODE.sessionEnded, { success: false, content: translate('chat.sessionEnded', c.lang) }));
            c.socket.close(CHAT_CLOSE.sessionEnded, 'session ended');
            conns.delete(c.id);
          }
          break;
      }
    }
  }
  bus.subscribe(deliver);

  async function onFrame(c: Conn, raw: string): Promise<void> {
    c.lastSeen = Date.now();
    let f: { msgType?: unknown; conversationId?: unknown; content?: unknown; clientMsgId?: unknown };
    try {
      f = JSON.parse(raw);
      if (!f || typeof f !== 'object') throw new Error('not an object');
    } catch {
      return refuse(c, 'chat.frameInvalid');
    }
    if (f.msgType === 'heartbeat' || f.msgType === 'ping') {
      send(c, frame(CHAT_CODE.pong));
      if (c.identity.role === 'agent') await markAgentLive(c.identity.shopId, c.identity.userId);
      return;
    }
    // everything else counts against the connection's rate
    const now = Date.now();
    if (now - c.windowStart >= CHAT_LIMITS.rateWindowMs) {
      c.windowStart = now;
      c.sent = 0;
    }
    c.sent += 1;
    if (c.sent > CHAT_LIMITS.rateCount * 3) {
      c.socket.close(CHAT_CLOSE.tooFast, 'too fast');
      return;
    }
    if (c.sent > CHAT_LIMITS.rateCount) return refuse(c, 'chat.tooFast');
    const conversationId = Number(f.conversationId);
    if (!Number.isInteger(conversationId) || conversationId < 1 || conversationId > 2_147_483_647) return refuse(c, 'chat.frameInvalid');
    const i = c.identity;
    try {
      // an agent's right to the desk is read on every message (staff disabled or removed stop at once)
      if (i.role === 'agent' && !(await isAgent(i.shopId, i.userId))) {
        send(c, frame(CHAT_CODE.sessionEnded, { success: false, msgType: 'staff.removed', content: translate('staff.removed', c.lang) }));
        c.socket.close(CHAT_CLOSE.sessionEnded, 'no longer an agent');
        conns.delete(c.id);
        return;
      }
      if (f.msgType === 'read') {
        const conv = await service.conversationOf(conversationId);
        if (!conv || (i.role === 'buyer' ? conv.userId !== i.userId : conv.shopId !== i.shopId)) throw new AppError('chat.conversationNotFound', 404);
        await service.read(conv, i.role === 'buyer' ? 'user' : 'shop');
        return;
      }
      if (!(CHAT_MSG_TYPES as readonly unknown[]).includes(f.msgType) || typeof f.content !== 'string' || f.content.length > CHAT_LIMITS.textMax * 4) return refuse(c, 'chat.frameInvalid');
      const clientMsgId = typeof f.clientMsgId === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(f.clientMsgId) ? f.clientMsgId : undefined;
      const sender = i.role === 'buyer' ? { side: 'user' as const, userId: i.userId } : { side: 'shop' as const, userId: i.userId, shopId: i.shopId };
      const message = await service.send(sender, { conversationId, msgType: f.msgType as ChatMsgType, content: f.content, clientMsgId }, c.lang);
      send(c, frame(CHAT_CODE.ack, { msgType: message.msgType, data: message }));
    } catch (err) {
      if (err instanceof AppError) return refuse(c, err.key, err.params);
      throw err;
    }
  }

  function attach(socket: WebSocket, identity: ChatIdentity, lang: Lang): void {
    const now = Date.now();
    const c: Conn = { id: randomBytes(9).toString('base64url'), identity, socket, lang, lastSeen: now, windowStart: now, sent: 0, openedAt: now };
    conns.set(c.id, c);
    socket.on('message', (data, isBinary) => {
      if (isBinary) return refuse(c, 'chat.frameInvalid');
      onFrame(c, data.toString()).catch(() => refuse(c, 'chat.frameInvalid'));
    });
    socket.on('close', () => {
      conns.delete(c.id);
      // an agent who leaves is offline at once (not after the idle time), unless a newer socket took over
      if (identity.role === 'agent' && !c.kicked) void counters.del(agentKey(identity.shopId, identity.userId)).catch(() => undefined);
    });
    socket.on('error', () => conns.delete(c.id));
    send(c, frame(CHAT_CODE.connected, { data: { userId: identity.userId } }));
    void bus.publish({ type: 'kick', identity: identityKey(identity), keep: c.id, openedAt: c.openedAt });
    if (identity.role === 'agent') void markAgentLive(identity.shopId, identity.userId);
    if (!sweep) startSweep();
  }

  function startSweep(): void {
    if (sweep) clearInterval(sweep);
    sweep = setInterval(() => {
      const limit = Date.now() - opts.idleMs;
      for (const x of conns.values()) if (x.lastSeen < limit) {
        x.socket.close(CHAT_CLOSE.idle, 'idle');
        conns.delete(x.id);
      }
    }, Math.max(50, Math.floor(opts.idleMs / 4)));
    sweep.unref();
  }

  /** Who the upgrade is for: the path's token (ticket or access token) must belong to the path's userId. */
  async function authenticate(token: string, pathUserId: number): Promise<ChatIdentity | null> {
    if (!token || token.length > 200 || !Number.isInteger(pathUserId) || pathUserId < 1) return null;
    const key = ticketKey(token);
    const stored = await counters.get(key);
    if (stored !== null) {
      // one use: the first upgrade to count it wins
      if ((await counters.incr(`${key}:used`, TICKET_TTL_MS)) !== 1) return null;
      await counters.del(key);
      const identity = JSON.parse(stored) as ChatIdentity;
      if (identity.userId !== pathUserId) return null;
      // a ticket of an agent who was disabled or removed since it was handed out opens nothing
      if (identity.role === 'agent' && !(await isAgent(identity.shopId, identity.userId))) return null;
      return identity;
    }
    const user = await verifyToken(token);
    return user && user.userId === pathUserId ? { userId: user.userId, role: 'buyer' } : null;
  }

  return {
    configure(o: ChatHubOptions): void {
      Object.assign(opts, o);
      if (sweep) startSweep();
    },
    /** A one-time ticket to open the socket with, valid for a minute, and the socket's address. */
    async ticket(identity: ChatIdentity): Promise<{ ticket: string; userId: number; url: string }> {
      const ticket = randomBytes(24).toString('base64url');
      await counters.setIfAbsent(ticketKey(ticket), TICKET_TTL_MS, JSON.stringify(identity));
      const path = chatSocketPath(ticket, identity.userId);
      const host = opts.chatHost?.replace(/\/+$/, '').replace(/^http/, 'ws');
      return { ticket, userId: identity.userId, url: host ? `${host}${path}` : path };
    },
    /** Sockets of this process (tests, the log). */
    size: () => conns.size,
    /** Mounts the socket route (inside /shop-api). */
    async mount(api: ZodApp): Promise<void> {
      await api.register(websocket, { options: { maxPayload: CHAT_LIMITS.frameMaxBytes } });
      const identities = new WeakMap<FastifyRequest, ChatIdentity>();
      api.get('/online/user/:token/:userId', {
        websocket: true,
        preValidation: async (req, reply) => {
          const { token, userId } = req.params as { token: string; userId: string };
          const origin = req.headers.origin;
          const allowed = [req.headers.host, opts.chatHost ? new URL(opts.chatHost).host : null];
          if (origin) {
            let host: string | null = null;
            try {
              host = new URL(origin).host;
            } catch { /* refused below */ }
            if (!host || !allowed.includes(host)) return reply.code(403).send({ code: 'FORBIDDEN', message: translate('error.unauthorized', req.lang) });
          }
          const identity = await authenticate(token, Number(userId));
          if (!identity) return reply.code(401).send({ code: 'UNAUTHORIZED', message: translate('error.unauthorized', req.lang) });
          identities.set(req, identity);
        },
      }, (socket: WebSocket, req: FastifyRequest) => {
        const identity = identities.get(req);
        if (!identity) return socket.close(CHAT_CLOSE.unauthorized, 'unauthorized');
        const lang = (req.query as { lang?: string }).lang === 'en' ? 'en' : (req.query as { lang?: string }).lang === 'zh' ? 'zh' : req.lang;
        attach(socket, identity, lang);
      });
      api.addHook('onClose', async () => {
        if (sweep) clearInterval(sweep);
        sweep = null;
      });
    },
  };
}

export type ChatHub = ReturnType<typeof createChatHub>;
