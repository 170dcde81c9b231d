// The seller centre's review calls (/shop-api/p/seller/reviews...); the store token header is added by app/api.ts.
import type { Paged, ReviewReplyBody, SellerReviewFilter, SellerReviewRow } from '@mall/shared';
import { api } from '../../app/api';

export const reviewsApi = {
  list: (filter: SellerReviewFilter, current: number, size: number) => api<Paged<SellerReviewRow>>('/p/seller/reviews', { query: { filter, current, size } }),
  reply: (reviewId: number, body: ReviewReplyBody) => api<{ ok: true }>(`/p/seller/reviews/${reviewId}/reply`, { method: 'POST', body }),
};
