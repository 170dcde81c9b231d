// A stand-in storefront build for API tests that need the storefront mounted (its catch-all route, its body
// handling, its headers) without building apps/web: the server build of session-web-build.ts and a temporary client
// folder with robots.txt and one precompressed script.
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

/** A client script of the stand-in build, with the .br and .gz the real build writes beside it (precompress.mjs). */
export const STAND_IN_SCRIPT = {
  path: '/assets/chunk-test.js',
  source: `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `text ${i}`))};`,
};

/** Writes the stand-in build's client files to a temporary folder; `remove()` deletes it. */
export function standInWebBuild(): WebBuildPaths & { remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'mall-web-stand-in-'));
  mkdirSync(join(dir, 'client', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'client', 'robots.txt'), 'User-agent: *\n');
  const script = join(dir, 'client', STAND_IN_SCRIPT.path);
  writeFileSync(script, STAND_IN_SCRIPT.source);
  writeFileSync(`${script}.br`, brotliCompressSync(STAND_IN_SCRIPT.source));
  writeFileSync(`${script}.gz`, gzipSync(STAND_IN_SCRIPT.source));
  return { serverEntry: join(import.meta.dirname, 'session-web-build.ts'), clientDir: join(dir, 'client'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface StorefrontContext {
  app: FastifyInstance;
  database: Database;
  engine: Engine;
  clock: ManualClock;
}

export interface StandInOptions {
  /** the server build to mount (default: session-web-build.ts); a file of this folder made with standInServerBuild */
  serverEntry?: string;
  /** the demo data in the database (default: none) */
  seed?: boolean;
  /** the web options besides the build's paths (cache times) */
  web?: Omit<WebBuildPaths, 'serverEntry' | 'clientDir'>;
}

/** Runs the suite once per engine against the app with a stand-in storefront build mounted. */
export function describeWithStorefront(
  name: string,
  suite: (ctx: () => StorefrontContext) => void,
  opts: Partial<Omit<AppOptions, 'database' | 'web' | 'clock'>> = {},
  standIn: StandInOptions = {},
) {
  for (const engine of engines) {
    describe(`${name} [${engine}]`, () => {
      let current: StorefrontContext | undefined;
      let drop: (() => Promise<void>) | undefined;
      let build: ReturnType<typeof standInWebBuild> | undefined;
      beforeAll(async () => {
        const fresh = await preparedDatabase(engine, { seed: standIn.seed ?? false });
        drop = fresh.drop;
        build = standInWebBuild();
        const web = { ...build, ...standIn.web, ...(standIn.serverEntry ? { serverEntry: standIn.serverEntry } : {}) };
        const clock = new ManualClock();
        const app = await buildApp({ uploadsDir: '/nonexistent', mode: 'test', ...opts, clock, database: fresh.database, web });
        await app.ready();
        current = { app, database: fresh.database, engine, clock };
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
