// Tables owned by the seller module: store sessions of the seller centre (entered with the store password) and
// batch product imports with their progress.
import { bigint, bigserial, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A verified store password: the random token goes to the client, only its SHA-256 is kept. */
export const storeSession = pgTable(
  'store_session',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    shopId: integer('shop_id').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    endedAt: ts('ended_at'),
  },
  (t) => [uniqueIndex('store_session_token_uq').on(t.tokenHash), index('store_session_user_idx').on(t.userId)],
);

/** One row error of an import: the CSV line number and a message key (with its parameters). */
export type ImportRowError = { line: number; key: string; params?: Record<string, string | number> };

/** A CSV batch import of products; the console polls it for progress. */
export const productImportJob = pgTable(
  'product_import_job',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: integer('shop_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** products (groups of rows) to create */
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    created: integer('created').notNull().default(0),
    errors: jsonb('errors').$type<ImportRowError[]>().notNull().default([]),
    /** 0 running, 1 finished, 2 failed */
    status: smallint('status').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('product_import_job_shop_idx').on(t.shopId, t.id)],
);
