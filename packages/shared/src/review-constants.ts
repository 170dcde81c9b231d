// Reviews of order lines (SPEC §1, §5, §9): limits, filters and the rules, zod-free so the storefront's review form
// uses them in the browser without zod (re-exported from api/review.ts). Each rule answers a message key or null.
import type { MessageKey } from './messages';

export const REVIEW_LIMITS = {
  /** SPEC §9: comment text 150 characters (a Chinese character counts as one) */
  textMax: 150,
  /** SPEC §9: comment photos 9 */
  photosMax: 9,
  /** the seller's reply (SPEC §5 merchant message: 100 or 200 words) */
  replyMax: 200,
  /** a line can be reviewed for this many days after receipt */
  windowDays: 30,
  /** its one follow-up review can be added for this many days after receipt */
  followUpDays: 180,
  pageSize: 10,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Last moment a line received at `receipt` can be reviewed / followed up. */
export const reviewDeadline = (receipt: Date): Date => new Date(receipt.getTime() + REVIEW_LIMITS.windowDays * DAY_MS);
export const followUpDeadline = (receipt: Date): Date => new Date(receipt.getTime() + REVIEW_LIMITS.followUpDays * DAY_MS);

/** Filters of a product's review list: all, with photos, good (4-5 stars), medium (3), bad (1-2). */
export const REVIEW_FILTERS = ['all', 'pics', 'good', 'medium', 'bad'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

/** Filters of the seller centre's review list. */
export const SELLER_REVIEW_FILTERS = ['unreplied', 'all'] as const;
export type SellerReviewFilter = (typeof SELLER_REVIEW_FILTERS)[number];

const chars = (v: string) => [...v].length;

export const reviewRatingRule = (rating: unknown): MessageKey | null =>
  typeof rating === 'number' && Number.isInteger(rating) && rating >= 1 && rating <= 5 ? null : 'review.ratingRequired';

/** Review and follow-up text: not empty, not all spaces, at most 150 characters. */
export function reviewTextRule(text: string): MessageKey | null {
  if (text.trim() === '') return 'review.textRequired';
  return chars(text.trim()) > REVIEW_LIMITS.textMax ? 'review.textTooLong' : null;
}

export const reviewPhotosRule = (pics: readonly string[]): MessageKey | null =>
  pics.length > REVIEW_LIMITS.photosMax ? 'review.photosTooMany' : null;

/** The seller's reply: 1-200 characters, not all spaces. */
export function reviewReplyRule(text: string): MessageKey | null {
  if (text.trim() === '') return 'review.replyRequired';
  return chars(text.trim()) > REVIEW_LIMITS.replyMax ? 'review.replyTooLong' : null;
}

/** How an anonymous reviewer is shown: first character + *** + last character ('张三丰' → '张***丰', 'a' → 'a***'). */
export function maskReviewerName(name: string): string {
  const c = [...name.trim()];
  if (c.length === 0) return '***';
  return c.length === 1 ? `${c[0]}***` : `${c[0]}***${c[c.length - 1]}`;
}

/** 4-5 stars good, 3 medium, 1-2 bad. */
export const ratingGrade = (rating: number): 'good' | 'medium' | 'bad' => (rating >= 4 ? 'good' : rating === 3 ? 'medium' : 'bad');
