// Reviews of order lines: the buyer writes (once per line, one follow-up), the product page lists them with a summary,
// the seller replies once. The limits and rules live in the zod-free review-constants.ts (used by the pages too).
import { z } from 'zod';
import { paged, idQuery, idSchema } from './common';
import { REVIEW_FILTERS, REVIEW_LIMITS, SELLER_REVIEW_FILTERS } from '../review-constants';

export {
  REVIEW_FILTERS, REVIEW_LIMITS, SELLER_REVIEW_FILTERS, followUpDeadline, maskReviewerName, ratingGrade, reviewDeadline,
  reviewPhotosRule, reviewRatingRule, reviewReplyRule, reviewTextRule, type ReviewFilter, type SellerReviewFilter,
} from '../review-constants';

const id = idSchema;
// lengths are checked by the rules (to answer their messages); these bounds only stop oversized bodies
const text = z.string().max(2000);
const pics = z.array(z.string().max(300)).max(50).default([]).describe(`at most ${REVIEW_LIMITS.photosMax} paths from POST /p/file/upload (the caller's own)`);

/** POST /p/comment/review */
export const writeReviewBody = z.object({
  orderItemId: id,
  rating: z.number().describe('1-5 stars'),
  content: text.describe(`1-${REVIEW_LIMITS.textMax} characters, not all spaces`),
  pics,
  anonymous: z.boolean().default(false),
});
export type WriteReviewBody = z.infer<typeof writeReviewBody>;

/** POST /p/comment/followUp: the one follow-up of a reviewed line. */
export const followUpBody = z.object({ orderItemId: id, content: text, pics });
export type FollowUpBody = z.infer<typeof followUpBody>;

/** POST /p/seller/reviews/{reviewId}/reply */
export const reviewReplyBody = z.object({ content: text.describe(`1-${REVIEW_LIMITS.replyMax} characters, not all spaces`) });
export type ReviewReplyBody = z.infer<typeof reviewReplyBody>;
export const reviewIdParam = z.object({ reviewId: idQuery });

const page = {
  current: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(REVIEW_LIMITS.pageSize),
};
export const prodReviewQuery = z.object({
  prodId: idQuery,
  filter: z.enum(REVIEW_FILTERS).default('all').describe('all, pics (with photos), good (4-5 stars), medium (3), bad (1-2)'),
  ...page,
});
export type ProdReviewQuery = z.infer<typeof prodReviewQuery>;
export const myReviewQuery = z.object(page);
export const sellerReviewQuery = z.object({ filter: z.enum(SELLER_REVIEW_FILTERS).default('unreplied'), ...page });
export type SellerReviewQuery = z.infer<typeof sellerReviewQuery>;
export const writeCommentsQuery = z.object({ orderNumber: z.string().min(1).max(40) });

/** A review as anyone sees it: an anonymous reviewer's name is masked; sensitive words are masked (on read). */
export const reviewView = z.object({
  reviewId: z.number().int(),
  reviewer: z.string().describe('nickname, or first character + *** + last character when anonymous'),
  avatar: z.string().describe('empty when anonymous'),
  anonymous: z.boolean(),
  rating: z.number().int(),
  content: z.string().describe('plain text: pages render it as text, never as HTML'),
  pics: z.array(z.string()),
  skuName: z.string(),
  createTime: z.string(),
  followUp: z.object({ content: z.string(), pics: z.array(z.string()), time: z.string() }).nullable(),
  reply: z.object({ content: z.string(), time: z.string() }).nullable(),
});
export type ReviewView = z.infer<typeof reviewView>;

export const reviewSummary = z.object({
  count: z.number().int(),
  good: z.number().int(),
  medium: z.number().int(),
  bad: z.number().int(),
  withPics: z.number().int(),
  positiveRate: z.number().int().nullable().describe('percent of 4-5 star reviews; null without reviews'),
});
export type ReviewSummary = z.infer<typeof reviewSummary>;

export const prodReviewPage = paged(reviewView).extend({ summary: reviewSummary });
export type ProdReviewPage = z.infer<typeof prodReviewPage>;

const reviewedProduct = { prodId: z.number().int(), prodName: z.string(), pic: z.string() };
export const myReview = reviewView.extend({ ...reviewedProduct, orderNumber: z.string(), canFollowUp: z.boolean() });
export type MyReview = z.infer<typeof myReview>;
export const sellerReviewRow = reviewView.extend(reviewedProduct);
export type SellerReviewRow = z.infer<typeof sellerReviewRow>;

/** GET /p/comment/orderItems: what /write-comments shows for one of the caller's orders. */
export const writeCommentsView = z.object({
  orderNumber: z.string(),
  shopName: z.string(),
  receiptTime: z.string().nullable(),
  reviewUntil: z.string().nullable().describe('reviews accepted until then (30 days after receipt)'),
  followUpUntil: z.string().nullable(),
  canReview: z.boolean().describe('received and inside the review window'),
  canFollowUp: z.boolean(),
  items: z.array(z.object({
    orderItemId: z.number().int(), ...reviewedProduct, skuName: z.string(), review: reviewView.nullable(),
  })),
});
export type WriteCommentsView = z.infer<typeof writeCommentsView>;
export const writeReviewAnswer = z.object({ reviewId: z.number().int(), orderEvaluated: z.boolean().describe('every line is reviewed: the order moved to evaluated') });
