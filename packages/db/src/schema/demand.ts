// Tables owned by the demand module (issue 17, decision 029): the demand and service hall's posts (a buyer's demand
// or a provider's service, moderated by the platform before they show) and the quotes (replies) shops and registered
// providers give to them; the poster accepts one quote, which closes the post.
import { bigint, bigserial, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** pending → published | refused; published → closed (by the poster, or a quote accepted) | expired (deadline passed) */
export type DemandPostStatus = 'pending' | 'published' | 'refused' | 'closed' | 'expired';

export const demandPost = pgTable(
  'demand_post',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'demand': a buyer wants goods; 'service': a provider offers a service */
    kind: text('kind').$type<'demand' | 'service'>().notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    /** a catalogue category (any level) */
    categoryId: integer('category_id').notNull(),
    /** the product and specification wanted (demand) or the service offered */
    product: text('product').notNull().default(''),
    spec: text('spec').notNull().default(''),
    quantity: integer('quantity').notNull().default(0),
    unit: text('unit').notNull().default(''),
    /** budget (demand) or price (service) range in fen; 0 = not said */
    budgetMin: bigint('budget_min', { mode: 'number' }).notNull().default(0),
    budgetMax: bigint('budget_max', { mode: 'number' }).notNull().default(0),
    /** after this the post expires (the sweeper) */
    deadline: ts('deadline').notNull(),
    /** delivery (demand) or service region: a province code (GB/T 2260) */
    regionCode: text('region_code').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    /** sanitised rich text */
    description: text('description').notNull().default(''),
    /** uploaded image paths of the poster */
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    status: text('status').$type<DemandPostStatus>().notNull(),
    refuseReason: text('refuse_reason'),
    acceptedQuoteId: bigint('accepted_quote_id', { mode: 'number' }),
    quoteCount: integer('quote_count').notNull().default(0),
    /** +1 on every edit: the operator's approve or refuse names the revision reviewed (an edit since refuses it) */
    revision: integer('revision').notNull().default(0),
    publishedAt: ts('published_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('demand_post_hall_idx').on(t.kind, t.status, t.id),
    index('demand_post_user_idx').on(t.userId, t.kind, t.id),
    index('demand_post_deadline_idx').on(t.status, t.deadline),
  ],
);

/** 'open' until the poster accepts one quote of the post: that one 'accepted', the others 'declined' */
export type DemandQuoteStatus = 'open' | 'accepted' | 'declined';

export const demandQuote = pgTable(
  'demand_quote',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postId: bigint('post_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** the responder's open shop, if any (the poster can chat with it) */
    shopId: bigint('shop_id', { mode: 'number' }),
    /** the shop's or company's name when quoted */
    responderName: text('responder_name').notNull(),
    /** fen */
    price: bigint('price', { mode: 'number' }).notNull(),
    leadDays: smallint('lead_days').notNull(),
    note: text('note').notNull().default(''),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    status: text('status').$type<DemandQuoteStatus>().notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('demand_quote_post_user_uq').on(t.postId, t.userId),
    index('demand_quote_user_idx').on(t.userId, t.id),
  ],
);
