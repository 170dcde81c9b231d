// Tables owned by the bundle module (issue 18, decision 036): a shop's fixed packages of SKUs (one unit of each part)
// sold together at one package price; the checkout apportions that price over the parts to the fen.
import { bigint, bigserial, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const bundle = pgTable(
  'bundle',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: integer('shop_id').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    /** fen for the whole package (one unit of every part) */
    price: bigint('price', { mode: 'number' }).notNull(),
    /** 1 on sale, 0 off */
    status: smallint('status').notNull().default(1),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('bundle_shop_idx').on(t.shopId)],
);

/** The parts of a package, in their order (2 to 5 SKUs of the shop, each once). */
export const bundleItem = pgTable(
  'bundle_item',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bundleId: bigint('bundle_id', { mode: 'number' }).notNull(),
    prodId: integer('prod_id').notNull(),
    skuId: integer('sku_id').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('bundle_item_bundle_idx').on(t.bundleId), index('bundle_item_prod_idx').on(t.prodId)],
);
