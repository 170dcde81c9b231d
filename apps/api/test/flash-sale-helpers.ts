// Helpers of the flash-sale tests: the suite on every engine, each once on the guarded-SQL path and (with
// TEST_REDIS_URL) once on the Redis path with a key prefix of its own; buyers with a token and an address made
// in bulk; a session with one item set up through the setup service; confirm + submit through the API.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { schema } from '@mall/db';
import { ManualClock } from '../src/platform/clock';
import { redisCounters, type Counters } from '../src/platform/counters';
import { buildApp } from '../src/server';
import { post, type CallOptions } from './account-helpers';
import { engines, preparedDatabase, type TestContext } from './harness';
import { addrBody, freshSkus } from './order-helpers';

type Ctx = () => TestContext;
export type StorePath = 'sql' | 'redis';
export const paths: StorePath[] = process.env.TEST_REDIS_URL ? ['sql', 'redis'] : ['sql'];

/**
 * describeEachEngine for flash sales: per engine and per stock path; `maxInFlight` bounds the buying calls and
 * `ticketsPerUnit` the confirms admitted per unit left (both unbounded unless given, so races reach the submit).
 */
/** The Redis counters of a suite's app (the Redis path), for tests that look at the gate or the order queue. */
export const countersOf = new WeakMap<object, Counters>();

export function describeFlashSale(name: string, suite: (ctx: Ctx, path: StorePath) => void, opts: { maxInFlight?: number; ticketsPerUnit?: number; env?: Record<string, string | number>; only?: StorePath } = {}) {
  for (const engine of engines) {
    for (const path of paths.filter((p) => !opts.only || p === opts.only)) {
      describe(`${name} [${engine}, ${path}]`, () => {
        let current: TestContext | undefined;
        let drop: (() => Promise<void>) | undefined;
        let counters: Counters | undefined;
        beforeAll(async () => {
          const fresh = await preparedDatabase(engine);
          drop = fresh.drop;
          const clock = new ManualClock();
          counters = path === 'redis' ? redisCounters(process.env.TEST_REDIS_URL!, `test:fs:${randomBytes(6).toString('hex')}:`) : undefined;
          const env = { FLASH_SALE_MAX_IN_FLIGHT: opts.maxInFlight ?? 10_000, FLASH_SALE_TICKETS_PER_UNIT: opts.ticketsPerUnit ?? 10_000, ...opts.env };
          const before = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
          for (const [k, v] of Object.entries(env)) process.env[k] = String(v);
          // the worker's next suites share process.env (isolate: false): put it back whatever happens
          const app = await buildApp({ database: fresh.database, uploadsDir: '/nonexistent', mode: 'test', clock, counters }).finally(() => {
            for (const [k, v] of Object.entries(before)) {
              if (v === undefined) delete process.env[k];
              else process.env[k] = v;
            }
          });
          await app.ready();
          if (counters) countersOf.set(app, counters);
          expect(app.services.flashSale.usesRedis).toBe(path === 'redis');
          current = { app, database: fresh.database, engine, clock };
        }, 120_000);
        afterAll(async () => {
          await current?.app.close();
          await counters?.close();
          await drop?.();
        });
        suite(() => {
          if (!current) throw new Error('test context not ready');
          return current;
        }, path);
      });
    }
  }
}

export interface Buyer { userId: number; token: string; addrId: number }

/** `n` buyers made straight in the database (no password hashing), each with a token and a default address. */
export async function buyers(ctx: Ctx, n: number): Promise<Buyer[]> {
  const { app, database } = ctx();
  const tag = randomBytes(4).toString('hex');
  const rows = await database.db.insert(schema.appUser).values(Array.from({ length: n }, (_, i) => ({ username: `fs_${tag}_${i}` }))).returning({ id: schema.appUser.id });
  const out: Buyer[] = [];
  for (const r of rows) {
    const { accessToken } = await app.services.account.tokens.issue(r.id);
    const { addrId } = await app.services.address.add(r.id, addrBody());
    out.push({ userId: r.id, token: accessToken, addrId });
  }
  return out;
}

export interface ItemOpts { stock?: number; limit?: number; price?: number; startInMs?: number; lastsMs?: number }

/** A session (starting `startInMs` from the clock's now, default already on) with one item; answers the seckillId and SKU. */
export async function makeItem(ctx: Ctx, o: ItemOpts = {}) {
  const { app, clock } = ctx();
  const [s] = await freshSkus(ctx, 1, { price: 10_000, stock: 1000 });
  const start = clock.now().getTime() + (o.startInMs ?? -60_000);
  const session = await app.services.flashSale.setup.createSession(
    { nameZh: '测试场', nameEn: 'Test session', startAt: new Date(start).toISOString(), endAt: new Date(start + (o.lastsMs ?? 3600_000)).toISOString() },
    { userId: null, shopId: null },
  );
  const item = await app.services.flashSale.setup.addItem({ sessionId: session.id, skuId: s!.skuId, seckillPrice: o.price ?? 990, stock: o.stock ?? 10, perUserLimit: o.limit ?? 1 }, { shopId: null });
  return { seckillId: item.id, sessionId: session.id, sku: s! };
}

export const confirmSeckill = (ctx: Ctx, b: Buyer, seckillId: number, prodCount = 1, o: CallOptions = {}) =>
  post(ctx, '/p/seckill/confirm', { seckillId, prodCount, addrId: b.addrId }, { token: b.token, ...o });
export const submitSeckill = (ctx: Ctx, b: Buyer, submitToken: string, o: CallOptions = {}) => post(ctx, '/p/seckill/submit', { submitToken }, { token: b.token, ...o });

/** A confirm that must pass: answers its submit token. */
export async function tokenFor(ctx: Ctx, b: Buyer, seckillId: number, count = 1): Promise<string> {
  const res = await confirmSeckill(ctx, b, seckillId, count);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().submitToken;
}

/** The item's stock left, its live seckill orders (not canceled) and the units they hold. */
export async function itemState(ctx: Ctx, seckillId: number) {
  const { db } = ctx().database;
  const [item] = await db.select().from(schema.flashSaleItem).where(eq(schema.flashSaleItem.id, seckillId));
  const [live] = await db.select({ orders: sql<number>`count(*)::int`, units: sql<number>`coalesce(sum(${schema.flashSaleOrder.count}), 0)::int` })
    .from(schema.flashSaleOrder).innerJoin(schema.orders, eq(schema.orders.id, schema.flashSaleOrder.orderId))
    .where(and(eq(schema.flashSaleOrder.itemId, seckillId), sql`${schema.orders.status} <> 6`, eq(schema.orders.orderType, 2)));
  return { stock: item!.stock, totalStock: item!.totalStock, orders: Number(live!.orders), units: Number(live!.units) };
}
