// After-sales calls: the buyer's (/p/refund/..., token; another's request is 404), the seller centre's
// (/p/seller/refunds..., behind the store session guard: the shop comes from the session) and the platform's
// arbitration (/p/admin/refunds..., operators only).
import {
  okAnswer, paged, refundAcceptBody, refundApplyAnswer, refundApplyBody, refundArbitrateBody, refundDetail, refundEditBody,
  refundEscalateBody, refundListQuery, refundNotices, refundOptions, refundOptionsQuery, refundRefuseBody, refundShipBackBody,
  refundShopSettings, refundSnParam, refundSummary,
} from '@mall/shared';
import { z } from 'zod';
import { requireOperator, requireUser } from '../../../platform/auth';
import type { ZodApp } from '../../../platform/http';
import { seller, sellerGuard } from '../../seller/guard';
import type { StoreSessions } from '../../seller/session';
import type { RefundService } from './service';

const tags = ['after-sales'];
const p = { tags, security: [{ token: [] }] };
const ok = { ok: true as const };
const optionsQuery = refundOptionsQuery.extend({ refundSn: z.string().min(1).max(40).optional().describe('editing this refused request: its own lines count as free') });

export async function registerRefundRoutes(app: ZodApp, refunds: RefundService, sessions: StoreSessions) {
  app.get('/p/refund/options', {
    schema: { ...p, summary: 'What an after-sales request for these lines of the caller\'s order (or the whole order) may ask: refundable units and amounts, freight, reasons, whether 7-day no-reason is on offer', querystring: optionsQuery, response: { 200: refundOptions } },
  }, (req) => refunds.options(requireUser(req).userId, req.query, req.lang, req.query.refundSn));

  app.post('/p/refund/apply', {
    schema: { ...p, summary: 'Applies for a refund only or a return and refund of some lines (or the whole order): mode, cargo status, reason, amount up to what is refundable, note, up to 5 vouchers, mobile', body: refundApplyBody, response: { 200: refundApplyAnswer } },
  }, (req) => refunds.apply(requireUser(req).userId, req.body));

  app.get('/p/refund/list', {
    schema: { ...p, summary: 'The caller\'s after-sales requests, newest first, by state (0 all)', querystring: refundListQuery, response: { 200: paged(refundSummary) } },
  }, (req) => refunds.list({ role: 'buyer', userId: requireUser(req).userId }, req.query, req.lang));

  app.get('/p/refund/notices', {
    schema: { ...p, summary: 'The caller\'s notices of requests that changed state (newest 20) and the unread count', response: { 200: refundNotices } },
  }, (req) => refunds.notices({ userId: requireUser(req).userId }));

  app.post('/p/refund/notices/read', {
    schema: { ...p, summary: 'Marks all of the caller\'s after-sales notices read', response: { 200: okAnswer } },
  }, async (req) => {
    await refunds.readNotices(requireUser(req).userId);
    return ok;
  });

  app.get('/p/refund/:refundSn', {
    schema: { ...p, summary: 'One of the caller\'s requests with its timeline, logistics and the actions open now (reading marks its notices read)', params: refundSnParam, response: { 200: refundDetail } },
  }, (req) => refunds.detail({ role: 'buyer', userId: requireUser(req).userId }, req.params.refundSn, req.lang));

  app.put('/p/refund/:refundSn', {
    schema: { ...p, summary: 'Edits and resubmits a refused request (its lines stay; at most 3 times)', params: refundSnParam, body: refundEditBody, response: { 200: okAnswer } },
  }, async (req) => {
    await refunds.resubmit(requireUser(req).userId, req.params.refundSn, req.body);
    return ok;
  });

  const buyerAction = (path: string, summary: string, run: (userId: number, sn: string, body: never) => Promise<void>, body?: z.ZodType) =>
    app.post(`/p/refund/:refundSn/${path}`, {
      schema: { ...p, summary, params: refundSnParam, ...(body ? { body } : {}), response: { 200: okAnswer } },
    }, async (req) => {
      await run(requireUser(req).userId, (req.params as { refundSn: string }).refundSn, req.body as never);
      return ok;
    });
  buyerAction('withdraw', 'Withdraws a request whose money has not been sent', (u, sn) => refunds.withdraw(u, sn));
  buyerAction('ship-back', 'The logistics of goods sent back (again while shipped back: modifies them)', (u, sn, b: z.infer<typeof refundShipBackBody>) => refunds.shipBack(u, sn, b), refundShipBackBody);
  buyerAction('escalate', 'Asks the platform to step in on a refused request (note required)', (u, sn, b: z.infer<typeof refundEscalateBody>) => refunds.escalate(u, sn, b.note), refundEscalateBody);

  await app.register(async (scope) => {
    scope.addHook('preHandler', sellerGuard(sessions));
    const s = scope as ZodApp;
    const sp = { ...p, tags: ['seller'] };
    s.get('/p/seller/refunds', {
      schema: { ...sp, summary: 'The shop\'s after-sales requests, newest first, by state (0 all)', querystring: refundListQuery, response: { 200: paged(refundSummary) } },
    }, (req) => refunds.list({ role: 'seller', shopId: seller(req).shopId }, req.query, req.lang));
    s.get('/p/seller/refunds/:refundSn', {
      schema: { ...sp, summary: 'One of the shop\'s requests; another shop\'s is 404', params: refundSnParam, response: { 200: refundDetail } },
    }, (req) => refunds.detail({ role: 'seller', shopId: seller(req).shopId }, req.params.refundSn, req.lang));
    s.post('/p/seller/refunds/:refundSn/accept', {
      schema: { ...sp, summary: 'Accepts a request: a refund only pays at once; a return and refund needs the return address', params: refundSnParam, body: refundAcceptBody, response: { 200: okAnswer } },
    }, async (req) => {
      await refunds.accept(seller(req).shopId, req.params.refundSn, req.body);
      return ok;
    });
    s.post('/p/seller/refunds/:refundSn/refuse', {
      schema: { ...sp, summary: 'Refuses a request with a reason (1-200 characters)', params: refundSnParam, body: refundRefuseBody, response: { 200: okAnswer } },
    }, async (req) => {
      await refunds.refuse(seller(req).shopId, req.params.refundSn, req.body.reason);
      return ok;
    });
    s.post('/p/seller/refunds/:refundSn/receive', {
      schema: { ...sp, summary: 'Confirms the returned goods arrived: stock back, the money is sent', params: refundSnParam, response: { 200: okAnswer } },
    }, async (req) => {
      await refunds.receive(seller(req).shopId, req.params.refundSn);
      return ok;
    });
    s.get('/p/seller/refund-notices', {
      schema: { ...sp, summary: 'The shop\'s notices of requests that changed state (newest 20) and the unread count (reading a request marks its notices read)', response: { 200: refundNotices } },
    }, (req) => refunds.notices({ shopId: seller(req).shopId }));
    s.get('/p/seller/refund-settings', {
      schema: { ...sp, summary: 'The shop\'s after-sales settings', response: { 200: refundShopSettings } },
    }, (req) => refunds.settings(seller(req).shopId));
    s.put('/p/seller/refund-settings', {
      schema: { ...sp, summary: 'Turns 7-day no-reason returns on or off for the shop', body: refundShopSettings, response: { 200: okAnswer } },
    }, async (req) => {
      await refunds.saveSettings(seller(req).shopId, req.body);
      return ok;
    });
  });

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (req) => {
      requireOperator(req);
    });
    const s = scope as ZodApp;
    const ap = { ...p, tags: ['console: platform'] };
    s.get('/p/admin/refunds', {
      schema: { ...ap, summary: 'Every after-sales request, newest first, by state (90: waiting for arbitration)', querystring: refundListQuery, response: { 200: paged(refundSummary) } },
    }, (req) => refunds.list({ role: 'platform' }, req.query, req.lang));
    s.get('/p/admin/refunds/:refundSn', {
      schema: { ...ap, summary: 'One request with its timeline', params: refundSnParam, response: { 200: refundDetail } },
    }, (req) => refunds.detail({ role: 'platform' }, req.params.refundSn, req.lang));
    s.post('/p/admin/refunds/:refundSn/arbitrate', {
      schema: { ...ap, summary: 'Decides a request in arbitration: for the buyer (accepted, then the normal flow) or the seller (closed), with a note', params: refundSnParam, body: refundArbitrateBody, response: { 200: okAnswer } },
    }, async (req) => {
      await refunds.arbitrate(req.params.refundSn, req.body);
      return ok;
    });
  });
}
