// Reviews of order lines. The buyer reviews each received line once (rating, text, photos, anonymous) within
// REVIEW_LIMITS.windowDays of receipt, and adds one follow-up within followUpDays; the shop replies once. Writing a
// review locks its order (order.evaluation.lockLine), marks the line reviewed with a guarded UPDATE and, on the last
// line, applies the order's 'evaluate' transition, all in one transaction; the unique index on order_item_id is the
// last guard, so 20 racing reviews of one line leave one. Reads are in queries.ts.
import { and, eq, isNull } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import {
  followUpDeadline, reviewDeadline, reviewPhotosRule, reviewRatingRule, reviewReplyRule, reviewTextRule,
  type FollowUpBody, type MessageKey, type WriteReviewBody,
} from '@mall/shared';
import { AppError } from '../../../platform/errors';
import { uniqueViolation } from '../../account/users';
import { REVIEWABLE_STATUSES, type ReviewLine } from '../../order/evaluation';
import { isOwnUpload } from '../../../platform/image-upload';
import type { ReviewDeps } from './deps';
import { createReviewQueries } from './queries';

export type { ReviewDeps } from './deps';

const { review } = schema;


function check(...keys: (MessageKey | null)[]): void {
  for (const k of keys) if (k) throw new AppError(k);
}

/** Text and photos of a review or follow-up: the shared rules, and photos uploaded by this user. */
function checkContent(userId: number, content: string, pics: string[]): void {
  check(reviewTextRule(content), reviewPhotosRule(pics));
  if (pics.some((p) => !isOwnUpload(userId, p))) throw new AppError('review.photoInvalid');
}

/** The line's order is received and `now` is before the deadline counted from receipt. */
function checkOpen(line: ReviewLine, now: Date, deadline: (receipt: Date) => Date, closed: MessageKey): void {
  const { status, receiptTime } = line.order;
  if (!receiptTime || !REVIEWABLE_STATUSES.includes(status)) throw new AppError('review.notReceived');
  if (now.getTime() > deadline(receiptTime).getTime()) throw new AppError(closed);
}

export function createReviewService(db: Db, deps: ReviewDeps) {
  const { clock, order, catalog, account } = deps;
  const evaluation = order.evaluation;

  return {
    ...createReviewQueries(db, deps),

    /** The buyer's review of one line; answers whether it completed the order's reviews (evaluated). */
    async write(userId: number, body: WriteReviewBody): Promise<{ reviewId: number; orderEvaluated: boolean }> {
      check(reviewRatingRule(body.rating));
      checkContent(userId, body.content, body.pics);
      const me = await account.userInfo(userId);
      try {
        return await db.transaction(async (tx) => {
          const now = clock.now();
          const line = await evaluation.lockLine(tx, userId, body.orderItemId);
          checkOpen(line, now, reviewDeadline, 'review.windowClosed');
          if (line.item.commented) throw new AppError('review.already');
          const [row] = await tx.insert(review).values({
            orderItemId: line.item.id, orderId: line.order.id, orderNumber: line.order.orderNumber, userId, shopId: line.order.shopId,
            productId: line.item.productId, skuNameZh: line.item.skuNameZh, skuNameEn: line.item.skuNameEn,
            nickname: me.nickName || me.username, avatar: me.pic ?? '', anonymous: body.anonymous,
            rating: body.rating, content: body.content.trim(), pics: body.pics, hasPics: body.pics.length > 0, createdAt: now,
          }).returning({ id: review.id });
          const { marked, evaluated } = await evaluation.markReviewed(tx, line);
          if (!marked) throw new AppError('review.already');
          await catalog.countReview(tx, line.item.productId);
          for (const reward of deps.rewards ?? []) await reward(tx, { userId, orderNumber: line.order.orderNumber, orderItemId: line.item.id });
          return { reviewId: row!.id, orderEvaluated: evaluated };
        });
      } catch (err) {
        if (uniqueViolation(err) === 'review_order_item_uq') throw new AppError('review.already');
        throw err;
      }
    },

    /** The one follow-up of a reviewed line (guarded: follow_at IS NULL). */
    async followUp(userId: number, body: FollowUpBody): Promise<void> {
      checkContent(userId, body.content, body.pics);
      await db.transaction(async (tx) => {
        const now = clock.now();
        const line = await evaluation.lockLine(tx, userId, body.orderItemId);
        checkOpen(line, now, followUpDeadline, 'review.followUpClosed');
        const [mine] = await tx.select({ id: review.id, hasPics: review.hasPics }).from(review)
          .where(and(eq(review.orderItemId, line.item.id), eq(review.userId, userId)));
        if (!mine) throw new AppError('review.followUpFirst');
        const done = await tx.update(review)
          .set({ followContent: body.content.trim(), followPics: body.pics, followAt: now, hasPics: mine.hasPics || body.pics.length > 0 })
          .where(and(eq(review.id, mine.id), isNull(review.followAt))).returning({ id: review.id });
        if (done.length === 0) throw new AppError('review.followUpDone');
      });
    },

    /** The shop's one reply to a review of its products; another shop's review is 404. */
    async reply(shopId: number, reviewId: number, content: string): Promise<void> {
      check(reviewReplyRule(content));
      const done = await db.update(review).set({ replyContent: content.trim(), replyAt: clock.now() })
        .where(and(eq(review.id, reviewId), eq(review.shopId, shopId), isNull(review.replyAt))).returning({ id: review.id });
      if (done.length) return;
      const [exists] = await db.select({ id: review.id }).from(review).where(and(eq(review.id, reviewId), eq(review.shopId, shopId)));
      throw exists ? new AppError('review.replied') : new AppError('review.notFound', 404);
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
