// The Redis gate of a flash sale (REDIS_URL): one Lua script takes an item's stock and the buyer's quota in one
// atomic step, so a crowd's losers are refused without touching the database. The database stays the record:
// keys are loaded from it when missing (SET NX), reset from it at start and whenever the database refuses what
// Redis let through; every unit Redis lets through is still taken by the guarded SQL of stock.ts.
import type { Counters } from '../../../platform/counters';

// KEYS: stock, user count, the item's buyers. ARGV: n, limit, user id, ttl ms.
// 1 taken; -1 sold out; -2 over the limit; -3 stock not loaded; -4 user not loaded.
// The buyers set names every user whose count Redis moved, so a start can rebuild their counts from the database.
const TAKE = `local s = redis.call('GET', KEYS[1])
if not s then return -3 end
local u = redis.call('GET', KEYS[2])
if not u then return -4 end
local n = tonumber(ARGV[1])
if tonumber(u) + n > tonumber(ARGV[2]) then return -2 end
if tonumber(s) < n then return -1 end
redis.call('DECRBY', KEYS[1], n)
redis.call('INCRBY', KEYS[2], n)
redis.call('SADD', KEYS[3], ARGV[3])
redis.call('PEXPIRE', KEYS[3], ARGV[4])
return 1`;

// KEYS: stock, user count, quota hash (queue.ts). ARGV: n, user id. Gives back what TAKE (or the queue's BUY) took
// (only to loaded keys; a user's count never below 0).
const GIVE = `if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('INCRBY', KEYS[1], ARGV[1]) end
if redis.call('EXISTS', KEYS[2]) == 1 then
  local u = redis.call('DECRBY', KEYS[2], ARGV[1])
  if u < 0 then redis.call('SET', KEYS[2], 0, 'KEEPTTL') end
end
if redis.call('EXISTS', KEYS[3]) == 1 then
  local q = redis.call('HINCRBY', KEYS[3], ARGV[2], -tonumber(ARGV[1]))
  if q < 0 then redis.call('HSET', KEYS[3], ARGV[2], 0) end
end
return 1`;

// KEYS: stock, queued. ARGV: the database's stock, ttl. The gate's stock is the database's less the units of
// reservations still queued (won in Redis, not yet orders in the database).
const RESYNC = `local q = tonumber(redis.call('GET', KEYS[2]) or '0')
local s = tonumber(ARGV[1]) - q
if s < 0 then s = 0 end
redis.call('SET', KEYS[1], s, 'PX', ARGV[2])
return s`;

// KEYS: stock, queued. ARGV: the database's stock, ttl. Loads the gate's stock when it is missing (first use, expiry,
// a Redis flushed or lost mid-sale) as RESYNC does — the database's stock less the units still queued — but only if
// no other process loaded it meanwhile (a reload must never undo a take made since).
const LOAD = `if redis.call('EXISTS', KEYS[1]) == 1 then return -1 end
local q = tonumber(redis.call('GET', KEYS[2]) or '0')
local s = tonumber(ARGV[1]) - q
if s < 0 then s = 0 end
redis.call('SET', KEYS[1], s, 'PX', ARGV[2])
return s`;

export type TakeResult = 'ok' | 'soldOut' | 'limit';

export interface GateItem {
  id: number;
  perUserLimit: number;
  /** keys live until a day after this */
  endAt: Date;
}

export interface GateLoader {
  stockOf(itemId: number): Promise<number>;
  boughtBy(itemId: number, userId: number): Promise<number>;
}

export interface RedisGate {
  take(item: GateItem, userId: number, n: number): Promise<TakeResult>;
  give(itemId: number, userId: number, n: number): Promise<void>;
  /** Loads the item's stock key from the database when it is missing (less the units queued); never overwrites. */
  load(item: Pick<GateItem, 'id' | 'endAt'>): Promise<void>;
  /** Sets the item's stock key from the database (start, setup, and after the database refused). */
  resync(item: Pick<GateItem, 'id' | 'endAt'>): Promise<void>;
  /**
   * Sets the count of every user Redis counted for the item from the database (start): a count taken by a process
   * that stopped before its order was stored would otherwise keep the buyer out. Answers how many were reset.
   */
  resyncBuyers(item: Pick<GateItem, 'id' | 'endAt'>): Promise<number>;
  /** The stock Redis holds for the item; null when not loaded. */
  peek(itemId: number): Promise<number | null>;
}

const stockKey = (itemId: number) => `fs:stock:${itemId}`;
const userKey = (itemId: number, userId: number) => `fs:user:${itemId}:${userId}`;
const buyersKey = (itemId: number) => `fs:buyers:${itemId}`;

/** The keys of the gate and of the order queue (queue.ts); every process and the tests name them alike. */
export const gateKeys = {
  stock: stockKey,
  /** hash user → units counted against the per-user limit, '_' once loaded from the database */
  quotas: (itemId: number) => `fs:quota:${itemId}`,
  /** hash user → the reservation still queued (one at a time per buyer and item) */
  pending: (itemId: number) => `fs:pending:${itemId}`,
  /** hash user → the buyer's latest reservation (what the page polls) */
  last: (itemId: number) => `fs:last:${itemId}`,
  /** units won and not yet settled (ordered or failed) */
  queued: (itemId: number) => `fs:queued:${itemId}`,
  reservationPrefix: 'fs:r:',
  reservation: (id: string) => `fs:r:${id}`,
  seq: 'fs:seq',
  stream: 'fs:orders',
};
const DAY = 24 * 3600_000;

/** null when the counters are in process (no Redis): the guarded SQL alone then decides. */
export function createRedisGate(counters: Counters, loader: GateLoader, now: () => Date): RedisGate | null {
  if (!counters.script) return null;
  const take = counters.script(TAKE, 3);
  const give = counters.script(GIVE, 3);
  const setNx = counters.setIfAbsent.bind(counters);
  const ttl = (endAt: Date) => Math.max(endAt.getTime() - now().getTime(), 0) + DAY;
  const set = counters.script(`redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1`, 1);
  const resync = counters.script(RESYNC, 2);
  const load = counters.script(LOAD, 2);
  const members = counters.script(`return redis.call('SMEMBERS', KEYS[1])`, 1);

  return {
    async take(item, userId, n) {
      const keys = [stockKey(item.id), userKey(item.id, userId), buyersKey(item.id)];
      for (let attempt = 0; attempt < 3; attempt++) {
        const r = Number(await take(keys, [n, item.perUserLimit, userId, ttl(item.endAt)]));
        if (r === 1) return 'ok';
        if (r === -1) return 'soldOut';
        if (r === -2) return 'limit';
        if (r === -3) await setNx(keys[0]!, ttl(item.endAt), String(await loader.stockOf(item.id)));
        if (r === -4) await setNx(keys[1]!, ttl(item.endAt), String(await loader.boughtBy(item.id, userId)));
      }
      return 'soldOut';
    },
    async give(itemId, userId, n) {
      await give([stockKey(itemId), userKey(itemId, userId), gateKeys.quotas(itemId)], [n, userId]);
    },
    async load(item) {
      await load([stockKey(item.id), gateKeys.queued(item.id)], [await loader.stockOf(item.id), ttl(item.endAt)]);
    },
    async resync(item) {
      await resync([stockKey(item.id), gateKeys.queued(item.id)], [await loader.stockOf(item.id), ttl(item.endAt)]);
    },
    async resyncBuyers(item) {
      const users = ((await members([buyersKey(item.id)], [])) as string[]).map(Number).filter((u) => Number.isSafeInteger(u));
      for (const userId of users) await set([userKey(item.id, userId)], [await loader.boughtBy(item.id, userId), ttl(item.endAt)]);
      return users.length;
    },
    async peek(itemId) {
      const v = await counters.get(stockKey(itemId));
      return v === null ? null : Number(v);
    },
  };
}
