// Fan-out of chat events to every API process (issue 15): one interface, two implementations. Without REDIS_URL
// the events stay in this process; with it they go through Redis pub/sub, so a buyer on process A and an agent on
// process B see each other's messages, and a login elsewhere (code 11) reaches the old socket wherever it is.
// Messages are stored before they are published: the bus only wakes sockets up, it never holds the only copy
// (a socket that missed an event catches up from the database by seq).
import { Redis } from 'ioredis';
import type { ChatMessage } from '@mall/shared';

export type ChatEvent =
  /** a stored message: to the buyer's sockets and the shop's agents */
  | { type: 'message'; userId: number; shopId: number; message: ChatMessage }
  /** one side read a conversation */
  | { type: 'read'; userId: number; shopId: number; conversationId: number; side: 'user' | 'shop'; seq: number }
  /** the queue of a shop changed (claimed, transferred, auto-assigned); `from`, when another agent served it
   *  before, is told it is no longer his (code 15) */
  | { type: 'conversation'; shopId: number; conversationId: number; agentUserId?: number | null; from?: number | null }
  /** an agent of a shop is no longer one (staff disabled or removed): his desk sockets close */
  | { type: 'revoked'; shopId: number; userId: number }
  /** a shop's service went online/offline */
  | { type: 'presence'; shopId: number; online: boolean }
  /** a new socket of the same identity opened: every other socket of it closes with code 11 */
  | { type: 'kick'; identity: string; keep: string; openedAt: number }
  /** the sessions of a user ended (logout everywhere, password change): its sockets close */
  | { type: 'ended'; userId: number };

export interface ChatBus {
  publish(event: ChatEvent): Promise<void>;
  /** every event published by any process (this one included) */
  subscribe(handler: (event: ChatEvent) => void): void;
  close(): Promise<void>;
}

/** One process: events are handed to the handlers on the next tick. */
export function memoryChatBus(): ChatBus {
  const handlers: ((e: ChatEvent) => void)[] = [];
  return {
    async publish(event) {
      queueMicrotask(() => {
        for (const h of handlers) h(event);
      });
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    async close() {
      handlers.length = 0;
    },
  };
}

/** Every process subscribed to one channel (prefixed, so several malls or test runs can share a server). */
export function redisChatBus(url: string, prefix = 'mall:'): ChatBus {
  const channel = `${prefix}chat`;
  const pub = new Redis(url, { maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { maxRetriesPerRequest: null });
  const handlers: ((e: ChatEvent) => void)[] = [];
  const ready = sub.subscribe(channel);
  sub.on('message', (ch: string, text: string) => {
    if (ch !== channel) return;
    let event: ChatEvent;
    try {
      event = JSON.parse(text) as ChatEvent;
    } catch {
      return;
    }
    for (const h of handlers) h(event);
  });
  return {
    async publish(event) {
      await ready;
      await pub.publish(channel, JSON.stringify(event));
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    async close() {
      handlers.length = 0;
      await Promise.all([pub.quit().catch(() => pub.disconnect()), sub.quit().catch(() => sub.disconnect())]);
    },
  };
}

export function createChatBus(opts: { redisUrl?: string; prefix?: string }): ChatBus {
  return opts.redisUrl ? redisChatBus(opts.redisUrl, opts.prefix) : memoryChatBus();
}
