// The flash sale at crowd speed (REDIS_URL, decision 013): one Lua step answers a buy attempt at once — won (a
// reservation, queued on a Redis stream), sold out, over the limit, not started or ended — so a crowd's losers never
// reach the flash-sale tables. Workers in every process read the stream in batches (a consumer group: each entry
// goes to one worker) and turn a batch of reservations into their orders in ONE database transaction (the order
// module's placeReserved, order/reserved.ts), where the guarded SQL stays the record. An entry a worker took and
// never acknowledged (crash, killed process) is claimed by another worker after `claimIdleMs` (XAUTOCLAIM); one that
// keeps failing for `timeoutMs` is released (its unit and quota back to the gate). Turning a reservation into its
// order is idempotent: a submit token is stored on the reservation before the transaction, which spends it, and a
// token already spent answers its order again, never a second one.
import { randomBytes } from 'node:crypto';
import { ORDER_TYPE } from '@mall/shared';
import type { Clock } from '../../../platform/clock';
import type { Counters } from '../../../platform/counters';
import { AppError } from '../../../platform/errors';
import { singleFlight } from '../../../platform/single-flight';
import type { OrderService } from '../../order/service';
import { gateKeys, type RedisGate } from './redis-gate';

/** The item as the buy step needs it (cached in process a few seconds: a crowd's attempts read no table). */
export interface QueueItem {
  id: number;
  prodId: number;
  skuId: number;
  shopId: number;
  perUserLimit: number;
  startAt: Date;
  endAt: Date;
}

// The buy step as a Lua function, so one attempt (BUY, BUY_AS) and a tick's batch of them (BUY_AS_MANY) run the same
// steps. Keys: stock, quota hash, pending hash, seq, stream, reservation prefix, queued, last hash. `a`: the attempt's
// arguments as sent — n, limit, (unused), now, startAt, endAt, ttl, addrId, item, remarks; `user` the buyer.
// {1, id} won; {2, id} this buyer's reservation already queued (the idempotency key per buyer and item);
// {-1} sold out; {-2} over the limit; {-3} stock not loaded; {-4} quotas not loaded; {-5} not started; {-6} ended.
const BUY_FN = `local function buy(K, a, user)
local now = tonumber(a[4])
if now < tonumber(a[5]) then return {-5} end
if now >= tonumber(a[6]) then return {-6} end
local p = redis.call('HGET', K[3], user)
if p then return {2, p} end
local s = redis.call('GET', K[1])
if not s then return {-3} end
if redis.call('EXISTS', K[2]) == 0 then return {-4} end
local n = tonumber(a[1])
local u = tonumber(redis.call('HGET', K[2], user) or '0')
if u + n > tonumber(a[2]) then return {-2} end
if tonumber(s) < n then return {-1} end
redis.call('DECRBY', K[1], n)
redis.call('HINCRBY', K[2], user, n)
local id = tostring(redis.call('INCR', K[4]))
local rk = K[6] .. id
redis.call('HSET', rk, 'item', a[9], 'user', user, 'n', n, 'addr', a[8], 'state', 'queued', 'at', a[4], 'remarks', a[10])
redis.call('PEXPIRE', rk, a[7])
redis.call('HSET', K[3], user, id)
redis.call('PEXPIRE', K[3], a[7])
redis.call('HSET', K[8], user, id)
redis.call('PEXPIRE', K[8], a[7])
redis.call('INCRBY', K[7], n)
redis.call('PEXPIRE', K[7], a[7])
redis.call('XADD', K[5], '*', 'r', id)
return {1, id}
end
`;
// KEYS: the 8 keys of BUY_FN. ARGV: the attempt's (ARGV[3] the buyer).
const BUY = `${BUY_FN}return buy(KEYS, ARGV, ARGV[3])`;
// The lean buy attempt (lean-buy.ts): the same step with the caller's token checked first, in the same call, against
// the shared cache of verified tokens (tokens.ts: sess:{sha256}, 'userId:sessionId:role', or the 'x' of a
// revocation). {-7} not cached, {-8} revoked: nothing read or taken; the caller goes the ordinary way (the guard).
const BUY_AS_STEP = `local function buyAs(K, a, tokenKey)
local sv = redis.call('GET', tokenKey)
if not sv then return {-7} end
local user = string.match(sv, '^(%d+):')
if not user then return {-8} end
return buy(K, a, user)
end
`;
// KEYS: the 8 keys of BUY_FN, then the token's. ARGV: the attempt's.
const BUY_AS = `${BUY_FN}${BUY_AS_STEP}return buyAs(KEYS, ARGV, KEYS[9])`;
// The lean buy attempts that arrived in one turn of the event loop, in ONE call (a crowd's attempts cost one command,
// one Lua call and one reply instead of one each): each attempt in arrival order, exactly as BUY_AS alone — the
// whole call is one atomic step, so attempts of one batch see each other as consecutive calls would. KEYS: seq,
// stream, reservation prefix, then per attempt its stock, quota hash, pending hash, queued, last hash and token key
// (6). ARGV: per attempt BUY_AS's 10. Answers BUY_AS's answer per attempt.
const BUY_AS_MANY = `${BUY_FN}${BUY_AS_STEP}local out = {}
for i = 0, (#KEYS - 3) / 6 - 1 do
  local kb, ab = 3 + i * 6, i * 10
  local K = {KEYS[kb + 1], KEYS[kb + 2], KEYS[kb + 3], KEYS[1], KEYS[2], KEYS[3], KEYS[kb + 4], KEYS[kb + 5]}
  out[i + 1] = buyAs(K, {ARGV[ab + 1], ARGV[ab + 2], ARGV[ab + 3], ARGV[ab + 4], ARGV[ab + 5], ARGV[ab + 6], ARGV[ab + 7], ARGV[ab + 8], ARGV[ab + 9], ARGV[ab + 10]}, KEYS[kb + 6])
end
return out`;

// KEYS: stream. ARGV: group, consumer, count, min idle ms, '1' to read this consumer's own pending entries again (a
// batch that failed: retried soon, not left for another worker's claim). Answers {claimed, new, own pending}; an own
// entry whose fields are gone (deleted) is acknowledged, not answered.
const READ = `redis.pcall('XGROUP', 'CREATE', KEYS[1], ARGV[1], '0', 'MKSTREAM')
local claimed = redis.call('XAUTOCLAIM', KEYS[1], ARGV[1], ARGV[2], ARGV[4], '0-0', 'COUNT', ARGV[3])
local own = {}
if ARGV[5] == '1' then
  local mine = redis.call('XREADGROUP', 'GROUP', ARGV[1], ARGV[2], 'COUNT', ARGV[3], 'STREAMS', KEYS[1], '0')
  if mine and mine[1] then
    for _, e in ipairs(mine[1][2]) do
      if e[2] then table.insert(own, e) else redis.call('XACK', KEYS[1], ARGV[1], e[1]) end
    end
  end
end
local fresh = redis.call('XREADGROUP', 'GROUP', ARGV[1], ARGV[2], 'COUNT', ARGV[3], 'STREAMS', KEYS[1], '>')
local out = {}
if fresh and fresh[1] then out = fresh[1][2] end
return {claimed[2], out, own}`;

// Settles a batch of one item's reservations in one step (a call per reservation was most of the order thread's
// socket writes and of Redis's work for the batch). Per reservation: acknowledges its entry and settles it once: a
// failed one gives its unit and quota back to the gate. KEYS: stream, pending hash, queued, stock, quota hash, then
// each reservation. ARGV: group, then per reservation: entry id, reservation id, state (ordered | failed), order
// number, reason. Answers per reservation 1, or 0 when it was already settled (another worker) or is gone.
const FINISH_MANY = `local out = {}
for i = 6, #KEYS do
  local a = 2 + (i - 6) * 5
  local eid, rid, state = ARGV[a], ARGV[a + 1], ARGV[a + 2]
  redis.call('XACK', KEYS[1], ARGV[1], eid)
  redis.call('XDEL', KEYS[1], eid)
  local rk = KEYS[i]
  if redis.call('HGET', rk, 'state') ~= 'queued' then
    out[#out + 1] = 0
  else
    local user = redis.call('HGET', rk, 'user')
    local n = tonumber(redis.call('HGET', rk, 'n'))
    redis.call('HSET', rk, 'state', state, 'order', ARGV[a + 3], 'reason', ARGV[a + 4])
    if redis.call('HGET', KEYS[2], user) == rid then redis.call('HDEL', KEYS[2], user) end
    local q = redis.call('DECRBY', KEYS[3], n)
    if q < 0 then redis.call('SET', KEYS[3], 0, 'KEEPTTL') end
    if state == 'failed' then
      if redis.call('EXISTS', KEYS[4]) == 1 then redis.call('INCRBY', KEYS[4], n) end
      if redis.call('EXISTS', KEYS[5]) == 1 then
        local u = redis.call('HINCRBY', KEYS[5], user, -n)
        if u < 0 then redis.call('HSET', KEYS[5], user, 0) end
      end
    end
    out[#out + 1] = 1
  end
end
return out`;

// KEYS: quota hash. ARGV: ttl, then user, count pairs. Loads an item's quotas once (the '_' field marks it loaded).
const LOAD_QUOTAS = `if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], '_', 1)
for i = 2, #ARGV, 2 do redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1`;

// KEYS: reservation prefix. ARGV: n, n reservation ids, a fresh submit token for each. Stores the token on each
// reservation that has none and answers every reservation's fields (empty when it is gone): two workers racing one
// reservation — a claim of a slow worker's entry — then spend the same token, so one order.
const TOKENS = `local n = tonumber(ARGV[1])
local out = {}
for i = 1, n do
  local key = KEYS[1] .. ARGV[1 + i]
  if redis.call('EXISTS', key) == 1 then redis.call('HSETNX', key, 'token', ARGV[1 + n + i]) end
  out[i] = redis.call('HGETALL', key)
end
return out`;
// KEYS: reservation prefix. ARGV: reservation ids. Answers each one's state ('' when gone).
const STATES = `local out = {}
for i = 1, #ARGV do out[i] = redis.call('HGET', KEYS[1] .. ARGV[i], 'state') or '' end
return out`;
const LAST_FN = `local function last(K, user)
local id = redis.call('HGET', K[1], user)
if not id then return {} end
local r = redis.call('HGETALL', K[2] .. id)
table.insert(r, 'id') table.insert(r, id)
return r
end
`;
// KEYS: last hash, reservation prefix. ARGV: the buyer. The buyer's latest reservation of the item (its fields and id).
const LAST = `${LAST_FN}return last(KEYS, ARGV[1])`;
// The lean poll (lean-poll.ts): the caller's token read from the shared cache in the same step, as BUY_AS_STEP reads
// it. KEYS: last hash, reservation prefix, token key. Answers {-7} not cached, {-8} revoked (the guard decides), else
// {the buyer, LAST's answer}.
const LAST_AS = `${LAST_FN}local sv = redis.call('GET', KEYS[3])
if not sv then return {-7} end
local user = string.match(sv, '^(%d+):')
if not user then return {-8} end
return {user, last(KEYS, user)}`;

/** A refusal of the buy step: sold out, over the limit, not started, ended, too busy (a typed answer, no error). */
export type BuyRefusal = { state: 'refused'; key: 'flashSale.unavailable' | 'flashSale.limitReached' | 'flashSale.notStarted' | 'flashSale.ended' | 'flashSale.busy' };
export type BuyOutcome = { state: 'queued'; reservationId: string } | BuyRefusal;
export type Reservation =
  | { state: 'none' }
  | { state: 'queued'; reservationId: string }
  | { state: 'ordered'; reservationId: string; orderNumber: string }
  | { state: 'failed'; reservationId: string; reason: string };
/** A settled reservation's outcome, as a held poll answers it. */
type Settled = Extract<Reservation, { state: 'ordered' | 'failed' }>;

const outcomeOf = (id: string, state: string, orderNumber: string, reason: string): Settled | undefined =>
  state === 'ordered' && orderNumber ? { state: 'ordered', reservationId: id, orderNumber }
    : state === 'failed' ? { state: 'failed', reservationId: id, reason: reason || 'flashSale.busy' }
      : undefined;

/** The reservations a SETTLED message names, with their outcomes where it tells them (see SETTLED). */
function settledOf(message: string): { id: string; outcome?: Settled }[] {
  if (!message.startsWith('[')) return message.split(' ').map((id) => ({ id }));
  try {
    const list = JSON.parse(message) as unknown;
    if (!Array.isArray(list)) return [];
    return list.filter((x): x is string[] => Array.isArray(x) && typeof x[0] === 'string').map(([id, state, orderNumber, reason]) =>
      ({ id: id!, outcome: state ? outcomeOf(id!, String(state), String(orderNumber ?? ''), String(reason ?? '')) : undefined }));
  } catch {
    return [];
  }
}

/** A poll of the buyer's latest reservation: `reservationId` the one the buy answered, `waitMs` the longest hold. */
export interface PollOptions {
  reservationId?: string;
  waitMs?: number;
}

export interface QueueDeps {
  clock: Clock;
  counters: Counters;
  gate: RedisGate;
  /** the item (cached), or null when there is none */
  itemOf(itemId: number): Promise<QueueItem | null>;
  /** every buyer's count of the item in the database (flash_sale_purchase) */
  quotasOf(itemId: number): Promise<{ userId: number; count: number }[]>;
  order: () => Pick<OrderService, 'placeReserved'>;
  /** an entry taken by a worker and not acknowledged this long goes to another worker (default 30 s) */
  claimIdleMs?: number;
  /** a reservation still not an order this long after the buy is released (default 120 s) */
  timeoutMs?: number;
  /** entries read per batch, each item's share of them turned into orders in one transaction (default 256) */
  batch?: number;
  onError?: (err: unknown) => void;
  /** a win starts this process's worker at once (default true; FLASH_SALE_AUTO_DRAIN=0 leaves it to the sweeper) */
  autoDrain?: boolean;
}

const GROUP = 'orders';
/**
 * pub/sub channel: reservations were settled; their held polls answer. The message: JSON, each reservation as [id,
 * state, orderNumber, reason] when this settle stored that outcome, else [id] (the poll reads it again); a message of
 * space-separated ids (an older process) wakes them the same way.
 */
const SETTLED = 'fs:settled';
/** the longest a poll is held (the route's schema caps it too) */
const MAX_WAIT_MS = 10_000;
const refusal = (key: BuyRefusal['key']): BuyRefusal => Object.freeze({ state: 'refused', key });
const refused = {
  unavailable: refusal('flashSale.unavailable'), limitReached: refusal('flashSale.limitReached'), notStarted: refusal('flashSale.notStarted'),
  ended: refusal('flashSale.ended'), busy: refusal('flashSale.busy'),
};
const DAY = 24 * 3600_000;
/** the most lean buy attempts sent in one Lua call (a longer call would hold Redis for everyone else) */
const BUY_BATCH_MAX = 200;
const FALLBACK = Object.freeze({ state: 'fallback' as const });
/** the first pause before a failed batch is read again, doubled per fault in a row up to RETRY_MAX_MS */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5000;

function pairs(flat: unknown): Record<string, string> {
  const a = (flat ?? []) as string[];
  const out: Record<string, string> = {};
  for (let i = 0; i + 1 < a.length; i += 2) out[a[i]!] = a[i + 1]!;
  return out;
}

export function createOrderQueue(deps: QueueDeps) {
  const { counters, clock } = deps;
  const script = counters.script!.bind(counters);
  const buy = script(BUY, 8);
  const buyAs = script(BUY_AS, 9);
  const buyAsMany = script(BUY_AS_MANY, null, { direct: true });
  const read = script(READ, 1);
  const finishManyBy = new Map<number, ReturnType<typeof script>>();
  /**
   * FINISH_MANY for `n` reservations: a script's number of keys is fixed when it is defined (counters.script defines
   * one command per text), so each batch size gets its own text
   */
  const finishMany = (n: number) => {
    let f = finishManyBy.get(n);
    if (!f) finishManyBy.set(n, (f = script(`-- ${n} reservations\n${FINISH_MANY}`, 5 + n)));
    return f;
  };
  const loadQuotas = script(LOAD_QUOTAS, 1);
  const last = script(LAST, 2);
  const lastAs = script(LAST_AS, 3);
  const tokens = script(TOKENS, 1);
  const states = script(STATES, 1);
  /** how often a process looks, in one step, at every reservation its held polls wait for (a missed message costs no more) */
  const sweepHeldMs = Number(process.env.FLASH_SALE_HELD_SWEEP_MS ?? 1000);
  const consumer = `c-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  const claimIdleMs = deps.claimIdleMs ?? Number(process.env.FLASH_SALE_CLAIM_IDLE_MS ?? 30_000);
  const timeoutMs = deps.timeoutMs ?? Number(process.env.FLASH_SALE_RESERVATION_TIMEOUT_MS ?? 120_000);
  const batch = deps.batch ?? Number(process.env.FLASH_SALE_ORDER_BATCH ?? 256);
  const k = gateKeys;
  const ttl = (item: QueueItem) => Math.max(item.endAt.getTime() - clock.now().getTime(), 0) + DAY;
  const autoDrain = deps.autoDrain ?? process.env.FLASH_SALE_AUTO_DRAIN !== '0';
  // the gate's keys rebuilt once per item however many attempts of a crowd find them missing at once
  const loadStock = singleFlight(async (itemId: number) => {
    const item = await deps.itemOf(itemId);
    if (item) await deps.gate.load(item);
  });
  const loadQuotasOf = singleFlight(async (itemId: number) => {
    const item = await deps.itemOf(itemId);
    if (item) await loadQuotas([k.quotas(itemId)], [ttl(item), ...(await deps.quotasOf(itemId)).flatMap((q) => [q.userId, q.count])]);
  });
  let draining: Promise<number> | null = null;
  let again = false;
  /** a kick is on its way this turn (kick) */
  let kickQueued = false;
  /** set when an order thread (order-thread.ts) places the orders: this thread only wakes it */
  let offloaded: (() => void) | null = null;
  /**
   * Polls held until their reservation is settled (long polls), by reservation id. Woken only by their own
   * reservation (a crowd of 10,000 held polls must not all look again at every batch), else at the end of the hold.
   */
  const waiters = new Map<string, Set<(outcome?: Settled) => void>>();
  let subscribed = false;
  let sweeping: NodeJS.Timeout | null = null;

  function subscribe() {
    if (subscribed || !counters.subscribe) return;
    subscribed = true;
    counters.subscribe(SETTLED, (m) => wake(settledOf(m)));
  }

  /**
   * While polls are held here, every second one step reads the states of all the reservations they wait for and
   * wakes those settled or gone: a message missed (the subscription not yet open, a reconnect) costs at most that.
   */
  function sweepHeld() {
    if (sweeping) return;
    sweeping = setInterval(() => {
      const ids = [...waiters.keys()];
      if (ids.length === 0) {
        clearInterval(sweeping!);
        sweeping = null;
        return;
      }
      void states([k.reservationPrefix], ids).then((got) => {
        wake(ids.filter((_, i) => (got as string[])[i] !== 'queued').map((id) => ({ id })));
      }).catch((err) => deps.onError?.(err));
    }, sweepHeldMs);
    sweeping.unref();
  }

  /** Wakes the polls held on these reservations, with the outcome when it is known (else they read it again). */
  function wake(list: Iterable<{ id: string; outcome?: Settled }>) {
    for (const { id, outcome } of list) {
      const set = waiters.get(id);
      if (!set) continue;
      waiters.delete(id);
      for (const fn of set) fn(outcome);
    }
  }

  /**
   * Holds until the reservation is settled (here or in any process: pub/sub) or `ms` passed: `settled` resolves
   * then, with the outcome when the settle told it; `cancel` lets the hold go early. Registered before the caller
   * looks again, so no settle falls between.
   */
  function hold(id: string, ms: number): { settled: Promise<Settled | undefined>; cancel: () => void } {
    subscribe();
    sweepHeld();
    let cancel = () => {};
    const settled = new Promise<Settled | undefined>((ok) => {
      let set = waiters.get(id);
      if (!set) waiters.set(id, (set = new Set()));
      const own = set;
      const done = (outcome?: Settled) => {
        clearTimeout(timer);
        own.delete(done);
        if (own.size === 0 && waiters.get(id) === own) waiters.delete(id);
        ok(outcome);
      };
      const timer = setTimeout(done, ms);
      own.add(done);
      cancel = done;
    });
    return { settled, cancel };
  }

  /**
   * Tells the held polls of every process that these reservations were settled (one message a batch), each with the
   * outcome this settle stored (`stored`): a woken poll answers it without reading the reservation again.
   */
  function notify(list: { t: { id: string }; state: 'ordered' | 'failed'; orderNumber: string; reason: string }[], stored: boolean[]) {
    if (list.length === 0) return;
    const told = list.map((x, i) => ({ id: x.t.id, outcome: stored[i] ? outcomeOf(x.t.id, x.state, x.orderNumber, x.reason) : undefined }));
    wake(told);
    const message = JSON.stringify(told.map(({ id, outcome }) => (outcome ? [id, outcome.state, outcome.state === 'ordered' ? outcome.orderNumber : '', outcome.state === 'failed' ? outcome.reason : ''] : [id])));
    void counters.publish?.(SETTLED, message).catch((err) => deps.onError?.(err));
  }

  /** When a poll's hold ends: a transport hold, not business time, so measured on the monotonic clock. */
  function holdUntil(opts: PollOptions): number {
    // any poll (the page's first, before the sale) opens this process's subscription to the settled batches: opened
    // by the first held poll instead, the first batches' messages of a sale went by before it was listening, and
    // their winners waited for the 1 s look (3 processes, 100 units: win → payable p95 1.7 s with the orders stored
    // 0.3 s after the last win)
    subscribe();
    return performance.now() + Math.min(opts.waitMs ?? 0, MAX_WAIT_MS);
  }

  /**
   * A poll's answer from the buyer's latest reservation `first` (LAST's fields): while it is queued and `deadline`
   * not passed, held on it and looked at again.
   */
  async function follow(first: Record<string, string>, userId: number, itemId: number, opts: PollOptions, deadline: number): Promise<Reservation> {
    let held: (ReturnType<typeof hold> & { id: string }) | null = null;
    for (let r = first; ; r = pairs(await last([k.last(itemId), k.reservationPrefix], [userId]))) {
      const queued = r.id && r.state === 'queued';
      if (!queued || (held && held.id !== r.id)) held?.cancel();
      if (!r.id || !r.state) return opts.reservationId ? { state: 'failed', reservationId: opts.reservationId, reason: 'flashSale.reservationLost' } : { state: 'none' };
      if (r.state === 'ordered') return { state: 'ordered', reservationId: r.id, orderNumber: r.order! };
      if (r.state === 'failed') return { state: 'failed', reservationId: r.id, reason: r.reason || 'flashSale.busy' };
      const left = deadline - performance.now();
      if (left <= 0) return { state: 'queued', reservationId: r.id };
      // held on this reservation: registered first, then looked at again (a settle in between is not missed)
      if (held && held.id === r.id) {
        const outcome = await held.settled;
        held = null;
        if (outcome) return outcome; // told by the settle: no need to read it again
        continue;
      }
      held = { id: r.id, ...hold(r.id, left) };
    }
  }

  async function settle(entryId: string, id: string, item: number, state: 'ordered' | 'failed', orderNumber: string, reason: string): Promise<boolean> {
    const [settled] = await settleMany(item, [{ t: { entryId, id }, state, orderNumber, reason }]);
    return settled === true;
  }

  /** `settle` for many reservations of one item in one step; answers, per reservation, whether this call settled it. */
  async function settleMany(item: number, list: { t: { entryId: string; id: string }; state: 'ordered' | 'failed'; orderNumber: string; reason: string }[]): Promise<boolean[]> {
    if (list.length === 0) return [];
    const r = (await finishMany(list.length)([k.stream, k.pending(item), k.queued(item), k.stock(item), k.quotas(item), ...list.map((x) => k.reservation(x.t.id))],
      [GROUP, ...list.flatMap((x) => [x.t.entryId, x.t.id, x.state, x.orderNumber, x.reason])])) as number[];
    return list.map((_, i) => Number(r[i]) === 1);
  }

  /** The reservations of `entries` (their fields, a submit token stored on each), in one round trip. */
  async function reservations(entries: [string, string[]][]) {
    const ids = entries.map(([, fields]) => pairs(fields).r ?? '');
    const got = (ids.length ? await tokens([k.reservationPrefix], [ids.length, ...ids, ...ids.map(() => randomBytes(24).toString('base64url'))]) : []) as unknown[];
    return entries.map(([entryId], i) => ({ entryId, id: ids[i]!, r: pairs(got[i]) }));
  }

  type Taken = Awaited<ReturnType<typeof reservations>>[number];

  /**
   * Turns one item's reservations into their orders in one transaction (placeReserved) and settles each: ordered, or
   * failed with the database's reason (unit and quota back to the gate, whose stock is then reset from the database).
   * On an unexpected fault (the database down) the entries stay pending, each released once `timeoutMs` old.
   */
  async function place(itemId: number, list: Taken[]): Promise<void> {
    try {
      const item = await deps.itemOf(itemId);
      if (!item) throw new AppError('flashSale.notFound');
      const results = await deps.order().placeReserved({ type: ORDER_TYPE.seckill, activityId: itemId }, { prodId: item.prodId, skuId: item.skuId },
        list.map(({ r }) => ({ token: r.token!, userId: Number(r.user), addrId: Number(r.addr) || null, count: Number(r.n), remarks: r.remarks ?? '' })));
      const settled: { t: Taken; state: 'ordered' | 'failed'; orderNumber: string; reason: string }[] = [];
      for (const t of list) {
        const res = results.get(t.r.token!);
        if (!res) fault(new Error(`flash-sale reservation ${t.id}: no answer from placeReserved`)); // stays pending, retried soon
        else if ('orderNumber' in res) settled.push({ t, state: 'ordered', orderNumber: res.orderNumber, reason: '' });
        else settled.push({ t, state: 'failed', orderNumber: '', reason: res.refused });
      }
      const done = await settleMany(itemId, settled);
      const refused = settled.some((x, i) => x.state === 'failed' && done[i]);
      notify(settled, done);
      // the database refused what the gate let through: reset the gate's stock from it so it stops letting that through
      if (refused) await deps.gate.resync({ id: itemId, endAt: item.endAt });
    } catch (err) {
      if (err instanceof AppError) {
        const failed = list.map((t) => ({ t, state: 'failed' as const, orderNumber: '', reason: err.key }));
        notify(failed, await settleMany(itemId, failed));
        return;
      }
      fault(err);
      await release(list, itemId);
    }
  }

  /** Entries still failing long after the buy (database down, ...) are released, so their units are not held forever. */
  async function release(list: Taken[], itemId: number) {
    for (const { entryId, id, r } of list) if (clock.now().getTime() - Number(r.at) >= timeoutMs) await settle(entryId, id, itemId, 'failed', '', 'flashSale.busy');
  }

  /**
   * A fault placing a batch (the database or Redis failing, not a refusal): logged, and this worker reads its own
   * pending entries again after a short pause that doubles while faults repeat (250 ms → 5 s, on the app clock) —
   * a batch that failed once is retried within a second, not left until another worker claims it after
   * `claimIdleMs` (30 s); one still failing `timeoutMs` after its buy is released (`release`).
   */
  let failures = 0;
  let retryAt: number | null = null;
  function fault(err: unknown) {
    deps.onError?.(err);
    failures += 1;
    retryAt = clock.now().getTime() + Math.min(RETRY_FIRST_MS * 2 ** (failures - 1), RETRY_MAX_MS);
  }

  async function drainOnce(): Promise<number> {
    let done = 0;
    for (;;) {
      const retry = retryAt !== null && clock.now().getTime() >= retryAt;
      if (retry) retryAt = null;
      const faultsBefore = failures;
      const [claimed, fresh, own] = (await read([k.stream], [GROUP, consumer, batch, claimIdleMs, retry ? '1' : '0'])) as [[string, string[]][] | null, [string, string[]][] | null, [string, string[]][] | null];
      const seen = new Set<string>();
      // an entry claimed in this step is also this worker's own pending one: taken once
      const entries = [...(claimed ?? []), ...(own ?? []), ...(fresh ?? [])].filter((e) => Array.isArray(e) && e[1] && !seen.has(e[0]) && seen.add(e[0]));
      if (entries.length === 0) return done;
      const byItem = new Map<number, Taken[]>();
      for (const t of await reservations(entries)) {
        const itemId = Number(t.r.item) || 0;
        if (t.r.state !== 'queued' || !t.r.token) {
          // gone or settled already (another worker): acknowledged, nothing else
          await settle(t.entryId, t.id, itemId, 'failed', '', 'gone');
          continue;
        }
        if (!Number.isSafeInteger(Number(t.r.user)) || !Number.isSafeInteger(Number(t.r.n))) {
          // a reservation no order can be made of (written by something else): a fault, released after the timeout
          fault(new Error(`flash-sale reservation ${t.id} is malformed`));
          await release([t], itemId);
          continue;
        }
        byItem.set(itemId, [...(byItem.get(itemId) ?? []), t]);
      }
      for (const [itemId, list] of byItem) await place(itemId, list).catch(fault);
      done += entries.length;
      if (failures === faultsBefore && retryAt === null) failures = 0;
      // a batch of claimed entries that still fail stays pending: do not loop on them
      if ((fresh ?? []).length === 0) return done;
    }
  }

  /**
   * The lean attempts of one turn of the event loop, sent as ONE Lua call (BUY_AS_MANY) when the turn's I/O is done
   * (setImmediate), at most BUY_BATCH_MAX a call: a crowd's attempts cost one command and one reply each turn instead
   * of one per attempt (ioredis's objects and promises, Redis's command and Lua call). FLASH_SALE_BUY_BATCH=0: one
   * call per attempt (BUY_AS).
   */
  const batchBuys = process.env.FLASH_SALE_BUY_BATCH !== '0';
  let gatheredBuys: { keys: string[]; args: (string | number)[]; ok: (r: unknown) => void; fail: (e: unknown) => void }[] = [];
  function gathered(keys: string[], args: (string | number)[]): Promise<unknown> {
    return new Promise((ok, fail) => {
      if (gatheredBuys.push({ keys, args, ok, fail }) === 1) setImmediate(sendBuys);
    });
  }
  function sendBuys() {
    const all = gatheredBuys;
    gatheredBuys = [];
    for (let from = 0; from < all.length; from += BUY_BATCH_MAX) {
      const part = all.slice(from, from + BUY_BATCH_MAX);
      const keys: string[] = [k.seq, k.stream, k.reservationPrefix];
      const args: (string | number)[] = [];
      for (const b of part) {
        for (const key of b.keys) keys.push(key);
        for (const a of b.args) args.push(a);
      }
      buyAsMany(keys, args).then((got) => {
        const answers = got as unknown[];
        part.forEach((b, i) => b.ok(answers[i]));
      }, (err: unknown) => {
        for (const b of part) b.fail(err);
      });
    }
  }

  const queue = {
    consumer,

    /**
     * One buy attempt in one Lua step: a reservation queued for the workers, or a refusal — sold out, over the
     * limit, not started, ended — answered as a value (a crowd's losers cost no Error and no error answer). Reads
     * the database only to load the gate's keys when they are missing.
     */
    async buy(userId: number, itemId: number, n: number, addrId: number | undefined, remarks = ''): Promise<BuyOutcome> {
      subscribe();
      const item = await deps.itemOf(itemId);
      if (!item) throw new AppError('flashSale.notFound', 404);
      if (!Number.isInteger(n) || n < 1 || n > item.perUserLimit) return refused.limitReached;
      const keys = [k.stock(itemId), k.quotas(itemId), k.pending(itemId), k.seq, k.stream, k.reservationPrefix, k.queued(itemId), k.last(itemId)];
      for (let attempt = 0; attempt < 3; attempt++) {
        const [code, id] = (await buy(keys, [n, item.perUserLimit, userId, clock.now().getTime(), item.startAt.getTime(), item.endAt.getTime(), ttl(item), addrId ?? 0, itemId, remarks])) as [number, string?];
        const decided = gateOutcome(code, id);
        if (decided) return decided;
        // the gate's keys missing (first buy, or a Redis flushed mid-sale): rebuilt from the database, the record
        if (code === -3) await loadStock(itemId);
        if (code === -4) await loadQuotasOf(itemId);
      }
      return refused.busy;
    },

    /**
     * The lean buy attempt (lean-buy.ts): `tokenKey` (tokens.ts sharedTokenKey) checked in the same Lua step as the
     * gate, so a cached token costs one Redis call in all. Answers 'fallback' — nothing read beyond the token, nothing
     * taken — whenever the ordinary way must decide: the token not cached or revoked (the guard reads the session row
     * or refuses it), no such item, a count outside the limit, the gate's keys not loaded.
     */
    async buyAs(tokenKey: string, itemId: number, n: number, addrId: number | undefined): Promise<BuyOutcome | { state: 'fallback' }> {
      subscribe();
      const item = await deps.itemOf(itemId);
      if (!item || !Number.isInteger(n) || n < 1 || n > item.perUserLimit) return FALLBACK;
      const keys = [k.stock(itemId), k.quotas(itemId), k.pending(itemId), k.queued(itemId), k.last(itemId), tokenKey];
      const args = [n, item.perUserLimit, '', clock.now().getTime(), item.startAt.getTime(), item.endAt.getTime(), ttl(item), addrId ?? 0, itemId, ''];
      const [code, id] = (await (batchBuys ? gathered(keys, args) : buyAs([...keys.slice(0, 3), k.seq, k.stream, k.reservationPrefix, ...keys.slice(3)], args))) as [number, string?];
      return gateOutcome(code, id) ?? FALLBACK;
    },

    /**
     * Loads the item's buyers' counts into the gate ahead of its crowd (an item set up, the process started), so the
     * first attempts of the sale decide in the lean step. Its stock key is the gate's resync's, which every caller
     * runs first.
     */
    preheat(itemId: number): Promise<void> {
      return loadQuotasOf(itemId);
    },

    /**
     * The buyer's latest reservation of the item: queued, ordered (its order number) or failed (why). `reservationId`
     * (the one the buy answered) turns 'none' into failed 'flashSale.reservationLost' (a Redis flushed or lost
     * mid-sale took it: no order will come). `waitMs`: while queued, the answer is held (a long poll) until the
     * reservation is settled by any process's worker (pub/sub) or the time is up — so a winner learns of its order
     * as soon as it is made, without polls queueing behind a crowd's calls.
     */
    async reservation(userId: number, itemId: number, opts: PollOptions = {}): Promise<Reservation> {
      const deadline = holdUntil(opts);
      return follow(pairs(await last([k.last(itemId), k.reservationPrefix], [userId])), userId, itemId, opts, deadline);
    },

    /**
     * The lean poll (lean-poll.ts): `reservation` with the caller's token (tokens.ts sharedTokenKey) read from the
     * shared cache in the same Redis call as the buyer's latest reservation. Answers null — nothing else read — when
     * the token is not cached or revoked (the guard reads the session row or refuses it), else the poll's `answer`
     * (held as `reservation` holds it). Resolved once that first call is done, so the caller knows whether a failure
     * came before anything was decided (this promise rejects) or during the hold (`answer` rejects).
     */
    async reservationAs(tokenKey: string, itemId: number, opts: PollOptions = {}): Promise<{ answer: Promise<Reservation> } | null> {
      const deadline = holdUntil(opts);
      const [user, fields] = (await lastAs([k.last(itemId), k.reservationPrefix, tokenKey], [])) as [number | string, unknown];
      if (typeof user === 'number') return null;
      return { answer: follow(pairs(fields), Number(user), itemId, opts, deadline) };
    },

    /**
     * Turns every queued reservation this worker can take into its order, in batches (a sweeper, and after a win);
     * with an order thread, wakes it instead (answers 0).
     */
    drain(): Promise<number> {
      if (offloaded) {
        offloaded();
        return Promise.resolve(0);
      }
      if (draining) {
        again = true;
        return draining;
      }
      draining = drainOnce().catch((err: unknown) => {
        fault(err); // entries read and not placed (Redis failed mid-step): read again soon
        throw err;
      }).finally(() => {
        draining = null;
        if (again) {
          again = false;
          kick();
        }
      });
      return draining;
    },
  };
  return Object.assign(queue, {
    /** Hands the orders to an order thread: wins and the sweeper wake it (`wake`) instead of draining here. */
    offload(wake: () => void) {
      offloaded = wake;
    },
  });

  /** What the gate's Lua step decided (a reservation or a refusal), or null when it could not decide (keys missing). */
  function gateOutcome(code: number, id: string | undefined): BuyOutcome | null {
    if (code === 1 || code === 2) {
      if (code === 1) kick();
      return { state: 'queued', reservationId: String(id) };
    }
    if (code === -1) return refused.unavailable;
    if (code === -2) return refused.limitReached;
    if (code === -5) return refused.notStarted;
    if (code === -6) return refused.ended;
    return null;
  }

  /**
   * A win starts this process's worker at once (the sweeper's tick is the fallback, and every other process's): once
   * per turn of the event loop however many wins it had (a crowd's wins were one message to the order thread each).
   */
  function kick() {
    if (!autoDrain || kickQueued) return;
    kickQueued = true;
    setImmediate(() => {
      kickQueued = false;
      if (offloaded) offloaded();
      else void queue.drain().catch((err) => deps.onError?.(err));
    });
  }
}

export type OrderQueue = ReturnType<typeof createOrderQueue>;
