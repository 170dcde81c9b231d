// Columns an issued invoice has in both tables that keep invoice requests: an order's (invoice_request, the shop
// issues it) and a credit statement's (credit_statement_invoice, the platform issues it). Not a table.
import { bigint, text, timestamp } from 'drizzle-orm/pg-core';

/** Refusal reason, or the issued invoice's number, amount and e-invoice file; null until refused or issued. */
export const issuedInvoiceColumns = () => ({
  refuseReason: text('refuse_reason'),
  invoiceNo: text('invoice_no'),
  issuedAmount: bigint('issued_amount', { mode: 'number' }),
  /** the e-invoice's name under `<uploadsDir>-private/invoices` (the invoice module's files; never a public upload) */
  filePath: text('file_path'),
  fileType: text('file_type').$type<'pdf' | 'ofd' | 'png' | 'jpg'>(),
  issuedAt: timestamp('issued_at', { withTimezone: true }),
});
