// Tables owned by the store-staff module (issue 15): the staff accounts a shop owner adds to his shop. Today one
// role, customer service ('service'): the staff member answers the shop's service desk with his own mall login.
import { bigint, bigserial, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUser } from './account';

export const storeStaff = pgTable(
  'store_staff',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: integer('shop_id').notNull(),
    /** a user is staff of at most one shop (unique) */
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => appUser.id, { onDelete: 'cascade' }),
    /** 'service': customer service (the service desk only) */
    role: text('role').notNull().default('service'),
    /** 1 active, 0 disabled by the owner */
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('store_staff_user_uq').on(t.userId), index('store_staff_shop_idx').on(t.shopId, t.id)],
);
