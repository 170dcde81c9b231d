// Special discount calls: the pages' /discount/list, /discount/detail and /discount/prices (public), and the
// console's /p/admin/discounts (operators: any shop; shop owners: their own shop's).
import { z } from 'zod';
import { adminDiscount, createDiscountBody, idQuery, discountDetail, discountListQuery, discountPricesQuery, paged, pageQuery, productDiscount, specialDiscount } from '@mall/shared';
import { requireUser } from '../../platform/auth';
import type { ZodApp } from '../../platform/http';
import type { ConsoleScope } from './console-scope';
import type { PromotionService } from './service';

const p = { security: [{ token: [] }] };
const tags = ['discount'];
const idParams = z.object({ discountId: idQuery });

export function registerDiscountRoutes(app: ZodApp, promo: PromotionService, scope: ConsoleScope) {
  const { discounts } = promo;
  app.get('/discount/list', { schema: { tags, summary: '/special-discount: the special discounts on now, ending soonest first', querystring: discountListQuery, response: { 200: paged(specialDiscount) } } },
    (req) => discounts.list(req.query, req.lang));
  app.get('/discount/detail', {
    schema: {
      tags, summary: '/discount-detail: one discount on now and its products with special prices; 204 when it has ended (SPEC §8: the page says the activity has ended and goes home); otherwise 404',
      querystring: z.object({ id: idQuery }), response: { 200: discountDetail, 204: z.null().describe('the discount has ended') },
    },
  }, async (req, reply) => {
    const detail = await discounts.detail(req.query.id, req.lang);
    if (detail === 'ended') return reply.code(204).send(null);
    return detail;
  });
  app.get('/discount/prices', { schema: { tags, summary: 'The special discount on each of these products now (absent: none)', querystring: discountPricesQuery, response: { 200: z.array(productDiscount) } } },
    (req) => {
      const ids = req.query.prodIds.split(',').map((s) => Number(s.trim())).filter((n) => Number.isSafeInteger(n) && n > 0).slice(0, 100);
      return discounts.forProducts(ids, req.lang);
    });

  app.post('/p/admin/discounts', { schema: { ...p, tags: ['console'], summary: 'Creates a special discount (operators: any shop; shop owners: their own)', body: createDiscountBody, response: { 200: adminDiscount } } },
    async (req) => {
      const user = requireUser(req);
      const row = await discounts.create(req.body, { userId: user.userId, shopId: await scope(req) });
      return (await discounts.adminList(null, 1, 1, req.lang, row.id)).records[0]!;
    });
  app.get('/p/admin/discounts', { schema: { ...p, tags: ['console'], summary: 'Special discounts of the console (operators: all; shop owners: their shop\'s)', querystring: pageQuery, response: { 200: paged(adminDiscount) } } },
    async (req) => {
      return discounts.adminList(await scope(req), req.query.current, req.query.size, req.lang);
    });
  app.put('/p/admin/discounts/:discountId/withdraw', { schema: { ...p, tags: ['console'], summary: 'Withdraws a special discount (another shop\'s: 404)', params: idParams, response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (req) => {
      await discounts.withdraw(req.params.discountId, await scope(req));
      return { ok: true as const };
    });
}
