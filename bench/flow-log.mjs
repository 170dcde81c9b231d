#!/usr/bin/env node
// Usage-log ingestion (decision 037): events per second through the analytics module's batched, bounded queue
// (apps/api/src/modules/analytics/ingest.ts: one multi-row INSERT per batch) against a bare loop of one INSERT per
// event, both into the flow_log table of a fresh PGlite database (and of PostgreSQL when BENCH_DATABASE_URL or the
// local default answers). Printed: events/s of each and the ratio. Only reported; the exit status stays 0.
//
//   node bench/flow-log.mjs [--events 5000] [--batch 200]
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

// the queue is TypeScript: run this file again under tsx (a dev dependency) when it is not loaded yet
if (!process.env.FLOW_BENCH_CHILD) {
  const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
  const r = spawnSync(tsx, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, FLOW_BENCH_CHILD: '1' } });
  process.exit(r.status ?? 0);
}

const { values: args } = parseArgs({ options: { events: { type: 'string', default: '5000' }, batch: { type: 'string', default: '200' } } });
const EVENTS = Math.max(100, Number(args.events) || 5000);
const BATCH = Math.max(1, Number(args.batch) || 200);
const { createIngest } = await import('../apps/api/src/modules/analytics/ingest.ts');

const DDL = `create table if not exists flow_log (
  id bigserial primary key, uuid text not null, uuid_session text not null, user_id integer, page_id integer not null,
  prev_page_id integer, step integer not null, visit_type smallint not null, system_type smallint not null, biz_type smallint,
  biz_data text, nums integer, order_numbers text, extra jsonb, ip text, created_at timestamptz not null default now());
  truncate flow_log;`;
const COLS = ['uuid', 'uuid_session', 'user_id', 'page_id', 'prev_page_id', 'step', 'visit_type', 'system_type', 'biz_type', 'biz_data', 'nums', 'order_numbers', 'extra', 'ip', 'created_at'];
const event = (i) => [`u${i % 500}`, `s${i % 900}`, i % 3 ? null : i % 1000, 1 + (i % 40), 2, i % 20, 1, 1, i % 5 ? null : 1, i % 5 ? null : String(1 + (i % 300)), null, null, JSON.stringify({ lang: i % 4 ? 'zh' : 'en' }), '127.0.0.1', new Date()];

async function measure(name, query) {
  await query(DDL);
  const insertOne = `insert into flow_log (${COLS.join(',')}) values (${COLS.map((_, i) => `$${i + 1}`).join(',')})`;
  let t = performance.now();
  for (let i = 0; i < EVENTS; i++) await query(insertOne, event(i));
  const bare = EVENTS / ((performance.now() - t) / 1000);

  await query('truncate flow_log');
  const writeBatch = async (rows) => {
    const params = [];
    const values = rows.map((r) => `(${r.map((v) => (params.push(v), `$${params.length}`)).join(',')})`).join(',');
    await query(`insert into flow_log (${COLS.join(',')}) values ${values}`, params);
  };
  const ingest = createIngest(writeBatch, { batchSize: BATCH, flushMs: 50, maxQueue: EVENTS * 2 });
  t = performance.now();
  for (let i = 0; i < EVENTS; i++) {
    ingest.push(event(i));
    if (i % BATCH === BATCH - 1) await new Promise((r) => setImmediate(r)); // let the writer run, as requests would
  }
  await ingest.close();
  const batched = EVENTS / ((performance.now() - t) / 1000);
  const stats = ingest.stats();
  const count = Number((await query('select count(*) as n from flow_log')).rows[0].n);
  console.log(`${name.padEnd(10)} bare insert loop ${bare.toFixed(0).padStart(7)} events/s | batched queue (batch ${BATCH}) ${batched.toFixed(0).padStart(7)} events/s | ×${(batched / bare).toFixed(1)} | written ${count}/${EVENTS}, dropped ${stats.dropped}, failed ${stats.failed}`);
}

console.log(`usage-log ingestion, ${EVENTS} events`);
const { PGlite } = await import('@electric-sql/pglite');
const lite = new PGlite();
await measure('pglite', (q, p) => (q.includes(';') && !p ? lite.exec(q) : lite.query(q, p)));
await lite.close();

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const { default: pg } = await import('pg');
const client = new pg.Client({ connectionString: url });
try {
  await client.connect();
  await client.query('create schema if not exists mall_bench_flow; set search_path to mall_bench_flow');
  await measure('postgres', (q, p) => client.query(q, p));
  await client.query('drop schema mall_bench_flow cascade');
} catch (e) {
  console.log(`postgres   skipped (${e.message})`);
} finally {
  await client.end().catch(() => undefined);
}
