// Company authentication for B2B purchases: a buyer submits the company name, the unified social credit code
// (GB 32100-2015 check character) and the licence image; the platform approves or rejects it with remarks.
// Guarded updates with a history row per change, one authentication per user.
import { isOwnUpload } from '../../platform/image-upload';
import { and, count, desc, eq } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { auditRemarksRule, COMPANY_AUTH_STATUS as C, companyAuthRule, type CompanyAuthBody, type CompanyAuthView, type Paged } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import { offsetOf, toPage } from '../../platform/paging';
import { uniqueViolation } from '../account/users';
import type { DbOrTx } from '@mall/db';

const { companyAuth, companyAuthLog } = schema;
type Row = typeof companyAuth.$inferSelect;

/** The company authentication state machine. */
export const COMPANY_TRANSITIONS = {
  resubmit: { from: C.rejected, to: C.underReview },
  approve: { from: C.underReview, to: C.passed },
  reject: { from: C.underReview, to: C.rejected },
} as const;


const view = (r: Row): CompanyAuthView => ({
  id: r.id, userId: r.userId, companyName: r.companyName, creditCode: r.creditCode, license: r.license,
  status: r.status, remarks: r.remarks, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(),
});

async function log(tx: DbOrTx, v: typeof companyAuthLog.$inferInsert) {
  await tx.insert(companyAuthLog).values(v);
}

export function createCompanyService(db: Db, deps: { clock: Clock }) {
  const { clock } = deps;
  const byUser = async (userId: number) => (await db.select().from(companyAuth).where(eq(companyAuth.userId, userId)))[0];
  const refuse = (r: Row | undefined): never => {
    if (r?.status === C.underReview) throw new AppError('company.underReview');
    if (r?.status === C.passed) throw new AppError('company.passed');
    throw new AppError('store.statusChanged');
  };
  async function review(adminId: number, id: number, event: 'approve' | 'reject', remarks: string): Promise<CompanyAuthView> {
    const t = COMPANY_TRANSITIONS[event];
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const [r] = await tx.update(companyAuth).set({ status: t.to, remarks, updatedAt: now })
        .where(and(eq(companyAuth.id, id), eq(companyAuth.status, t.from))).returning();
      if (!r) return null;
      await log(tx, { authId: r.id, event, fromStatus: t.from, toStatus: t.to, actorId: adminId, remarks, at: now });
      return r;
    });
    if (row) return view(row);
    const [exists] = await db.select({ id: companyAuth.id }).from(companyAuth).where(eq(companyAuth.id, id));
    if (!exists) throw notFound('company.notFound');
    throw new AppError('store.statusChanged');
  }

  return {
    async mine(userId: number): Promise<CompanyAuthView | null> {
      const r = await byUser(userId);
      return r ? view(r) : null;
    },

    /** Submits the caller's authentication, or edits and resubmits it after a rejection. */
    async submit(userId: number, body: CompanyAuthBody): Promise<CompanyAuthView> {
      const key = companyAuthRule(body);
      if (key) throw new AppError(key);
      if (!isOwnUpload(userId, body.license)) throw new AppError('store.imageInvalid');
      const values = { companyName: body.companyName.trim(), creditCode: body.creditCode.trim().toUpperCase(), license: body.license };
      const now = clock.now();
      const existing = await byUser(userId);
      if (!existing) {
        try {
          return view(await db.transaction(async (tx) => {
            const [r] = await tx.insert(companyAuth).values({ ...values, userId, status: C.underReview, createdAt: now, updatedAt: now }).returning();
            await log(tx, { authId: r!.id, event: 'submit', fromStatus: null, toStatus: C.underReview, actorId: userId, at: now });
            return r!;
          }));
        } catch (err) {
          if (uniqueViolation(err) === 'company_auth_user_uq') refuse(await byUser(userId));
          throw err;
        }
      }
      const t = COMPANY_TRANSITIONS.resubmit;
      if (existing.status !== t.from) refuse(existing);
      const row = await db.transaction(async (tx) => {
        const [r] = await tx.update(companyAuth).set({ ...values, status: t.to, remarks: '', updatedAt: now })
          .where(and(eq(companyAuth.id, existing.id), eq(companyAuth.status, t.from))).returning();
        if (!r) return null;
        await log(tx, { authId: r.id, event: 'resubmit', fromStatus: t.from, toStatus: t.to, actorId: userId, at: now });
        return r;
      });
      if (!row) refuse(await byUser(userId));
      return view(row!);
    },

    async list(q: { status?: number; current: number; size: number }): Promise<Paged<CompanyAuthView>> {
      const where = q.status === undefined ? undefined : eq(companyAuth.status, q.status);
      const [rows, [total]] = await Promise.all([
        db.select().from(companyAuth).where(where).orderBy(desc(companyAuth.updatedAt), desc(companyAuth.id)).limit(q.size).offset(offsetOf(q.current, q.size)),
        db.select({ n: count() }).from(companyAuth).where(where),
      ]);
      return toPage(rows.map(view), Number(total?.n ?? 0), q.current, q.size);
    },

    approve: (adminId: number, id: number) => review(adminId, id, 'approve', ''),
    async reject(adminId: number, id: number, remarks: string) {
      const key = auditRemarksRule(remarks);
      if (key) throw new AppError(key);
      return review(adminId, id, 'reject', remarks.trim());
    },

    /** Whether the user's company authentication has passed (for B2B purchases). */
    async isCompany(userId: number): Promise<boolean> {
      return (await byUser(userId))?.status === C.passed;
    },

    /** Demo data: the user's company authentication, approved (once; an existing one is left as it is). */
    async ensureDemoApproved(userId: number, companyName: string, creditCode: string): Promise<void> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const [r] = await tx.insert(companyAuth).values({ userId, companyName, creditCode, license: '', status: C.passed, createdAt: now, updatedAt: now }).onConflictDoNothing().returning();
        if (r) await log(tx, { authId: r.id, event: 'approve', fromStatus: null, toStatus: C.passed, actorId: userId, remarks: 'demo', at: now });
      });
    },

    history: (authId: number) => db.select().from(companyAuthLog).where(eq(companyAuthLog.authId, authId)).orderBy(companyAuthLog.id),
  };
}
export type CompanyService = ReturnType<typeof createCompanyService>;
