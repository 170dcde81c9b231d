#!/usr/bin/env node
// `npm start`: builds the storefront when its build is missing or older than its sources,
// then starts the mall (API + server-rendered storefront) in this process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const buildEntry = join(root, 'apps/web/build/server/index.js');
const sources = ['apps/web/app', 'apps/web/public', 'apps/web/vite.config.ts', 'apps/web/react-router.config.ts', 'packages/shared/src'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = existsSync(buildEntry) ? statSync(buildEntry).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newestMtime(join(root, s))));
if (builtAt < changedAt) {
  console.log(builtAt ? 'Storefront sources changed: rebuilding…' : 'Building the storefront (first start)…');
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
await import(join(root, 'apps/api/src/main.ts'));
