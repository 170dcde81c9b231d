// Tables owned by the catalog module: products (SPU), SKUs with spec values and stock.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A localized spec pair on a SKU, e.g. 颜色/Colour = 黑色/Black */
export type SkuSpec = { nameZh: string; nameEn: string; valueZh: string; valueEn: string };

export const product = pgTable(
  'product',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: integer('shop_id').notNull(),
    /** third-level category */
    categoryId: integer('category_id').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    briefZh: text('brief_zh').notNull().default(''),
    briefEn: text('brief_en').notNull().default(''),
    /** sanitized HTML */
    contentZh: text('content_zh').notNull().default(''),
    contentEn: text('content_en').notNull().default(''),
    /** main image first */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** lowest SKU price, fen */
    price: bigint('price', { mode: 'number' }).notNull(),
    oriPrice: bigint('ori_price', { mode: 'number' }).notNull(),
    totalStock: integer('total_stock').notNull().default(0),
    soldNum: integer('sold_num').notNull().default(0),
    /** reviews written of the product (kept by the review module through catalog.countReview) */
    reviewCount: integer('review_count').notNull().default(0),
    /** 1 on shelf, 0 off shelf */
    status: smallint('status').notNull().default(1),
    /** 0 physical, 1 virtual */
    goodsType: smallint('goods_type').notNull().default(0),
    putawayTime: timestamp('putaway_time', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_shop_idx').on(t.shopId, t.status),
    index('product_category_idx').on(t.categoryId, t.status),
    index('product_putaway_idx').on(t.status, t.putawayTime),
    // search (catalog/search.ts): names of 3+ characters by trigram, 1-2 characters (common in Chinese) by the
    // unigram/bigram array of mall_grams() (created by migration 0002); both over the same zh + en expression
    index('product_name_trgm_idx').using('gin', sql`(${t.nameZh} || ' ' || ${t.nameEn}) gin_trgm_ops`),
    index('product_name_grams_idx').using('gin', sql`mall_grams(${t.nameZh} || ' ' || ${t.nameEn})`),
    // list sorts: sales, price, comprehensive (in stock first, then sales)
    index('product_sales_idx').on(t.status, t.soldNum, t.id),
    index('product_price_idx').on(t.status, t.price, t.id),
    index('product_reviews_idx').on(t.status, t.reviewCount, t.id),
    index('product_comprehensive_idx').on(t.status, sql`(${t.totalStock} > 0)`, t.soldNum, t.id),
    index('product_shop_category_idx').on(t.shopId, t.categoryId),
  ],
);

export const sku = pgTable(
  'sku',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id').notNull(),
    /** the code buyers type on /quickOrder, e.g. SKU-000123 (unique; seed: 'SKU-' + 6-digit running index) */
    skuCode: text('sku_code').notNull(),
    specs: jsonb('specs').$type<SkuSpec[]>().notNull().default([]),
    price: bigint('price', { mode: 'number' }).notNull(),
    oriPrice: bigint('ori_price', { mode: 'number' }).notNull(),
    stock: integer('stock').notNull().default(0),
    /** grams, for freight by weight */
    weight: integer('weight').notNull().default(0),
    pic: text('pic').notNull().default(''),
    status: smallint('status').notNull().default(1),
  },
  (t) => [index('sku_product_idx').on(t.productId), uniqueIndex('sku_code_idx').on(t.skuCode)],
);
