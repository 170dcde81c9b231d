// Review calls: the buyer's (/p/comment/..., token), the product page's (/comment/..., public) and the seller
// centre's (/p/seller/reviews..., behind the store session guard: the shop comes from the session, another shop's
// review answers 404).
import {
  followUpBody, myReview, myReviewQuery, okAnswer, paged, prodReviewPage, prodReviewQuery, reviewIdParam, reviewReplyBody,
  sellerReviewQuery, sellerReviewRow, writeCommentsQuery, writeCommentsView, writeReviewAnswer, writeReviewBody,
} from '@mall/shared';
import { requireUser } from '../../../platform/auth';
import type { ZodApp } from '../../../platform/http';
import { seller, sellerGuard } from '../../seller/guard';
import type { StoreSessions } from '../../seller/session';
import type { ReviewService } from './service';

const tags = ['review'];
const p = { tags, security: [{ token: [] }] };
const ok = { ok: true as const };

export async function registerReviewRoutes(app: ZodApp, reviews: ReviewService, sessions: StoreSessions) {
  app.get('/comment/prodComments', {
    schema: { tags, summary: 'A product\'s reviews, newest first, by filter (all, pics, good 4-5, medium 3, bad 1-2), with the summary (count, positive rate, with photos); anonymous names and sensitive words masked', querystring: prodReviewQuery, response: { 200: prodReviewPage } },
  }, (req) => reviews.forProduct(req.query, req.lang));

  app.get('/p/comment/orderItems', {
    schema: { ...p, summary: 'One of the caller\'s orders for /write-comments: its lines with their reviews, and whether a review (30 days after receipt) or a follow-up (180 days) can be written now', querystring: writeCommentsQuery, response: { 200: writeCommentsView } },
  }, (req) => reviews.forOrder(requireUser(req).userId, req.query.orderNumber, req.lang));

  app.post('/p/comment/review', {
    schema: { ...p, summary: 'Reviews one received line once: rating 1-5, text 1-150 (not all spaces), up to 9 of the caller\'s uploaded photos, anonymous; the last line of an order moves it to evaluated', body: writeReviewBody, response: { 200: writeReviewAnswer } },
  }, (req) => reviews.write(requireUser(req).userId, req.body));

  app.post('/p/comment/followUp', {
    schema: { ...p, summary: 'The one follow-up of a reviewed line (same text and photo rules)', body: followUpBody, response: { 200: okAnswer } },
  }, async (req) => {
    await reviews.followUp(requireUser(req).userId, req.body);
    return ok;
  });

  app.get('/p/comment/my', {
    schema: { ...p, summary: 'The caller\'s reviews, newest first, with product, follow-up and the shop\'s reply', querystring: myReviewQuery, response: { 200: paged(myReview) } },
  }, (req) => reviews.mine(requireUser(req).userId, req.query.current, req.query.size, req.lang));

  await app.register(async (scope) => {
    scope.addHook('preHandler', sellerGuard(sessions));
    const s = scope as ZodApp;
    const sp = { ...p, tags: ['seller'] };
    s.get('/p/seller/reviews', {
      schema: { ...sp, summary: 'Reviews of the shop\'s products, newest first: unreplied (default) or all', querystring: sellerReviewQuery, response: { 200: paged(sellerReviewRow) } },
    }, (req) => reviews.forShop(seller(req).shopId, req.query, req.lang));
    s.post('/p/seller/reviews/:reviewId/reply', {
      schema: { ...sp, summary: 'The shop\'s one reply to a review (1-200 characters, not all spaces); another shop\'s review is 404', params: reviewIdParam, body: reviewReplyBody, response: { 200: okAnswer } },
    }, async (req) => {
      await reviews.reply(seller(req).shopId, req.params.reviewId, req.body.content);
      return ok;
    });
  });
}
