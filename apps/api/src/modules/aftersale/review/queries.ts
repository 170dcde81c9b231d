// Reading reviews: a product's list (filters, summary), the buyer's own reviews, what /write-comments shows for one
// order, and the seller centre's list of the shop's reviews. Every buyer query is scoped by the caller.
import { and, count, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import {
  followUpDeadline, reviewDeadline,
  type Lang, type MyReview, type Paged, type ProdReviewPage, type ProdReviewQuery, type ReviewFilter, type ReviewSummary,
  type SellerReviewQuery, type SellerReviewRow, type WriteCommentsView,
} from '@mall/shared';
import { offsetOf, pageTotal, toPage } from '../../../platform/paging';
import { pick } from '../../../platform/lang';
import { REVIEWABLE_STATUSES } from '../../order/evaluation';
import type { ReviewReadDeps } from './deps';
import { reviewView, type ReviewRow } from './views';

const { review } = schema;

const FILTER: Record<ReviewFilter, SQL | undefined> = {
  all: undefined,
  pics: eq(review.hasPics, true),
  good: gte(review.rating, 4),
  medium: eq(review.rating, 3),
  bad: lte(review.rating, 2),
};

const int = (expr: SQL) => sql<number>`(${expr})::int`;

export function createReviewQueries(db: Db, deps: ReviewReadDeps) {
  const { clock, order, catalog, store } = deps;

  async function paged(where: SQL | undefined, current: number, size: number): Promise<{ rows: ReviewRow[]; total: number }> {
    const rows = await db.select().from(review).where(where).orderBy(desc(review.createdAt), desc(review.id)).limit(size).offset(offsetOf(current, size));
    const total = await pageTotal(rows.length, current, size, async () => {
      const [counted] = await db.select({ n: count() }).from(review).where(where);
      return Number(counted?.n ?? 0);
    });
    return { rows, total };
  }

  /** Product name and main image of each reviewed product (whatever its state now). */
  async function products(rows: ReviewRow[], lang: Lang) {
    const cards = await catalog.cardsWithState(rows.map((r) => r.productId), lang);
    return (r: ReviewRow) => ({ prodId: r.productId, prodName: cards.get(r.productId)?.prodName ?? '', pic: cards.get(r.productId)?.pic ?? '' });
  }

  const open = (status: number, receipt: Date | null, deadline: (d: Date) => Date, now: Date) =>
    !!receipt && REVIEWABLE_STATUSES.includes(status) && now.getTime() <= deadline(receipt).getTime();

  /** Count, 4-5 / 3 / 1-2 star counts, with photos, and the positive rate (percent of 4-5 stars). */
  async function summary(prodId: number): Promise<ReviewSummary> {
    const [s] = await db.select({
      count: count(),
      good: int(sql`count(*) filter (where ${review.rating} >= 4)`),
      medium: int(sql`count(*) filter (where ${review.rating} = 3)`),
      bad: int(sql`count(*) filter (where ${review.rating} <= 2)`),
      withPics: int(sql`count(*) filter (where ${review.hasPics})`),
    }).from(review).where(eq(review.productId, prodId));
    const n = Number(s?.count ?? 0);
    const good = Number(s?.good ?? 0);
    return { count: n, good, medium: Number(s?.medium ?? 0), bad: Number(s?.bad ?? 0), withPics: Number(s?.withPics ?? 0), positiveRate: n ? Math.round((good * 100) / n) : null };
  }

  return {
    summary,

    /** A product's reviews, newest first, with the summary. */
    async forProduct(q: ProdReviewQuery, lang: Lang): Promise<ProdReviewPage> {
      const [page, totals] = await Promise.all([paged(and(eq(review.productId, q.prodId), FILTER[q.filter]), q.current, q.size), summary(q.prodId)]);
      return { ...toPage(page.rows.map((r) => reviewView(r, lang)), page.total, q.current, q.size), summary: totals };
    },

    /** The caller's reviews, newest first, with the product and whether a follow-up can still be added. */
    async mine(userId: number, current: number, size: number, lang: Lang): Promise<Paged<MyReview>> {
      const page = await paged(eq(review.userId, userId), current, size);
      const [product, received] = await Promise.all([products(page.rows, lang), order.evaluation.receiptTimes(userId, page.rows.map((r) => r.orderId))]);
      const now = clock.now();
      const records = page.rows.map((r): MyReview => {
        const o = received.get(r.orderId);
        return {
          ...reviewView(r, lang), ...product(r), orderNumber: r.orderNumber,
          canFollowUp: !r.followAt && !!o && open(o.status, o.receiptTime, followUpDeadline, now),
        };
      });
      return toPage(records, page.total, current, size);
    },

    /** /write-comments: the caller's order (404 otherwise), its lines and their reviews, and what can be written now. */
    async forOrder(userId: number, orderNumber: string, lang: Lang): Promise<WriteCommentsView> {
      const { order: o, items } = await order.evaluation.orderForReview(userId, orderNumber);
      const [rows, shops] = await Promise.all([
        items.length ? db.select().from(review).where(and(eq(review.userId, userId), inArray(review.orderItemId, items.map((i) => i.id)))) : Promise.resolve([]),
        store.summaries([o.shopId], lang),
      ]);
      const byLine = new Map(rows.map((r) => [r.orderItemId, r]));
      const now = clock.now();
      const receipt = o.receiptTime;
      const received = !!receipt && REVIEWABLE_STATUSES.includes(o.status);
      return {
        orderNumber: o.orderNumber,
        shopName: shops.get(o.shopId)?.shopName ?? '',
        receiptTime: receipt?.toISOString() ?? null,
        reviewUntil: received ? reviewDeadline(receipt).toISOString() : null,
        followUpUntil: received ? followUpDeadline(receipt).toISOString() : null,
        canReview: open(o.status, receipt, reviewDeadline, now),
        canFollowUp: open(o.status, receipt, followUpDeadline, now),
        items: items.map((i) => {
          const r = byLine.get(i.id);
          return {
            orderItemId: i.id, prodId: i.productId, prodName: pick(lang, i.prodNameZh, i.prodNameEn), pic: i.pic,
            skuName: pick(lang, i.skuNameZh, i.skuNameEn), review: r ? reviewView(r, lang) : null,
          };
        }),
      };
    },

    /** The seller centre: the shop's reviews (only those without a reply, or all), newest first. */
    async forShop(shopId: number, q: SellerReviewQuery, lang: Lang): Promise<Paged<SellerReviewRow>> {
      const where = and(eq(review.shopId, shopId), q.filter === 'unreplied' ? isNull(review.replyAt) : undefined);
      const page = await paged(where, q.current, q.size);
      const product = await products(page.rows, lang);
      return toPage(page.rows.map((r) => ({ ...reviewView(r, lang), ...product(r) })), page.total, q.current, q.size);
    },
  };
}
