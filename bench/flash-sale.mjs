#!/usr/bin/env node
// Flash-sale run (issues 8 and 19): a crowd of buyers each making one buy attempt over HTTP (POST /p/seckill/buy,
// one unit, limit 1 per buyer) against PGlite, PostgreSQL, and PostgreSQL + Redis. With Redis the attempt is
// answered by one Lua step and a winner asks GET /p/seckill/reservation (held by the server until its reservation is
// settled: waitMs, as the page does) until its order is ready ("queued → order ready → pay"); without Redis the order is made in the call (a buyer told 'The activity is very
// hot' tries again after a growing random pause). The client keeps `--concurrency` calls in flight (a closed loop:
// each answer's latency is the server's, not the client's queue).
//
// Printed per scenario (store × buyers × units): buy attempts answered per second, p50/p95/p99 of the answer, time
// until sold out (the last win), time from a win's answer to its payable order (p50/p95/max), orders created,
// oversold (0), over the limit (0), browsing p95 (GET /search/prodPage) idle and during the sale, and measured in
// the same run the bare Fastify hello-world req/s and p50/p95 just before and just after the sale (same client, same
// concurrency: how much of the answer time is the machine and the client), how busy the client's thread and the first
// API thread were during the hello-world and the sale (which of them set the rate), answers shed with 503 (retried after
// their Retry-After), and the bare atomic decrement (the Lua script with Redis, the guarded SQL UPDATE without, no
// HTTP). BENCH_CPU_PROF=file writes a CPU profile of the first API thread during the sale.
//
//   node bench/flash-sale.mjs [--stores pglite,postgres,postgres+redis] [--buyers 2000,20000] [--units 100,10000]
//                             [--processes 1,3] [--repeat 20] [--cold] [--buy-max-in-flight N]
//
// --buy-max-in-flight N (Redis path): FLASH_SALE_BUY_MAX_IN_FLIGHT, each process answers buy attempts past N in flight
// 503 with Retry-After (the client waits that long, jittered, and tries again; counted as shed).
//
// --processes N (PostgreSQL + Redis only): N API processes (worker threads, each its own event loop and pool) on one
// database and Redis prefix, the client spreading its calls over them in turn — as `npm run start:cluster` does
// behind HAProxy, without the balancer's hop. Before the sale each buyer opens the item's page (one GET of
// /p/seckill/reservation, as the storefront's confirm page asks it when it opens: it shows a win from before), which
// puts its token in the shared token cache; --cold skips it (each buyer's first attempt then reads its session row). --repeat runs each scenario that many times (fresh database).
//
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), a fresh database per run,
// dropped afterwards. Redis: BENCH_REDIS_URL (default redis://127.0.0.1:6379), keys under a random prefix.
//
// The API threads run with the V8 flags `npm start` gives an API process (scripts/node-flags.mjs): this script starts
// itself again with them when they are missing (the bare hello-world runs in the same thread, under the same flags);
// BENCH_API_FLAGS=0 runs without them (to compare).
import { execSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { root } from './lib.mjs';
import { API_NODE_FLAGS, hasApiNodeFlags } from '../scripts/node-flags.mjs';

if (!hasApiNodeFlags() && process.env.BENCH_API_FLAGS !== '0') {
  const again = spawnSync(process.execPath, [...API_NODE_FLAGS, ...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  process.exit(again.status ?? 1);
}

const { values: args } = parseArgs({
  options: {
    stores: { type: 'string', default: 'pglite,postgres,postgres+redis' },
    buyers: { type: 'string', default: '2000' },
    units: { type: 'string', default: '100' },
    concurrency: { type: 'string', default: '200' },
    'max-in-flight': { type: 'string', default: '64' },
    'buy-max-in-flight': { type: 'string', default: '0' },
    'ceiling-ms': { type: 'string', default: '2000' },
    'hello-ms': { type: 'string', default: '2000' },
    processes: { type: 'string', default: '1' },
    repeat: { type: 'string', default: '1' },
    cold: { type: 'boolean', default: false },
  },
});
const pctOf = (x) => `${Math.round(x * 100)}%`;
const list = (s) => s.split(',').map((x) => x.trim()).filter(Boolean);
const stores = list(args.stores);
const CONCURRENCY = Number(args.concurrency);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BUSY = 'The activity is very hot, please try again later';

function call(agent, port, method, path, body, token) {
  const payload = body ? JSON.stringify(body) : '';
  return new Promise((resolve) => {
    const t0 = performance.now();
    const headers = { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) };
    const req = request({ host: '127.0.0.1', port, path, method, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => {
        let json = null;
        try { json = JSON.parse(text || 'null'); } catch { /* not JSON */ }
        resolve({ status: res.statusCode, headers: res.headers, json, ms: performance.now() - t0, at: performance.now() });
      });
    });
    req.on('error', (err) => resolve({ status: 0, json: { code: err.code }, ms: performance.now() - t0, at: performance.now() }));
    req.end(payload);
  });
}

const pause = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(s.length * p))] : 0;
};

/** Runs `task(i)` for i < n with at most `width` at once. */
async function pool(n, width, task) {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(width, n) }, async () => {
    while (next < n) await task(next++);
  }));
}

function worker(store, buyers, units) {
  const w = new Worker(fileURLToPath(new URL('./flash-sale-server.mjs', import.meta.url)), {
    workerData: { root, engine: store === 'pglite' ? 'pglite' : 'postgres', redisUrl: store.endsWith('+redis') ? redisUrl : null, adminUrl, buyers, units, maxInFlight: Number(args['max-in-flight']), buyMaxInFlight: Number(args['buy-max-in-flight']), hello: true },
  });
  const waiting = [];
  w.on('message', (m) => waiting.shift()?.(m));
  w.on('error', (e) => { console.error(e); process.exit(1); });
  return { next: () => new Promise((r) => waiting.push(r)), send: (m) => w.postMessage(m), worker: w };
}

async function browse(agent, port, n) {
  const ms = [];
  for (let i = 0; i < n; i++) ms.push((await call(agent, port, 'GET', '/shop-api/search/prodPage?current=1&size=20', null, null)).ms);
  return pct(ms, 0.95);
}

/** The bare hello-world at the same concurrency (closed loop) for `ms`: req/s and p50/p95 of the answer. */
async function helloRun(agent, port, ms) {
  let done = 0;
  const lat = [];
  const end = performance.now() + ms;
  const start = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (performance.now() < end) {
      lat.push((await call(agent, port, 'GET', '/hello', null, null)).ms);
      done += 1;
    }
  }));
  return { rate: done / ((performance.now() - start) / 1000), p50: pct(lat, 0.5), p95: pct(lat, 0.95) };
}

/**
 * How busy the client's thread and the first API thread were from now until the answer is read (event-loop
 * utilisation, 0-1): which side a rate measured (the hello-world's is the client's ceiling when its thread is ~1).
 */
function busyMeter(srv) {
  const client = performance.eventLoopUtilization();
  const api = srv.worker.performance.eventLoopUtilization();
  return () => ({ client: performance.eventLoopUtilization(client).utilization, api: srv.worker.performance.eventLoopUtilization(api).utilization });
}

/** More API processes on the first one's database and Redis prefix (flash-sale-replica.mjs). */
async function replicas(n, ready) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const w = new Worker(fileURLToPath(new URL('./flash-sale-replica.mjs', import.meta.url)), { workerData: { root, dbUrl: ready.dbUrl, redisUrl, prefix: ready.prefix, maxInFlight: Number(args['max-in-flight']), buyMaxInFlight: Number(args['buy-max-in-flight']) } });
    const waiting = [];
    w.on('message', (m) => waiting.shift()?.(m));
    w.on('error', (e) => { console.error(e); process.exit(1); });
    const r = { next: () => new Promise((ok) => waiting.push(ok)), send: (m) => w.postMessage(m), worker: w };
    r.port = (await r.next()).port;
    out.push(r);
  }
  return out;
}

async function run(store, nBuyers, units, nProcesses) {
  const srv = worker(store, nBuyers, units);
  const ready = await srv.next();
  const { port: firstPort, helloPort, seckillId, buyers, usesQueue } = ready;
  const more = nProcesses > 1 ? await replicas(nProcesses - 1, ready) : [];
  const ports = [firstPort, ...more.map((r) => r.port)];
  let turn = 0;
  const nextPort = () => ports[turn++ % ports.length];
  const port = firstPort;
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const idleBrowse = await browse(agent, port, 20);
  // the buyers open the item's page before the start (its first poll): their tokens go to the shared cache
  if (!args.cold) await pool(buyers.length, CONCURRENCY, async (i) => { await call(agent, nextPort(), 'GET', `/shop-api/p/seckill/reservation?seckillId=${seckillId}`, null, buyers[i].token); });
  // the bare hello-world at the same concurrency just before the sale (the machine's floor for this client)
  const helloBusy = busyMeter(srv);
  const helloBefore = await helloRun(agent, helloPort, Number(args['hello-ms']));
  helloBefore.busy = helloBusy();
  if (process.env.BENCH_CPU_PROF) {
    srv.send({ profile: true });
    await srv.next();
  }
  const latencies = [];
  const decided = []; // answers that were not shed (win, sold out, limit, ...)
  const payable = [];
  let answered = 0;
  let wins = 0;
  let lastAnswer = 0;
  let lastWin = 0;
  let lastWinWall = 0;
  let busy = 0;
  let shed = 0;
  const refusals = new Map();
  const pollers = [];
  /** the trail of polls of every winner whose order was payable after more than 2 s (process:status/state@start+ms) */
  const slow = [];
  const start = performance.now();
  const saleBusy = busyMeter(srv);
  let saleOn = true;
  const browsing = (async () => {
    const ms = [];
    while (saleOn) ms.push((await call(agent, port, 'GET', '/shop-api/search/prodPage?current=1&size=20', null, null)).ms);
    return pct(ms, 0.95);
  })();
  /**
   * A winner's page: asks at once and again until the order is ready or failed, each ask held by the server until
   * the reservation is settled (waitMs, a long poll, as the page does); answers ms from win to payable.
   */
  async function pollUntilReady(token, wonAt, reservationId) {
    const trail = [];
    for (let i = 0; i < 240; i++) {
      const port = nextPort();
      const r = await call(agent, port, 'GET', `/shop-api/p/seckill/reservation?seckillId=${seckillId}&reservationId=${reservationId}&waitMs=10000`, null, token);
      trail.push(`${ports.indexOf(port)}:${r.status}/${r.json?.state}@${(r.at - wonAt - r.ms).toFixed(0)}+${r.ms.toFixed(0)}`);
      if (r.status !== 200) await pause(500);
      if (r.json?.state === 'ordered') {
        if (r.at - wonAt > 2000) slow.push({ ms: r.at - wonAt, text: `${reservationId}: ${trail.join(' ')}` });
        return r.at - wonAt;
      }
      if (r.json?.state === 'failed') return -1;
    }
    return -1;
  }
  await pool(buyers.length, CONCURRENCY, async (i) => {
    const b = buyers[i];
    for (let attempt = 0; ; attempt++) {
      const res = await call(agent, nextPort(), 'POST', '/shop-api/p/seckill/buy', { seckillId, prodCount: 1, addrId: b.addrId }, b.token);
      latencies.push(res.ms);
      if (res.status !== 503) decided.push(res.ms);
      answered += 1;
      lastAnswer = res.at;
      // a loser is a 200 'refused' (sold out, limit, ...; 'The activity is very hot' is retried)
      if (res.status === 200 && res.json?.state !== 'refused') {
        wins += 1;
        lastWin = res.at;
        lastWinWall = Date.now();
        if (res.json.state === 'ordered') payable.push(0);
        else pollers.push(pollUntilReady(b.token, res.at, res.json.reservationId).then((ms) => { if (ms >= 0) payable.push(ms); }));
        return;
      }
      if ((res.json?.message === BUSY || res.status === 0 || res.status === 503) && attempt < 40) {
        busy += 1;
        if (res.status === 503) shed += 1;
        // a shed answer says when to come back (Retry-After, seconds); otherwise a growing random pause
        const after = Number(res.headers?.['retry-after']);
        await pause(after > 0 ? after * 1000 * (0.5 + Math.random()) : Math.min(1000, 25 * 2 ** attempt) * (0.5 + Math.random()));
        continue;
      }
      const message = res.json?.message ?? String(res.status);
      refusals.set(message, (refusals.get(message) ?? 0) + 1);
      return;
    }
  });
  const answerWall = (lastAnswer - start) / 1000;
  const busyInSale = saleBusy();
  await Promise.all(pollers);
  if (slow.length) console.log(`  ${slow.length} winner(s) payable after > 2 s; the slowest polls (process:status/state@sent+ms after the win):\n    ${slow.sort((a, b) => b.ms - a.ms).slice(0, 5).map((x) => x.text).join('\n    ')}`);
  saleOn = false;
  const busyBrowse = await browsing;
  srv.send({ drained: 30_000 });
  await srv.next();
  for (const r of more) {
    r.send({ stop: true });
    await r.next();
    await r.worker.terminate();
  }
  srv.send({ outcome: true });
  const { outcome } = await srv.next();
  const helloAfter = await helloRun(agent, helloPort, Number(args['hello-ms']));
  const hello = { rate: Math.max(helloBefore.rate, helloAfter.rate), before: helloBefore, after: helloAfter };
  agent.destroy();
  srv.send({ ceiling: Number(args['ceiling-ms']) });
  const { ceiling, parallel } = await srv.next();
  srv.send({ stop: true });
  await srv.next();
  await srv.worker.terminate();
  return {
    store, nBuyers, units, nProcesses, usesQueue, answerWall, busyInSale, answered, wins, busy, shed, refusals, outcome, hello, ceiling, parallel, idleBrowse, busyBrowse,
    perSec: answered / Math.max(answerWall, 1e-3), decidedPerSec: decided.length / Math.max(answerWall, 1e-3), dP95: pct(decided, 0.95), p50: pct(latencies, 0.5), p95: pct(latencies, 0.95), p99: pct(latencies, 0.99),
    soldOutS: (lastWin - start) / 1000, lastOrderAfterWinMs: outcome.lastOrderAt ? outcome.lastOrderAt - lastWinWall : 0, payP50: pct(payable, 0.5), payP95: pct(payable, 0.95), payMax: payable.length ? Math.max(...payable) : 0, payable: payable.length,
    oversold: Math.max(0, outcome.units - units) + Math.max(0, -outcome.stockLeft),
  };
}

console.log(`load: ${execSync('uptime').toString().trim()}; node flags ${hasApiNodeFlags() ? API_NODE_FLAGS.join(' ') : 'none'}; ${args.cold ? 'cold tokens (first attempt reads the session row)' : 'buyers opened the page first (tokens in the shared cache)'}`);
const rows = [];
for (const store of stores) {
  for (const nProcesses of list(args.processes).map(Number).filter((n) => n === 1 || store === 'postgres+redis')) {
    for (const nBuyers of list(args.buyers).map(Number)) {
      for (const units of list(args.units).map(Number)) {
        for (let rep = 0; rep < Number(args.repeat); rep++) {
          process.stdout.write(`${store}, ${nProcesses} process(es), ${nBuyers} buyers, ${units} units${Number(args.repeat) > 1 ? `, run ${rep + 1}` : ''}: preparing... (load ${readFileSync('/proc/loadavg', 'utf8').trim()})\n`);
          const r = await run(store, nBuyers, units, nProcesses);
          rows.push(r);
          console.log(`  ${r.usesQueue ? 'queued (Redis gate + order workers)' : 'order made in the call'}; attempts answered ${r.answered} (${r.perSec.toFixed(0)}/s), answer p50/p95/p99 ${r.p50.toFixed(1)}/${r.p95.toFixed(1)}/${r.p99.toFixed(1)} ms, busy retried ${r.busy} (of them shed with 503: ${r.shed}); not shed: ${r.decidedPerSec.toFixed(0)}/s, p95 ${r.dP95.toFixed(1)} ms; all ${r.nBuyers} buyers answered after ${r.answerWall.toFixed(2)} s`);
          console.log(`  wins ${r.wins}, sold out after ${r.soldOutS.toFixed(2)} s, win → payable p50/p95/max ${r.payP50.toFixed(0)}/${r.payP95.toFixed(0)}/${r.payMax.toFixed(0)} ms (${r.payable} payable; as seen by the winner's held poll); the last order stored ${r.lastOrderAfterWinMs.toFixed(0)} ms after the last win`);
          console.log(`  orders created ${r.outcome.orders} (expected ${Math.min(units, nBuyers)}), oversold ${r.oversold} (must be 0), over the limit ${r.outcome.overLimit} (must be 0), stock left ${r.outcome.stockLeft}`);
          console.log(`  browsing p95 idle ${r.idleBrowse.toFixed(1)} ms, during the sale ${r.busyBrowse.toFixed(1)} ms`);
          console.log(`  refusals: ${[...r.refusals].map(([m, n]) => `${n} x '${m}'`).join(', ') || 'none'}`);
          console.log(`  same run, same client, ${CONCURRENCY} in flight: bare Fastify hello-world before the sale ${r.hello.before.rate.toFixed(0)} req/s p50/p95 ${r.hello.before.p50.toFixed(1)}/${r.hello.before.p95.toFixed(1)} ms, after ${r.hello.after.rate.toFixed(0)} req/s p50/p95 ${r.hello.after.p50.toFixed(1)}/${r.hello.after.p95.toFixed(1)} ms (attempts answered = ${((r.perSec / r.hello.rate) * 100).toFixed(0)}% of the better rate)`);
          console.log(`  busy share of the client's thread / the first API thread: hello-world ${pctOf(r.hello.before.busy.client)} / ${pctOf(r.hello.before.busy.api)}, sale ${pctOf(r.busyInSale.client)} / ${pctOf(r.busyInSale.api)}`);
          console.log(`  bare ${r.store.endsWith('+redis') ? 'Lua' : 'guarded SQL'} decrement ${r.ceiling.toFixed(0)}/s (${r.parallel} loop(s), no HTTP)`);
        }
      }
    }
  }
}
console.log(`load after: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
console.log('\n| store | procs | buyers | units | answered/s | % of hello | p50 ms | p95 ms | p99 ms | not shed /s, p95 ms | sold out s | win→payable p95/max ms | last order after last win ms | orders | oversold | over limit | browse p95 idle/sale ms | hello req/s | hello p95 ms before/after | busy client/API hello, sale | shed 503 | decrement/s |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(`| ${r.store} | ${r.nProcesses} | ${r.nBuyers} | ${r.units} | ${r.perSec.toFixed(0)} | ${((r.perSec / r.hello.rate) * 100).toFixed(0)}% | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.decidedPerSec.toFixed(0)}, ${r.dP95.toFixed(1)} | ${r.soldOutS.toFixed(2)} | ${r.payP95.toFixed(0)}/${r.payMax.toFixed(0)} | ${r.lastOrderAfterWinMs.toFixed(0)} | ${r.outcome.orders} | ${r.oversold} | ${r.outcome.overLimit} | ${r.idleBrowse.toFixed(0)}/${r.busyBrowse.toFixed(0)} | ${r.hello.rate.toFixed(0)} | ${r.hello.before.p95.toFixed(0)}/${r.hello.after.p95.toFixed(0)} | ${pctOf(r.hello.before.busy.client)}/${pctOf(r.hello.before.busy.api)}, ${pctOf(r.busyInSale.client)}/${pctOf(r.busyInSale.api)} | ${r.shed} | ${r.ceiling.toFixed(0)} |`);
}
const bad = rows.filter((r) => r.outcome.orders !== Math.min(r.units, r.nBuyers) || r.oversold !== 0 || r.outcome.overLimit !== 0);
if (rows.length > 1) console.log(`runs with orders = min(units, buyers), 0 oversold and 0 over the limit: ${rows.length - bad.length} of ${rows.length}`);
process.exit(bad.length ? 1 : 0);
