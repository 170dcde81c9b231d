// Browser calls of reviews. Never throw: check `status`; a 401 goes to /login (clientApi).
import type { FollowUpBody, ProdReviewPage, ReviewFilter, WriteReviewBody } from '@mall/shared';
import { clientApi } from '../../lib/api';

export const writeReview = (body: WriteReviewBody, lang: string) =>
  clientApi<{ reviewId: number; orderEvaluated: boolean }>('/p/comment/review', { method: 'POST', body, lang });
export const writeFollowUp = (body: FollowUpBody, lang: string) =>
  clientApi<{ ok: true }>('/p/comment/followUp', { method: 'POST', body, lang });
export const uploadImage = (file: File, lang: string) => {
  const form = new FormData();
  form.append('file', file);
  return clientApi<{ url: string }>('/p/file/upload', { method: 'POST', body: form, lang });
};

export const prodReviewsPath = (prodId: number, filter: ReviewFilter, current: number) =>
  `/comment/prodComments?prodId=${prodId}&filter=${filter}&current=${current}`;
export const prodReviews = (prodId: number, filter: ReviewFilter, current: number, lang: string) =>
  clientApi<ProdReviewPage>(prodReviewsPath(prodId, filter, current), { lang });

/** /write-comments of an order (the review link of order lines). */
export const writeCommentsHref = (orderNumber: string) => `/write-comments?orderNumber=${encodeURIComponent(orderNumber)}`;
