// A stand-in storefront build for API tests that need the storefront mounted (its catch-all route, its body
// handling, its headers) without building apps/web: a React Router server build module run by the real
// createRequestHandler, whose document entry answers a small HTML page (404 for paths no route matches, like the
// real storefront's catch-all) and whose `session` resource route echoes what its action read.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Database } from '@mall/db';
import { ManualClock } from '../src/platform/clock';
import { buildApp, type AppOptions } from '../src/server';
import { engines, preparedDatabase, type Engine } from './harness';
import type { WebBuildPaths } from '../src/platform/web';

const SERVER_BUILD = `
const route = (id, parentId, path, extra = {}) => ({
  id, parentId, path, index: undefined, caseSensitive: undefined,
  hasAction: false, hasLoader: false, hasClientAction: false, hasClientLoader: false, hasErrorBoundary: false,
  module: '/assets/' + id + '.js', imports: [], ...extra,
});
export const entry = {
  module: {
    handleError() {},
    default(request, status, headers, context, loadContext) {
      headers.set('Content-Type', 'text/html; charset=utf-8');
      const nonce = loadContext && loadContext.cspNonce ? loadContext.cspNonce : '';
      return new Response('<!doctype html><title>storefront</title><p>page ' + status + '</p><script nonce="' + nonce + '">1</script>', { status, headers });
    },
  },
};
export const routes = {
  root: { id: 'root', parentId: undefined, path: '', index: undefined, caseSensitive: undefined, module: { default: () => null } },
  'routes/session': {
    id: 'routes/session', parentId: 'root', path: 'session', index: undefined, caseSensitive: undefined,
    module: {
      async action({ request }) {
        const text = await request.text();
        return Response.json({ received: text.length });
      },
    },
  },
};
export const assets = {
  entry: { module: '/assets/entry.js', imports: [] },
  routes: { root: route('root', undefined, ''), 'routes/session': route('routes/session', 'root', 'session', { hasAction: true }) },
  url: '/assets/manifest.js',
  version: 'test',
};
export const assetsBuildDirectory = 'build/client';
export const basename = '/';
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: 'lazy', manifestPath: '/__manifest' };
export const publicPath = '/';
`;

/** A client script of the stand-in build, with the .br and .gz the real build writes beside it (precompress.mjs). */
export const STAND_IN_SCRIPT = {
  path: '/assets/chunk-test.js',
  source: `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `text ${i}`))};`,
};

/** Writes the stand-in build to a temporary folder; `remove()` deletes it. */
export function standInWebBuild(): WebBuildPaths & { remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'mall-web-stand-in-'));
  mkdirSync(join(dir, 'client', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'client', 'robots.txt'), 'User-agent: *\n');
  const script = join(dir, 'client', STAND_IN_SCRIPT.path);
  writeFileSync(script, STAND_IN_SCRIPT.source);
  writeFileSync(`${script}.br`, brotliCompressSync(STAND_IN_SCRIPT.source));
  writeFileSync(`${script}.gz`, gzipSync(STAND_IN_SCRIPT.source));
  writeFileSync(join(dir, 'server.mjs'), SERVER_BUILD);
  return { serverEntry: join(dir, 'server.mjs'), clientDir: join(dir, 'client'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface StorefrontContext {
  app: FastifyInstance;
  database: Database;
  engine: Engine;
}

/** Runs the suite once per engine against the app with the stand-in storefront mounted (no demo data). */
export function describeWithStorefront(
  name: string,
  suite: (ctx: () => StorefrontContext) => void,
  opts: Partial<Omit<AppOptions, 'database' | 'web'>> = {},
) {
  for (const engine of engines) {
    describe(`${name} [${engine}]`, () => {
      let current: StorefrontContext | undefined;
      let drop: (() => Promise<void>) | undefined;
      let build: ReturnType<typeof standInWebBuild> | undefined;
      beforeAll(async () => {
        const fresh = await preparedDatabase(engine, { seed: false });
        drop = fresh.drop;
        build = standInWebBuild();
        const app = await buildApp({ uploadsDir: '/nonexistent', mode: 'test', clock: new ManualClock(), ...opts, database: fresh.database, web: build });
        await app.ready();
        current = { app, database: fresh.database, engine };
      });
      afterAll(async () => {
        await current?.app.close();
        await drop?.();
        build?.remove();
      });
      suite(() => {
        if (!current) throw new Error('test context not ready');
        return current;
      });
    });
  }
}
