// Test harness: a migrated, seeded database on each engine the run has (PGlite always,
// PostgreSQL when TEST_DATABASE_URL is set, one fresh database per use) and the app built on it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '@mall/db';
import { seedDemo } from '@mall/db/seed';
import { ManualClock } from '../src/platform/clock';
import { buildApp } from '../src/server';

export type Engine = 'pglite' | 'postgres';
export const engines: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh database on the engine; for PostgreSQL a new database that `drop()` removes. */
export async function freshDatabase(engine: Engine): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (engine === 'pglite') {
    const database = await openDatabase();
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `mall_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 5 });
  return {
    database,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // pool.end() resolves before its sockets have closed: let them go first, or FORCE kills them
      // mid-close and the run reports their 'terminating connection' errors
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
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
        const fresh = await freshDatabase(engine);
        drop = fresh.drop;
        await fresh.database.migrate();
        if (opts.seed !== false) await seedDemo(fresh.database.db, { uploadsDir: null });
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
