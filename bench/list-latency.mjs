#!/usr/bin/env node
// Product list / search latency (the API calls behind /list and /shopIndex) at the demo size (320 products) and at
// 100k products, on PGlite and on PostgreSQL: median and p95 per query, the SQL statements each request runs (they
// must not grow with the page size), and whether any statement scans the whole product table.
//
//   node bench/list-latency.mjs [--engines pglite,postgres] [--sizes 320,100000] [--runs 30]
//
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) is used to create one
// database per size (mall_bench_list_<size>), kept and reused when already seeded. PGlite: data directories under
// BENCH_DATA_DIR (default /tmp/mall-bench-list), also reused. Seeding 100k products takes a few minutes once.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { root } from './lib.mjs';

register();
const { values: args } = parseArgs({
  options: {
    engines: { type: 'string', default: 'pglite,postgres' },
    sizes: { type: 'string', default: '320,100000' },
    runs: { type: 'string', default: '30' },
  },
});
const engines = args.engines.split(',').map((s) => s.trim()).filter(Boolean);
const sizes = args.sizes.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
const RUNS = Math.max(5, Number(args.runs) || 30);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dataRoot = process.env.BENCH_DATA_DIR ?? '/tmp/mall-bench-list';

const pg = (await import('pg')).default;
const { PGlite } = await import('@electric-sql/pglite');
const { openDatabase } = await import(join(root, 'packages/db/src/index.ts'));
const { isSeeded, seedDemo } = await import(join(root, 'packages/db/src/seed/index.ts'));
const { buildApp } = await import(join(root, 'apps/api/src/server.ts'));

// ---- statement counting: a hook on the drivers' query methods (every drizzle statement goes through them) ----
let capture = null;
function hook(proto, name) {
  const original = proto[name];
  proto[name] = function (...a) {
    if (capture) {
      const first = a[0];
      const text = typeof first === 'string' ? first : first?.text;
      const params = Array.isArray(a[1]) ? a[1] : first?.values;
      if (text) capture.push({ text, params: Array.isArray(params) ? params : [] });
    }
    return original.apply(this, a);
  };
}
// (pool.query hands over to a client's query: hooking the client counts each statement once)
hook(pg.Client.prototype, 'query');
hook(PGlite.prototype, 'query');

async function openEngine(engine, size) {
  if (engine === 'postgres') {
    const name = `mall_bench_list_${size}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return openDatabase({ url: url.toString(), poolSize: 10 });
  }
  const dir = join(dataRoot, `pglite-${size}`);
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
  return openDatabase({ dataDir: dir });
}

/** The raw query function of an engine, for EXPLAIN. */
function rawQuery(database) {
  if (database.kind === 'pglite') return (text, params) => database.pglite.query(text, params);
  const pool = database.db.$client;
  return (text, params) => pool.query(text, params);
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

const QUERIES = (leaf) => [
  ['all, comprehensive', 'sort=0'],
  ['name 手机 (2 chars)', `pn=${encodeURIComponent('手机')}`],
  ['name 蓝牙耳机 (4 chars)', `pn=${encodeURIComponent('蓝牙耳机')}`],
  ['name 机 (1 char)', `pn=${encodeURIComponent('机')}`],
  ['name phone, price up', 'pn=phone&sort=2'],
  ['typo smartphne', 'pn=smartphne'],
  ['category L1 by sales', 'cpid=1&cindex=1&sort=1'],
  ['category L3 + price + stock', `cpid=${leaf}&cindex=3&minPrice=1000&maxPrice=500000&inStock=1&sort=3`],
  ['self-operated, newest, page 50', 'self=1&sort=4&current=50'],
  ['shop home, price down', 'shopId=2&sort=3'],
];

const results = [];
for (const engine of engines) {
  for (const size of sizes) {
    let database;
    try {
      database = await openEngine(engine, size);
    } catch (err) {
      console.log(`${engine} ${size}: cannot open (${err.message}); skipped`);
      continue;
    }
    try {
      await database.migrate();
      if (!(await isSeeded(database.db))) {
        const t = performance.now();
        process.stdout.write(`seeding ${size} products on ${engine}… `);
        await seedDemo(database.db, { products: size, uploadsDir: null });
        console.log(`${((performance.now() - t) / 1000).toFixed(0)} s`);
      }
      const app = await buildApp({ database, uploadsDir: '/nonexistent', mode: 'production' });
      await app.ready();
      const inject = (q, ip = '10.0.0.1') =>
        app.inject({ url: `/shop-api/search/prodPage?${q}`, headers: { 'accept-language': 'zh-CN', 'x-forwarded-for': ip } });
      const leaf = 3;
      for (const [label, q] of QUERIES(leaf)) {
        for (let i = 0; i < 3; i++) await inject(`${q}&size=20`); // warm up (and count the hot word once)
        const times = [];
        let total = 0;
        for (let i = 0; i < RUNS; i++) {
          const t = performance.now();
          const res = await inject(`${q}&size=20`);
          times.push(performance.now() - t);
          if (res.statusCode !== 200) throw new Error(`${label}: HTTP ${res.statusCode} ${res.body}`);
          total = res.json().total;
        }
        // statements per request at two page sizes
        const counts = [];
        let statements = [];
        for (const n of [5, 60]) {
          capture = [];
          await inject(`${q}&size=${n}`);
          counts.push(capture.length);
          statements = capture;
          capture = null;
        }
        // does any statement read most of the product table? (a scan under a LIMIT that stops early is fine)
        let seq = false;
        if (size >= 10_000) {
          const query = rawQuery(database);
          for (const s of statements) {
            if (!/\bfrom "product"/i.test(s.text)) continue;
            const plan = await query(`EXPLAIN (ANALYZE, FORMAT JSON) ${s.text}`, s.params);
            const cell = Object.values(plan.rows[0])[0];
            const root = (typeof cell === 'string' ? JSON.parse(cell) : cell)[0].Plan;
            const walk = (n) => {
              if (n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'product') {
                const read = (n['Actual Rows'] + (n['Rows Removed by Filter'] ?? 0)) * (n['Actual Loops'] ?? 1);
                if (read > size / 2) seq = true;
              }
              (n.Plans ?? []).forEach(walk);
            };
            walk(root);
          }
        }
        results.push({ engine, size, label, median: pct(times, 50), p95: pct(times, 95), counts, total, seq });
      }
      await app.close();
    } finally {
      await database.close();
    }
  }
}

const ms = (x) => `${x.toFixed(1)} ms`.padStart(9);
console.log(`\nGET /shop-api/search/prodPage, page size 20, ${RUNS} runs each (in-process requests, one at a time)\n`);
console.log(`${'engine'.padEnd(9)}${'products'.padStart(9)}  ${'query'.padEnd(32)}${'median'.padStart(9)}${'p95'.padStart(9)}  stmts(5/60)  table scan  hits`);
for (const r of results) {
  console.log(
    `${r.engine.padEnd(9)}${String(r.size).padStart(9)}  ${r.label.padEnd(32)}${ms(r.median)}${ms(r.p95)}  ${`${r.counts[0]}/${r.counts[1]}`.padStart(11)}  ${(r.size >= 10_000 ? (r.seq ? 'YES' : 'no') : '-').padStart(10)}  ${r.total}`,
  );
}

// ratios: the big catalogue against the demo one, and PostgreSQL against PGlite
const big = Math.max(...sizes);
const small = Math.min(...sizes);
const median = (engine, size) => {
  const xs = results.filter((r) => r.engine === engine && r.size === size).map((r) => r.median);
  return xs.length ? pct(xs, 50) : null;
};
console.log('');
for (const engine of engines) {
  const a = median(engine, small);
  const b = median(engine, big);
  if (a && b && big !== small) console.log(`${engine}: median of the query medians at ${big} products is ${(b / a).toFixed(1)}x that at ${small}`);
}
if (engines.length > 1) {
  for (const size of sizes) {
    const a = median('pglite', size);
    const b = median('postgres', size);
    if (a && b) console.log(`${size} products: PostgreSQL median of medians is ${(b / a).toFixed(2)}x PGlite's`);
  }
}
const growing = results.filter((r) => r.counts[0] !== r.counts[1]);
console.log(growing.length ? `statements grow with the page size in: ${growing.map((r) => r.label).join(', ')}` : 'statements per request do not grow with the page size');
const scans = results.filter((r) => r.seq);
console.log(scans.length ? `statements reading most of the product table in: ${scans.map((r) => `${r.engine} ${r.label}`).join(', ')}` : `no statement reads most of the product table at ${big} products (all from indexes)`);
process.exit(growing.length || scans.length ? 1 : 0);
