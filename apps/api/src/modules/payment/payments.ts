// Rows of the payment tables and the small operations every part of the module shares: numbers, the orders of a
// payment, and the guarded status change (UPDATE ... WHERE status IN (from) — of two racing callers one wins).
import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import type { DbOrTx } from '@mall/db';

export const { payment, paymentOrder, paymentRefund, paymentNotify } = schema;
export type PaymentRow = typeof payment.$inferSelect;
export type RefundRow = typeof paymentRefund.$inferSelect;
export type PaymentStatusCode = PaymentRow['status'];

export interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}
export const silentLog: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/** The notify path of a provider under the API (the sandbox posts here; a real provider gets the public URL). */
export const notifyPath = (provider: string) => `/shop-api/payment/notify/${provider}`;

/** 'P' or 'R' + China-time yyyyMMddHHmmss + 10 random digits: unique, a valid out_trade_no / out_refund_no. */
export function newNumber(prefix: 'P' | 'R', now: Date): string {
  const t = new Date(now.getTime() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${t}${String(randomInt(0, 1e10)).padStart(10, '0')}`;
}

export const orderKeyOf = (orderNumbers: string[]) => [...new Set(orderNumbers)].sort().join(',');

export async function ordersOf(db: DbOrTx, paymentId: number): Promise<string[]> {
  const rows = await db.select({ n: paymentOrder.orderNumber }).from(paymentOrder).where(eq(paymentOrder.paymentId, paymentId));
  return rows.map((r) => r.n).sort();
}

export async function byPayNo(db: DbOrTx, payNo: string): Promise<PaymentRow | undefined> {
  return (await db.select().from(payment).where(eq(payment.payNo, payNo)))[0];
}

export async function byId(db: DbOrTx, id: number): Promise<PaymentRow | undefined> {
  return (await db.select().from(payment).where(eq(payment.id, id)))[0];
}

/** Moves a payment from one of `from` to `to` (with more columns); answers the row when this call moved it. */
export async function moveStatus(
  db: DbOrTx,
  id: number,
  from: PaymentStatusCode[],
  to: PaymentStatusCode,
  now: Date,
  patch: Partial<typeof payment.$inferInsert> = {},
): Promise<PaymentRow | undefined> {
  const [row] = await db.update(payment).set({ ...patch, status: to, updatedAt: now }).where(and(eq(payment.id, id), inArray(payment.status, from))).returning();
  return row;
}

/** Other payments of these orders in one of the states (paid, settling...), this one excepted. */
export async function otherPaymentsOf(db: Db | DbOrTx, orderNumbers: string[], states: PaymentStatusCode[], exceptId = 0): Promise<PaymentRow[]> {
  if (orderNumbers.length === 0) return [];
  const rows = await db
    .selectDistinct({ p: payment })
    .from(paymentOrder)
    .innerJoin(payment, eq(payment.id, paymentOrder.paymentId))
    .where(and(inArray(paymentOrder.orderNumber, orderNumbers), inArray(payment.status, states)));
  return rows.map((r) => r.p).filter((p) => p.id !== exceptId);
}
