// Invoice requests (issue 17, decision 026): one live request (applying or invoiced) per order — made when an order
// asked for an invoice at checkout is paid, or asked later from the user centre for a paid order within the window —;
// the shop issues it (number, amount, the e-invoice file), refuses it with a reason, or voids (red-letters) an issued
// one; a refund cannot become due while its order's invoice stands (blocksRefund, the one place of that rule).
// Every move is a guarded UPDATE on the state table (status.ts); the buyer and the shop see only their own (404).
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Db, type DbOrTx } from '@mall/db';
import {
  INVOICE_KIND, INVOICE_LIMITS, ORDER_STATUS, invoiceIssueRule, invoiceRefuseRule, invoiceTitleRule,
  type InvoiceIssueBody, type InvoiceListQuery, type InvoiceRequestBody, type InvoiceView, type InvoiceableOrder, type Lang, type MessageKey, type Paged,
} from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { offsetOf, toPage } from '../../platform/paging';
import type { OrderAftersale } from '../order/aftersale';
import type { StoreService } from '../store/service';
import type { InvoiceFiles } from './files';
import { INVOICE_LIVE, invoiceTransitionOf, type InvoiceEvent } from './status';
import type { InvoiceTitles } from './titles';

const { invoiceRequest } = schema;
type RequestRow = typeof invoiceRequest.$inferSelect;
type OrderRow = Awaited<ReturnType<OrderAftersale['owned']>>['order'];

const DAY = 86_400_000;
const PAID: readonly number[] = [ORDER_STATUS.pendingDelivery, ORDER_STATUS.shipped, ORDER_STATUS.pendingEvaluation, ORDER_STATUS.completed, ORDER_STATUS.evaluated];

export type InvoiceReader = { role: 'buyer'; userId: number } | { role: 'seller'; shopId: number };

export interface InvoiceRequestDeps {
  clock: Clock;
  orders: Pick<OrderAftersale, 'owned' | 'byId' | 'invoiceable'>;
  /** fen refunded of each order (the refund module's view); none: nothing refunded */
  refunded: () => ((tx: DbOrTx, orderIds: number[]) => Promise<Map<number, number>>) | null;
  store: Pick<StoreService, 'summaries'>;
  titles: InvoiceTitles;
  files: InvoiceFiles;
}

export function createInvoiceRequests(db: Db, deps: InvoiceRequestDeps) {
  const { clock } = deps;
  const scopeOf = (r: InvoiceReader) => (r.role === 'buyer' ? eq(invoiceRequest.userId, r.userId) : eq(invoiceRequest.shopId, r.shopId));

  async function refundedOf(q: DbOrTx, orderIds: number[]): Promise<Map<number, number>> {
    const view = deps.refunded();
    return view && orderIds.length ? view(q, orderIds) : new Map();
  }

  async function row(reader: InvoiceReader, id: number, q: DbOrTx = db): Promise<RequestRow> {
    const [r] = await q.select().from(invoiceRequest).where(and(eq(invoiceRequest.id, id), scopeOf(reader)));
    if (!r) throw new AppError('invoice.notFound', 404);
    return r;
  }

  async function views(rows: RequestRow[], reader: InvoiceReader, lang: Lang): Promise<InvoiceView[]> {
    const shops = await deps.store.summaries(rows.map((r) => r.shopId), lang);
    const base = reader.role === 'buyer' ? '/shop-api/p/invoice/requests' : '/shop-api/p/seller/invoices';
    return rows.map((r) => ({
      id: r.id, orderNumber: r.orderNumber, shopId: r.shopId, shopName: shops.get(r.shopId)?.shopName ?? '',
      invoiceType: r.invoiceType, kind: r.kind, title: r.title, taxNumber: r.taxNumber, regAddress: r.regAddress, regPhone: r.regPhone,
      bankName: r.bankName, bankAccount: r.bankAccount, amount: r.amount, status: r.status, origin: r.origin,
      refuseReason: r.refuseReason, invoiceNo: r.invoiceNo, issuedAmount: r.issuedAmount, fileType: r.fileType,
      fileUrl: r.filePath && r.status !== 'refused' ? `${base}/${r.id}/file` : null,
      issuedAt: r.issuedAt?.toISOString() ?? null, voidedAt: r.voidedAt?.toISOString() ?? null, createTime: r.createdAt.toISOString(),
    }));
  }

  /** Applies `event` to a request of the shop's: one guarded UPDATE from the state the table allows. */
  async function move(shopId: number, id: number, event: InvoiceEvent, patch: Partial<RequestRow>): Promise<void> {
    const r = await row({ role: 'seller', shopId }, id);
    const t = invoiceTransitionOf(event, r.status);
    if (!t) throw new AppError('invoice.statusChanged');
    const moved = await db.update(invoiceRequest).set({ ...patch, status: t.to, updatedAt: clock.now() })
      .where(and(eq(invoiceRequest.id, id), eq(invoiceRequest.shopId, shopId), eq(invoiceRequest.status, t.from))).returning({ id: invoiceRequest.id });
    if (moved.length === 0) throw new AppError('invoice.statusChanged');
  }

  /** Why the order cannot be invoiced now (paid, not canceled, received within the window), or null. */
  function orderRefusal(o: OrderRow, now: Date): { key: MessageKey; params?: Record<string, number> } | null {
    if (!PAID.includes(o.status)) return { key: 'invoice.orderNotInvoiceable' };
    if (o.receiptTime && now.getTime() - o.receiptTime.getTime() > INVOICE_LIMITS.requestWindowDays * DAY) {
      return { key: 'invoice.windowClosed', params: { days: INVOICE_LIMITS.requestWindowDays } };
    }
    return null;
  }

  return {
    /**
     * For the order module (onPaid, inside the payment's transaction): the orders that asked for an invoice at
     * checkout get their request, for what they paid (once: the live-request index keeps a second one out).
     */
    async fromCheckout(tx: DbOrTx, rows: { id: number; orderNumber: string; userId: number; shopId: number; actualTotal: number; invoice: { invoiceType: number; title: string; taxNumber: string } | null }[], now: Date): Promise<void> {
      for (const o of rows) {
        if (!o.invoice || o.actualTotal <= 0) continue;
        await tx.insert(invoiceRequest).values({
          userId: o.userId, orderId: o.id, orderNumber: o.orderNumber, shopId: o.shopId, invoiceType: o.invoice.invoiceType, kind: INVOICE_KIND.ordinary,
          title: o.invoice.title, taxNumber: o.invoice.taxNumber, amount: o.actualTotal, status: 'applying', origin: 'checkout', createdAt: now, updatedAt: now,
        }).onConflictDoNothing();
      }
    },

    /** The buyer asks for an invoice of a paid order, to one of their titles; one live request per order. */
    async request(userId: number, body: InvoiceRequestBody, lang: Lang): Promise<InvoiceView> {
      const title = await deps.titles.owned(userId, body.titleId);
      const refused = invoiceTitleRule(title);
      if (refused) throw new AppError(refused);
      const made = await db.transaction(async (tx) => {
        const { order: o } = await deps.orders.owned(userId, body.orderNumber, tx);
        const now = clock.now();
        const why = orderRefusal(o, now);
        if (why) throw new AppError(why.key, 400, why.params);
        const amount = o.actualTotal - ((await refundedOf(tx, [o.id])).get(o.id) ?? 0);
        if (amount <= 0) throw new AppError('invoice.nothingToInvoice');
        const [r] = await tx.insert(invoiceRequest).values({
          userId, orderId: o.id, orderNumber: o.orderNumber, shopId: o.shopId, invoiceType: title.invoiceType, kind: title.kind, title: title.title,
          taxNumber: title.taxNumber, regAddress: title.regAddress, regPhone: title.regPhone, bankName: title.bankName, bankAccount: title.bankAccount,
          amount, status: 'applying', origin: 'later', createdAt: now, updatedAt: now,
        }).onConflictDoNothing().returning();
        if (!r) throw new AppError('invoice.alreadyRequested');
        return r;
      });
      return (await views([made], { role: 'buyer', userId }, lang))[0]!;
    },

    async list(reader: InvoiceReader, q: InvoiceListQuery, lang: Lang): Promise<Paged<InvoiceView>> {
      // a buyer naming an order not his is answered as if it did not exist (404), as everywhere
      if (q.orderNumber && reader.role === 'buyer') await deps.orders.owned(reader.userId, q.orderNumber);
      const where = and(scopeOf(reader), q.status ? eq(invoiceRequest.status, q.status) : undefined, q.orderNumber ? eq(invoiceRequest.orderNumber, q.orderNumber) : undefined);
      const [rows, [total]] = await Promise.all([
        db.select().from(invoiceRequest).where(where).orderBy(desc(invoiceRequest.id)).limit(q.size).offset(offsetOf(q.current, q.size)),
        db.select({ n: count() }).from(invoiceRequest).where(where),
      ]);
      return toPage(await views(rows, reader, lang), Number(total?.n ?? 0), q.current, q.size);
    },

    async detail(reader: InvoiceReader, id: number, lang: Lang): Promise<InvoiceView> {
      return (await views([await row(reader, id)], reader, lang))[0]!;
    },

    /** The e-invoice file of an issued (or voided) request the reader may see. */
    async file(reader: InvoiceReader, id: number): Promise<{ body: Buffer; type: NonNullable<RequestRow['fileType']>; name: string }> {
      const r = await row(reader, id);
      if (!r.filePath || !r.fileType) throw new AppError('invoice.notFound', 404);
      return { body: await deps.files.read(r.filePath), type: r.fileType, name: `invoice-${r.invoiceNo ?? r.id}.${r.fileType}` };
    },

    /** The caller's orders that can still be asked an invoice for (the 50 most recent), with what they may invoice. */
    async invoiceable(userId: number, lang: Lang): Promise<InvoiceableOrder[]> {
      const now = clock.now();
      const candidates = await deps.orders.invoiceable(userId, new Date(now.getTime() - INVOICE_LIMITS.requestWindowDays * DAY), 50);
      if (candidates.length === 0) return [];
      const ids = candidates.map((c) => c.order.id);
      const live = await db.select({ orderId: invoiceRequest.orderId }).from(invoiceRequest)
        .where(and(inArray(invoiceRequest.orderId, ids), inArray(invoiceRequest.status, [...INVOICE_LIVE])));
      const taken = new Set(live.map((l) => l.orderId));
      const refunded = await refundedOf(db, ids);
      const shops = await deps.store.summaries(candidates.map((c) => c.order.shopId), lang);
      return candidates
        .map(({ order: o, first }) => ({
          orderNumber: o.orderNumber, shopId: o.shopId, shopName: shops.get(o.shopId)?.shopName ?? '', amount: o.actualTotal - (refunded.get(o.id) ?? 0),
          status: o.status, createTime: o.createdAt.toISOString(), productName: first ? (lang === 'en' ? first.prodNameEn : first.prodNameZh) : '', pic: first?.pic ?? '',
          taken: taken.has(o.id),
        }))
        .filter((o) => !o.taken && o.amount > 0)
        .map(({ taken: _taken, ...o }) => o);
    },

    /** The shop issues: the file it uploaded, an 8- or 20-digit number, an amount up to what is left to invoice. */
    async issue(shopId: number, id: number, body: InvoiceIssueBody): Promise<void> {
      const r = await row({ role: 'seller', shopId }, id);
      if (r.status !== 'applying') throw new AppError('invoice.statusChanged');
      const order = await deps.orders.byId(r.orderId);
      const left = order ? order.order.actualTotal - ((await refundedOf(db, [r.orderId])).get(r.orderId) ?? 0) : 0;
      const refused = invoiceIssueRule(body, Math.min(r.amount, left));
      if (refused) throw new AppError(refused);
      const fileType = await deps.files.ownedBy(shopId, body.file);
      await move(shopId, id, 'issue', { invoiceNo: body.invoiceNo.trim(), issuedAmount: body.amount, filePath: body.file, fileType, issuedAt: clock.now() });
    },

    async refuse(shopId: number, id: number, reason: string): Promise<void> {
      const refused = invoiceRefuseRule(reason);
      if (refused) throw new AppError(refused);
      await move(shopId, id, 'refuse', { refuseReason: reason.trim() });
    },

    /** Red-letter: the issued invoice no longer stands (before a refund of the order; the buyer may ask again). */
    async void(shopId: number, id: number): Promise<void> {
      await move(shopId, id, 'void', { voidedAt: clock.now() });
    },

    /** For the refund module: a refund may not become due while the order has an issued invoice (void it first). */
    async blocksRefund(orderId: number): Promise<MessageKey | null> {
      const [r] = await db.select({ id: invoiceRequest.id }).from(invoiceRequest)
        .where(and(eq(invoiceRequest.orderId, orderId), eq(invoiceRequest.status, 'invoiced'))).limit(1);
      return r ? 'refund.invoiceNotVoided' : null;
    },

    /** Counts of the shop's requests by state (the console's tabs). */
    async shopCounts(shopId: number): Promise<Record<string, number>> {
      const rows = await db.select({ status: invoiceRequest.status, n: sql<string>`count(*)` }).from(invoiceRequest)
        .where(eq(invoiceRequest.shopId, shopId)).groupBy(invoiceRequest.status);
      return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
    },
  };
}

export type InvoiceRequests = ReturnType<typeof createInvoiceRequests>;
