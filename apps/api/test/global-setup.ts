// Built once per test run: a migrated database and a migrated + seeded one, on each engine, that every suite copies
// instead of migrating and seeding its own (PGlite: a dump loaded with loadDataDir; PostgreSQL: a template database).
// Saves ~2 s per suite and engine; the copies are byte-for-byte what migrate() + seedDemo() make.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteOf } from '@mall/db';
import { seedDemo } from '@mall/db/seed';
import { databaseUrl, waitUntilIdle, withAdmin } from './pg-admin';

export interface DbFixtures {
  /** PGlite dumps (tar files) by kind */
  pglite: { empty: string; seeded: string };
  /** PostgreSQL template database names by kind, when TEST_DATABASE_URL is set */
  postgres: { empty: string; seeded: string } | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbFixtures: DbFixtures;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'mall-db-fixtures-'));
  const pglite = { empty: join(dir, 'empty.tar'), seeded: join(dir, 'seeded.tar') };
  for (const kind of ['empty', 'seeded'] as const) {
    const database = await openDatabase();
    await database.migrate();
    if (kind === 'seeded') await seedDemo(database.db, { uploadsDir: null });
    const dump = await pgliteOf(database)!.dumpDataDir('none');
    writeFileSync(pglite[kind], Buffer.from(await dump.arrayBuffer()));
    await database.close();
  }

  let postgres: DbFixtures['postgres'] = null;
  if (process.env.TEST_DATABASE_URL) {
    const tag = randomBytes(4).toString('hex');
    postgres = { empty: `mall_tpl_empty_${tag}`, seeded: `mall_tpl_seeded_${tag}` };
    for (const kind of ['empty', 'seeded'] as const) {
      const name = postgres[kind];
      await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
      const database = await openDatabase({ url: databaseUrl(name), poolSize: 2 });
      await database.migrate();
      if (kind === 'seeded') await seedDemo(database.db, { uploadsDir: null });
      await database.close();
      await withAdmin((c) => waitUntilIdle(c, name));
    }
  }

  project.provide('dbFixtures', { pglite, postgres });
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (postgres) for (const name of Object.values(postgres)) await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };
}
