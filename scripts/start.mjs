#!/usr/bin/env node
// `npm start`: builds the storefront and the console when a build is missing or older than its sources,
// then starts the mall (API + server-rendered storefront) in this process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const sources = ['apps/web/app', 'apps/web/public', 'apps/web/vite.config.ts', 'apps/web/react-router.config.ts', 'packages/shared/src'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Builds a workspace when its build is missing or older than its sources. */
function buildIfStale(workspace, entry, sources, label) {
  const builtAt = existsSync(join(root, entry)) ? statSync(join(root, entry)).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((s) => newestMtime(join(root, s))));
  if (builtAt >= changedAt) return;
  console.log(builtAt ? `${label} sources changed: rebuilding…` : `Building the ${label.toLowerCase()} (first start)…`);
  const r = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// MALL_NO_BUILD=1: serve what is built (the API alone when nothing is), e.g. the cluster test's processes
if (process.env.MALL_NO_BUILD !== '1') {
  buildIfStale('apps/web', 'apps/web/build/server/index.js', sources, 'Storefront');
  buildIfStale('apps/console', 'apps/console/build/index.html', ['apps/console/src', 'apps/console/index.html', 'apps/console/vite.config.ts', 'packages/shared/src'], 'Console');
}
// start-cluster.mjs builds once before starting its processes
if (process.argv.includes('--build-only')) process.exit(0);

const { register } = await import('tsx/esm/api');
register();
await import(join(root, 'apps/api/src/main.ts'));
