// Test harness: a migrated, seeded database on each engine the run has (PGlite always,
// PostgreSQL when TEST_DATABASE_URL is set, one fresh database per use) and the app built on it.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '@mall/db';
import { ManualClock } from '../src/platform/clock';
import { buildApp } from '../src/server';
import { databaseUrl, waitUntilIdle, withAdmin } from './pg-admin';
import type {} from './global-setup';

export type Engine = 'pglite' | 'postgres';
export const engines: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

const dumps = new Map<string, Promise<Blob>>();

// Overlapping queries on one PostgreSQL connection (Promise.all over a transaction's queries) only warn in pg 8 and
// fail in pg 9: here they fail the run at once. Registered once per worker (suites share the module cache).
const OVERLAPPING_QUERIES = /client\.query\(\) when the client is already executing a query/;
process.on('warning', (warning) => {
  if (warning.name === 'DeprecationWarning' && OVERLAPPING_QUERIES.test(warning.message)) throw warning;
});

/**
 * A migrated database on the engine, with the demo mall seeded (without image files) unless `seed: false`: a copy of
 * the run's fixture (global-setup.ts) rather than a migration and a seed of its own.
 */
export async function preparedDatabase(engine: Engine, opts: { seed?: boolean } = {}): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  const kind = opts.seed === false ? 'empty' : 'seeded';
  const fixtures = inject('dbFixtures');
  if (engine === 'pglite') {
    const path = fixtures.pglite[kind];
    if (!dumps.has(path)) dumps.set(path, readFile(path).then((bytes) => new Blob([bytes])));
    const database = await openDatabase({ loadDataDir: await dumps.get(path)! });
    return { database, drop: () => database.close() };
  }
  return newPostgresDatabase(` TEMPLATE ${fixtures.postgres![kind]}`);
}

async function newPostgresDatabase(createOptions: string): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  const name = `mall_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${name}${createOptions}`));
  const database = await openDatabase({ url: databaseUrl(name), poolSize: 5 });
  return {
    database,
    /** PostgreSQL: the database's URL (for processes of their own, e.g. the cluster test) */
    url: databaseUrl(name),
    drop: async () => {
      await database.close();
      // let the pool's sockets go first, or FORCE kills them mid-close and the run reports 'terminating connection'
      await withAdmin(async (c) => {
        await waitUntilIdle(c, name);
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  engine: Engine;
  /** the app's clock: tests move it to reach expiries */
  clock: ManualClock;
}

/**
 * Runs the suite once per engine against a migrated database with the demo mall seeded
 * (without image files). `ctx()` gives the app of the current engine.
 */
export function describeEachEngine(name: string, suite: (ctx: () => TestContext) => void, opts: { seed?: boolean } = {}) {
  for (const engine of engines) {
    describe(`${name} [${engine}]`, () => {
      let current: TestContext | undefined;
      let drop: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        const fresh = await preparedDatabase(engine, opts);
        drop = fresh.drop;
        const clock = new ManualClock();
        const app = await buildApp({ database: fresh.database, uploadsDir: '/nonexistent', mode: 'test', clock });
        await app.ready();
        current = { app, database: fresh.database, engine, clock };
      });
      afterAll(async () => {
        await current?.app.close();
        await drop?.();
      });
      suite(() => {
        if (!current) throw new Error('test context not ready');
        return current;
      });
    });
  }
}
