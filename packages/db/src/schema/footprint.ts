// Table owned by the footprint module: the products a user has viewed (one row per product, latest view).
import { bigint, bigserial, index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUser } from './account';

export const footprint = pgTable(
  'footprint',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => appUser.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    browseTime: timestamp('browse_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('footprint_user_prod_uq').on(t.userId, t.productId), index('footprint_user_time_idx').on(t.userId, t.browseTime, t.id)],
);
