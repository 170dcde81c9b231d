#!/usr/bin/env node
// Flash-sale run: 2,000 buyers at once over HTTP for 100 units, one per buyer, against PGlite, PostgreSQL, and
// PostgreSQL + Redis. Each buyer confirms (POST /p/seckill/confirm) and submits (POST /p/seckill/submit); a buyer
// told 'The activity is very hot, please try again later' (load shedding) tries again after a short random pause,
// any other refusal (sold out, limit) ends its turn. Printed per store: orders created (must be exactly 100),
// oversold units (must be 0), successful orders per second (up to the last order), p95 latency of the HTTP calls,
// (each call, shed ones included; a shed call is tried again after a growing random pause),
// and, measured in the same run, the ceiling of the bare atomic decrement on that store (the same guarded SQL
// UPDATE, or the same Lua script, in a loop without HTTP) with our throughput as a ratio of it.
//
//   node bench/flash-sale.mjs [--stores pglite,postgres,postgres+redis] [--buyers 2000] [--units 100]
//
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), a fresh database per run,
// dropped afterwards. Redis: BENCH_REDIS_URL (default redis://127.0.0.1:6379), keys under a random prefix.
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { root } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    stores: { type: 'string', default: 'pglite,postgres,postgres+redis' },
    buyers: { type: 'string', default: '2000' },
    units: { type: 'string', default: '100' },
    'max-in-flight': { type: 'string', default: '64' },
    'ceiling-ms': { type: 'string', default: '3000' },
  },
});
const stores = args.stores.split(',').map((s) => s.trim()).filter(Boolean);
const BUYERS = Number(args.buyers);
const UNITS = Number(args.units);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BUSY = 'The activity is very hot, please try again later';

function call(agent, port, path, body, token) {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = request({ host: '127.0.0.1', port, path: `/shop-api${path}`, method: 'POST', agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'accept-language': 'en', authorization: `Bearer ${token}` } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode, json: JSON.parse(text || 'null'), ms: performance.now() - t0 }));
    });
    // a reset connection (a kept-alive socket the server closed, a full accept queue) is answered as status 0
    req.on('error', (err) => resolve({ status: 0, json: { code: err.code }, ms: performance.now() - t0 }));
    req.end(payload);
  });
}

const pause = (ms) => new Promise((r) => setTimeout(r, ms));
const p95 = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(s.length * 0.95))] : 0;
};

function worker(store) {
  const w = new Worker(fileURLToPath(new URL('./flash-sale-server.mjs', import.meta.url)), {
    workerData: { root, engine: store === 'pglite' ? 'pglite' : 'postgres', redisUrl: store.endsWith('+redis') ? redisUrl : null, adminUrl, buyers: BUYERS, units: UNITS, maxInFlight: Number(args['max-in-flight']) },
  });
  const waiting = [];
  w.on('message', (m) => waiting.shift()?.(m));
  w.on('error', (e) => { console.error(e); process.exit(1); });
  return { next: () => new Promise((r) => waiting.push(r)), send: (m) => w.postMessage(m), worker: w };
}

async function run(store) {
  const srv = worker(store);
  const { port, seckillId, buyers } = await srv.next();
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const latencies = [];
  let ok = 0;
  let busy = 0;
  let resets = 0;
  let lastOk = 0;
  const refusals = new Map();
  const start = performance.now();
  /** One call, tried again after a growing random pause while the answer is 'too busy' (a polite client). */
  async function politely(path, body, token) {
    for (let attempt = 0; ; attempt++) {
      const res = await call(agent, port, path, body, token);
      latencies.push(res.ms);
      if ((res.json?.message !== BUSY && res.status !== 0) || attempt >= 40) return res;
      if (res.status === 0) resets += 1;
      else busy += 1;
      await pause(Math.min(1000, 25 * 2 ** attempt) * (0.5 + Math.random()));
    }
  }
  await Promise.all(buyers.map(async (b) => {
    const c = await politely('/p/seckill/confirm', { seckillId, prodCount: 1, addrId: b.addrId }, b.token);
    // the submit is tried again with the same token (as the confirm page's button would be)
    const res = c.status === 200 ? await politely('/p/seckill/submit', { submitToken: c.json.submitToken }, b.token) : c;
    if (res.status === 200) {
      ok += 1;
      lastOk = performance.now();
      return;
    }
    const message = res.json?.message ?? String(res.status);
    refusals.set(message, (refusals.get(message) ?? 0) + 1);
  }));
  const wall = (performance.now() - start) / 1000;
  agent.destroy();
  srv.send({ outcome: true });
  const { outcome, shed } = await srv.next();
  console.log('  server: peak in flight', shed.peak, 'refused', shed.refused);
  srv.send({ ceiling: Number(args['ceiling-ms']) });
  const { ceiling, parallel } = await srv.next();
  srv.send({ stop: true });
  await srv.next();
  await srv.worker.terminate();
  const perSec = ok / Math.max((lastOk - start) / 1000, 1e-3);
  return { store, ok, resets, outcome, oversold: Math.max(0, outcome.units - UNITS) + Math.max(0, -outcome.stockLeft), perSec, p95: p95(latencies), calls: latencies.length, busy, refusals, wall, ceiling, parallel };
}

const rows = [];
for (const store of stores) {
  process.stdout.write(`${store}: preparing ${BUYERS} buyers and ${UNITS} units...\n`);
  const r = await run(store);
  rows.push(r);
  console.log(`  orders created ${r.outcome.orders} (must be ${UNITS}), oversold units ${r.oversold} (must be 0), stock left ${r.outcome.stockLeft}`);
  console.log(`  successful orders/s ${r.perSec.toFixed(1)}, p95 latency ${r.p95.toFixed(1)} ms over ${r.calls} HTTP calls, shed as too busy ${r.busy}, connection resets retried ${r.resets}, run ${r.wall.toFixed(1)} s`);
  console.log(`  other refusals: ${[...r.refusals].map(([m, n]) => `${n} x '${m}'`).join(', ') || 'none'}`);
  console.log(`  bare atomic decrement ceiling ${r.ceiling.toFixed(0)}/s (${r.store.endsWith('+redis') ? 'Lua script' : 'guarded SQL UPDATE'}, ${r.parallel} loop(s), no HTTP); ours = ${((r.perSec / r.ceiling) * 100).toFixed(2)}% of it`);
}
console.log('\n| store | orders | oversold | orders/s | p95 ms | ceiling/s | ratio |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.store} | ${r.outcome.orders} | ${r.oversold} | ${r.perSec.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.ceiling.toFixed(0)} | ${(r.perSec / r.ceiling).toFixed(4)} |`);
const bad = rows.some((r) => r.outcome.orders !== UNITS || r.oversold !== 0);
process.exit(bad ? 1 : 0);
