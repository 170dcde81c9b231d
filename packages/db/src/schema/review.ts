// Tables owned by the review module (apps/api/src/modules/aftersale/review): one review per order line (unique), with
// its one follow-up and the seller's one reply in the same row, each added by a guarded UPDATE (... IS NULL).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const review = pgTable(
  'review',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** the order line reviewed: at most one review each (review_order_item_uq) */
    orderItemId: bigint('order_item_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    orderNumber: text('order_number').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    shopId: integer('shop_id').notNull(),
    productId: integer('product_id').notNull(),
    skuNameZh: text('sku_name_zh').notNull().default(''),
    skuNameEn: text('sku_name_en').notNull().default(''),
    /** the reviewer's nickname and avatar when the review was written (shown masked when anonymous) */
    nickname: text('nickname').notNull(),
    avatar: text('avatar').notNull().default(''),
    anonymous: boolean('anonymous').notNull().default(false),
    /** 1-5 stars */
    rating: smallint('rating').notNull(),
    /** plain text as written (sensitive words are masked when read) */
    content: text('content').notNull(),
    pics: jsonb('pics').$type<string[]>().notNull().default([]),
    /** the review or its follow-up has photos (the 'with photos' filter) */
    hasPics: boolean('has_pics').notNull().default(false),
    followContent: text('follow_content'),
    followPics: jsonb('follow_pics').$type<string[]>(),
    followAt: ts('follow_at'),
    replyContent: text('reply_content'),
    replyAt: ts('reply_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('review_order_item_uq').on(t.orderItemId),
    index('review_product_idx').on(t.productId, t.createdAt),
    index('review_product_rating_idx').on(t.productId, t.rating),
    index('review_user_idx').on(t.userId, t.createdAt),
    index('review_shop_unreplied_idx').on(t.shopId, t.createdAt).where(sql`${t.replyAt} IS NULL`),
    index('review_shop_idx').on(t.shopId, t.createdAt),
  ],
);
