// Tables owned by the gift module (issue 18, decision 036): a shop's gift rules. Buy at least `minCount` of a product
// ('buy') or spend at least `threshold` fen in the shop ('spend') and the order gets `giftCount` units of a gift SKU at
// price 0 while that SKU's stock lasts (the gift line reserves the SKU's stock with the same guarded statement as a sale).
import { bigint, bigserial, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export type GiftKind = 'buy' | 'spend';
/** a refund of the main line: 'return' takes the gift back with it; 'value' keeps it and deducts its value from the refund */
export type GiftReturnPolicy = 'return' | 'value';

export const giftRule = pgTable(
  'gift_rule',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: integer('shop_id').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    kind: text('kind').$type<GiftKind>().notNull(),
    /** 'buy': the product to buy */
    prodId: integer('prod_id'),
    /** 'buy': units of it at least */
    minCount: integer('min_count').notNull().default(1),
    /** 'spend': fen of the shop's goods at least */
    threshold: bigint('threshold', { mode: 'number' }).notNull().default(0),
    giftProdId: integer('gift_prod_id').notNull(),
    giftSkuId: integer('gift_sku_id').notNull(),
    giftCount: integer('gift_count').notNull().default(1),
    returnPolicy: text('return_policy').$type<GiftReturnPolicy>().notNull().default('return'),
    /** 1 in force, 0 off */
    status: smallint('status').notNull().default(1),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('gift_rule_shop_idx').on(t.shopId)],
);
