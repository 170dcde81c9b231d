// Tables owned by the invoice module (issue 17, decision 026): the buyer's saved invoice titles and the invoice
// requests of orders (one live request per order), with the e-invoice file the shop issues.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { issuedInvoiceColumns } from './invoice-columns';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** applying → invoiced | refused; invoiced → voided (red-letter before a refund); a request of a canceled order closes */
export type InvoiceStatus = 'applying' | 'invoiced' | 'refused' | 'voided';

/** The title fields an invoice is made out to (a saved title, and each request's copy of it). */
const titleColumns = () => ({
  /** INVOICE_TYPE: 1 personal, 2 unit */
  invoiceType: smallint('invoice_type').notNull(),
  /** INVOICE_KIND: 1 ordinary e-invoice, 2 VAT special invoice (units only) */
  kind: smallint('kind').notNull().default(1),
  title: text('title').notNull(),
  /** a unit's unified social credit code; '' for a person */
  taxNumber: text('tax_number').notNull().default(''),
  /** VAT special invoice: registered address, phone, bank and account ('' otherwise) */
  regAddress: text('reg_address').notNull().default(''),
  regPhone: text('reg_phone').notNull().default(''),
  bankName: text('bank_name').notNull().default(''),
  bankAccount: text('bank_account').notNull().default(''),
});

export const invoiceTitle = pgTable(
  'invoice_title',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    ...titleColumns(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('invoice_title_user_idx').on(t.userId, t.id)],
);

export const invoiceRequest = pgTable(
  'invoice_request',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    orderNumber: text('order_number').notNull(),
    shopId: bigint('shop_id', { mode: 'number' }).notNull(),
    ...titleColumns(),
    /** fen to invoice: what the order paid less what was refunded when asked */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<InvoiceStatus>().notNull(),
    /** 'checkout' (asked when ordering, made when paid) or 'later' (asked from the user centre) */
    origin: text('origin').$type<'checkout' | 'later'>().notNull(),
    ...issuedInvoiceColumns(),
    voidedAt: ts('voided_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('invoice_request_live_uq').on(t.orderId).where(sql`status IN ('applying', 'invoiced')`),
    index('invoice_request_user_idx').on(t.userId, t.id),
    index('invoice_request_shop_idx').on(t.shopId, t.status, t.id),
  ],
);
