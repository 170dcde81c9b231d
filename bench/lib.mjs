// Helpers for benchmarks: start the mall on a free port with its own data dir, and stop it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_NODE_FLAGS } from '../scripts/node-flags.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * `nodeArgs`: extra node options of the mall's process (e.g. --cpu-prof); the answer's `pid` is that process. It runs
 * with the API's V8 flags, as `npm start` does (BENCH_API_FLAGS=0: without them, to compare).
 */
export async function startMall({ port = 3300 + Math.floor(Math.random() * 500), env = {}, nodeArgs = [] } = {}) {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'mall-bench-'));
  const child = spawn(process.execPath, [...(process.env.BENCH_API_FLAGS === '0' ? [] : API_NODE_FLAGS), ...nodeArgs, join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`mall exited with ${child.exitCode}`);
    try {
      const r = await fetch(`${base}/shop-api/webConfig/getPcWebConfig`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('mall did not start in time');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    base,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
