// Membership calls: the public equity page (levels and plans), the caller's membership, growth records and
// purchases, buying a plan; the platform console's levels, plans, growth rules and purchases (refund). Thin.
import { z } from 'zod';
import {
  buyMemberAnswer, buyMemberBody, growthRecord, growthRecordsQuery, growthRulesBody, idParam, memberLevelBody, memberLevelView, memberPlanBody,
  memberPlanView, memberPurchasesQuery, memberPurchaseView, membershipEquity, membershipInfo, okAnswer, paged,
} from '@mall/shared';
import { requireOperator, requireUser } from '../../platform/auth';
import type { ZodApp } from '../../platform/http';
import type { MembershipService } from './service';
import { levelView, planView } from './setup';

const tags = ['membership'];
const mine = { security: [{ token: [] }], tags };

export async function registerMembershipRoutes(app: ZodApp, m: MembershipService) {
  app.get('/membership/equity', {
    schema: { tags, summary: 'Every membership level (threshold, benefits) and the paid plans on sale', response: { 200: membershipEquity } },
  }, (req) => m.equity(req.lang));

  app.get('/p/membership/info', {
    schema: { ...mine, summary: 'The caller\'s growth, level, next level, paid membership and the benefit pricing goods now', response: { 200: membershipInfo } },
  }, (req) => m.info(requireUser(req).userId, req.lang));

  app.get('/p/membership/growthRecords', {
    schema: { ...mine, summary: 'The caller\'s growth records, newest first, paged', querystring: growthRecordsQuery, response: { 200: paged(growthRecord) } },
  }, (req) => m.growth.records(requireUser(req).userId, req.query));

  app.get('/p/membership/purchases', {
    schema: { ...mine, summary: 'The caller\'s paid membership purchases, newest first', response: { 200: z.array(memberPurchaseView) } },
  }, (req) => m.paid.mine(requireUser(req).userId, req.lang));

  app.post('/p/membership/buy', {
    schema: { ...mine, summary: 'Buys a paid membership plan: from the balance (payment password) or a WeChat QR; extends an active membership from its end', body: buyMemberBody, response: { 200: buyMemberAnswer } },
  }, (req) => m.paid.buy(requireUser(req).userId, req.body, req.lang));

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (req) => {
      requireOperator(req);
    });
    const s = scope as ZodApp;
    const ap = { security: [{ token: [] }], tags: ['console: platform'] };
    s.get('/p/admin/membership/levels', { schema: { ...ap, summary: 'Membership levels, lowest threshold first', response: { 200: z.array(memberLevelView) } } },
      async (req) => (await m.setup.levels()).map((l) => levelView(l, req.lang)));
    s.post('/p/admin/membership/levels', { schema: { ...ap, summary: 'Creates a membership level', body: memberLevelBody, response: { 200: memberLevelView } } },
      async (req) => levelView(await m.setup.createLevel(req.body), req.lang));
    s.put('/p/admin/membership/levels/:id', { schema: { ...ap, summary: 'Changes a membership level', params: idParam, body: memberLevelBody, response: { 200: memberLevelView } } },
      async (req) => levelView(await m.setup.updateLevel(req.params.id, req.body), req.lang));
    s.delete('/p/admin/membership/levels/:id', { schema: { ...ap, summary: 'Deletes a membership level', params: idParam, response: { 200: okAnswer } } },
      async (req) => {
        await m.setup.deleteLevel(req.params.id);
        return { ok: true as const };
      });
    s.get('/p/admin/membership/plans', { schema: { ...ap, summary: 'Paid membership plans (on sale or not)', response: { 200: z.array(memberPlanView) } } },
      async (req) => (await m.setup.plans(false)).map((p) => planView(p, req.lang)));
    s.post('/p/admin/membership/plans', { schema: { ...ap, summary: 'Creates a paid membership plan', body: memberPlanBody, response: { 200: memberPlanView } } },
      async (req) => planView(await m.setup.createPlan(req.body), req.lang));
    s.put('/p/admin/membership/plans/:id', { schema: { ...ap, summary: 'Changes a paid membership plan (purchases keep the plan they bought)', params: idParam, body: memberPlanBody, response: { 200: memberPlanView } } },
      async (req) => planView(await m.setup.updatePlan(req.params.id, req.body), req.lang));
    s.delete('/p/admin/membership/plans/:id', { schema: { ...ap, summary: 'Takes a paid membership plan off sale', params: idParam, response: { 200: okAnswer } } },
      async (req) => {
        await m.setup.deletePlan(req.params.id);
        return { ok: true as const };
      });
    s.get('/p/admin/membership/growthRules', { schema: { ...ap, summary: 'Growth per yuan of completed orders, per review, per sign-in (7-day cycle or fixed)', response: { 200: growthRulesBody } } },
      () => m.growth.rules());
    s.put('/p/admin/membership/growthRules', { schema: { ...ap, summary: 'Sets the growth rules', body: growthRulesBody, response: { 200: okAnswer } } },
      async (req) => {
        await m.growth.setRules(req.body);
        return { ok: true as const };
      });
    s.get('/p/admin/membership/purchases', { schema: { ...ap, summary: 'Paid membership purchases with whether each may be refunded now', querystring: memberPurchasesQuery, response: { 200: paged(memberPurchaseView) } } },
      (req) => m.paid.adminList(req.query, req.lang));
    s.post('/p/admin/membership/purchases/:id/refund', {
      schema: { ...ap, summary: 'Refunds a membership purchase while unused (latest paid, no member-price order since): the money back where it came from', params: idParam, response: { 200: z.object({ refundNo: z.string(), status: z.string() }) } },
    }, (req) => m.paid.refund(req.params.id));
  });
}
