// Quotes (replies) to posts (issue 17, decision 029): a shop with an open shop, or a provider whose company
// authentication passed, answers a published post once (price, lead time, note, attachments); the poster sees all
// quotes and accepts one, which closes the post in one guarded statement (racing accepts: one wins); the contact
// details of a post are for its poster and for approved companies only.
import { and, eq, gt, sql } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { COMPANY_AUTH_STATUS, SHOP_STATUS, demandQuoteRule, type DemandAbility, type DemandQuoteBody, type DemandQuoteView, type Lang } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import { isOwnUpload } from '../../platform/image-upload';
import type { CompanyService } from '../company/service';
import type { StoreService } from '../store/service';
import type { DemandPosts } from './posts';
import { demandTransitionOf } from './status';
import { quoteOf } from './views';

const { demandPost, demandQuote } = schema;

export interface DemandQuoteDeps {
  clock: Clock;
  posts: DemandPosts;
  store: Pick<StoreService, 'shopOf' | 'summaries'>;
  company: Pick<CompanyService, 'mine'>;
}

export function createDemandQuotes(db: Db, deps: DemandQuoteDeps) {
  const { clock, posts } = deps;

  /** Who the caller answers as: their open shop, else their approved company; null: may not quote. */
  async function responder(userId: number, lang: Lang): Promise<{ shopId: number | null; name: string } | null> {
    const s = await deps.store.shopOf(userId);
    if (s.shopId && s.shopStatus === SHOP_STATUS.open) {
      const name = (await deps.store.summaries([s.shopId], lang)).get(s.shopId)?.shopName ?? '';
      return { shopId: s.shopId, name };
    }
    const c = await deps.company.mine(userId);
    return c?.status === COMPANY_AUTH_STATUS.passed ? { shopId: null, name: c.companyName } : null;
  }

  const isCompany = async (userId: number) => (await deps.company.mine(userId))?.status === COMPANY_AUTH_STATUS.passed;

  /** A post others may see and answer: published, deadline ahead. */
  async function openPost(id: number) {
    const r = await posts.row(id);
    if (r.status === 'pending' || r.status === 'refused') throw notFound('demand.notFound');
    if (r.status !== 'published' || r.deadline.getTime() <= clock.now().getTime()) throw new AppError('demand.closed');
    return r;
  }

  return {
    async quote(userId: number, postId: number, body: DemandQuoteBody, lang: Lang): Promise<DemandQuoteView> {
      const key = demandQuoteRule(body);
      if (key) throw new AppError(key);
      const r = await openPost(postId);
      if (r.userId === userId) throw new AppError('demand.ownPost');
      if (body.attachments.some((a) => !isOwnUpload(userId, a))) throw new AppError('demand.attachmentInvalid');
      const who = await responder(userId, lang);
      if (!who) throw new AppError('demand.quoteNotAllowed');
      const now = clock.now();
      const made = await db.transaction(async (tx) => {
        const [q] = await tx.insert(demandQuote).values({
          postId, userId, shopId: who.shopId, responderName: who.name, price: body.price, leadDays: body.leadDays,
          note: body.note.trim(), attachments: body.attachments, status: 'open', createdAt: now,
        }).onConflictDoNothing().returning();
        if (!q) throw new AppError('demand.alreadyQuoted');
        const [bumped] = await tx.update(demandPost).set({ quoteCount: sql`${demandPost.quoteCount} + 1` })
          .where(and(eq(demandPost.id, postId), eq(demandPost.status, 'published'))).returning({ id: demandPost.id });
        if (!bumped) throw new AppError('demand.closed');
        return q;
      });
      return quoteOf(made);
    },

    /** The poster accepts one quote of their published post: the post closes; of racing accepts one wins. */
    async accept(userId: number, quoteId: number): Promise<void> {
      const [q] = await db.select().from(demandQuote).where(eq(demandQuote.id, quoteId));
      if (!q) throw notFound('demand.notFound');
      const post = await posts.row(q.postId).catch(() => null);
      if (!post || post.userId !== userId) throw notFound('demand.notFound');
      const t = demandTransitionOf('accept', 'published')!;
      const now = clock.now();
      if (post.deadline.getTime() <= now.getTime()) throw new AppError('demand.closed');
      await db.transaction(async (tx) => {
        const [moved] = await tx.update(demandPost).set({ status: t.to, acceptedQuoteId: quoteId, updatedAt: now })
          .where(and(eq(demandPost.id, q.postId), eq(demandPost.userId, userId), eq(demandPost.status, t.from), gt(demandPost.deadline, now))).returning({ id: demandPost.id });
        if (!moved) throw new AppError('demand.statusChanged');
        await tx.update(demandQuote).set({ status: sql`CASE WHEN ${demandQuote.id} = ${quoteId} THEN 'accepted' ELSE 'declined' END` })
          .where(eq(demandQuote.postId, q.postId));
      });
    },

    /** What the caller may do on a post's page. */
    async ability(userId: number, postId: number, lang: Lang): Promise<DemandAbility> {
      const r = await posts.row(postId);
      const own = r.userId === userId;
      if (!own && (r.status === 'pending' || r.status === 'refused')) throw notFound('demand.notFound');
      const [mine] = await db.select({ id: demandQuote.id }).from(demandQuote).where(and(eq(demandQuote.postId, postId), eq(demandQuote.userId, userId)));
      const open = r.status === 'published' && r.deadline.getTime() > clock.now().getTime();
      return {
        own, quoted: Boolean(mine), canQuote: !own && open && !mine && (await responder(userId, lang)) !== null,
        contactVisible: own || (await isCompany(userId)),
      };
    },

    /** The contact of a post others may see: for its poster and approved companies (else 400 demand.companyOnly). */
    async contact(userId: number, postId: number): Promise<{ contactName: string; contactPhone: string }> {
      const r = await posts.row(postId);
      const own = r.userId === userId;
      if (!own && (r.status === 'pending' || r.status === 'refused')) throw notFound('demand.notFound');
      if (!own && !(await isCompany(userId))) throw new AppError('demand.companyOnly');
      return { contactName: r.contactName, contactPhone: r.contactPhone };
    },

    /** The caller's own quote on a post, or null (the reply page). */
    async myQuote(userId: number, postId: number): Promise<DemandQuoteView | null> {
      const [q] = await db.select().from(demandQuote).where(and(eq(demandQuote.postId, postId), eq(demandQuote.userId, userId)));
      return q ? quoteOf(q) : null;
    },
  };
}

export type DemandQuotes = ReturnType<typeof createDemandQuotes>;
