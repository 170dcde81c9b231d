// Tables owned by the cart module: one row per SKU in a user's shop cart (the row id is the basketId).
import { bigint, bigserial, boolean, index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUser } from './account';

export const cartItem = pgTable(
  'cart_item',
  {
    /** basketId */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => appUser.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull(),
    productId: integer('product_id').notNull(),
    skuId: integer('sku_id').notNull(),
    /** always >= 1 (a guarded update keeps it there) */
    count: integer('count').notNull(),
    checked: boolean('checked').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_item_user_sku_uq').on(t.userId, t.skuId), index('cart_item_user_idx').on(t.userId, t.updatedAt)],
);

/** A package (bundle module) in the cart: one row per user and package, `count` packages (one unit of each part a package). */
export const cartBundle = pgTable(
  'cart_bundle',
  {
    /** cartBundleId */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => appUser.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull(),
    bundleId: bigint('bundle_id', { mode: 'number' }).notNull(),
    /** always >= 1 (a guarded update keeps it there) */
    count: integer('count').notNull(),
    checked: boolean('checked').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_bundle_user_bundle_uq').on(t.userId, t.bundleId), index('cart_bundle_user_idx').on(t.userId)],
);
