// The flash sale at crowd speed (decision 013): POST /p/seckill/buy answers at once; with Redis a winner's
// reservation is queued on a stream and becomes its order by the workers (drained here by hand: the auto start is
// off so each test decides when a worker runs), without Redis the order is made in the call. Invariants checked
// after every scenario: nothing sold twice (units in live orders + stock left = stock set aside; each reservation
// one order), nothing lost (every winner's reservation ends as an order or is given back), no buyer over the limit.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { schema } from '@mall/db';
import type { Front } from '../src/platform/front';
import { leanBuyFront } from '../src/modules/promotion/flash-sale/lean-buy';
import { leanPollFront } from '../src/modules/promotion/flash-sale/lean-poll';
import { gateKeys } from '../src/modules/promotion/flash-sale/redis-gate';
import { get, post } from './account-helpers';
import { buyers, countersOf, describeFlashSale, itemState, makeItem, type Buyer } from './flash-sale-helpers';
import type { TestContext } from './harness';

type Ctx = () => TestContext;
const MIN = 60_000;
const CLAIM_IDLE_MS = 50;
/** the held polls' fallback look, slow here so that only the wake (in process, pub/sub) can answer within 4 s */
const HELD_SWEEP_MS = 5000;

const buy = (ctx: Ctx, b: Buyer, seckillId: number, prodCount = 1, lang: 'en' | 'zh-CN' = 'en') =>
  post(ctx, '/p/seckill/buy', { seckillId, prodCount, addrId: b.addrId }, { token: b.token, lang });
/** a buy attempt that won (queued or ordered); a loser is a 200 'refused' with its code and message */
const isWin = (r: { statusCode: number; json(): { state?: string } }) => r.statusCode === 200 && ['queued', 'ordered'].includes(r.json().state ?? '');
const poll = (ctx: Ctx, b: Buyer, seckillId: number) => get(ctx, `/p/seckill/reservation?seckillId=${seckillId}`, { token: b.token, lang: 'en' });
const queue = (ctx: Ctx) => ctx().app.services.flashSale.queue!;
const redis = (ctx: Ctx) => countersOf.get(ctx().app)!;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A stand-in HTTP server with `front` before it, answering 299 for what the front handed on (`next`) and 298 for what
 * it did not take at all (Fastify would answer both); answers its origin and a close.
 */
async function frontServer(front: Front): Promise<{ origin: string; close: () => Promise<unknown> }> {
  const server = createServer((req, res) => {
    if (!front(req, res, () => res.writeHead(299).end())) res.writeHead(298).end();
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((ok) => server.close(ok)) };
}

/** Runs raw Redis through a one-off Lua script (keys get the suite's prefix). */
const lua = (ctx: Ctx, code: string, keys: string[], args: (string | number)[] = []) => redis(ctx).script!(code, keys.length)(keys, args);

/** Nothing sold twice, nothing lost, nobody over the limit — by SQL (and the gate agreeing, on the Redis path). */
async function invariants(ctx: Ctx, seckillId: number, limit: number) {
  const state = await itemState(ctx, seckillId);
  expect(state.stock + state.units).toBe(state.totalStock);
  expect(state.stock).toBeGreaterThanOrEqual(0);
  const { db } = ctx().database;
  const perUser = await db.select({ userId: schema.flashSaleOrder.userId, units: sql<number>`sum(${schema.flashSaleOrder.count})::int` })
    .from(schema.flashSaleOrder).innerJoin(schema.orders, eq(schema.orders.id, schema.flashSaleOrder.orderId))
    .where(and(eq(schema.flashSaleOrder.itemId, seckillId), sql`${schema.orders.status} <> 6`)).groupBy(schema.flashSaleOrder.userId);
  for (const u of perUser) expect(Number(u.units)).toBeLessThanOrEqual(limit);
  if (countersOf.get(ctx().app)) {
    const queued = Number((await redis(ctx).get(gateKeys.queued(seckillId))) ?? 0);
    const gate = await redis(ctx).get(gateKeys.stock(seckillId));
    if (gate !== null) expect(Number(gate) + queued).toBe(state.stock);
  }
  return state;
}

async function drainAll(ctx: Ctx) {
  let n = 0;
  for (let i = 0; i < 50; i++) {
    const done = await queue(ctx).drain();
    n += done;
    if (done === 0) return n;
  }
  return n;
}

describeFlashSale('flash sale: buying at crowd speed', (ctx, path) => {
  it('a win answers at once, becomes a payable seckill order, and the page can poll it; losers are refused at once', async () => {
    const { seckillId } = await makeItem(ctx, { stock: 1, limit: 1, price: 990 });
    const [a, b] = await buyers(ctx, 2);
    const res = await buy(ctx, a!, seckillId);
    expect(res.statusCode, res.body).toBe(200);
    let orderNumber: string;
    if (path === 'redis') {
      expect(res.json()).toMatchObject({ state: 'queued' });
      expect((await poll(ctx, a!, seckillId)).json()).toMatchObject({ state: 'queued', reservationId: res.json().reservationId });
      expect(await drainAll(ctx)).toBe(1);
      const ready = (await poll(ctx, a!, seckillId)).json();
      expect(ready).toMatchObject({ state: 'ordered', reservationId: res.json().reservationId });
      orderNumber = ready.orderNumber;
    } else {
      expect(res.json().state).toBe('ordered');
      orderNumber = res.json().orderNumber;
      expect((await poll(ctx, a!, seckillId)).json()).toEqual({ state: 'none' });
    }
    const [order] = await ctx().database.db.select().from(schema.orders).where(eq(schema.orders.orderNumber, orderNumber));
    expect(order).toMatchObject({ userId: a!.userId, orderType: 2, productTotal: 990, status: 1 });
    const lost = await buy(ctx, b!, seckillId);
    expect(lost.statusCode).toBe(200);
    expect(lost.json()).toEqual({ state: 'refused', code: 'FLASHSALE_UNAVAILABLE', message: 'active products not available for purchase' });
    expect((await buy(ctx, b!, seckillId, 1, 'zh-CN')).json().message).toBe('活动商品不可购买');
    expect(await invariants(ctx, seckillId, 1)).toMatchObject({ stock: 0, orders: 1 });
  });

  it('a held poll (waitMs) answers as soon as its reservation is settled — by this process\'s worker or, through pub/sub, another\'s — and otherwise at the end of its hold', async () => {
    if (path !== 'redis') return;
    const { seckillId } = await makeItem(ctx, { stock: 7, limit: 1 });
    const [a, b, c] = await buyers(ctx, 3);
    const held = (x: Buyer, id: string, waitMs: number) => {
      const t0 = performance.now();
      return get(ctx, `/p/seckill/reservation?seckillId=${seckillId}&reservationId=${id}&waitMs=${waitMs}`, { token: x.token, lang: 'en' }).then((r) => ({ json: r.json(), ms: performance.now() - t0 }));
    };
    const idA = (await buy(ctx, a!, seckillId)).json().reservationId as string;
    const idB = (await buy(ctx, b!, seckillId)).json().reservationId as string;
    // nothing settles it: queued at the end of the hold
    const idle = await held(a!, idA, 300);
    expect(idle.json).toEqual({ state: 'queued', reservationId: idA });
    expect(idle.ms).toBeGreaterThanOrEqual(290);
    // this process's worker settles it: the held poll answers the order at once, long before its 8 s
    const waitingA = held(a!, idA, 8000);
    await pause(100);
    expect(await drainAll(ctx)).toBe(2);
    const ready = await waitingA;
    expect(ready.json).toMatchObject({ state: 'ordered', reservationId: idA });
    expect(ready.ms).toBeLessThan(4000);
    expect((await held(b!, idB, 8000)).json).toMatchObject({ state: 'ordered', reservationId: idB });
    // another process settled it (written here by hand, as its worker's FINISH would) and said so on the channel
    const idC = (await buy(ctx, c!, seckillId)).json().reservationId as string;
    const waitingC = held(c!, idC, 8000);
    await pause(100);
    await lua(ctx, `redis.call('HSET', KEYS[1], 'state', 'ordered', 'order', 'X1') return 1`, [gateKeys.reservation(idC)]);
    await redis(ctx).publish!('fs:settled', `999999 ${idC}`);
    const other = await waitingC;
    expect(other.json).toEqual({ state: 'ordered', reservationId: idC, orderNumber: 'X1' });
    expect(other.ms).toBeLessThan(4000);
    // the settle's message tells each reservation's outcome: the woken poll answers it without reading it again (the
    // hash still says queued here, as no one wrote it); an id without an outcome is read again
    const [e, f] = await buyers(ctx, 2);
    const idE = (await buy(ctx, e!, seckillId)).json().reservationId as string;
    const idF = (await buy(ctx, f!, seckillId)).json().reservationId as string;
    const waitingE = held(e!, idE, 8000);
    const waitingF = held(f!, idF, 8000);
    await pause(100);
    await lua(ctx, `redis.call('HSET', KEYS[1], 'state', 'failed', 'reason', 'flashSale.unavailable') return 1`, [gateKeys.reservation(idF)]);
    await redis(ctx).publish!('fs:settled', JSON.stringify([[idE, 'ordered', 'X3', ''], [idF]]));
    const told = await waitingE;
    expect(told.json).toEqual({ state: 'ordered', reservationId: idE, orderNumber: 'X3' });
    expect(told.ms).toBeLessThan(4000);
    const reread = await waitingF;
    expect(reread.json).toEqual({ state: 'failed', reservationId: idF, message: 'active products not available for purchase' });
    expect(reread.ms).toBeLessThan(4000);
    // the channel itself: what one connection publishes, a subscriber of the same prefix gets
    const heard = new Promise<string>((ok) => {
      const off = redis(ctx).subscribe!('fs:probe', (m) => {
        off();
        ok(m);
      });
    });
    await pause(200);
    await redis(ctx).publish!('fs:probe', 'settled 1 2');
    expect(await heard).toBe('settled 1 2');
    // a settle whose message never came (published before the subscription opened, a reconnect): the process's
    // look at its held reservations (every second by default, every 5 s here) answers it before the 8 s hold ends
    const [d] = await buyers(ctx, 1);
    const idD = (await buy(ctx, d!, seckillId)).json().reservationId as string;
    const waitingD = held(d!, idD, 8000);
    await pause(100);
    await lua(ctx, `redis.call('HSET', KEYS[1], 'state', 'ordered', 'order', 'X2') return 1`, [gateKeys.reservation(idD)]);
    const missed = await waitingD;
    expect(missed.json).toEqual({ state: 'ordered', reservationId: idD, orderNumber: 'X2' });
    expect(missed.ms).toBeLessThan(7900);
  });

  it('the buy call\'s token check comes from the shared cache, but a logout refuses the token at once', async () => {
    const { seckillId } = await makeItem(ctx, { stock: 5, limit: 1, startInMs: 10 * MIN });
    const [a] = await buyers(ctx, 1);
    expect((await buy(ctx, a!, seckillId)).json().message).toBe('Event not started');
    await ctx().app.services.account.tokens.revoke(a!.token);
    expect((await buy(ctx, a!, seckillId)).statusCode).toBe(401);
    expect((await poll(ctx, a!, seckillId)).statusCode).toBe(401);
    // log out everywhere (a password change) and an ended session: the cached tokens are refused at once too
    const [b, c] = await buyers(ctx, 2);
    expect((await poll(ctx, b!, seckillId)).statusCode).toBe(200);
    expect((await poll(ctx, c!, seckillId)).statusCode).toBe(200);
    await ctx().app.services.account.tokens.revokeAll(b!.userId);
    const [session] = await ctx().database.db.select({ id: schema.userSession.id }).from(schema.userSession).where(eq(schema.userSession.userId, c!.userId));
    await ctx().app.services.account.tokens.revokeSession(session!.id);
    expect((await buy(ctx, b!, seckillId)).statusCode).toBe(401);
    expect((await buy(ctx, c!, seckillId)).statusCode).toBe(401);
  });

  it('the lean buy (one early hook, the token checked in the gate\'s Lua step) answers only cached live tokens; anything else goes the ordinary way and is refused alike', async () => {
    const { seckillId } = await makeItem(ctx, { stock: 4, limit: 1 });
    const [a, b, c, d, e, f] = await buyers(ctx, 6);
    const verify = vi.spyOn(ctx().app.services.account.tokens, 'verify');
    try {
      expect(isWin(await buy(ctx, f!, seckillId))).toBe(true);
      // the page opened: the token is verified once (the guard) and cached
      expect((await poll(ctx, a!, seckillId)).statusCode).toBe(200);
      verify.mockClear();
      const won = await buy(ctx, a!, seckillId);
      expect(won.statusCode, won.body).toBe(200);
      expect(won.json()).toMatchObject({ state: path === 'redis' ? 'queued' : 'ordered' });
      expect(won.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(won.headers['x-content-type-options']).toBe('nosniff');
      expect(won.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      // with Redis the guard never ran: the token was checked in the same Lua step as the gate
      expect(verify).toHaveBeenCalledTimes(path === 'redis' ? 0 : 1);
      // the same buyer again: its one reservation, answered again (the idempotency key), never a second unit
      if (path === 'redis') expect((await buy(ctx, a!, seckillId)).json()).toEqual({ state: 'queued', reservationId: won.json().reservationId });
      // the storefront's session cookie is read as the guard reads it: answered in the same lean step
      const byCookie = await post(ctx, '/p/seckill/buy', { seckillId, prodCount: 1 }, { lang: 'en', headers: { cookie: `lang=en; token=${a!.token}` } });
      expect(byCookie.statusCode, byCookie.body).toBe(200);
      if (path === 'redis') expect(byCookie.json()).toEqual({ state: 'queued', reservationId: won.json().reservationId });
      expect(verify).toHaveBeenCalledTimes(path === 'redis' ? 0 : 2);
      // ...but a cookie-borne attempt sent from another site is the guard's: refused, nothing taken
      const crossSite = await post(ctx, '/p/seckill/buy', { seckillId, prodCount: 1 }, { lang: 'en', headers: { cookie: `token=${a!.token}`, 'sec-fetch-site': 'cross-site' } });
      expect(crossSite.statusCode).toBe(401);
      // no token, a made-up token, a token of a session that expired (never cached): 401 from the guard, nothing taken
      expect((await post(ctx, '/p/seckill/buy', { seckillId, prodCount: 1 })).statusCode).toBe(401);
      expect((await post(ctx, '/p/seckill/buy', { seckillId, prodCount: 1 }, { token: 'not-a-token-at-all' })).statusCode).toBe(401);
      await ctx().database.db.update(schema.userSession).set({ expiresAt: new Date(ctx().clock.now().getTime() - 1000) }).where(eq(schema.userSession.userId, b!.userId));
      expect((await buy(ctx, b!, seckillId)).statusCode).toBe(401);
      // cached, then logged out / every session ended (a password change): refused at once, in the Lua step too
      expect((await poll(ctx, c!, seckillId)).statusCode).toBe(200);
      expect((await poll(ctx, d!, seckillId)).statusCode).toBe(200);
      await ctx().app.services.account.tokens.revoke(c!.token);
      await ctx().app.services.account.tokens.revokeAll(d!.userId);
      for (const x of [c!, d!]) {
        const r = await buy(ctx, x, seckillId);
        expect(r.statusCode).toBe(401);
        expect(r.json().code).toBe('UNAUTHORIZED');
      }
      // a cached token with a body the schema refuses: the ordinary route reads the same bytes and answers its 400
      expect((await poll(ctx, e!, seckillId)).statusCode).toBe(200);
      const bad = await post(ctx, '/p/seckill/buy', { seckillId, prodCount: 'one' }, { token: e!.token, lang: 'en' });
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json().code).toBe('VALIDATION');
      const nul = await post(ctx, '/p/seckill/buy', { seckillId, prodCount: 1, remarks: 'a\u0000b' }, { token: e!.token, lang: 'en' });
      expect(nul.statusCode).toBe(400);
      // over the limit in one attempt: the ordinary way answers it (a refusal, no unit taken)
      expect((await buy(ctx, e!, seckillId, 2)).json()).toMatchObject({ state: 'refused', code: 'FLASHSALE_LIMITREACHED' });
      expect(isWin(await buy(ctx, e!, seckillId))).toBe(true);
      if (path === 'redis') await drainAll(ctx);
      expect(await invariants(ctx, seckillId, 1)).toMatchObject({ stock: 1, orders: 3 });
    } finally {
      verify.mockRestore();
    }
  });

  it('over HTTP the lean attempt is answered from the socket before Fastify (the front); what it cannot decide goes on with the bytes it read', async () => {
    if (path !== 'redis') return;
    const { seckillId } = await makeItem(ctx, { stock: 1, limit: 1 });
    const [a, b, c] = await buyers(ctx, 3);
    for (const x of [a!, b!]) expect((await poll(ctx, x, seckillId)).statusCode).toBe(200); // the page opened: tokens cached
    const handedOn: string[] = [];
    const logged: object[] = [];
    const front = leanBuyFront(queue(ctx), {
      securityHeaders: () => ['x-content-type-options', 'nosniff'],
      log: { info: (line) => logged.push(line) },
      stepAside: (_req, body) => handedOn.push(body.toString()),
    });
    // 299: handed on by the front after reading the body; 298: not taken at all
    const { origin, close } = await frontServer(front);
    const send = (token: string, body: unknown, headers: Record<string, string> = {}, at = '/shop-api/p/seckill/buy') =>
      fetch(origin + at, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'en', ...headers }, body: JSON.stringify(body) });
    try {
      const won = await send(a!.token, { seckillId, prodCount: 1, addrId: a!.addrId });
      expect(won.status).toBe(200);
      expect(await won.json()).toMatchObject({ state: 'queued' });
      expect(won.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(won.headers.get('x-content-type-options')).toBe('nosniff');
      const lost = await send(b!.token, { seckillId, prodCount: 1 });
      expect(await lost.json()).toEqual({ state: 'refused', code: 'FLASHSALE_UNAVAILABLE', message: 'active products not available for purchase' });
      expect(logged).toMatchObject([{ method: 'POST', url: '/shop-api/p/seckill/buy', statusCode: 200 }, { statusCode: 200 }]);
      expect(handedOn).toEqual([]);
      // the storefront's session cookie: decided here too (the same reservation again); from another site: not taken
      const byCookie = await send('', { seckillId, prodCount: 1 }, { authorization: '', cookie: `token=${a!.token}; lang=en` });
      expect(((await byCookie.json()) as { state: string }).state).toBe('queued');
      expect((await send('', { seckillId, prodCount: 1 }, { authorization: '', cookie: `token=${a!.token}`, 'sec-fetch-site': 'cross-site' })).status).toBe(298);
      expect((await send('', { seckillId, prodCount: 1 }, { authorization: '', cookie: `token="${a!.token}"` })).status).toBe(298);
      // a name the cookie parser would not trim (U+00A0 before it): no token cookie for the guard, none here
      expect((await send('', { seckillId, prodCount: 1 }, { authorization: '', cookie: `\u00a0token=${a!.token}` })).status).toBe(298);
      logged.pop();
      // read, then handed on: a token not in the cache (the guard must read its row), a body the schema refuses
      expect((await send(c!.token, { seckillId, prodCount: 1 })).status).toBe(299);
      expect((await send(a!.token, { seckillId, prodCount: 'one' })).status).toBe(299);
      expect(handedOn).toEqual([JSON.stringify({ seckillId, prodCount: 1 }), JSON.stringify({ seckillId, prodCount: 'one' })]);
      // never taken: another call, no bearer token
      expect((await send(a!.token, { seckillId, prodCount: 1 }, {}, '/shop-api/p/seckill/confirm')).status).toBe(298);
      expect((await send('', { seckillId, prodCount: 1 }, { authorization: '' })).status).toBe(298);
      expect(logged).toHaveLength(2);
      // a closing app: the front leaves everything to Fastify (which answers 503 and closes the connection)
      const closed = leanBuyFront(queue(ctx), { securityHeaders: () => [], log: null, open: () => false, stepAside: () => {} });
      expect(closed({ method: 'POST', url: '/shop-api/p/seckill/buy', headers: { authorization: `Bearer ${a!.token}` } } as never, {} as never, () => {})).toBe(false);
    } finally {
      await close();
    }
    await drainAll(ctx);
    expect(await invariants(ctx, seckillId, 1)).toMatchObject({ stock: 0, orders: 1 });
  });

  it('over HTTP a winner\'s poll is answered from the socket (the lean poll), held and woken as the route\'s; what it cannot decide goes to the route', async () => {
    if (path !== 'redis') return;
    const { seckillId } = await makeItem(ctx, { stock: 1, limit: 1 });
    const [a, b, c] = await buyers(ctx, 3);
    for (const x of [a!, b!]) expect((await poll(ctx, x, seckillId)).statusCode).toBe(200); // the page opened: tokens cached
    const logged: object[] = [];
    const front = leanPollFront(queue(ctx), { securityHeaders: () => ['x-content-type-options', 'nosniff'], log: { info: (line) => logged.push(line) } });
    // 299: handed on by the front after asking Redis; 298: not taken at all
    const { origin, close } = await frontServer(front);
    const ask = (token: string, query: string, headers: Record<string, string> = {}, at = '/shop-api/p/seckill/reservation') =>
      fetch(`${origin}${at}?${query}`, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', ...headers } });
    /** the route's answer to the same poll, in process (Fastify) */
    const routed = async (x: Buyer, query: string, lang: 'en' | 'zh-CN' = 'en') => (await get(ctx, `/p/seckill/reservation?${query}`, { token: x.token, lang })).json();
    try {
      expect(await (await ask(a!.token, `seckillId=${seckillId}`)).json()).toEqual({ state: 'none' });
      const id = (await buy(ctx, a!, seckillId)).json().reservationId as string;
      const queued = await ask(a!.token, `seckillId=${seckillId}`);
      expect(queued.status).toBe(200);
      expect(queued.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(queued.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await queued.json()).toEqual(await routed(a!, `seckillId=${seckillId}`));
      // held here until the worker settles it, woken at once (long before its 8 s), answering what the route answers
      const t0 = performance.now();
      const waiting = ask(a!.token, `seckillId=${seckillId}&reservationId=${id}&waitMs=8000`);
      // a client that leaves during its hold: when the reservation settles nothing is written or logged for it
      const leaving = new AbortController();
      const gone = fetch(`${origin}/shop-api/p/seckill/reservation?seckillId=${seckillId}&reservationId=${id}&waitMs=8000`, { headers: { authorization: `Bearer ${a!.token}` }, signal: leaving.signal })
        .then(() => 'answered', () => 'left');
      await pause(100);
      leaving.abort();
      expect(await gone).toBe('left');
      await pause(100);
      expect(await drainAll(ctx)).toBe(1);
      const ready = await waiting;
      expect(performance.now() - t0).toBeLessThan(4000);
      const readyJson = (await ready.json()) as { state: string; orderNumber: string };
      expect(readyJson).toMatchObject({ state: 'ordered', reservationId: id });
      expect(readyJson).toEqual(await routed(a!, `seckillId=${seckillId}&reservationId=${id}&waitMs=8000`));
      // a reservation gone (a Redis lost mid-sale): failed, its message in the caller's language, as the route says it
      const lost = `seckillId=${seckillId}&reservationId=424242`;
      expect(await (await ask(b!.token, lost)).json()).toEqual({ state: 'failed', reservationId: '424242', message: await routed(b!, lost).then((r) => r.message) });
      expect(await (await ask(b!.token, lost, { 'accept-language': 'zh-CN' })).json()).toEqual(await routed(b!, lost, 'zh-CN'));
      expect(await (await ask('', `seckillId=${seckillId}`, { authorization: '', cookie: `lang=en; token=${a!.token}` })).json()).toEqual(readyJson);
      expect(logged).toMatchObject([
        { method: 'GET', url: `/shop-api/p/seckill/reservation?seckillId=${seckillId}`, statusCode: 200 }, { statusCode: 200 },
        { url: `/shop-api/p/seckill/reservation?seckillId=${seckillId}&reservationId=${id}&waitMs=8000` }, {}, {}, {},
      ]);
      // asked, then handed on: a token not in the cache (the guard must read its row), a revoked one (the guard's 401)
      expect((await ask(c!.token, `seckillId=${seckillId}`)).status).toBe(299);
      await ctx().app.services.account.tokens.revoke(b!.token);
      expect((await ask(b!.token, `seckillId=${seckillId}`)).status).toBe(299);
      // never taken: a query not read exactly as Fastify reads it, or the schema refuses (the route's 400), no token
      for (const query of [`seckillId=${seckillId}&seckillId=${seckillId}`, `seckillId=${seckillId}&lang=en`, `seckillId=%3${seckillId}`, `seckillId=${seckillId}&waitMs=20000`,
        `reservationId=${id}`, 'seckillId=0', `seckillId=${seckillId}&`, `seckillId=${seckillId}&reservationId=x1`]) {
        expect((await ask(a!.token, query)).status, query).toBe(298);
      }
      expect((await fetch(`${origin}/shop-api/p/seckill/reservation`, { headers: { authorization: `Bearer ${a!.token}` } })).status).toBe(298);
      expect((await ask(a!.token, `seckillId=${seckillId}`, {}, '/shop-api/p/seckill/reservation/')).status).toBe(298);
      expect((await ask('', `seckillId=${seckillId}`, { authorization: '' })).status).toBe(298);
      expect((await ask('', `seckillId=${seckillId}`, { authorization: '', cookie: `token="${a!.token}"` })).status).toBe(298);
      expect((await fetch(`${origin}/shop-api/p/seckill/reservation?seckillId=${seckillId}`, { method: 'HEAD', headers: { authorization: `Bearer ${a!.token}` } })).status).toBe(298);
      expect(logged).toHaveLength(6);
      // Redis failing: at the first call nothing is decided, the route takes the request; during the hold the route
      // would hold again from the start, so the connection is dropped (the page asks again) and the fault reported
      const faults: unknown[] = [];
      const failing = (first: boolean) => leanPollFront({
        reservationAs: () => (first ? Promise.reject(new Error('redis down')) : Promise.resolve({ answer: Promise.reject(new Error('redis down mid-hold')) })),
      }, { securityHeaders: () => [], log: null, onError: (err) => faults.push(err) });
      for (const first of [true, false]) {
        const stub = await frontServer(failing(first));
        const got = await fetch(`${stub.origin}/shop-api/p/seckill/reservation?seckillId=${seckillId}`, { headers: { authorization: `Bearer ${a!.token}` } })
          .then((r) => r.status, () => 'dropped');
        await stub.close();
        expect(got).toBe(first ? 299 : 'dropped');
      }
      expect(faults).toMatchObject([{ message: 'redis down mid-hold' }]);
      // a closing app: the front leaves everything to Fastify
      const closed = leanPollFront(queue(ctx), { securityHeaders: () => [], log: null, open: () => false });
      expect(closed({ method: 'GET', url: `/shop-api/p/seckill/reservation?seckillId=${seckillId}`, headers: { authorization: `Bearer ${a!.token}` } } as never, {} as never, () => {})).toBe(false);
    } finally {
      await close();
    }
    expect(await invariants(ctx, seckillId, 1)).toMatchObject({ stock: 0, orders: 1 });
  });

  it('the mall over HTTP: the front\'s answers carry the headers the ordinary way gives, and what it hands on is answered by the route as before', async () => {
    if (path !== 'redis') return;
    const { seckillId } = await makeItem(ctx, { stock: 2, limit: 1 });
    const [a, b, c] = await buyers(ctx, 3);
    for (const x of [a!, b!, c!]) expect((await poll(ctx, x, seckillId)).statusCode).toBe(200);
    // the front is on the app's server, before Fastify's handler (platform/front.ts)
    expect(ctx().app.server.listeners('request').map((f) => f.name)).toEqual(['frontThenFastify']);
    const origin = await ctx().app.listen({ port: 0, host: '127.0.0.1' });
    const send = (token: string, body: unknown) =>
      fetch(`${origin}/shop-api/p/seckill/buy`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'en' }, body: JSON.stringify(body) });
    const overHttp = await send(a!.token, { seckillId, prodCount: 1, addrId: a!.addrId });
    expect(overHttp.status).toBe(200);
    expect(await overHttp.json()).toMatchObject({ state: 'queued' });
    const injected = await buy(ctx, b!, seckillId); // in process: Fastify's lean hook
    expect(injected.json()).toMatchObject({ state: 'queued' });
    const names = (all: Iterable<string>) => [...all].map((n) => n.toLowerCase()).filter((n) => !['date', 'connection', 'keep-alive'].includes(n)).sort();
    expect(names(overHttp.headers.keys())).toEqual(names(Object.keys(injected.headers)));
    for (const name of ['content-type', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'cross-origin-resource-policy']) {
      expect(overHttp.headers.get(name), name).toBe(injected.headers[name]);
    }
    expect(overHttp.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(overHttp.headers.get('strict-transport-security')).toBeNull();
    // forwarded as HTTPS by a proxy on this machine (trusted by default): HSTS, as Fastify adds it in process
    const overHttps = await fetch(`${origin}/shop-api/p/seckill/buy`, { method: 'POST', headers: { authorization: `Bearer ${b!.token}`, 'content-type': 'application/json', 'x-forwarded-proto': 'https' }, body: JSON.stringify({ seckillId, prodCount: 1 }) });
    expect(((await overHttps.json()) as { state: string }).state).toBe('queued'); // its reservation again
    const injectedHttps = await post(ctx, '/p/seckill/buy', { seckillId, prodCount: 1 }, { token: b!.token, headers: { 'x-forwarded-proto': 'https' } });
    expect(injectedHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(overHttps.headers.get('strict-transport-security')).toBe(injectedHttps.headers['strict-transport-security']);
    // handed on by the front with the bytes it read: the route's 400, and the guard's 401 for a revoked token
    const bad = await send(c!.token, { seckillId, prodCount: 'one' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe('VALIDATION');
    await ctx().app.services.account.tokens.revoke(c!.token);
    expect((await send(c!.token, { seckillId, prodCount: 1 })).status).toBe(401);
    // the winner's poll likewise (the lean poll front, no guard): the route's headers and answer
    const verify = vi.spyOn(ctx().app.services.account.tokens, 'verify');
    try {
      const polled = await fetch(`${origin}/shop-api/p/seckill/reservation?seckillId=${seckillId}`, { headers: { authorization: `Bearer ${a!.token}`, 'accept-language': 'en' } });
      expect(verify).not.toHaveBeenCalled();
      const injectedPoll = await poll(ctx, a!, seckillId);
      expect(names(polled.headers.keys())).toEqual(names(Object.keys(injectedPoll.headers)));
      expect(polled.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
      expect(await polled.json()).toEqual(injectedPoll.json());
      expect(injectedPoll.json()).toMatchObject({ state: 'queued' });
      // handed on to the route: its 400 for a hold over the cap, the guard's 401 for the revoked token
      expect((await fetch(`${origin}/shop-api/p/seckill/reservation?seckillId=${seckillId}&waitMs=20000`, { headers: { authorization: `Bearer ${a!.token}` } })).status).toBe(400);
      expect((await fetch(`${origin}/shop-api/p/seckill/reservation?seckillId=${seckillId}`, { headers: { authorization: `Bearer ${c!.token}` } })).status).toBe(401);
    } finally {
      verify.mockRestore();
    }
    await drainAll(ctx);
    expect(await invariants(ctx, seckillId, 1)).toMatchObject({ stock: 0, orders: 2 });
  });

  it('a crowd at a fresh item is decided in the lean step from its first attempt: the gate\'s keys were loaded when the item was set up', async () => {
    if (path !== 'redis') return;
    const { seckillId } = await makeItem(ctx, { stock: 3, limit: 1 });
    const crowd = await buyers(ctx, 12);
    for (const b of crowd) expect((await poll(ctx, b, seckillId)).statusCode).toBe(200); // the page opened: tokens cached
    const verify = vi.spyOn(ctx().app.services.account.tokens, 'verify');
    try {
      const answers = await Promise.all(crowd.map((b) => buy(ctx, b, seckillId)));
      expect(answers.filter(isWin)).toHaveLength(3);
      expect(answers.filter((r) => r.json().code === 'FLASHSALE_UNAVAILABLE')).toHaveLength(9);
      // not one attempt went the ordinary way (the guard would have verified its token): no keys were missing
      expect(verify).not.toHaveBeenCalled();
    } finally {
      verify.mockRestore();
    }
    await drainAll(ctx);
    expect(await invariants(ctx, seckillId, 1)).toMatchObject({ stock: 0, orders: 3 });
  });

  it('carries the buyer\'s message to the shop onto the order, and refuses one over 200 characters', async () => {
    const { seckillId } = await makeItem(ctx, { stock: 2, limit: 1 });
    const [a] = await buyers(ctx, 1);
    const long = await post(ctx, '/p/seckill/buy', { seckillId, prodCount: 1, addrId: a!.addrId, remarks: 'x'.repeat(201) }, { token: a!.token, lang: 'en' });
    expect(long.statusCode).toBe(400);
    expect(long.json().code).not.toBe('VALIDATION');
    const res = await post(ctx, '/p/seckill/buy', { seckillId, prodCount: 1, addrId: a!.addrId, remarks: ' 请发顺丰 ' }, { token: a!.token });
    expect(isWin(res), res.body).toBe(true);
    if (path === 'redis') await drainAll(ctx);
    const orderNumber = path === 'redis' ? (await poll(ctx, a!, seckillId)).json().orderNumber : res.json().orderNumber;
    const [order] = await ctx().database.db.select().from(schema.orders).where(eq(schema.orders.orderNumber, orderNumber));
    expect(order!.remarks).toBe('请发顺丰');
    await invariants(ctx, seckillId, 1);
  });

  it('a buy without an address is delivered to the buyer\'s default one', async () => {
    const { seckillId } = await makeItem(ctx, { stock: 2, limit: 1 });
    const [a] = await buyers(ctx, 1);
    const res = await post(ctx, '/p/seckill/buy', { seckillId, prodCount: 1 }, { token: a!.token, lang: 'en' });
    expect(isWin(res), res.body).toBe(true);
    if (path === 'redis') await drainAll(ctx);
    const orderNumber = path === 'redis' ? (await poll(ctx, a!, seckillId)).json().orderNumber : res.json().orderNumber;
    const [order] = await ctx().database.db.select().from(schema.orders).where(eq(schema.orders.orderNumber, orderNumber));
    expect(order!.address).toMatchObject({ receiver: expect.any(String), provinceCode: expect.any(String) });
    await invariants(ctx, seckillId, 1);
  });

  it('answers "Event not started", "The event has ended" and the per-user limit in the buy step', async () => {
    const { seckillId } = await makeItem(ctx, { stock: 5, limit: 1, startInMs: 10 * MIN, lastsMs: 10 * MIN });
    const [a] = await buyers(ctx, 1);
    expect((await buy(ctx, a!, seckillId)).json().message).toBe('Event not started');
    expect((await buy(ctx, a!, seckillId, 1, 'zh-CN')).json().message).toBe('活动未开始');
    ctx().clock.advance(11 * MIN);
    expect((await buy(ctx, a!, seckillId, 2)).json().message).toBe('You have reached the purchase limit of this item');
    expect(isWin(await buy(ctx, a!, seckillId))).toBe(true);
    if (path === 'redis') await drainAll(ctx);
    expect((await buy(ctx, a!, seckillId, 1, 'zh-CN')).json().message).toBe('超出限购数量');
    ctx().clock.advance(10 * MIN);
    expect((await buy(ctx, a!, seckillId)).json().message).toBe('The event has ended');
    await invariants(ctx, seckillId, 1);
  });

  it('never oversells: 300 buyers racing for 10 units get exactly 10 wins and 10 orders', async () => {
    const { seckillId } = await makeItem(ctx, { stock: 10, limit: 1 });
    const crowd = await buyers(ctx, 300);
    const results = await Promise.all(crowd.map((b) => buy(ctx, b, seckillId)));
    const won = results.filter(isWin);
    expect(won).toHaveLength(10);
    for (const r of results.filter((x) => !isWin(x))) expect(r.json().message, r.body).toMatch(/not available|very hot/);
    if (path === 'redis') expect(await drainAll(ctx)).toBe(10);
    expect(await invariants(ctx, seckillId, 1)).toMatchObject({ stock: 0, orders: 10, units: 10 });
  }, 120_000);

  it('one buyer racing 8 buys with a limit of 2: one reservation at a time (the same answer), never past the limit', async () => {
    const { seckillId } = await makeItem(ctx, { stock: 50, limit: 2 });
    const [b] = await buyers(ctx, 1);
    const first = await Promise.all(Array.from({ length: 8 }, () => buy(ctx, b!, seckillId)));
    if (path === 'redis') {
      expect(first.every(isWin)).toBe(true);
      expect(new Set(first.map((r) => r.json().reservationId)).size).toBe(1);
      await drainAll(ctx);
      const second = await Promise.all(Array.from({ length: 8 }, () => buy(ctx, b!, seckillId)));
      expect(new Set(second.filter(isWin).map((r) => r.json().reservationId)).size).toBe(1);
      await drainAll(ctx);
    } else {
      const more = await Promise.all(Array.from({ length: 8 }, () => buy(ctx, b!, seckillId)));
      expect([...first, ...more].filter(isWin).length).toBe(2);
    }
    expect((await buy(ctx, b!, seckillId)).json().message).toBe('You have reached the purchase limit of this item');
    expect(await invariants(ctx, seckillId, 2)).toMatchObject({ stock: 48, orders: 2, units: 2 });
  }, 60_000);

  it('an unpaid order made from a reservation gives its unit and quota back at its deadline, once', async () => {
    const { seckillId } = await makeItem(ctx, { stock: 1, limit: 1, lastsMs: 3 * 3600_000 });
    const [a, b] = await buyers(ctx, 2);
    expect(isWin(await buy(ctx, a!, seckillId))).toBe(true);
    if (path === 'redis') await drainAll(ctx);
    expect((await buy(ctx, b!, seckillId)).json().state).toBe('refused');
    ctx().clock.advance(31 * MIN);
    await ctx().app.services.order.sweepDue(ctx().clock.now());
    await ctx().app.services.order.sweepDue(ctx().clock.now());
    expect(await invariants(ctx, seckillId, 1)).toMatchObject({ stock: 1, orders: 0 });
    expect(isWin(await buy(ctx, b!, seckillId))).toBe(true);
    if (path === 'redis') await drainAll(ctx);
    expect(await invariants(ctx, seckillId, 1)).toMatchObject({ stock: 0, orders: 1 });
  });
}, { env: { FLASH_SALE_AUTO_DRAIN: 0, FLASH_SALE_CLAIM_IDLE_MS: CLAIM_IDLE_MS, FLASH_SALE_HELD_SWEEP_MS: HELD_SWEEP_MS } });

describeFlashSale('flash sale: the order queue recovers what a worker left', (ctx) => {
  it('entries a dead worker took and never acknowledged are claimed by another and become orders, once', async () => {
    const { seckillId } = await makeItem(ctx, { stock: 5, limit: 1 });
    const crowd = await buyers(ctx, 5);
    for (const b of crowd) expect(isWin(await buy(ctx, b, seckillId))).toBe(true);
    // a worker of a process that dies: reads all five and acknowledges none
    await lua(ctx, `redis.pcall('XGROUP', 'CREATE', KEYS[1], 'orders', '0', 'MKSTREAM')
return redis.call('XREADGROUP', 'GROUP', 'orders', 'dead', 'COUNT', 100, 'STREAMS', KEYS[1], '>')`, [gateKeys.stream]);
    await pause(CLAIM_IDLE_MS * 3);
    expect(await drainAll(ctx)).toBe(5);
    for (const b of crowd) expect((await poll(ctx, b, seckillId)).json().state).toBe('ordered');
    expect(await invariants(ctx, seckillId, 1)).toMatchObject({ stock: 0, orders: 5 });
  });

  it('a reservation whose order was stored but not acknowledged (crash after the commit) answers the same order again', async () => {
    const { seckillId } = await makeItem(ctx, { stock: 3, limit: 1 });
    const crowd = await buyers(ctx, 3);
    const ids = [];
    for (const b of crowd) ids.push((await buy(ctx, b, seckillId)).json().reservationId as string);
    await drainAll(ctx);
    const before = await Promise.all(crowd.map(async (b) => (await poll(ctx, b, seckillId)).json().orderNumber));
    // the crash: the settling step never ran, the entries are back on the stream
    for (const id of ids) {
      await lua(ctx, `redis.call('HSET', KEYS[1], 'state', 'queued') redis.call('XADD', KEYS[2], '*', 'r', ARGV[1]) redis.call('INCRBY', KEYS[3], 1) return 1`,
        [gateKeys.reservation(id), gateKeys.stream, gateKeys.queued(seckillId)], [id]);
    }
    expect(await drainAll(ctx)).toBe(3);
    const after = await Promise.all(crowd.map(async (b) => (await poll(ctx, b, seckillId)).json().orderNumber));
    expect(after).toEqual(before);
    expect(await invariants(ctx, seckillId, 1)).toMatchObject({ stock: 0, orders: 3 });
  });

  it('the database refusing a reservation (its stock gone) settles it as failed with the reason, unit and quota back to the gate', async () => {
    const { seckillId } = await makeItem(ctx, { stock: 2, limit: 1 });
    const [a, b] = await buyers(ctx, 2);
    expect(isWin(await buy(ctx, a!, seckillId))).toBe(true);
    // the record changed under the gate (an operator, another path): one unit only
    await ctx().database.db.update(schema.flashSaleItem).set({ stock: 0, totalStock: 0 }).where(eq(schema.flashSaleItem.id, seckillId));
    await drainAll(ctx);
    expect((await poll(ctx, a!, seckillId)).json()).toMatchObject({ state: 'failed', message: 'active products not available for purchase' });
    expect(Number(await redis(ctx).get(gateKeys.stock(seckillId)))).toBe(0);
    expect((await buy(ctx, b!, seckillId)).json().message).toBe('active products not available for purchase');
    expect(await invariants(ctx, seckillId, 1)).toMatchObject({ stock: 0, orders: 0 });
  });

  it('a reservation that keeps failing is released after the timeout: its unit goes back on sale', async () => {
    const { seckillId } = await makeItem(ctx, { stock: 1, limit: 1 });
    const [a, b] = await buyers(ctx, 2);
    const id = (await buy(ctx, a!, seckillId)).json().reservationId as string;
    // a fault that is no refusal (here: a reservation naming no user the database can read)
    await lua(ctx, `redis.call('HSET', KEYS[1], 'user', 'x') return 1`, [gateKeys.reservation(id)]);
    await drainAll(ctx);
    expect(Number(await redis(ctx).get(gateKeys.queued(seckillId)))).toBe(1);
    expect((await buy(ctx, b!, seckillId)).json().state).toBe('refused');
    ctx().clock.advance(3 * MIN);
    await pause(CLAIM_IDLE_MS * 3);
    await drainAll(ctx);
    expect(Number(await redis(ctx).get(gateKeys.queued(seckillId)))).toBe(0);
    const res = await buy(ctx, b!, seckillId);
    expect(isWin(res), res.body).toBe(true);
    await drainAll(ctx);
    expect((await poll(ctx, b!, seckillId)).json().state).toBe('ordered');
    expect(await invariants(ctx, seckillId, 1)).toMatchObject({ stock: 0, orders: 1 });
  });

  it('a batch the database refuses as a whole (stock short) is split: the units it has become orders, the rest fail', async () => {
    const { seckillId } = await makeItem(ctx, { stock: 6, limit: 1 });
    const crowd = await buyers(ctx, 6);
    for (const b of crowd) expect(isWin(await buy(ctx, b, seckillId))).toBe(true);
    // the record lost two units under the gate (an operator): the one transaction of six is refused, then one by one
    await ctx().database.db.update(schema.flashSaleItem).set({ stock: 4, totalStock: 4 }).where(eq(schema.flashSaleItem.id, seckillId));
    expect(await drainAll(ctx)).toBe(6);
    const states = await Promise.all(crowd.map(async (b) => (await poll(ctx, b, seckillId)).json().state as string));
    expect(states.filter((x) => x === 'ordered')).toHaveLength(4);
    expect(states.filter((x) => x === 'failed')).toHaveLength(2);
    expect(await invariants(ctx, seckillId, 1)).toMatchObject({ stock: 0, orders: 4 });
  });

  it('Redis flushed mid-sale: the queued wins are lost with it (polling answers none), the gate is rebuilt from the database and never sells more than it holds', async () => {
    const { seckillId } = await makeItem(ctx, { stock: 10, limit: 1 });
    const crowd = await buyers(ctx, 30);
    for (const b of crowd.slice(0, 4)) expect(isWin(await buy(ctx, b, seckillId))).toBe(true);
    expect(await drainAll(ctx)).toBe(4); // four orders in the database
    const queued = crowd.slice(4, 7);
    const lostIds: string[] = [];
    for (const b of queued) {
      const r = await buy(ctx, b, seckillId); // three wins still queued
      expect(isWin(r)).toBe(true);
      lostIds.push(r.json().reservationId);
    }
    // the flush: every key of this mall's prefix (a FLUSHDB would take other suites' keys on the shared server)
    await lua(ctx, `local prefix = string.sub(KEYS[1], 1, #KEYS[1] - #'probe')
local n = 0
for _, key in ipairs(redis.call('KEYS', prefix .. '*')) do redis.call('DEL', key) n = n + 1 end
return n`, ['probe']);
    for (const b of queued) expect((await poll(ctx, b, seckillId)).json()).toEqual({ state: 'none' });
    // the page names the reservation its buy answered: gone, it is told so (and stops) instead of polling on
    const lostId = lostIds[0]!;
    expect((await get(ctx, `/p/seckill/reservation?seckillId=${seckillId}&reservationId=${lostId}&waitMs=5000`, { token: queued[0]!.token, lang: 'en' })).json())
      .toEqual({ state: 'failed', reservationId: lostId, message: 'Your place in the queue was lost and no order was made, please try again' });
    expect((await get(ctx, `/p/seckill/reservation?seckillId=${seckillId}&reservationId=${lostId}`, { token: queued[0]!.token, lang: 'zh-CN' })).json().message)
      .toBe('抢购排队记录已丢失，订单未生成，请重新抢购');
    // the next attempts rebuild the gate from the record: 6 units left there (the lost wins' units are back on sale)
    const after = await Promise.all(crowd.slice(4).map((b) => buy(ctx, b, seckillId)));
    expect(after.filter(isWin)).toHaveLength(6);
    for (const r of after.filter((x) => !isWin(x))) expect(r.json()).toMatchObject({ state: 'refused', code: 'FLASHSALE_UNAVAILABLE' });
    expect(await drainAll(ctx)).toBe(6);
    // the four ordered before the flush are still over the limit: their quotas come back from the database
    expect((await buy(ctx, crowd[0]!, seckillId)).json()).toMatchObject({ state: 'refused' });
    expect(await invariants(ctx, seckillId, 1)).toMatchObject({ stock: 0, orders: 10, units: 10 });
  });
}, { only: 'redis', env: { FLASH_SALE_AUTO_DRAIN: 0, FLASH_SALE_CLAIM_IDLE_MS: CLAIM_IDLE_MS } });

describeFlashSale('flash sale: a process bounds the buy attempts it holds', (ctx) => {
  it('past FLASH_SALE_BUY_MAX_IN_FLIGHT an attempt is answered 503 with Retry-After and "very hot" at once; a slot freed admits the next; nothing oversold', async () => {
    const { seckillId } = await makeItem(ctx, { stock: 3, limit: 1 });
    const crowd = await buyers(ctx, 12);
    const first = await Promise.all(crowd.map((b) => buy(ctx, b, seckillId)));
    const shed = first.filter((r) => r.statusCode === 503);
    expect(shed.length).toBeGreaterThan(0);
    expect(shed.length).toBeLessThanOrEqual(10); // two were in flight at most, the rest shed
    for (const r of shed) {
      expect(r.headers['retry-after']).toBe('1');
      expect(r.json()).toEqual({ code: 'FLASHSALE_BUSY', message: 'The activity is very hot, please try again later' });
    }
    // the shed ones try again, one at a time (as after their Retry-After): every one is decided now
    const again = [];
    for (const [i, r] of first.entries()) if (r.statusCode === 503) again.push(await buy(ctx, crowd[i]!, seckillId, 1, 'zh-CN'));
    for (const r of again) expect(r.statusCode).toBe(200);
    const all = [...first.filter((r) => r.statusCode === 200), ...again];
    expect(all).toHaveLength(12);
    expect(all.filter(isWin)).toHaveLength(3);
    expect((await Promise.all([buy(ctx, crowd[0]!, seckillId), buy(ctx, crowd[1]!, seckillId)].map((p) => p.then((r) => r.statusCode))))).toEqual([200, 200]);
    expect(ctx().app.services.flashSale.buyShedder!.stats().refused).toBe(shed.length);
    expect(await drainAll(ctx)).toBe(3);
    expect(await invariants(ctx, seckillId, 1)).toMatchObject({ stock: 0, orders: 3, units: 3 });
    const zh = await Promise.all(crowd.map((b) => buy(ctx, b, seckillId, 1, 'zh-CN')));
    expect(zh.filter((x) => x.statusCode === 503).length).toBeGreaterThan(0);
    for (const r of zh.filter((x) => x.statusCode === 503)) expect(r.json().message).toBe('活动太火爆，请稍后再试');
  });
}, { only: 'redis', env: { FLASH_SALE_AUTO_DRAIN: 0, FLASH_SALE_BUY_MAX_IN_FLIGHT: 2 } });

describeFlashSale('flash sale: a batch that fails is retried soon', (ctx) => {
  it('one injected fault placing a batch: the orders are made on the next look after a short pause (app clock), long before another worker would claim them (30 s)', async () => {
    const { seckillId } = await makeItem(ctx, { stock: 2, limit: 1 });
    const [a, b] = await buyers(ctx, 2);
    for (const x of [a!, b!]) expect(isWin(await buy(ctx, x, seckillId))).toBe(true);
    const t0 = performance.now();
    const place = vi.spyOn(ctx().app.services.order, 'placeReserved').mockRejectedValueOnce(new Error('injected: the connection dropped'));
    try {
      expect(await drainAll(ctx)).toBe(2);
      expect(place).toHaveBeenCalledTimes(1);
      for (const x of [a!, b!]) expect((await poll(ctx, x, seckillId)).json().state).toBe('queued');
      // not yet: the pause (250 ms on the app clock) has not passed
      expect(await drainAll(ctx)).toBe(0);
      ctx().clock.advance(300);
      expect(await drainAll(ctx)).toBe(2);
      expect(place).toHaveBeenCalledTimes(2);
      for (const x of [a!, b!]) expect((await poll(ctx, x, seckillId)).json().state).toBe('ordered');
      // the retry read this worker's own pending entries: nothing was waiting for the 30 s claim
      expect(performance.now() - t0).toBeLessThan(15_000);
      expect(await invariants(ctx, seckillId, 1)).toMatchObject({ stock: 0, orders: 2 });
      // and once retried, the worker is back to its first pause
      expect(await drainAll(ctx)).toBe(0);
    } finally {
      place.mockRestore();
    }
  });
}, { only: 'redis', env: { FLASH_SALE_AUTO_DRAIN: 0, FLASH_SALE_CLAIM_IDLE_MS: 30_000 } });

describeFlashSale('flash sale: a process listens for settled batches from its first poll', (ctx) => {
  it('the page\'s first poll (no hold) opens the subscription, so a sale\'s first settled batch is not missed by the first held polls', async () => {
    const counters = countersOf.get(ctx().app)!;
    const subscribe = vi.spyOn(counters, 'subscribe');
    const { seckillId } = await makeItem(ctx, { stock: 5, limit: 1 });
    const [a] = await buyers(ctx, 1);
    expect(subscribe).not.toHaveBeenCalled();
    expect((await poll(ctx, a!, seckillId)).json()).toEqual({ state: 'none' });
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(subscribe.mock.calls[0]![0]).toBe('fs:settled');
    // once per process: later polls and buys add no subscription
    expect((await buy(ctx, a!, seckillId)).json()).toMatchObject({ state: 'queued' });
    expect((await poll(ctx, a!, seckillId)).json()).toMatchObject({ state: 'queued' });
    expect(subscribe).toHaveBeenCalledTimes(1);
    subscribe.mockRestore();
  });

  it('a crowd\'s lean attempts of one turn go to Redis as one call, each decided as if alone: exactly the stock wins, a buyer three times in it keeps one reservation, a revoked token is refused', async () => {
    const { seckillId } = await makeItem(ctx, { stock: 5, limit: 1 });
    const crowd = await buyers(ctx, 40);
    const [first, revoked, thrice] = crowd as [Buyer, Buyer, Buyer];
    // the item's first attempt loads the gate's keys (the ordinary way); every page opened: the tokens are cached
    const firstWin = await buy(ctx, first, seckillId);
    expect(isWin(firstWin)).toBe(true);
    for (const b of crowd) expect((await poll(ctx, b, seckillId)).statusCode).toBe(200);
    await ctx().app.services.account.tokens.revoke(revoked.token);
    const counters = countersOf.get(ctx().app)!;
    const verify = vi.spyOn(ctx().app.services.account.tokens, 'verify');
    try {
      const racing = [...crowd.slice(1), thrice, thrice];
      const results = await Promise.all(racing.map((b) => buy(ctx, b, seckillId)));
      // only the revoked token reached the guard (the tombstone read in the Lua step sends it the ordinary way)
      expect(verify).toHaveBeenCalledTimes(1);
      expect(results[0]!.statusCode).toBe(401);
      // the thrice-seen buyer's three answers agree (one reservation, or the same refusal)
      const thriceAnswers = [results[1]!, results[39]!, results[40]!].map((r) => r.json());
      expect(new Set(thriceAnswers.map((a) => JSON.stringify(a))).size).toBe(1);
      // the 4 units left went to 4 buyers; everyone else was told it is sold out
      const reservations = new Set(results.filter(isWin).map((r) => r.json().reservationId));
      expect(reservations.size).toBe(4);
      for (const r of results.slice(1).filter((x) => !isWin(x))) expect(r.json().message, r.body).toBe('active products not available for purchase');
      // the gate agrees with the database once the wins are orders
      expect(await counters.get(gateKeys.stock(seckillId))).toBe('0');
      await drainAll(ctx);
      expect(await invariants(ctx, seckillId, 1)).toMatchObject({ stock: 0, orders: 5, units: 5 });
    } finally {
      verify.mockRestore();
    }
  });
}, { only: 'redis' });
