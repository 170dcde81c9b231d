// Tables owned by the inquiry module (issue 17, decision 030): a buyer asks a shop for a quote on one SKU and a
// quantity; the shop answers a unit price valid until a time; the buyer orders that SKU at that price once (the
// checkout's quote step; the order's submit marks the inquiry used in one guarded statement).
import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** pending → answered | declined (by the shop) | canceled (by the buyer); answered → used (ordered). Expiry is validUntil. */
export type InquiryStatus = 'pending' | 'answered' | 'declined' | 'canceled' | 'used';

export const inquiry = pgTable(
  'inquiry',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    shopId: bigint('shop_id', { mode: 'number' }).notNull(),
    prodId: bigint('prod_id', { mode: 'number' }).notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    /** the buyer's message to the merchant (SPEC §5: up to 200) */
    message: text('message').notNull().default(''),
    status: text('status').$type<InquiryStatus>().notNull(),
    /** the shop's answer: fen per unit, until when, a note */
    unitPrice: bigint('unit_price', { mode: 'number' }),
    validUntil: ts('valid_until'),
    reply: text('reply'),
    answeredAt: ts('answered_at'),
    /** the order that used the quote */
    orderNumber: text('order_number'),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('inquiry_user_idx').on(t.userId, t.id),
    index('inquiry_shop_idx').on(t.shopId, t.status, t.id),
  ],
);
