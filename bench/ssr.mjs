#!/usr/bin/env node
// Server rendering throughput: 20 connections (keep-alive) for a few seconds each against the server-rendered pages
// `/`, `/list` and `/detail/{id}` (ids rotated over the first 50 products) and against the API call behind /list
// (GET /shop-api/search/prodPage, page size 20), on PGlite and on PostgreSQL, with N products. Printed per URL:
// requests per second, median and p95 latency, the mall process's CPU time per request (from /proc, so the load
// generator's own CPU on the same machine does not count), the HTML bytes (raw and gzipped) and the page's
// throughput as a ratio of the API call's in the same run. Figures compare within one run on one machine.
//
//   node bench/ssr.mjs [--engines pglite,postgres] [--products 1000] [--seconds 8] [--connections 20]
//   node bench/ssr.mjs --base http://127.0.0.1:3304     (a mall that is already running; engine as it is)
//   --port 3420: the port of the mall the script starts (default: a random one); BENCH_DB_NAME: the PostgreSQL
//   database (default mall_bench_ssr_<products>). PAGE_CACHE_MS=0 in the environment measures fresh renders.
//
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) is used to create a database
// per size (mall_bench_ssr_<n>), kept and reused; skipped when it cannot be reached. PGlite: a data directory under
// BENCH_DATA_DIR (default /tmp/mall-bench-ssr), reused. Budgets (issue 16): /list and /detail ≥ 150 req/s on one
// process, ≤ 60 KB of HTML; only reported (a benchmark's timing is no test), the exit status stays 0.
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { root, startMall } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    engines: { type: 'string', default: 'pglite,postgres' },
    products: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '20' },
    base: { type: 'string' },
    paths: { type: 'string' },
    port: { type: 'string' },
  },
});
const PRODUCTS = Number(args.products);
const SECONDS = Math.max(1, Number(args.seconds) || 8);
const CONNECTIONS = Math.max(1, Number(args.connections) || 20);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dataRoot = process.env.BENCH_DATA_DIR ?? '/tmp/mall-bench-ssr';
const HTML_BUDGET_KB = 60;
const RPS_TARGET = 150;
const UA = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130 mall-bench', 'accept-language': 'zh-CN' };

/** CPU seconds (user + system) of a process so far, from /proc (Linux); null elsewhere. */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) / 100; // utime + stime in clock ticks (USER_HZ = 100)
  } catch {
    return null;
  }
}

function get(agent, url) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = request(url, { agent, headers: UA }, (res) => {
      let bytes = 0;
      res.on('data', (c) => (bytes += c.length));
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - t0, bytes }));
      res.on('error', () => resolve({ status: 0, ms: performance.now() - t0, bytes }));
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - t0, bytes: 0 }));
    req.end();
  });
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : NaN;
};

/** `urls(i)` gives the i-th request's URL; CONNECTIONS loops for `seconds`. */
async function load(urls, seconds, pid) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  // warm-up: a second of the same load (JIT, caches), not counted
  const run = async (ms, record) => {
    const end = performance.now() + ms;
    let i = 0;
    const times = [];
    let errors = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < end) {
          const r = await get(agent, urls(i++));
          if (record) (r.status === 200 ? times : { push: () => errors++ }).push(r.ms);
        }
      }),
    );
    return { times, errors };
  };
  await run(1000, false);
  const cpu0 = cpuSeconds(pid);
  const t0 = performance.now();
  const { times, errors } = await run(seconds * 1000, true);
  const elapsed = (performance.now() - t0) / 1000;
  const cpu1 = cpuSeconds(pid);
  agent.destroy();
  return {
    rps: times.length / elapsed,
    p50: pct(times, 50),
    p95: pct(times, 95),
    errors,
    cpuMs: cpu0 !== null && cpu1 !== null && times.length ? ((cpu1 - cpu0) * 1000) / (times.length + errors) : null,
  };
}

async function htmlSize(url) {
  const res = await fetch(url, { headers: UA });
  const body = Buffer.from(await res.arrayBuffer());
  const html = body.toString();
  // module preloads: links, or the hrefs of the script that adds them after the first paint (decision 046)
  const preloads = (html.match(/rel="modulepreload"/g) ?? []).length + (/data-modules="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter(Boolean).length;
  return { status: res.status, raw: body.length, gz: gzipSync(body).length, preloads };
}

async function measure(label, base, pid) {
  const list = await (await fetch(`${base}/shop-api/search/prodPage?current=1&size=50`, { headers: UA })).json();
  const ids = (list.records ?? []).map((p) => p.prodId);
  if (!ids.length) throw new Error('no products to open');
  const targets = args.paths
    ? args.paths.split(',').map((p) => [p, () => p])
    : [
        ['API /shop-api/search/prodPage', () => '/shop-api/search/prodPage?current=1&size=20'],
        ['/', () => '/'],
        ['/list', () => '/list'],
        ['/detail/{id}', (i) => `/detail/${ids[i % ids.length]}`],
      ];
  const rows = [];
  for (const [name, path] of targets) {
    const size = await htmlSize(base + path(0));
    if (size.status !== 200) throw new Error(`${name}: HTTP ${size.status}`);
    const r = await load((i) => base + path(i), SECONDS, pid);
    rows.push({ name, ...r, ...size });
  }
  const api = rows.find((r) => r.name.startsWith('API'));
  const kb = (n) => `${(n / 1024).toFixed(1)}`;
  console.log(`\n${label}: ${CONNECTIONS} connections, ${SECONDS} s per URL\n`);
  console.log(
    `${'URL'.padEnd(32)}${'req/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'CPU ms/req'.padStart(11)}${'KB'.padStart(7)}${'KB gz'.padStart(7)}${'preloads'.padStart(9)}${'÷ API'.padStart(8)}`,
  );
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(32)}${r.rps.toFixed(0).padStart(8)}${r.p50.toFixed(1).padStart(8)}${r.p95.toFixed(1).padStart(8)}${(r.cpuMs === null ? '-' : r.cpuMs.toFixed(2)).padStart(11)}${kb(r.raw).padStart(7)}${kb(r.gz).padStart(7)}${String(r.preloads).padStart(9)}${(api && r !== api ? (r.rps / api.rps).toFixed(3) : '').padStart(8)}${r.errors ? `  ${r.errors} errors` : ''}`,
    );
  }
  for (const r of rows) {
    if (r === api || r.name === '/') continue;
    const notes = [];
    if (r.rps < RPS_TARGET) notes.push(`under ${RPS_TARGET} req/s`);
    if (r.raw / 1024 > HTML_BUDGET_KB) notes.push(`over ${HTML_BUDGET_KB} KB of HTML`);
    if (notes.length) console.log(`  ${r.name}: ${notes.join(', ')} (issue 16 targets)`);
  }
  return rows;
}

/** A data directory (PGlite) or database (PostgreSQL) seeded with PRODUCTS products, reused by later runs. */
async function prepare(engine) {
  const { register } = await import('tsx/esm/api');
  register();
  const { openDatabase } = await import(join(root, 'packages/db/src/index.ts'));
  const { isSeeded, seedDemo } = await import(join(root, 'packages/db/src/seed/index.ts'));
  let env;
  let database;
  const dataDir = join(dataRoot, `${engine}-${PRODUCTS}`);
  mkdirSync(dataDir, { recursive: true });
  if (engine === 'postgres') {
    const pg = (await import('pg')).default;
    const name = process.env.BENCH_DB_NAME ?? `mall_bench_ssr_${PRODUCTS}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString() });
    env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir };
  } else {
    database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    env = { DATA_DIR: dataDir };
  }
  try {
    await database.migrate();
    if (!(await isSeeded(database.db))) {
      const t = performance.now();
      process.stdout.write(`seeding ${PRODUCTS} products on ${engine}… `);
      await seedDemo(database.db, { products: PRODUCTS, uploadsDir: join(dataDir, 'uploads') });
      console.log(`${((performance.now() - t) / 1000).toFixed(0)} s`);
    }
  } finally {
    await database.close();
  }
  return env;
}

if (args.base) {
  const port = Number(new URL(args.base).port);
  const pid = findPid(port);
  await measure(`running mall ${args.base}${pid ? ` (pid ${pid})` : ''}`, args.base.replace(/\/$/, ''), pid);
} else {
  for (const engine of args.engines.split(',').map((s) => s.trim()).filter(Boolean)) {
    let env;
    try {
      env = await prepare(engine);
    } catch (err) {
      console.log(`\n${engine}: cannot prepare (${err.message}); skipped`);
      continue;
    }
    if (!existsSync(join(root, 'apps/web/build/server/index.js'))) console.log('(building the storefront first: npm start does it)');
    const mall = await startMall({ ...(args.port ? { port: Number(args.port) } : {}), env: { ...env, NODE_ENV: 'production', SEED_DEMO: '1', PAYMENT_SANDBOX: '1' } });
    try {
      await measure(`${engine}, ${PRODUCTS} products`, mall.base, mall.pid);
    } finally {
      await mall.stop();
    }
  }
}

/** The pid listening on a local port (for its CPU time), from /proc/net/tcp; null when not found. */
function findPid(port) {
  try {
    const hex = port.toString(16).toUpperCase().padStart(4, '0');
    const inodes = new Set();
    for (const f of ['/proc/net/tcp', '/proc/net/tcp6']) {
      for (const line of readFileSync(f, 'utf8').split('\n').slice(1)) {
        const c = line.trim().split(/\s+/);
        if (c[1]?.endsWith(`:${hex}`) && c[3] === '0A') inodes.add(c[9]);
      }
    }
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        for (const fd of readdirSync(`/proc/${pid}/fd`)) {
          const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
          if (m && inodes.has(m[1])) return Number(pid);
        }
      } catch {
        /* not ours to read */
      }
    }
  } catch {
    /* not Linux */
  }
  return null;
}
