// Short-lived counters and flags (rate limits, send cooldowns, attempt counts): one interface,
// kept in process by default and in Redis when REDIS_URL is set (shared by every API process).
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { systemClock, type Clock } from './clock';

export interface Counters {
  /** Adds 1 to key; the window starts with the first hit and lasts windowMs. Answers the new count. */
  incr(key: string, windowMs: number): Promise<number>;
  /** Sets key to value for ttlMs unless it is set. Answers true when this call set it. */
  setIfAbsent(key: string, ttlMs: number, value?: string): Promise<boolean>;
  /** Takes 1 off key if it is set (never below 0); answers the new count. */
  decr(key: string): Promise<number>;
  get(key: string): Promise<string | null>;
  /** Sets key to value for ttlMs, whether it was set or not. */
  set(key: string, ttlMs: number, value: string): Promise<void>;
  /** Milliseconds left before key expires; 0 when it is not set. */
  ttl(key: string): Promise<number>;
  del(key: string): Promise<void>;
  close(): Promise<void>;
  /**
   * Redis only (absent in process): a Lua script run as one atomic step on the server; keys get the prefix like
   * every key. Answers a function calling it with its KEYS and ARGV. `numberOfKeys` null: as many as each call
   * gives (a batch). `direct`: sent at once, not held for the next tick's auto-pipeline (a call that is itself a batch
   * gathered over a tick: waiting one more would only add a turn of the event loop to every answer in it).
   */
  script?(lua: string, numberOfKeys: number | null, opts?: { direct?: boolean }): (keys: string[], args: (string | number)[]) => Promise<unknown>;
  /** Redis only: sends `message` to every process subscribed to `channel` (prefixed like the keys). */
  publish?(channel: string, message: string): Promise<void>;
  /**
   * Redis only: calls `onMessage` for each message on `channel` (one subscriber connection per Counters, opened on
   * first use). Answers the unsubscribe.
   */
  subscribe?(channel: string, onMessage: (message: string) => void): () => void;
}

/** In-process counters, timed by the injected clock (tests move it). One process only. */
export function memoryCounters(clock: Clock = systemClock): Counters {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  let sweepAt = 0;
  const now = () => clock.now().getTime();
  const live = (key: string) => {
    const e = entries.get(key);
    if (!e) return undefined;
    if (e.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return e;
  };
  const sweep = () => {
    // drop expired keys now and then so the map does not grow without bound
    if (entries.size < 10_000 || now() < sweepAt) return;
    sweepAt = now() + 60_000;
    for (const [k, e] of entries) if (e.expiresAt <= now()) entries.delete(k);
  };
  return {
    async incr(key, windowMs) {
      sweep();
      const e = live(key);
      if (!e) {
        entries.set(key, { value: '1', expiresAt: now() + windowMs });
        return 1;
      }
      e.value = String(Number(e.value) + 1);
      return Number(e.value);
    },
    async decr(key) {
      const e = live(key);
      if (!e) return 0;
      e.value = String(Math.max(0, Number(e.value) - 1));
      return Number(e.value);
    },
    async setIfAbsent(key, ttlMs, value = '1') {
      sweep();
      if (live(key)) return false;
      entries.set(key, { value, expiresAt: now() + ttlMs });
      return true;
    },
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, ttlMs, value) {
      sweep();
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
    async ttl(key) {
      const e = live(key);
      return e ? e.expiresAt - now() : 0;
    },
    async del(key) {
      entries.delete(key);
    },
    async close() {
      entries.clear();
    },
  };
}

// INCR and the expiry of a new window in one step, so no key is ever left without an expiry.
const INCR_WINDOW = `local n = redis.call('INCR', KEYS[1])
if n == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

// DECR only an existing key (keeping its expiry), never below 0.
const DECR_EXISTING = `if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local n = redis.call('DECR', KEYS[1])
if n < 0 then redis.call('SET', KEYS[1], 0, 'KEEPTTL') return 0 end
return n`;

/** Redis counters (timed by Redis itself). Keys are prefixed so several malls or test runs can share a server. */
export function redisCounters(url: string, prefix = 'mall:'): Counters {
  // auto-pipelining: the commands of one tick go out in one socket write (a crowd's token checks and buy steps
  // otherwise paid a system call each; issue 19's profile)
  const redis = new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: 2, lazyConnect: false, enableAutoPipelining: true, autoPipeliningIgnoredCommands: [] });
  const direct = redis.options.autoPipeliningIgnoredCommands!; // this client's own list (script(…, { direct }))
  const client = redis as Redis & { incrWindow(key: string, windowMs: number): Promise<number>; decrExisting(key: string): Promise<number> };
  redis.defineCommand('incrWindow', { numberOfKeys: 1, lua: INCR_WINDOW });
  redis.defineCommand('decrExisting', { numberOfKeys: 1, lua: DECR_EXISTING });
  // pub/sub: channels named with the prefix by hand (a subscribed connection takes no other command)
  let subscriber: Redis | null = null;
  const listeners = new Map<string, Set<(message: string) => void>>();
  return {
    async incr(key, windowMs) {
      return Number(await client.incrWindow(key, Math.max(1, Math.ceil(windowMs))));
    },
    async decr(key) {
      return Number(await client.decrExisting(key));
    },
    async setIfAbsent(key, ttlMs, value = '1') {
      return (await redis.set(key, value, 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX')) === 'OK';
    },
    async get(key) {
      return redis.get(key);
    },
    async set(key, ttlMs, value) {
      await redis.set(key, value, 'PX', Math.max(1, Math.ceil(ttlMs)));
    },
    async ttl(key) {
      return Math.max(0, await redis.pttl(key));
    },
    async del(key) {
      await redis.del(key);
    },
    async close() {
      if (subscriber) await subscriber.quit().catch(() => subscriber?.disconnect());
      await redis.quit().catch(() => redis.disconnect());
    },
    async publish(channel, message) {
      await redis.publish(prefix + channel, message);
    },
    subscribe(channel, onMessage) {
      const name = prefix + channel;
      if (!subscriber) {
        subscriber = new Redis(url, { maxRetriesPerRequest: 2 });
        subscriber.on('message', (ch: string, message: string) => {
          for (const fn of listeners.get(ch) ?? []) fn(message);
        });
        subscriber.on('error', () => {}); // reconnects by itself; a missed message costs a waiter its fallback re-check
      }
      let set = listeners.get(name);
      if (!set) {
        listeners.set(name, (set = new Set()));
        void subscriber.subscribe(name).catch(() => {});
      }
      set.add(onMessage);
      return () => {
        set.delete(onMessage);
      };
    },
    script(lua, numberOfKeys, opts = {}) {
      // defined once per script text: ioredis then runs it by EVALSHA (loading it when the server lacks it)
      const name = `lua${createHash('sha1').update(lua).digest('hex').slice(0, 16)}${opts.direct ? 'd' : ''}`;
      const commands = redis as unknown as Record<string, (...a: (string | number)[]) => Promise<unknown>>;
      if (!(name in commands)) {
        redis.defineCommand(name, numberOfKeys === null ? { lua } : { numberOfKeys, lua });
        // an auto-pipeline waiting to be sent has the commands defined before it was made; a new command called into
        // it throws there, and ioredis then misaligns that pipeline's answers ('results[i] is not iterable') and never
        // answers the calls after it (ioredis #1931): a command defined while one waits is always sent directly
        const waiting = (redis as unknown as { _autoPipelines?: Map<string, unknown> })._autoPipelines?.size ?? 0;
        if (opts.direct || waiting > 0) direct.push(name);
      }
      return numberOfKeys === null ? (keys, args) => commands[name]!(keys.length, ...keys, ...args) : (keys, args) => commands[name]!(...keys, ...args);
    },
  };
}

/** Redis when a URL is given, else in process. */
export function createCounters(opts: { redisUrl?: string; clock?: Clock; prefix?: string }): Counters {
  return opts.redisUrl ? redisCounters(opts.redisUrl, opts.prefix) : memoryCounters(opts.clock);
}
