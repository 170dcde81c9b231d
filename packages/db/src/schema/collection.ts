// Tables owned by the collection module: the products and shops a user keeps as favourites.
import { bigint, bigserial, index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUser } from './account';

export const prodCollection = pgTable(
  'prod_collection',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => appUser.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('prod_collection_user_prod_uq').on(t.userId, t.productId),
    index('prod_collection_user_time_idx').on(t.userId, t.createdAt, t.id),
    index('prod_collection_product_idx').on(t.productId),
  ],
);

export const shopCollection = pgTable(
  'shop_collection',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => appUser.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_collection_user_shop_uq').on(t.userId, t.shopId),
    index('shop_collection_user_time_idx').on(t.userId, t.createdAt, t.id),
  ],
);
