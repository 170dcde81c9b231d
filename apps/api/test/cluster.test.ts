// The mall on three API processes behind HAProxy (issue 19, decision 038), started by `npm run start:cluster`
// (scripts/start-cluster.mjs) on one PostgreSQL, one Redis and one DATA_DIR; runs when TEST_DATABASE_URL and
// TEST_REDIS_URL are set and HAProxy is installed (.ci/run installs it). Each scenario's exactly-once invariant is
// checked by SQL: 50 racing checkouts for the last 5 units, racing balance payments of one order, a login lockout
// counted across processes, every process sweeping the same expired orders at once, and a flash-sale crowd through
// the balancer while one process is killed (0 oversold, every acknowledged win becomes its order).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema, type Database } from '@mall/db';
import { preparedDatabase } from './harness';

const root = resolve(__dirname, '../../..');
const redisUrl = process.env.TEST_REDIS_URL;
const haproxy = !spawnSync('haproxy', ['-v']).error;
const LB = Number(process.env.CLUSTER_TEST_PORT ?? 3450);
const PORTS = [LB + 1, LB + 2, LB + 3];

interface Answer { status: number; json: any } // eslint-disable-line @typescript-eslint/no-explicit-any
async function http(port: number, method: string, path: string, body?: unknown, token?: string): Promise<Answer> {
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/shop-api${path}`, {
        method,
        headers: { 'accept-language': 'en', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      // a process killed under the request (502/503 from the balancer): the client tries again, as a page would
      if ((res.status === 502 || res.status === 503) && attempt < 5) {
        await new Promise((r) => setTimeout(r, 200));
        continue;
      }
      return { status: res.status, json: text ? JSON.parse(text) : null };
    } catch (err) {
      if (attempt >= 5) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

describe.runIf(!!process.env.TEST_DATABASE_URL && !!redisUrl && haproxy)('the mall on 3 processes behind HAProxy', () => {
  let cluster: ChildProcess | undefined;
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  let output = '';
  const pids = new Map<number, number>();
  const db = () => database.db;

  beforeAll(async () => {
    const fresh = await preparedDatabase('postgres');
    database = fresh.database;
    drop = fresh.drop;
    cluster = spawn(process.execPath, ['scripts/start-cluster.mjs'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env, PORT: String(LB), HOST: '127.0.0.1', CLUSTER_PROCESSES: '3', DATABASE_URL: fresh.url, REDIS_URL: redisUrl,
        REDIS_PREFIX: `test:cluster:${randomBytes(4).toString('hex')}:`, DATA_DIR: mkdtempSync(join(tmpdir(), 'mall-cluster-')), NODE_ENV: 'development',
        LOG_LEVEL: 'warn', MALL_NO_BUILD: '1', SWEEP_EVERY_MS: '300', FLASH_SALE_CLAIM_IDLE_MS: '1500',
      },
    });
    await new Promise<void>((ok, fail) => {
      const timer = setTimeout(() => fail(new Error(`cluster did not start: ${output.slice(-3000)}`)), 100_000);
      const read = (d: Buffer) => {
        output += d.toString();
        for (const m of output.matchAll(/process (\d) pid (\d+) port/g)) pids.set(Number(m[1]), Number(m[2]));
        if (output.includes('processes behind HAProxy')) {
          clearTimeout(timer);
          ok();
        }
      };
      cluster!.stdout!.on('data', read);
      cluster!.stderr!.on('data', read);
      cluster!.once('exit', (code) => fail(new Error(`cluster exited ${code}: ${output.slice(-3000)}`)));
    });
    // the balancer answers once its first health checks pass
    for (let i = 0; i < 50 && (await http(LB, 'GET', '/seckill/sessions').catch(() => ({ status: 0 }))).status !== 200; i++) await new Promise((r) => setTimeout(r, 200));
  }, 120_000);

  afterAll(async () => {
    if (cluster && cluster.exitCode === null) {
      cluster.kill('SIGTERM');
      await new Promise((r) => cluster!.once('exit', r));
    }
    await drop?.();
  }, 30_000);

  /** `n` buyers straight in the database: a session token and a default address each. */
  async function buyers(n: number) {
    const tag = randomBytes(4).toString('hex');
    const users = await db().insert(schema.appUser).values(Array.from({ length: n }, (_, i) => ({ username: `cl_${tag}_${i}` }))).returning({ id: schema.appUser.id });
    const tokens = users.map(() => randomBytes(24).toString('base64url'));
    const now = new Date();
    await db().insert(schema.userSession).values(users.map((u, i) => ({ userId: u.id, tokenHash: createHash('sha256').update(tokens[i]!).digest('hex'), createdAt: now, expiresAt: new Date(now.getTime() + 86400_000) })));
    const addrs = await db().insert(schema.userAddress).values(users.map((u) => ({
      userId: u.id, receiver: '张三', mobile: '13800138000', provinceCode: '310000', cityCode: '310100', areaCode: '310115', province: '上海市', city: '上海市', area: '浦东新区', addr: '博云路2号', isDefault: true,
    }))).returning({ id: schema.userAddress.id, userId: schema.userAddress.userId });
    return users.map((u, i) => ({ userId: u.id, token: tokens[i]!, addrId: addrs.find((a) => a.userId === u.id)!.id }));
  }

  /** An on-shelf physical SKU of an open shop, its stock and price set. */
  async function sku(stock: number, price = 5_000) {
    const rows = await db().select({ skuId: schema.sku.id, prodId: schema.product.id }).from(schema.sku)
      .innerJoin(schema.product, eq(schema.product.id, schema.sku.productId)).innerJoin(schema.shop, eq(schema.shop.id, schema.product.shopId))
      .where(and(eq(schema.product.status, 1), eq(schema.sku.status, 1), eq(schema.shop.status, 1), eq(schema.product.goodsType, 0))).orderBy(sql`random()`).limit(1);
    await db().update(schema.sku).set({ stock, price }).where(eq(schema.sku.id, rows[0]!.skuId));
    return rows[0]!;
  }
  const stockOf = async (skuId: number) => (await db().select({ stock: schema.sku.stock }).from(schema.sku).where(eq(schema.sku.id, skuId)))[0]!.stock;
  const port = (i: number) => PORTS[i % PORTS.length]!;

  async function order(p: number, b: { token: string; addrId: number }, s: { prodId: number; skuId: number }) {
    const c = await http(p, 'POST', '/p/order/confirm', { orderItem: { prodId: s.prodId, skuId: s.skuId, prodCount: 1 }, addrId: b.addrId }, b.token);
    if (c.status !== 200) return c;
    return http(p, 'POST', '/p/order/submit', { submitToken: c.json.submitToken }, b.token);
  }

  it('50 racing checkouts for the last 5 units, spread over the processes: exactly 5 orders, stock 0', async () => {
    const s = await sku(5);
    const crowd = await buyers(50);
    const results = await Promise.all(crowd.map((b, i) => order(port(i), b, s)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    const [made] = await db().select({ n: sql<number>`count(*)::int` }).from(schema.orderItem).where(eq(schema.orderItem.skuId, s.skuId));
    expect(Number(made!.n)).toBe(5);
    expect(await stockOf(s.skuId)).toBe(0);
  }, 60_000);

  it('racing balance payments of one order on every process: paid once, debited once', async () => {
    const login = await http(LB, 'POST', '/login', { userName: 'demo_buyer', passWord: 'demo@123456' });
    expect(login.status, JSON.stringify(login.json)).toBe(200);
    const token = login.json.accessToken as string;
    const s = await sku(100, 1_000);
    const [me] = await db().select({ id: schema.appUser.id }).from(schema.appUser).where(eq(schema.appUser.username, 'demo_buyer'));
    const [addr] = await db().insert(schema.userAddress).values({ userId: me!.id, receiver: '张三', mobile: '13800138000', provinceCode: '310000', cityCode: '310100', areaCode: '310115', province: '上海市', city: '上海市', area: '浦东新区', addr: '博云路2号' }).returning({ id: schema.userAddress.id });
    const made = await order(LB, { token, addrId: addr!.id }, s);
    expect(made.status, JSON.stringify(made.json)).toBe(200);
    const orderNumber = made.json.orderNumbers[0] as string;
    const [acct] = await db().select().from(schema.balanceAccount).innerJoin(schema.appUser, eq(schema.appUser.id, schema.balanceAccount.userId)).where(eq(schema.appUser.username, 'demo_buyer'));
    const before = acct!.balance_account.balance;
    const pays = await Promise.all(Array.from({ length: 9 }, (_, i) => http(port(i), 'POST', '/p/payment/balancePay', { orderNumbers: [orderNumber], payPassword: '123456' }, token)));
    expect(pays.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    const [after] = await db().select({ balance: schema.balanceAccount.balance }).from(schema.balanceAccount).where(eq(schema.balanceAccount.userId, acct!.balance_account.userId));
    expect(before - after!.balance).toBe(made.json.actualTotal);
    const [o] = await db().select({ status: schema.orders.status, id: schema.orders.id }).from(schema.orders).where(eq(schema.orders.orderNumber, orderNumber));
    expect(o!.status).toBe(2);
    const paidLogs = await db().select().from(schema.orderStatusLog).where(and(eq(schema.orderStatusLog.orderId, o!.id), eq(schema.orderStatusLog.toStatus, 2)));
    expect(paidLogs).toHaveLength(1);
  }, 60_000);

  it('a login lockout counts wrong passwords on every process and holds on every process', async () => {
    for (let i = 0; i < 5; i++) expect((await http(port(i), 'POST', '/login', { userName: 'demo_seller', passWord: `wrong-${i}` })).status).toBe(400);
    for (const p of PORTS) {
      const res = await http(p, 'POST', '/login', { userName: 'demo_seller', passWord: 'demo@123456' });
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/Too many wrong passwords/);
    }
  }, 30_000);

  it('every process sweeps the same expired orders at once: each released exactly once', async () => {
    const s = await sku(1000, 1_000);
    const crowd = await buyers(20);
    const made = await Promise.all(crowd.map((b, i) => order(port(i), b, s)));
    expect(made.every((r) => r.status === 200)).toBe(true);
    const numbers = made.map((r) => r.json.orderNumbers[0] as string);
    expect(await stockOf(s.skuId)).toBe(980);
    await db().update(schema.orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(inArray(schema.orders.orderNumber, numbers));
    const ids = (await db().select({ id: schema.orders.id }).from(schema.orders).where(inArray(schema.orders.orderNumber, numbers))).map((r) => r.id);
    for (let i = 0; i < 100; i++) {
      const [left] = await db().select({ n: sql<number>`count(*)::int` }).from(schema.orders).where(and(inArray(schema.orders.id, ids), eq(schema.orders.status, 1)));
      if (Number(left!.n) === 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    // a few more ticks of all three: nothing moves twice
    await new Promise((r) => setTimeout(r, 1500));
    const [canceled] = await db().select({ n: sql<number>`count(*)::int` }).from(schema.orders).where(and(inArray(schema.orders.id, ids), eq(schema.orders.status, 6)));
    expect(Number(canceled!.n)).toBe(20);
    const logs = await db().select({ orderId: schema.orderStatusLog.orderId }).from(schema.orderStatusLog).where(and(inArray(schema.orderStatusLog.orderId, ids), eq(schema.orderStatusLog.toStatus, 6)));
    expect(logs).toHaveLength(20);
    expect(await stockOf(s.skuId)).toBe(1000);
  }, 60_000);

  it('a flash-sale crowd through the balancer while a process is killed: 0 oversold, every acknowledged win becomes its order', async () => {
    const admin = await http(LB, 'POST', '/login', { userName: 'demo_admin', passWord: 'admin@123456' });
    expect(admin.status, JSON.stringify(admin.json)).toBe(200);
    const s = await sku(1000, 10_000);
    const now = Date.now();
    const session = await http(LB, 'POST', '/p/admin/seckill/sessions', { nameZh: '集群', nameEn: 'Cluster', startAt: new Date(now - 60_000).toISOString(), endAt: new Date(now + 3600_000).toISOString() }, admin.json.accessToken);
    expect(session.status, JSON.stringify(session.json)).toBe(200);
    const item = await http(LB, 'POST', '/p/admin/seckill/items', { sessionId: session.json.sessionId, skuId: s.skuId, seckillPrice: 990, stock: 30, perUserLimit: 1 }, admin.json.accessToken);
    expect(item.status, JSON.stringify(item.json)).toBe(200);
    const seckillId = item.json.seckillId as number;
    const crowd = await buyers(300);
    const won: typeof crowd = [];
    let answered = 0;
    let next = 0;
    await Promise.all(Array.from({ length: 30 }, async () => {
      while (next < crowd.length) {
        const b = crowd[next++]!;
        const res = await http(LB, 'POST', '/p/seckill/buy', { seckillId, prodCount: 1, addrId: b.addrId }, b.token);
        answered += 1;
        // mid-crowd: process 2 dies without a goodbye (its unacknowledged stream entries go to the others)
        if (answered === 60) process.kill(pids.get(2)!, 'SIGKILL');
        if (res.status === 200 && res.json.state !== 'refused') won.push(b);
        else expect(res.json.message, JSON.stringify(res.json)).toMatch(/not available|very hot/);
      }
    }));
    expect(won.length).toBeGreaterThan(0);
    expect(won.length).toBeLessThanOrEqual(30);
    // every acknowledged win becomes its order (polled like the page, through the balancer)
    for (const b of won) {
      let r: Answer = { status: 0, json: { state: 'queued' } };
      for (let i = 0; i < 150 && r.json.state === 'queued'; i++) {
        r = await http(LB, 'GET', `/p/seckill/reservation?seckillId=${seckillId}`, undefined, b.token);
        if (r.json.state === 'queued') await new Promise((ok) => setTimeout(ok, 200));
      }
      expect(r.json.state, JSON.stringify(r.json)).toBe('ordered');
    }
    const [live] = await db().select({ orders: sql<number>`count(*)::int`, units: sql<number>`coalesce(sum(${schema.flashSaleOrder.count}), 0)::int`, users: sql<number>`count(distinct ${schema.flashSaleOrder.userId})::int` })
      .from(schema.flashSaleOrder).where(eq(schema.flashSaleOrder.itemId, seckillId));
    const [it] = await db().select({ stock: schema.flashSaleItem.stock }).from(schema.flashSaleItem).where(eq(schema.flashSaleItem.id, seckillId));
    expect(Number(live!.orders)).toBe(won.length);
    expect(Number(live!.users)).toBe(won.length);
    expect(Number(live!.units) + it!.stock).toBe(30);
    expect(it!.stock).toBeGreaterThanOrEqual(0);
    // the others went on: the balancer still answers
    expect((await http(LB, 'GET', '/seckill/sessions')).status).toBe(200);
  }, 90_000);
});
