#!/usr/bin/env node
// `npm run start:cluster`: the mall on N API processes behind HAProxy (decision 038). Every process shares
// DATABASE_URL (PostgreSQL), REDIS_URL (rate limits, lockouts, flash-sale gate and order queue, tickets) and
// DATA_DIR (uploads); sessions and SMS codes live in the database. The first process migrates and seeds, the others
// start once it answers; HAProxy (deploy/haproxy.cfg) listens on PORT and spreads requests round-robin, checking
// each process every second. Ctrl-C stops them all.
//
//   DATABASE_URL=postgres://… REDIS_URL=redis://… CLUSTER_PROCESSES=3 PORT=3000 npm run start:cluster
//
// The processes listen on PORT+1 … PORT+N (127.0.0.1).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_NODE_FLAGS } from './node-flags.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = process.env;
const n = Number(env.CLUSTER_PROCESSES ?? 3);
const port = Number(env.PORT ?? 3000);
const host = env.HOST ?? '127.0.0.1';

function fail(message) {
  console.error(`start:cluster: ${message}`);
  process.exit(1);
}
if (!env.DATABASE_URL?.startsWith('postgres')) fail('set DATABASE_URL to a PostgreSQL database: every process must share it (PGlite lives in one process)');
if (!env.REDIS_URL) fail('set REDIS_URL: rate limits, lockouts, the flash-sale gate and its order queue must be shared by every process');
if (!Number.isInteger(n) || n < 1 || n > 32) fail('CLUSTER_PROCESSES must be a whole number from 1 to 32');
const haproxy = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
if (haproxy.error) fail('HAProxy is not installed. On Debian/Ubuntu: apt-get install haproxy (then run this again)');

// build the storefront and console once (start.mjs --build-only), not in every process at once
const built = spawnSync(process.execPath, [join(root, 'scripts/start.mjs'), '--build-only'], { cwd: root, stdio: 'inherit', env });
if (built.status !== 0) process.exit(built.status ?? 1);

const children = [];
function startProcess(i) {
  const child = spawn(process.execPath, [...API_NODE_FLAGS, join(root, 'scripts/start.mjs')], {
    cwd: root, stdio: 'inherit',
    env: { ...env, PORT: String(port + i), HOST: '127.0.0.1', NODE_ENV: env.NODE_ENV ?? 'production', PAYMENT_SANDBOX: env.PAYMENT_SANDBOX ?? '1', CLUSTER_PROCESS: String(i) },
  });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`start:cluster: process ${i} (port ${port + i}) stopped (${signal ?? code}); HAProxy sends its requests to the others`);
  });
  children.push(child);
  console.log(`start:cluster: process ${i} pid ${child.pid} port ${port + i}`);
  return child;
}

async function answers(p, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${p}/shop-api/seckill/sessions`);
      if (res.ok) return true;
    } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(0), 11_000).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.on('exit', r))))).then(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

// the first process migrates the database and loads the demo mall; the others start once it answers
startProcess(1);
if (!(await answers(port + 1, 120_000))) {
  stop();
  fail(`process 1 did not answer on port ${port + 1}`);
}
for (let i = 2; i <= n; i++) startProcess(i);
for (let i = 2; i <= n; i++) if (!(await answers(port + i, 120_000))) console.error(`start:cluster: process ${i} did not answer on port ${port + i}`);

const servers = Array.from({ length: n }, (_, i) => `  server api${i + 1} 127.0.0.1:${port + i + 1}`).join('\n');
const cfg = readFileSync(join(root, 'deploy/haproxy.cfg'), 'utf8').replace('{{LISTEN}}', `${host}:${port}`).replace('{{SERVERS}}', servers);
const dir = mkdtempSync(join(tmpdir(), 'mall-haproxy-'));
writeFileSync(join(dir, 'haproxy.cfg'), cfg);
const lb = spawn('haproxy', ['-db', '-f', join(dir, 'haproxy.cfg')], { stdio: 'inherit' });
children.push(lb);
lb.on('exit', (code) => {
  if (!stopping) {
    console.error(`start:cluster: HAProxy stopped (${code})`);
    stop();
  }
});
if (!(await answers(port, 30_000))) {
  stop();
  fail(`HAProxy did not answer on ${host}:${port}`);
}
console.log(`start:cluster: ${n} processes behind HAProxy on http://${host}:${port}`);
