// Group-buy calls: the activity list (/group-buy page) and one activity with its open groups (public), a group by
// its share link (public, and under /p/ with the caller's seat), opening or joining a group (confirm; then the usual
// /p/order/submit and payment), the caller's groups, and the console's setup under /p/admin/group-buys.
import { z } from 'zod';
import {
  adminGroupBuy, confirmAnswer, createGroupBuyBody, groupBuyCard, groupBuyConfirmBody, groupBuyDetail, groupBuyListQuery, groupDetail, myGroup, paged, pageQuery, idQuery,
} from '@mall/shared';
import { requireUser } from '../../../platform/auth';
import type { ZodApp } from '../../../platform/http';
import type { ConsoleScope } from '../console-scope';
import type { GroupBuyService } from './service';

const p = { security: [{ token: [] }] };
const tags = ['group-buy'];
const activityParams = z.object({ activityId: idQuery });
const groupParams = z.object({ groupId: idQuery });

export function registerGroupBuyRoutes(app: ZodApp, svc: GroupBuyService, scope: ConsoleScope) {
  app.get('/group-buy/activities', { schema: { tags, summary: '/group-buy: activities on now or to come (prodId: those of one product)', querystring: groupBuyListQuery, response: { 200: paged(groupBuyCard) } } },
    (req) => svc.list(req.query, req.lang));
  app.get('/group-buy/activity/:activityId', { schema: { tags, summary: 'An activity: SKUs with group prices, and the open groups (remaining seats, deadline)', params: activityParams, response: { 200: groupBuyDetail } } },
    (req) => svc.detail(req.params.activityId, req.lang));
  const group = { tags, params: groupParams, response: { 200: groupDetail } };
  app.get('/group-buy/group/:groupId', { schema: { ...group, summary: 'A group by its share link, with its activity' } },
    (req) => svc.groups.group(req.params.groupId, null, req.lang));
  app.get('/p/group-buy/group/:groupId', { schema: { ...p, ...group, summary: 'A group by its share link, with the caller\'s seat in it' } },
    (req) => svc.groups.group(req.params.groupId, requireUser(req).userId, req.lang));

  app.post('/p/group-buy/confirm', {
    schema: { ...p, tags, summary: 'Opens a group (no groupId) or joins one: prices the item at the group price and answers a submit token for POST /p/order/submit', body: groupBuyConfirmBody, response: { 200: confirmAnswer } },
  }, (req) => svc.confirm(requireUser(req).userId, req.body, req.lang));
  app.get('/p/group-buy/my', { schema: { ...p, tags, summary: 'The caller\'s groups, newest first', querystring: pageQuery, response: { 200: paged(myGroup) } } },
    (req) => svc.groups.mine(requireUser(req).userId, req.query.current, req.query.size, req.lang));

  const console = { ...p, tags: ['console'] };
  app.post('/p/admin/group-buys', { schema: { ...console, summary: 'Creates a group-buy activity (operators: any shop; shop owners: their products)', body: createGroupBuyBody, response: { 200: adminGroupBuy } } },
    async (req) => {
      const user = requireUser(req);
      const shopId = await scope(req);
      const id = await svc.activities.create(req.body, { userId: user.userId, shopId });
      return (await svc.activities.adminList(null, 1, 1, req.lang, id)).records[0]!;
    });
  app.get('/p/admin/group-buys', { schema: { ...console, summary: 'Group-buy activities of the console (operators: all; shop owners: their shop\'s)', querystring: pageQuery, response: { 200: paged(adminGroupBuy) } } },
    async (req) => {
      return svc.activities.adminList(await scope(req), req.query.current, req.query.size, req.lang);
    });
  app.put('/p/admin/group-buys/:activityId/status', {
    schema: { ...console, summary: 'Withdraws (0) or puts back (1) an activity; open groups run to their deadline', params: activityParams, body: z.object({ status: z.union([z.literal(0), z.literal(1)]) }), response: { 200: z.object({ ok: z.boolean() }) } },
  }, async (req) => {
    await svc.activities.setStatus(req.params.activityId, req.body.status, await scope(req));
    return { ok: true };
  });
}
