// Points mall calls (issue 14, decision 022): the public list and detail, the buyer's confirm and submit under /p/
// (an order of ORDER_TYPE.points through the order module), and the platform console's setup under /p/admin/.
// Thin: schema in, service call, answer out.
import {
  adminPointsProduct, adminPointsProductQuery, confirmAnswer, idParam, ORDER_TYPE, paged, pointsMallConfirmBody, pointsProductBody, pointsProductCard, pointsProductDetail,
  pointsProductDetailQuery, pointsProductQuery, submitAnswer, submitBody,
} from '@mall/shared';
import { requireOperator, requireUser } from '../../platform/auth';
import type { ZodApp } from '../../platform/http';
import type { OrderService } from '../order/service';
import type { PointsMallService } from './service';

const p = { security: [{ token: [] }] };
const tags = ['points-mall'];

export async function registerPointsMallRoutes(app: ZodApp, mall: PointsMallService, order: Pick<OrderService, 'confirm' | 'submit'>) {
  app.get('/pointsMall/prods', {
    schema: { tags, summary: 'Points products on shelf (/member-center/integral-mall): by points range, sorted (POINTS_MALL_SORT), paged', querystring: pointsProductQuery, response: { 200: paged(pointsProductCard) } },
  }, (req) => mall.list(req.query, req.lang));
  app.get('/pointsMall/prod', {
    schema: { tags, summary: 'A points product (/member-center/integral-det/{prodId}): pictures, description, points and cash, stock, per-user limit, on shelf', querystring: pointsProductDetailQuery, response: { 200: pointsProductDetail } },
  }, (req) => mall.detail(req.query.prodId, req.lang));

  app.post('/p/pointsMall/confirm', {
    schema: { ...p, tags, summary: 'Prices redeeming a points product (off shelf, sold out, the per-user limit and too few points refused) and issues a submitToken for /p/pointsMall/submit', body: pointsMallConfirmBody, response: { 200: confirmAnswer } },
  }, async (req) => {
    const line = await mall.lineOf(req.body.prodId);
    return order.confirm(requireUser(req).userId, { orderItem: { ...line, prodCount: req.body.prodCount }, addrId: req.body.addrId }, req.lang, { type: ORDER_TYPE.points, activityId: req.body.prodId });
  });
  app.post('/p/pointsMall/submit', {
    schema: { ...p, tags, summary: 'Places the points order: points spent (oldest lots first), stock and per-user limit taken in one transaction; with no cash part it is paid at once (pending delivery)', body: submitBody, response: { 200: submitAnswer } },
  }, (req) => order.submit(requireUser(req).userId, req.body));

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (req) => {
      requireOperator(req);
    });
    const s = scope as ZodApp;
    const ap = { ...p, tags: ['console: platform'] };
    s.get('/p/admin/pointsMall/prods', {
      schema: { ...ap, summary: 'Points products (all, on and off shelf), by name and status, paged', querystring: adminPointsProductQuery, response: { 200: paged(adminPointsProduct) } },
    }, (req) => mall.admin.list(req.query, req.lang));
    s.post('/p/admin/pointsMall/prods', {
      schema: { ...ap, summary: 'Creates a points product linked to a SKU (names zh/en, pictures, description, points a multiple of 10, cash part, stock, per-user limit, shelf, sort)', body: pointsProductBody, response: { 200: adminPointsProduct } },
    }, (req) => mall.admin.create(req.body, req.lang));
    s.put('/p/admin/pointsMall/prods/:id', {
      schema: { ...ap, summary: 'Edits a points product (stock: units left from now on), puts it on or off shelf', params: idParam, body: pointsProductBody, response: { 200: adminPointsProduct } },
    }, (req) => mall.admin.update(req.params.id, req.body, req.lang));
  });
}

