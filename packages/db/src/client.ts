// One database handle for both engines: embedded PGlite (default) or PostgreSQL (DATABASE_URL).
// Both run the same drizzle schema, the same SQL and the same migrations.
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The drizzle database type shared by both drivers (their query builders are the same). */
export type Db = ReturnType<typeof drizzlePg<Schema>>;
/** A drizzle transaction on either driver (the same query builder as Db). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Where a module's reads and writes go: the database, or the caller's transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Apply pending migrations from packages/db/migrations. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

export interface OpenOptions {
  /** postgres://... ; when absent PGlite is used */
  url?: string;
  /** PGlite data directory; `memory://` or absent for an in-memory database */
  dataDir?: string;
  /** PGlite: start from a dump made by `dumpDataDir` (fast test fixtures) */
  loadDataDir?: Blob | File;
  poolSize?: number;
  /** PostgreSQL: told when an idle pooled connection is lost (server restart, terminated backend); default: a warning */
  onIdleError?: (err: Error) => void;
}

export async function openDatabase(opts: OpenOptions = {}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    // an idle connection the server closes (a restart, a terminated backend) is dropped from the pool and the next query
    // opens a new one; without a listener its 'error' event would end the process
    pool.on('error', opts.onIdleError ?? ((err) => console.warn(`PostgreSQL: an idle connection was lost (${err.message}); the next query opens a new one`)));
    // bigint columns (counts) arrive as strings from pg; money uses mode: 'number' in the schema.
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        await pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
        await migratePg(db, { migrationsFolder });
      },
      close: () => pool.end(),
    };
  }
  const dataDir = opts.dataDir && opts.dataDir !== 'memory://' ? resolve(opts.dataDir) : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    loadDataDir: opts.loadDataDir,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    close: () => client.close(),
    // exposed for test fixtures
    ...{ pglite: client },
  };
}

/** PGlite only: the raw client, used by tests to dump a migrated + seeded fixture. */
export function pgliteOf(database: Database): PGlite | undefined {
  return (database as unknown as { pglite?: PGlite }).pglite;
}
