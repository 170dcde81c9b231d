// Demand and service posts (issue 17, decision 029): posting (the shared rule, own uploads, sanitised rich text, a
// daily limit per user), editing (pending or refused → pending, a new revision), the hall's lists and details (the
// public sees published, closed and expired posts only), the operator's review (naming the revision seen), closing
// and the deadline sweeper. Every move is a guarded UPDATE on the state table (status.ts); another user's post is 404.
import { and, count, desc, eq, gt, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import {
  DEMAND_LIMITS, DEMAND_PUBLIC_STATUSES, chinaDay, demandPostRule, demandRefuseRule,
  type DemandAdminQuery, type DemandAdminView, type DemandCard, type DemandDetail, type DemandHall, type DemandListQuery,
  type DemandMineQuery, type DemandOwnView, type DemandPostBody, type Lang, type Paged,
} from '@mall/shared';
import { regionLevel } from '@mall/shared/regions';
import type { Clock } from '../../platform/clock';
import type { Counters } from '../../platform/counters';
import { AppError, notFound } from '../../platform/errors';
import { isOwnUpload } from '../../platform/image-upload';
import { offsetOf, toPage } from '../../platform/paging';
import { sanitizeHtml } from '../../platform/sanitize-html';
import { demandTransitionOf, demandTransitionsOf, type DemandEvent } from './status';
import { adminOf, cardOf, categoryNames, detailOf, ownOf, type CategoryTreeOf, type PostRow } from './views';

const { demandPost, demandQuote } = schema;
const DAY = 86_400_000;

export interface DemandPostDeps {
  clock: Clock;
  counters: Counters;
  categoryTree: CategoryTreeOf;
}

export function createDemandPosts(db: Db, deps: DemandPostDeps) {
  const { clock, counters } = deps;
  const names = (lang: Lang) => categoryNames(deps.categoryTree, lang);

  async function check(userId: number, b: DemandPostBody, lang: Lang) {
    const key = demandPostRule(b, clock.now().getTime());
    if (key) throw new AppError(key);
    if (!(await names(lang)).has(b.categoryId)) throw new AppError('demand.categoryRequired');
    if (regionLevel(b.regionCode.trim()) !== 1) throw new AppError('demand.regionRequired');
    if (b.attachments.some((a) => !isOwnUpload(userId, a))) throw new AppError('demand.attachmentInvalid');
    const service = b.kind === 'service';
    return {
      title: b.title.trim(), categoryId: b.categoryId, product: b.product.trim(), spec: b.spec.trim(),
      quantity: service && b.quantity < 1 ? 0 : b.quantity, unit: b.unit.trim(), budgetMin: b.budgetMin, budgetMax: b.budgetMax,
      deadline: new Date(b.deadline), regionCode: b.regionCode.trim(), contactName: b.contactName.trim(), contactPhone: b.contactPhone.trim(),
      description: sanitizeHtml(b.description), attachments: b.attachments,
    };
  }

  /** A post of any state, or 404 (`userId`: only that user's). */
  async function row(id: number, userId?: number): Promise<PostRow> {
    const [r] = await db.select().from(demandPost).where(userId === undefined ? eq(demandPost.id, id) : and(eq(demandPost.id, id), eq(demandPost.userId, userId)));
    if (!r) throw notFound('demand.notFound');
    return r;
  }

  /** One guarded move of the state table: UPDATE ... WHERE status IN (the event's from) [AND more]; none moved → statusChanged. */
  async function move(event: DemandEvent, id: number, where: SQL | undefined, patch: Partial<PostRow>, from?: string): Promise<PostRow> {
    const ts = from ? [demandTransitionOf(event, from)].filter((t) => t !== undefined) : demandTransitionsOf(event);
    if (ts.length === 0) throw new AppError('demand.statusChanged');
    const to = ts[0]!.to;
    const [moved] = await db.update(demandPost).set({ ...patch, status: to, updatedAt: clock.now() })
      .where(and(eq(demandPost.id, id), inArray(demandPost.status, ts.map((t) => t.from)), where)).returning();
    if (!moved) throw new AppError('demand.statusChanged');
    return moved;
  }

  async function own(r: PostRow, lang: Lang): Promise<DemandOwnView> {
    const quotes = await db.select().from(demandQuote).where(eq(demandQuote.postId, r.id)).orderBy(demandQuote.id);
    return ownOf(r, await names(lang), quotes);
  }

  function publicWhere(q: DemandListQuery): SQL | undefined {
    const parts: (SQL | undefined)[] = [eq(demandPost.kind, q.kind), inArray(demandPost.status, q.status ? [q.status] : [...DEMAND_PUBLIC_STATUSES])];
    if (q.categoryId) parts.push(eq(demandPost.categoryId, q.categoryId));
    if (q.regionCode) parts.push(eq(demandPost.regionCode, q.regionCode));
    // a budget range reaching into [from, to]; 0 as the post's max means open-ended
    if (q.budgetFrom !== undefined) parts.push(or(eq(demandPost.budgetMax, 0), gte(demandPost.budgetMax, q.budgetFrom)));
    if (q.budgetTo !== undefined) parts.push(lte(demandPost.budgetMin, q.budgetTo));
    const kw = q.keyword?.trim();
    if (kw) {
      const like = `%${kw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      parts.push(or(ilike(demandPost.title, like), ilike(demandPost.product, like)));
    }
    return and(...parts);
  }

  return {
    row,

    async create(userId: number, body: DemandPostBody, lang: Lang): Promise<DemandOwnView> {
      const values = await check(userId, body, lang);
      const now = clock.now();
      // the day of the rule is the buyer's calendar day (China), not UTC's (which turns at 08:00 there)
      const key = `demand:posts:${userId}:${chinaDay(now)}`;
      if ((await counters.incr(key, DAY)) > DEMAND_LIMITS.postsPerDay) {
        await counters.decr(key);
        throw new AppError('demand.dailyLimit', 400, { max: DEMAND_LIMITS.postsPerDay });
      }
      try {
        const [r] = await db.insert(demandPost).values({ ...values, kind: body.kind, userId, status: 'pending', createdAt: now, updatedAt: now }).returning();
        return await own(r!, lang);
      } catch (err) {
        await counters.decr(key);
        throw err;
      }
    },

    /** The poster edits a pending or refused post: reviewed again (a new revision). The kind stays. */
    async edit(userId: number, id: number, body: DemandPostBody, lang: Lang): Promise<DemandOwnView> {
      const r = await row(id, userId);
      const values = await check(userId, { ...body, kind: r.kind }, lang);
      const moved = await move('edit', id, eq(demandPost.userId, userId), { ...values, refuseReason: null, revision: sql`${demandPost.revision} + 1` as never });
      return own(moved, lang);
    },

    async close(userId: number, id: number): Promise<void> {
      await row(id, userId);
      await move('close', id, eq(demandPost.userId, userId), {});
    },

    async mine(userId: number, q: DemandMineQuery, lang: Lang): Promise<Paged<DemandOwnView>> {
      const where = and(eq(demandPost.userId, userId), eq(demandPost.kind, q.kind), q.status ? eq(demandPost.status, q.status) : undefined);
      const [rows, [total]] = await Promise.all([
        db.select().from(demandPost).where(where).orderBy(desc(demandPost.id)).limit(q.size).offset(offsetOf(q.current, q.size)),
        db.select({ n: count() }).from(demandPost).where(where),
      ]);
      const quotes = rows.length ? await db.select().from(demandQuote).where(inArray(demandQuote.postId, rows.map((r) => r.id))).orderBy(demandQuote.id) : [];
      const cats = await names(lang);
      return toPage(rows.map((r) => ownOf(r, cats, quotes.filter((x) => x.postId === r.id))), Number(total?.n ?? 0), q.current, q.size);
    },

    async ownDetail(userId: number, id: number, lang: Lang): Promise<DemandOwnView> {
      return own(await row(id, userId), lang);
    },

    async list(q: DemandListQuery, lang: Lang): Promise<Paged<DemandCard>> {
      const where = publicWhere(q);
      const [rows, [total], cats] = await Promise.all([
        db.select().from(demandPost).where(where).orderBy(desc(demandPost.publishedAt), desc(demandPost.id)).limit(q.size).offset(offsetOf(q.current, q.size)),
        db.select({ n: count() }).from(demandPost).where(where),
        names(lang),
      ]);
      return toPage(rows.map((r) => cardOf(r, cats)), Number(total?.n ?? 0), q.current, q.size);
    },

    /** A post the public may see (published, closed, expired); others 404. */
    async detail(id: number, lang: Lang): Promise<DemandDetail> {
      const r = await row(id);
      if (!(DEMAND_PUBLIC_STATUSES as readonly string[]).includes(r.status)) throw notFound('demand.notFound');
      return detailOf(r, await names(lang));
    },

    async hall(lang: Lang): Promise<DemandHall> {
      const latest = (kind: 'demand' | 'service') => db.select().from(demandPost).where(and(eq(demandPost.kind, kind), eq(demandPost.status, 'published')))
        .orderBy(desc(demandPost.publishedAt), desc(demandPost.id)).limit(DEMAND_LIMITS.hallLatest);
      const [demands, services, counts, [quotes], cats] = await Promise.all([
        latest('demand'), latest('service'),
        db.select({ kind: demandPost.kind, n: count() }).from(demandPost).where(eq(demandPost.status, 'published')).groupBy(demandPost.kind),
        db.select({ n: count() }).from(demandQuote),
        names(lang),
      ]);
      const n = (k: string) => Number(counts.find((c) => c.kind === k)?.n ?? 0);
      return { demands: demands.map((r) => cardOf(r, cats)), services: services.map((r) => cardOf(r, cats)), counts: { demands: n('demand'), services: n('service'), quotes: Number(quotes?.n ?? 0) } };
    },

    async adminList(q: DemandAdminQuery, lang: Lang): Promise<Paged<DemandAdminView>> {
      const where = and(q.kind ? eq(demandPost.kind, q.kind) : undefined, q.status ? eq(demandPost.status, q.status) : undefined);
      const [rows, [total], cats] = await Promise.all([
        db.select().from(demandPost).where(where).orderBy(desc(demandPost.id)).limit(q.size).offset(offsetOf(q.current, q.size)),
        db.select({ n: count() }).from(demandPost).where(where),
        names(lang),
      ]);
      return toPage(rows.map((r) => adminOf(r, cats)), Number(total?.n ?? 0), q.current, q.size);
    },

    /** The operator publishes the revision they reviewed (an edit since then refuses: demand.statusChanged). */
    async approve(id: number, revision: number): Promise<void> {
      const now = clock.now();
      // the sweeper may not have expired it yet: a post past its deadline is never published
      if ((await row(id)).deadline.getTime() <= now.getTime()) throw new AppError('demand.closed');
      await move('approve', id, and(eq(demandPost.revision, revision), gt(demandPost.deadline, now)), { publishedAt: now });
    },

    async refuse(id: number, revision: number, reason: string): Promise<void> {
      const key = demandRefuseRule(reason);
      if (key) throw new AppError(key);
      await row(id);
      await move('refuse', id, eq(demandPost.revision, revision), { refuseReason: reason.trim() });
    },

    async adminClose(id: number): Promise<void> {
      await row(id);
      await move('close', id, undefined, {}, 'published');
    },

    /** Posts whose deadline passed expire (pending or published). */
    async sweepExpired(now: Date): Promise<number> {
      const froms = demandTransitionsOf('expire').map((t) => t.from);
      const moved = await db.update(demandPost).set({ status: 'expired', updatedAt: now })
        .where(and(inArray(demandPost.status, froms), lte(demandPost.deadline, now))).returning({ id: demandPost.id });
      return moved.length;
    },
  };
}

export type DemandPosts = ReturnType<typeof createDemandPosts>;
