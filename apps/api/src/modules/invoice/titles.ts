// The buyer's saved invoice titles (uc-invoice-title): at most 20, one default; checked by the shared rule
// (invoiceTitleRule) and scoped by the caller (another user's title answers 404).
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { schema, type Db, type DbOrTx } from '@mall/db';
import { lockOwner } from '../../platform/locks';
import { INVOICE_LIMITS, INVOICE_TYPE, invoiceTitleRule, type InvoiceTitleBody, type InvoiceTitleView } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';

const { invoiceTitle } = schema;
type TitleRow = typeof invoiceTitle.$inferSelect;

/** The fields of a title as kept: trimmed, the code upper-case, a person's code and bank details empty. */
export function cleanTitle(b: Omit<InvoiceTitleBody, 'isDefault'>) {
  const unit = b.invoiceType === INVOICE_TYPE.unit;
  const t = (v: string) => (unit ? v.trim() : '');
  return {
    invoiceType: b.invoiceType, kind: b.kind, title: b.title.trim(), taxNumber: unit ? b.taxNumber.trim().toUpperCase() : '',
    regAddress: t(b.regAddress), regPhone: t(b.regPhone), bankName: t(b.bankName), bankAccount: t(b.bankAccount),
  };
}

export const titleView = (r: TitleRow): InvoiceTitleView => ({
  id: r.id, invoiceType: r.invoiceType, kind: r.kind, title: r.title, taxNumber: r.taxNumber, regAddress: r.regAddress,
  regPhone: r.regPhone, bankName: r.bankName, bankAccount: r.bankAccount, isDefault: r.isDefault,
});

export function createInvoiceTitles(db: Db, deps: { clock: Clock }) {
  const check = (b: InvoiceTitleBody) => {
    const refused = invoiceTitleRule(b);
    if (refused) throw new AppError(refused);
  };

  async function owned(q: DbOrTx, userId: number, id: number): Promise<TitleRow> {
    const [row] = await q.select().from(invoiceTitle).where(and(eq(invoiceTitle.id, id), eq(invoiceTitle.userId, userId)));
    if (!row) throw new AppError('invoice.titleNotFound', 404);
    return row;
  }

  /** One user's title changes one after another. */
  const lockUser = (tx: DbOrTx, userId: number) => lockOwner(tx, 'invoice_title', userId);

  /** Only `id` stays the default of the user's titles. */
  const soleDefault = (tx: DbOrTx, userId: number, id: number) =>
    tx.update(invoiceTitle).set({ isDefault: false }).where(and(eq(invoiceTitle.userId, userId), ne(invoiceTitle.id, id), eq(invoiceTitle.isDefault, true)));

  return {
    owned: (userId: number, id: number, q: DbOrTx = db) => owned(q, userId, id),

    async list(userId: number): Promise<InvoiceTitleView[]> {
      const rows = await db.select().from(invoiceTitle).where(eq(invoiceTitle.userId, userId)).orderBy(desc(invoiceTitle.isDefault), asc(invoiceTitle.id));
      return rows.map(titleView);
    },

    /** A new title; the first one is the default. Racing adds never pass 20 (the user's titles are counted under a lock). */
    async add(userId: number, b: InvoiceTitleBody): Promise<InvoiceTitleView> {
      check(b);
      return db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const [n] = await tx.select({ n: count() }).from(invoiceTitle).where(eq(invoiceTitle.userId, userId));
        const held = Number(n?.n ?? 0);
        if (held >= INVOICE_LIMITS.titlesMax) throw new AppError('invoice.titleLimit', 400, { max: INVOICE_LIMITS.titlesMax });
        const now = deps.clock.now();
        const [row] = await tx.insert(invoiceTitle).values({ userId, ...cleanTitle(b), isDefault: b.isDefault || held === 0, createdAt: now, updatedAt: now }).returning();
        if (row!.isDefault) await soleDefault(tx, userId, row!.id);
        return titleView(row!);
      });
    },

    async update(userId: number, id: number, b: InvoiceTitleBody): Promise<InvoiceTitleView> {
      check(b);
      return db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const before = await owned(tx, userId, id);
        const [row] = await tx.update(invoiceTitle).set({ ...cleanTitle(b), isDefault: b.isDefault || before.isDefault, updatedAt: deps.clock.now() })
          .where(and(eq(invoiceTitle.id, id), eq(invoiceTitle.userId, userId))).returning();
        if (row!.isDefault) await soleDefault(tx, userId, id);
        return titleView(row!);
      });
    },

    /** Demo data (main.ts): the buyer keeps a company title (the default, VAT special) and a personal one. Once. */
    async ensureDemo(userId: number): Promise<void> {
      const [n] = await db.select({ n: count() }).from(invoiceTitle).where(eq(invoiceTitle.userId, userId));
      if (Number(n?.n ?? 0) > 0) return;
      const base = { regAddress: '', regPhone: '', bankName: '', bankAccount: '' };
      await this.add(userId, { invoiceType: 2, kind: 2, title: '上海云杉贸易有限公司', taxNumber: '91310115MA1K4ABC2B', regAddress: '上海市浦东新区张江路88号', regPhone: '021-58880000', bankName: '招商银行上海张江支行', bankAccount: '121908765410001', isDefault: true });
      await this.add(userId, { invoiceType: 1, kind: 1, title: '演示买家', taxNumber: '', ...base, isDefault: false });
    },

    async remove(userId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const row = await owned(tx, userId, id);
        await tx.delete(invoiceTitle).where(and(eq(invoiceTitle.id, id), eq(invoiceTitle.userId, userId)));
        if (row.isDefault) {
          const [next] = await tx.select({ id: invoiceTitle.id }).from(invoiceTitle).where(eq(invoiceTitle.userId, userId)).orderBy(asc(invoiceTitle.id)).limit(1);
          if (next) await tx.update(invoiceTitle).set({ isDefault: true }).where(eq(invoiceTitle.id, next.id));
        }
      });
    },
  };
}

export type InvoiceTitles = ReturnType<typeof createInvoiceTitles>;
