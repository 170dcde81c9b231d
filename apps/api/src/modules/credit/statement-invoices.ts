// The invoice of a statement, issued by the platform (issue 17, decisions 028/034): the buyer asks one per statement
// (service.requestInvoice); an operator issues it with the e-invoice file — uploaded, content-checked and kept by the
// invoice module's files (owner 0: the platform), never served by address —, its number and amount, or refuses it
// with a reason. applying → invoiced | refused, each one guarded UPDATE from applying: of racing calls one wins.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import {
  invoiceIssueRule, invoiceRefuseRule,
  type AdminStatementInvoiceQuery, type AdminStatementInvoiceView, type InvoiceIssueBody, type Paged, type StatementInvoiceView,
} from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { offsetOf, toPage } from '../../platform/paging';
import type { CompanyService } from '../company/service';
import type { InvoiceFiles } from '../invoice/files';

const { creditStatement, creditStatementInvoice } = schema;
export type StatementInvoiceRow = typeof creditStatementInvoice.$inferSelect;

/** The owner number of the platform's e-invoice files in the invoice module's folder (shops are 1 and up). */
export const PLATFORM_FILE_OWNER = 0;

export function statementInvoiceView(i: StatementInvoiceRow): StatementInvoiceView {
  return {
    title: i.title, taxNumber: i.taxNumber, amount: i.amount, status: i.status, refuseReason: i.refuseReason, invoiceNo: i.invoiceNo,
    issuedAmount: i.issuedAmount, fileType: i.fileType,
    fileUrl: i.status === 'invoiced' && i.filePath ? `/shop-api/p/credit/statements/${i.statementId}/invoice-file` : null,
    issuedAt: i.issuedAt?.toISOString() ?? null, createTime: i.createdAt.toISOString(),
  };
}

export interface StatementInvoiceDeps {
  clock: Clock;
  company: Pick<CompanyService, 'mine'>;
  files: () => InvoiceFiles;
}

export function createStatementInvoices(db: Db, deps: StatementInvoiceDeps) {
  const { clock } = deps;

  async function byId(id: number): Promise<StatementInvoiceRow> {
    const [r] = await db.select().from(creditStatementInvoice).where(eq(creditStatementInvoice.id, id));
    if (!r) throw new AppError('invoice.notFound', 404);
    return r;
  }

  /** applying → `to`: one guarded UPDATE; a request no longer applying (a racing call won) is refused. */
  async function settle(id: number, patch: Partial<StatementInvoiceRow> & { status: 'invoiced' | 'refused' }): Promise<void> {
    const moved = await db.update(creditStatementInvoice).set(patch)
      .where(and(eq(creditStatementInvoice.id, id), eq(creditStatementInvoice.status, 'applying'))).returning({ id: creditStatementInvoice.id });
    if (moved.length === 0) throw new AppError('invoice.statusChanged');
  }

  return {
    async list(q: AdminStatementInvoiceQuery): Promise<Paged<AdminStatementInvoiceView>> {
      const where = q.status ? eq(creditStatementInvoice.status, q.status) : undefined;
      const [rows, [total]] = await Promise.all([
        db.select().from(creditStatementInvoice).where(where).orderBy(desc(creditStatementInvoice.id)).limit(q.size).offset(offsetOf(q.current, q.size)),
        db.select({ n: count() }).from(creditStatementInvoice).where(where),
      ]);
      const statements = rows.length
        ? await db.select({ id: creditStatement.id, no: creditStatement.statementNo, end: creditStatement.periodEnd }).from(creditStatement)
          .where(inArray(creditStatement.id, rows.map((r) => r.statementId)))
        : [];
      const st = new Map(statements.map((s) => [s.id, s]));
      const companies = await Promise.all(rows.map((r) => deps.company.mine(r.userId)));
      return toPage(rows.map((r, i) => ({
        ...statementInvoiceView(r), fileUrl: r.status === 'invoiced' && r.filePath ? `/shop-api/p/admin/credit/invoices/${r.id}/file` : null,
        id: r.id, statementId: r.statementId, statementNo: st.get(r.statementId)?.no ?? '', periodEnd: st.get(r.statementId)?.end.toISOString() ?? '',
        userId: r.userId, companyName: companies[i]?.companyName ?? '', invoiceType: r.invoiceType, kind: r.kind,
      })), Number(total?.n ?? 0), q.current, q.size);
    },

    /** Keeps an uploaded e-invoice of the platform (the invoice module's check and folder); answers its name. */
    upload: (buf: Buffer) => deps.files().store(PLATFORM_FILE_OWNER, buf),

    /** Issues: a file the platform uploaded, an 8- or 20-digit number, an amount up to the statement's. */
    async issue(operatorId: number, id: number, body: InvoiceIssueBody): Promise<void> {
      const r = await byId(id);
      if (r.status !== 'applying') throw new AppError('invoice.statusChanged');
      const refused = invoiceIssueRule(body, r.amount);
      if (refused) throw new AppError(refused);
      const fileType = await deps.files().ownedBy(PLATFORM_FILE_OWNER, body.file);
      await settle(id, { status: 'invoiced', invoiceNo: body.invoiceNo.trim(), issuedAmount: body.amount, filePath: body.file, fileType, issuedAt: clock.now(), handledBy: operatorId });
    },

    async refuse(operatorId: number, id: number, reason: string): Promise<void> {
      const refused = invoiceRefuseRule(reason);
      if (refused) throw new AppError(refused);
      await byId(id);
      await settle(id, { status: 'refused', refuseReason: reason.trim(), handledBy: operatorId });
    },

    /** The e-invoice of an issued request: the operator's (any), or the buyer's of his own statement (else 404). */
    async file(reader: { userId: number } | 'platform', by: { id: number } | { statementId: number }): Promise<{ body: Buffer; type: NonNullable<StatementInvoiceRow['fileType']>; name: string }> {
      const key = 'id' in by ? eq(creditStatementInvoice.id, by.id) : eq(creditStatementInvoice.statementId, by.statementId);
      const [r] = await db.select().from(creditStatementInvoice)
        .where(reader === 'platform' ? key : and(key, eq(creditStatementInvoice.userId, reader.userId)));
      if (!r || r.status !== 'invoiced' || !r.filePath || !r.fileType) throw new AppError('invoice.notFound', 404);
      return { body: await deps.files().read(r.filePath), type: r.fileType, name: `invoice-${r.invoiceNo ?? r.id}.${r.fileType}` };
    },
  };
}

export type StatementInvoices = ReturnType<typeof createStatementInvoices>;
