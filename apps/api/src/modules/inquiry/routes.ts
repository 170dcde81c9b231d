// Inquiry calls: the buyer's (/p/inquiry..., token; another's is 404) and the seller centre's (/p/seller/inquiries...,
// behind the store session guard: the shop comes from the session).
import { idParam, inquiryAnswerBody, inquiryAskBody, inquiryDeclineBody, inquiryListQuery, inquiryView, okAnswer, paged } from '@mall/shared';
import { requireUser } from '../../platform/auth';
import type { ZodApp } from '../../platform/http';
import { seller, sellerGuard } from '../seller/guard';
import type { StoreSessions } from '../seller/session';
import type { InquiryService } from './service';

const p = { tags: ['inquiry'], security: [{ token: [] }] };
const ok = { ok: true as const };

export async function registerInquiryRoutes(app: ZodApp, inquiries: InquiryService, sessions: StoreSessions) {
  app.post('/p/inquiry', {
    schema: { ...p, summary: 'Asks the SKU\'s shop for a quote on a quantity (a message up to 200; at most 20 awaiting an answer)', body: inquiryAskBody, response: { 200: inquiryView } },
  }, (req) => inquiries.ask(requireUser(req).userId, req.body, req.lang));
  app.get('/p/inquiry', {
    schema: { ...p, summary: 'The caller\'s inquiries, newest first, by state', querystring: inquiryListQuery, response: { 200: paged(inquiryView) } },
  }, (req) => inquiries.list({ role: 'buyer', userId: requireUser(req).userId }, req.query, req.lang));
  app.get('/p/inquiry/:id', {
    schema: { ...p, summary: 'One of the caller\'s inquiries', params: idParam, response: { 200: inquiryView } },
  }, (req) => inquiries.detail({ role: 'buyer', userId: requireUser(req).userId }, req.params.id, req.lang));
  app.post('/p/inquiry/:id/cancel', {
    schema: { ...p, summary: 'Cancels one of the caller\'s inquiries not yet answered', params: idParam, response: { 200: okAnswer } },
  }, async (req) => {
    await inquiries.cancel(requireUser(req).userId, req.params.id);
    return ok;
  });

  await app.register(async (scope) => {
    scope.addHook('preHandler', sellerGuard(sessions));
    const s = scope as ZodApp;
    const sp = { ...p, tags: ['seller'] };
    s.get('/p/seller/inquiries', {
      schema: { ...sp, summary: 'The shop\'s inquiries, newest first, by state', querystring: inquiryListQuery, response: { 200: paged(inquiryView) } },
    }, (req) => inquiries.list({ role: 'seller', shopId: seller(req).shopId }, req.query, req.lang));
    s.post('/p/seller/inquiries/:id/answer', {
      schema: { ...sp, summary: 'Answers a pending inquiry: a unit price (fen) valid until a time (within 90 days), a reply', params: idParam, body: inquiryAnswerBody, response: { 200: okAnswer } },
    }, async (req) => {
      await inquiries.answer(seller(req).shopId, req.params.id, req.body);
      return ok;
    });
    s.post('/p/seller/inquiries/:id/decline', {
      schema: { ...sp, summary: 'Declines a pending inquiry with a reply', params: idParam, body: inquiryDeclineBody, response: { 200: okAnswer } },
    }, async (req) => {
      await inquiries.decline(seller(req).shopId, req.params.id, req.body.reply);
      return ok;
    });
  });
}
