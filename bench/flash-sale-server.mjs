// The server side of bench/flash-sale.mjs, in a worker thread (its own event loop, so the 2,000 buyers' client
// does not share it): a fresh demo database on the engine, the mall app listening over HTTP, the buyers (tokens
// and addresses made straight through the services, no password hashing), one flash-sale item on sale now, and
// afterwards the count of orders and the bare atomic decrement loop on the same store.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { root, engine, redisUrl, adminUrl, buyers: nBuyers, units, maxInFlight, buyMaxInFlight, hello } = workerData;
process.env.FLASH_SALE_MAX_IN_FLIGHT = String(maxInFlight);
process.env.FLASH_SALE_BUY_MAX_IN_FLIGHT = String(buyMaxInFlight ?? 0);
import { createHash } from 'node:crypto';
const pg = (await import('pg')).default;
const { sql, eq, and } = await import('drizzle-orm');
const { openDatabase, schema } = await import(join(root, 'packages/db/src/index.ts'));
const { seedDemo } = await import(join(root, 'packages/db/src/seed/index.ts'));
const { buildApp } = await import(join(root, 'apps/api/src/server.ts'));
const { redisCounters } = await import(join(root, 'apps/api/src/platform/counters.ts'));

let dropDb = async () => {};
let database;
let dbUrl = null;
if (engine === 'pglite') {
  database = await openDatabase();
} else {
  const name = `mall_bench_fs_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  dbUrl = url.toString();
  database = await openDatabase({ url: dbUrl, poolSize: 10 });
  dropDb = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    // pool.end() resolves before its sockets close: let them go first, or FORCE kills them mid-close (an error here)
    for (let i = 0; i < 100; i++) {
      const { rows } = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
}
await database.migrate();
const prefix = `bench:fs:${randomBytes(4).toString('hex')}:`;
await seedDemo(database.db, { uploadsDir: null });
const counters = redisUrl ? redisCounters(redisUrl, prefix) : undefined;
const app = await buildApp({ database, uploadsDir: '/nonexistent', mode: 'test', counters });
// with PostgreSQL + Redis the order workers run on a thread of their own, as main.ts starts them (BENCH_ORDER_THREAD=0: inline)
const { startOrderThread } = await import(join(root, 'apps/api/src/modules/promotion/flash-sale/order-thread.ts'));
const orderThread = redisUrl && dbUrl && process.env.BENCH_ORDER_THREAD !== '0' ? startOrderThread({ databaseUrl: dbUrl, redisUrl, prefix, onError: (e) => console.error(e) }) : null;
if (orderThread) app.services.flashSale.queue.offload(() => orderThread.kick());
await app.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });
const { port } = app.server.address();
const { db } = database;
const services = app.services;

// an open shop's on-shelf physical SKU with room for the sale and the ceiling loop
const [pick] = await db.select({ skuId: schema.sku.id, prodId: schema.product.id }).from(schema.sku)
  .innerJoin(schema.product, eq(schema.product.id, schema.sku.productId))
  .innerJoin(schema.shop, eq(schema.shop.id, schema.product.shopId))
  .where(and(eq(schema.product.status, 1), eq(schema.sku.status, 1), eq(schema.shop.status, 1), eq(schema.product.goodsType, 0)))
  .limit(1);
await db.update(schema.sku).set({ stock: 1_000_000, price: 100_000 }).where(eq(schema.sku.id, pick.skuId));
const now = Date.now();
const session = await services.flashSale.setup.createSession({ nameZh: '压测', nameEn: 'Bench', startAt: new Date(now - 60_000).toISOString(), endAt: new Date(now + 3600_000).toISOString() }, { userId: null, shopId: null });
const item = await services.flashSale.setup.addItem({ sessionId: session.id, skuId: pick.skuId, seckillPrice: 9_900, stock: units, perUserLimit: 1 }, { shopId: null });

// buyers in bulk (a session token and a default address each, as tokens.issue and address.add would store them)
const tag = randomBytes(3).toString('hex');
const buyers = [];
const [{ addrId: _first, ...addrTemplate }] = await (async () => {
  const [u] = await db.insert(schema.appUser).values({ username: `b_${tag}_tpl` }).returning({ id: schema.appUser.id });
  const a = await services.address.add(u.id, { receiver: '张三', mobile: '13800138000', provinceCode: '310000', cityCode: '310100', areaCode: '310115', addr: '张江高科技园区博云路2号' });
  const [row] = await db.select().from(schema.userAddress).where(eq(schema.userAddress.id, a.addrId));
  const { id: _id, userId: _u, createdAt: _c, updatedAt: _up, ...rest } = row;
  return [{ addrId: a.addrId, ...rest }];
})();
for (let from = 0; from < nBuyers; from += 1000) {
  const n = Math.min(1000, nBuyers - from);
  const users = await db.insert(schema.appUser).values(Array.from({ length: n }, (_, i) => ({ username: `b_${tag}_${from + i}` }))).returning({ id: schema.appUser.id });
  const tokens = users.map(() => randomBytes(24).toString('base64url'));
  const at = new Date();
  await db.insert(schema.userSession).values(users.map((u, i) => ({ userId: u.id, tokenHash: createHash('sha256').update(tokens[i]).digest('hex'), createdAt: at, expiresAt: new Date(at.getTime() + 30 * 24 * 3600_000) })));
  const addrs = await db.insert(schema.userAddress).values(users.map((u) => ({ ...addrTemplate, userId: u.id, isDefault: true }))).returning({ id: schema.userAddress.id, userId: schema.userAddress.userId });
  const addrOf = new Map(addrs.map((a) => [a.userId, a.id]));
  users.forEach((u, i) => buyers.push({ token: tokens[i], addrId: addrOf.get(u.id) }));
}
// a bare Fastify hello-world in this thread, the ceiling of any HTTP answer here
let helloPort = null;
if (hello) {
  const Fastify = (await import('fastify')).default;
  const bare = Fastify({ logger: false });
  bare.get('/hello', async () => ({ hello: 'world' }));
  await bare.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });
  helloPort = bare.server.address().port;
}
// BENCH_CPU_PROF=file: a CPU profile of this thread from the sale's start to its drained end (node:inspector)
// (started by the client's `profile` message, sent when the sale starts: the page opens and the hello-world runs before it stay out)
let profiler = null;
async function startProfile() {
  if (!process.env.BENCH_CPU_PROF) return;
  const { Session } = await import('node:inspector/promises');
  profiler = new Session();
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
parentPort.postMessage({ ready: true, port, helloPort, seckillId: item.id, buyers, usesQueue: Boolean(services.flashSale.queue), dbUrl, prefix });

/** Orders placed for the item and the units they hold; the item's stock left. */
async function outcome() {
  const [row] = await db.select({ orders: sql`count(*)::int`, units: sql`coalesce(sum(${schema.flashSaleOrder.count}), 0)::int` })
    .from(schema.flashSaleOrder).innerJoin(schema.orders, eq(schema.orders.id, schema.flashSaleOrder.orderId))
    .where(eq(schema.flashSaleOrder.itemId, item.id));
  const [left] = await db.select({ stock: schema.flashSaleItem.stock }).from(schema.flashSaleItem).where(eq(schema.flashSaleItem.id, item.id));
  // buyers whose live orders hold more than the per-user limit (1)
  const over = await db.select({ userId: schema.flashSaleOrder.userId }).from(schema.flashSaleOrder)
    .innerJoin(schema.orders, eq(schema.orders.id, schema.flashSaleOrder.orderId))
    .where(and(eq(schema.flashSaleOrder.itemId, item.id), sql`${schema.orders.status} <> 6`))
    .groupBy(schema.flashSaleOrder.userId).having(sql`sum(${schema.flashSaleOrder.count}) > 1`);
  const [last] = await db.select({ at: sql`max(${schema.orders.createdAt})` }).from(schema.flashSaleOrder)
    .innerJoin(schema.orders, eq(schema.orders.id, schema.flashSaleOrder.orderId)).where(eq(schema.flashSaleOrder.itemId, item.id));
  return { orders: Number(row.orders), units: Number(row.units), stockLeft: left.stock, overLimit: over.length, lastOrderAt: last?.at ? new Date(last.at).getTime() : 0 };
}

/**
 * The bare atomic decrement on the store, no HTTP: the same guarded UPDATE (SQL) or the same Lua script (Redis),
 * run by `parallel` loops for `ms`, on a second item with stock enough never to run out. Answers decrements/s.
 */
async function ceiling(ms, parallel) {
  const [spare] = await db.insert(schema.flashSaleItem).values({ sessionId: session.id, shopId: 0, prodId: pick.prodId, skuId: -1, seckillPrice: 1, totalStock: 2_000_000_000, stock: 2_000_000_000, perUserLimit: 2_000_000_000, createdAt: new Date() }).returning({ id: schema.flashSaleItem.id });
  let step;
  if (redisUrl) {
    const { createRedisGate } = await import(join(root, 'apps/api/src/modules/promotion/flash-sale/redis-gate.ts'));
    const gate = createRedisGate(counters, { stockOf: async () => 2_000_000_000, boughtBy: async () => 0 }, () => new Date());
    const gi = { id: spare.id, perUserLimit: 2_000_000_000, endAt: new Date(now + 3600_000) };
    await gate.resync(gi);
    let user = 0;
    step = async () => { if ((await gate.take(gi, (user++ % 1000) + 1, 1)) !== 'ok') throw new Error('ceiling loop refused'); };
  } else {
    step = async () => {
      const r = await db.update(schema.flashSaleItem).set({ stock: sql`${schema.flashSaleItem.stock} - 1` })
        .where(and(eq(schema.flashSaleItem.id, spare.id), sql`${schema.flashSaleItem.stock} >= 1`, eq(schema.flashSaleItem.status, 1))).returning({ stock: schema.flashSaleItem.stock });
      if (r.length !== 1) throw new Error('ceiling loop refused');
    };
  }
  for (let i = 0; i < 50; i++) await step(); // warm up
  let done = 0;
  const start = performance.now();
  const end = start + ms;
  await Promise.all(Array.from({ length: parallel }, async () => {
    while (performance.now() < end) {
      await step();
      done += 1;
    }
  }));
  return done / ((performance.now() - start) / 1000);
}

parentPort.on('message', async (msg) => {
  if (msg.profile) {
    await startProfile();
    parentPort.postMessage({ profiling: true });
  }
  if (msg.outcome) parentPort.postMessage({ outcome: await outcome(), shed: services.flashSale.shedder.stats() });
  if (msg.ceiling) {
    const parallel = engine === 'pglite' ? 1 : redisUrl ? 50 : 10;
    parentPort.postMessage({ ceiling: await ceiling(msg.ceiling, parallel), parallel });
  }
  if (msg.drained) {
    // wait until the order queue has nothing left (Redis path), at most msg.drained ms
    const until = Date.now() + msg.drained;
    // (with an order thread: until no reservation is left queued in Redis)
    const queued = async () => (await counters.get('fs:queued:' + item.id)) ?? '0';
    while (services.flashSale.queue && Date.now() < until && ((await services.flashSale.queue.drain()) > 0 || (orderThread && (await queued()) !== '0'))) await new Promise((r) => setTimeout(r, 100));
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      const { writeFileSync } = await import('node:fs');
      writeFileSync(`${process.env.BENCH_CPU_PROF}.${threadId}.cpuprofile`, JSON.stringify(profile));
      profiler.disconnect();
      profiler = null;
    }
    parentPort.postMessage({ drained: true });
  }
  if (msg.stop) {
    await orderThread?.stop();
    await app.close();
    await counters?.close();
    await database.close?.();
    await dropDb();
    parentPort.postMessage({ stopped: true });
  }
});
