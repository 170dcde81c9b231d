// Flash-sale calls in the style of SPEC §7: public sessions, a session's items and an item's detail; the buyer's
// confirm and submit under /p/ (shed when too many are in flight: shed.ts, registered in server.ts), and the console's setup under /p/admin/
// (operators create sessions; operators and shop owners add items).
import { z } from 'zod';
import {
  addFlashSaleItemBody, adminFlashSaleSession, confirmAnswer, createFlashSaleSessionBody, flashSaleCard, flashSaleConfirmBody, flashSaleDetail, flashSaleDetailQuery,
  flashSaleItemQuery, flashSaleSession, flashSaleSessions, ORDER_TYPE, paged, submitAnswer, submitBody, flashSaleBuyAnswer, flashSaleBuyBody, flashSaleReservationQuery, remarksRule, type MessageKey,
} from '@mall/shared';
import { requireUser } from '../../../platform/auth';
import { AppError } from '../../../platform/errors';
import type { ZodApp } from '../../../platform/http';
import type { OrderService } from '../../order/service';
import type { ConsoleScope } from '../console-scope';
import { refusedAnswer } from './lean-buy';
import { reservationAnswer } from './lean-poll';
import { sessionOut } from './queries';
import type { FlashSaleService } from './service';

const p = { security: [{ token: [] }] };
/** what a buy attempt's loser is told (a typed 200 'refused', not an error answer) */
const REFUSALS = new Set<MessageKey>(['flashSale.unavailable', 'flashSale.limitReached', 'flashSale.notStarted', 'flashSale.ended', 'flashSale.busy']);
const tags = ['flash-sale'];

export function registerFlashSaleRoutes(app: ZodApp, flash: FlashSaleService, order: Pick<OrderService, 'confirm' | 'submit'>, scope: ConsoleScope) {
  app.get('/seckill/sessions', { schema: { tags, summary: 'Flash-sale sessions around now (state 0 not started, 1 on, 2 ended by the server clock) and the server time', response: { 200: flashSaleSessions } } },
    (req) => flash.sessions(req.lang));
  app.get('/seckill/sessionProds', { schema: { tags, summary: 'A session\'s items: seckill price, original price, stock set aside and left, share sold', querystring: flashSaleItemQuery, response: { 200: paged(flashSaleCard) } } },
    (req) => flash.items(req.query.sessionId, req.query.current, req.query.size, req.lang));
  app.get('/seckill/prod', { schema: { tags, summary: '/secdetail/{seckillId}: the item with its session, per-user limit and the server time', querystring: flashSaleDetailQuery, response: { 200: flashSaleDetail } } },
    (req) => flash.detail(req.query.seckillId, req.lang));

  app.post('/p/seckill/confirm', {
    schema: { ...p, tags, summary: 'Prices buying the item at its seckill price (not started, ended, sold out and the per-user limit refused) and issues a submitToken for /p/seckill/submit', body: flashSaleConfirmBody, response: { 200: confirmAnswer } },
  }, async (req) => {
    const { prodId, skuId } = await flash.lineOf(req.body.seckillId);
    return order.confirm(requireUser(req).userId, { orderItem: { prodId, skuId, prodCount: req.body.prodCount }, addrId: req.body.addrId }, req.lang, { type: ORDER_TYPE.seckill, activityId: req.body.seckillId });
  });
  app.post('/p/seckill/submit', {
    schema: { ...p, tags, summary: 'Places the seckill order: stock and per-user limit taken in one atomic step, never oversold; refused at once when the service is saturated', body: submitBody, response: { 200: submitAnswer } },
  }, (req) => order.submit(requireUser(req).userId, req.body));

  app.post('/p/seckill/buy', {
    schema: { ...p, tags, summary: 'One buy attempt answered at once (decision 013): with Redis a reservation queued to become the order (poll /p/seckill/reservation), without Redis the order made in the call; sold out, over the limit, not started, ended and too busy answer state refused (200, code and message)', body: flashSaleBuyBody, response: { 200: flashSaleBuyAnswer } },
  }, async (req) => {
    const userId = requireUser(req).userId;
    const remarks = req.body.remarks?.trim() ?? '';
    const refusedRemarks = remarks ? remarksRule(remarks) : null;
    if (refusedRemarks) throw new AppError(refusedRemarks);
    if (flash.queue) {
      const r = await flash.queue.buy(userId, req.body.seckillId, req.body.prodCount, req.body.addrId, remarks);
      return r.state === 'refused' ? refusedAnswer(r.key, req.lang) : r;
    }
    // without Redis: today's path (confirm + submit) in one call, shed like them; its refusals answer alike
    try {
      return await flash.shed(async () => {
        const { prodId, skuId } = await flash.lineOf(req.body.seckillId);
        const c = await order.confirm(userId, { orderItem: { prodId, skuId, prodCount: req.body.prodCount }, addrId: req.body.addrId }, req.lang, { type: ORDER_TYPE.seckill, activityId: req.body.seckillId });
        const made = await order.submit(userId, { submitToken: c.submitToken, remarks: remarks ? c.shopOrders.map((s) => ({ shopId: s.shopId, remarks })) : [] });
        return { state: 'ordered' as const, orderNumber: made.orderNumbers[0]! };
      });
    } catch (err) {
      if (err instanceof AppError && REFUSALS.has(err.key)) return refusedAnswer(err.key, req.lang);
      throw err;
    }
  });
  app.get('/p/seckill/reservation', {
    schema: { ...p, tags, summary: 'The caller\'s latest buy of the item: queued, ordered (the order to pay) or failed (why; also when the reservation named by reservationId is gone); none without Redis or before any buy. waitMs holds a queued answer until the order is made (a long poll)', querystring: flashSaleReservationQuery, response: { 200: flashSaleBuyAnswer } },
  }, async (req) => {
    if (!flash.queue) return { state: 'none' as const };
    const r = await flash.queue.reservation(requireUser(req).userId, req.query.seckillId, { reservationId: req.query.reservationId, waitMs: req.query.waitMs });
    return reservationAnswer(r, req.lang);
  });

  const consoleTags = ['console'];
  app.get('/p/admin/seckill/sessions', { schema: { ...p, tags: consoleTags, summary: 'Flash-sale sessions with their items (shop owners: their shop\'s items)', response: { 200: z.array(adminFlashSaleSession) } } },
    async (req) => {
      return flash.setup.list(await scope(req), req.lang);
    });
  app.post('/p/admin/seckill/sessions', { schema: { ...p, tags: consoleTags, summary: 'Creates a session (operators only)', body: createFlashSaleSessionBody, response: { 200: flashSaleSession } } },
    async (req) => {
      const user = requireUser(req);
      const row = await flash.setup.createSession(req.body, { userId: user.userId, shopId: await scope(req) });
      return sessionOut(row, new Date(row.createdAt), req.lang);
    });
  app.post('/p/admin/seckill/items', { schema: { ...p, tags: consoleTags, summary: 'Adds a SKU to a session at a seckill price, setting its stock aside from the SKU (shop owners: their own SKUs)', body: addFlashSaleItemBody, response: { 200: z.object({ seckillId: z.number().int() }) } } },
    async (req) => {
      const row = await flash.setup.addItem(req.body, { shopId: await scope(req) });
      return { seckillId: row.id };
    });
}
