// Invoices (issue 17, decision 026): the buyer's saved titles, invoice requests of orders, the shop's issue.
import { z } from 'zod';
import { INVOICE_STATUSES } from '../invoice-constants';
import { idSchema, pageQuery } from './common';

const money = z.number().int().describe('fen');

/** POST /p/invoice/titles, PUT /p/invoice/titles/{id}: a title to keep (the rule: invoice-rules.ts invoiceTitleRule). */
export const invoiceTitleBody = z.object({
  invoiceType: z.number().int().describe('INVOICE_TYPE: 1 personal, 2 unit'),
  kind: z.number().int().default(1).describe('INVOICE_KIND: 1 ordinary e-invoice, 2 VAT special (units only)'),
  title: z.string().max(500),
  taxNumber: z.string().max(64).default('').describe('unit: the 18-character unified social credit code'),
  regAddress: z.string().max(500).default(''),
  regPhone: z.string().max(100).default(''),
  bankName: z.string().max(500).default(''),
  bankAccount: z.string().max(100).default(''),
  isDefault: z.boolean().default(false),
});
export type InvoiceTitleBody = z.infer<typeof invoiceTitleBody>;

export const invoiceTitleView = z.object({
  id: z.number().int(),
  invoiceType: z.number().int(),
  kind: z.number().int(),
  title: z.string(),
  taxNumber: z.string(),
  regAddress: z.string(),
  regPhone: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  isDefault: z.boolean(),
});
export type InvoiceTitleView = z.infer<typeof invoiceTitleView>;

/** POST /p/invoice/requests: invoice an order later, to one of the caller's titles. */
export const invoiceRequestBody = z.object({ orderNumber: z.string().min(1).max(40), titleId: idSchema });
export type InvoiceRequestBody = z.infer<typeof invoiceRequestBody>;

export const invoiceView = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  shopId: z.number().int(),
  shopName: z.string(),
  invoiceType: z.number().int(),
  kind: z.number().int(),
  title: z.string(),
  taxNumber: z.string(),
  regAddress: z.string(),
  regPhone: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  amount: money.describe('what may be invoiced'),
  status: z.enum(INVOICE_STATUSES),
  origin: z.enum(['checkout', 'later']),
  refuseReason: z.string().nullable(),
  invoiceNo: z.string().nullable(),
  issuedAmount: money.nullable(),
  fileType: z.string().nullable(),
  /** the file's address for the caller (buyer or shop), when issued */
  fileUrl: z.string().nullable(),
  issuedAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  createTime: z.string(),
});
export type InvoiceView = z.infer<typeof invoiceView>;

export const invoiceListQuery = pageQuery.extend({
  status: z.enum(INVOICE_STATUSES).optional(),
  orderNumber: z.string().regex(/^[0-9A-Za-z]{1,40}$/).optional().describe('only the requests of this order (its order page)'),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

/** GET /p/invoice/orders: the caller's orders that can still be invoiced (paid, not canceled, within the window, none asked). */
export const invoiceableOrder = z.object({
  orderNumber: z.string(),
  shopId: z.number().int(),
  shopName: z.string(),
  amount: money,
  status: z.number().int().describe('ORDER_STATUS'),
  createTime: z.string(),
  productName: z.string(),
  pic: z.string(),
});
export type InvoiceableOrder = z.infer<typeof invoiceableOrder>;

/** POST /p/seller/invoices/{id}/issue: the number, the amount and the file uploaded before (POST /p/seller/invoices/file). */
export const invoiceIssueBody = z.object({ invoiceNo: z.string().max(40), amount: money, file: z.string().max(200) });
export type InvoiceIssueBody = z.infer<typeof invoiceIssueBody>;
export const invoiceRefuseBody = z.object({ reason: z.string().max(1000) });
export const invoiceFileAnswer = z.object({ file: z.string(), fileType: z.string() });
