// Tables owned by the company module: a buyer's company authentication (one per user) and its history.
import { bigserial, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A buyer's company authentication for B2B purchases. status: 0 under review, 1 passed, 2 rejected. */
export const companyAuth = pgTable(
  'company_auth',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    companyName: text('company_name').notNull(),
    creditCode: text('credit_code').notNull(),
    license: text('license').notNull(),
    status: smallint('status').notNull().default(0),
    remarks: text('remarks').notNull().default(''),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('company_auth_user_uq').on(t.userId), index('company_auth_status_idx').on(t.status)],
);

/** One row per status change of a company authentication; fromStatus null on the first submit. */
export const companyAuthLog = pgTable(
  'company_auth_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    authId: integer('auth_id').notNull(),
    event: text('event').notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    actorId: integer('actor_id').notNull(),
    remarks: text('remarks').notNull().default(''),
    at: ts('at').notNull(),
  },
  (t) => [index('company_auth_log_auth_idx').on(t.authId)],
);
