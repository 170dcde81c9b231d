// Demand and service hall calls: the public hall (/demand/...), the poster's and responder's (/p/demand/..., token;
// another user's post is 404) and the platform console's moderation (/p/admin/demand/..., operators only).
import {
  demandAbility, demandAdminQuery, demandAdminView, demandCard, demandContact, demandDetail, demandHall, demandListQuery, demandMineQuery,
  demandOwnView, demandPostBody, demandQuoteBody, demandQuoteView, demandRefuseBody, demandReviewBody, idParam, okAnswer, paged,
} from '@mall/shared';
import { requireOperator, requireUser } from '../../platform/auth';
import type { ZodApp } from '../../platform/http';
import type { DemandService } from './service';

const tags = ['demand'];
const p = { tags, security: [{ token: [] }] };
const a = { tags: ['demand admin'], security: [{ token: [] }] };
const ok = { ok: true as const };

export function registerDemandRoutes(app: ZodApp, demand: DemandService) {
  const { posts, quotes } = demand;

  app.get('/demand/hall', { schema: { tags, summary: 'The hall\'s landing: the latest published demands and services, counts', response: { 200: demandHall } } },
    (req) => posts.hall(req.lang));
  app.get('/demand/posts', {
    schema: { tags, summary: 'Published, closed or expired demands or services, by category, region, budget, state, keyword; newest first', querystring: demandListQuery, response: { 200: paged(demandCard) } },
  }, (req) => posts.list(req.query, req.lang));
  app.get('/demand/posts/:id', {
    schema: { tags, summary: 'One post the public may see (no contact details); pending or refused ones are 404', params: idParam, response: { 200: demandDetail } },
  }, (req) => posts.detail(req.params.id, req.lang));

  app.post('/p/demand/posts', {
    schema: { ...p, summary: 'Posts a demand or a service for review (at most 5 a day)', body: demandPostBody, response: { 200: demandOwnView } },
  }, (req) => posts.create(requireUser(req).userId, req.body, req.lang));
  app.put('/p/demand/posts/:id', {
    schema: { ...p, summary: 'Edits one of the caller\'s pending or refused posts (reviewed again)', params: idParam, body: demandPostBody, response: { 200: demandOwnView } },
  }, (req) => posts.edit(requireUser(req).userId, req.params.id, req.body, req.lang));
  app.get('/p/demand/posts/:id', {
    schema: { ...p, summary: 'One of the caller\'s posts with its contact, state and every quote', params: idParam, response: { 200: demandOwnView } },
  }, (req) => posts.ownDetail(requireUser(req).userId, req.params.id, req.lang));
  app.post('/p/demand/posts/:id/close', {
    schema: { ...p, summary: 'Closes one of the caller\'s posts', params: idParam, response: { 200: okAnswer } },
  }, async (req) => {
    await posts.close(requireUser(req).userId, req.params.id);
    return ok;
  });
  app.get('/p/demand/mine', {
    schema: { ...p, summary: 'The caller\'s demands or services with their quotes, newest first', querystring: demandMineQuery, response: { 200: paged(demandOwnView) } },
  }, (req) => posts.mine(requireUser(req).userId, req.query, req.lang));
  app.get('/p/demand/posts/:id/ability', {
    schema: { ...p, summary: 'What the caller may do on a post: own, quote, quoted, see the contact', params: idParam, response: { 200: demandAbility } },
  }, (req) => quotes.ability(requireUser(req).userId, req.params.id, req.lang));
  app.get('/p/demand/posts/:id/contact', {
    schema: { ...p, summary: 'The contact of a post: its poster and approved companies only (else demand.companyOnly)', params: idParam, response: { 200: demandContact } },
  }, (req) => quotes.contact(requireUser(req).userId, req.params.id));
  app.get('/p/demand/posts/:id/my-quote', {
    schema: { ...p, summary: 'The caller\'s quote on a post, or null', params: idParam, response: { 200: demandQuoteView.nullable() } },
  }, (req) => quotes.myQuote(requireUser(req).userId, req.params.id));
  app.post('/p/demand/posts/:id/quotes', {
    schema: { ...p, summary: 'Answers a published post with a quote (an open shop or an approved company; once per post)', params: idParam, body: demandQuoteBody, response: { 200: demandQuoteView } },
  }, (req) => quotes.quote(requireUser(req).userId, req.params.id, req.body, req.lang));
  app.post('/p/demand/quotes/:id/accept', {
    schema: { ...p, summary: 'The poster accepts one quote of their published post, closing it', params: idParam, response: { 200: okAnswer } },
  }, async (req) => {
    await quotes.accept(requireUser(req).userId, req.params.id);
    return ok;
  });

  app.get('/p/admin/demand/posts', {
    schema: { ...a, summary: 'Posts to moderate, by kind and state (operators only, else 403)', querystring: demandAdminQuery, response: { 200: paged(demandAdminView) } },
  }, (req) => {
    requireOperator(req);
    return posts.adminList(req.query, req.lang);
  });
  app.post('/p/admin/demand/posts/:id/approve', {
    schema: { ...a, summary: 'Publishes a pending post at the revision reviewed', params: idParam, body: demandReviewBody, response: { 200: okAnswer } },
  }, async (req) => {
    requireOperator(req);
    await posts.approve(req.params.id, req.body.revision);
    return ok;
  });
  app.post('/p/admin/demand/posts/:id/refuse', {
    schema: { ...a, summary: 'Refuses a pending post at the revision reviewed, with a reason', params: idParam, body: demandRefuseBody, response: { 200: okAnswer } },
  }, async (req) => {
    requireOperator(req);
    await posts.refuse(req.params.id, req.body.revision, req.body.reason);
    return ok;
  });
  app.post('/p/admin/demand/posts/:id/close', {
    schema: { ...a, summary: 'Takes a published post down (closed)', params: idParam, response: { 200: okAnswer } },
  }, async (req) => {
    requireOperator(req);
    await posts.adminClose(req.params.id);
    return ok;
  });
}
