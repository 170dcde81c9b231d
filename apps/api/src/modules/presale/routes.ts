// Pre-sale calls (issue 18, decision 035): the product page's pre-sale (public), the buyer's deposit / full and
// balance checkout (orders of ORDER_TYPE.presale through the order module's confirm + submit), pre-sale orders and
// in-site messages (/p/, token), and the seller centre's setup (/p/seller/presales, store session). Thin.
import { z } from 'zod';
import {
  confirmAnswer, idParam, okAnswer, ORDER_TYPE, paged, presaleBalanceConfirmBody, presaleBody, presaleConfirmBody, presaleInfo, presaleNoticeView, presaleOrderView,
  presaleProdQuery, sellerPresale, submitAnswer, submitBody,
} from '@mall/shared';
import { requireUser } from '../../platform/auth';
import type { ZodApp } from '../../platform/http';
import type { OrderService } from '../order/service';
import { seller, sellerGuard } from '../seller/guard';
import type { StoreSessions } from '../seller/session';
import type { PresaleService } from './service';

const p = { security: [{ token: [] }] };
const tags = ['presale'];
const pageQuery = z.object({ current: z.coerce.number().int().min(1).max(100000).default(1), size: z.coerce.number().int().min(1).max(100).default(20) });

export async function registerPresaleRoutes(app: ZodApp, presale: PresaleService, order: Pick<OrderService, 'confirm' | 'submit'>, sessions: StoreSessions) {
  app.get('/presale/prod', {
    schema: { tags, summary: "A product's pre-sale for its page (price, deposit and what it counts for, windows, ship date, the rule for an unpaid balance); null when none", querystring: presaleProdQuery, response: { 200: presaleInfo.nullable() } },
  }, (req) => presale.ofProduct(req.query.prodId, req.lang));

  app.post('/p/presale/confirm', {
    schema: { ...p, tags, summary: 'Prices buying on pre-sale (the deposit, or the full price) and issues a submitToken for /p/presale/submit; not started, ended and sold out refused', body: presaleConfirmBody, response: { 200: confirmAnswer } },
  }, async (req) => {
    const line = await presale.lineOf(req.body.prodId);
    return order.confirm(requireUser(req).userId, { orderItem: { prodId: line.prodId, skuId: line.skuId, prodCount: req.body.prodCount }, addrId: req.body.addrId }, req.lang, { type: ORDER_TYPE.presale, activityId: line.presaleId });
  });
  app.post('/p/presale/balance/confirm', {
    schema: { ...p, tags, summary: "Prices the balance of the caller's pre-sale order in its window and issues a submitToken for /p/presale/submit", body: presaleBalanceConfirmBody, response: { 200: confirmAnswer } },
  }, async (req) => {
    const { userId } = requireUser(req);
    const line = await presale.balanceLineOf(userId, req.body.presaleOrderId);
    return order.confirm(userId, { orderItem: { prodId: line.prodId, skuId: line.skuId, prodCount: line.count }, addrId: req.body.addrId }, req.lang, { type: ORDER_TYPE.presale, activityId: line.presaleId, presaleOrderId: req.body.presaleOrderId });
  });
  app.post('/p/presale/submit', {
    schema: { ...p, tags, summary: 'Places the deposit (or full) order, taking the units from the pre-sale stock, or the balance order; then paid through the usual payment', body: submitBody, response: { 200: submitAnswer } },
  }, (req) => order.submit(requireUser(req).userId, req.body));
  app.get('/p/presale/orders', {
    schema: { ...p, tags, summary: "The caller's pre-sale orders: deposit, what it counts for, balance due, windows, state", response: { 200: z.array(presaleOrderView) } },
  }, (req) => presale.myOrders(requireUser(req).userId, req.lang));
  app.get('/p/presale/notices', {
    schema: { ...p, tags, summary: "The caller's in-site messages of pre-sale (balance window open, deposit forfeited)", response: { 200: z.array(presaleNoticeView) } },
  }, (req) => presale.notices(requireUser(req).userId, req.lang));
  app.get('/p/presale/notices/unread', {
    schema: { ...p, tags, summary: "How many of the caller's pre-sale messages are unread (the user centre's badge)", response: { 200: z.object({ unread: z.number().int() }) } },
  }, async (req) => ({ unread: await presale.unreadNotices(requireUser(req).userId) }));
  app.post('/p/presale/notices/read', {
    schema: { ...p, tags, summary: "Marks the caller's pre-sale messages read", response: { 200: okAnswer } },
  }, async (req) => {
    await presale.readNotices(requireUser(req).userId);
    return { ok: true as const };
  });

  await app.register(async (scope) => {
    scope.addHook('preHandler', sellerGuard(sessions));
    const s = scope as ZodApp;
    const sp = { ...p, tags: ['seller'] };
    s.get('/p/seller/presales', {
      schema: { ...sp, summary: "The shop's pre-sales, newest first, paged", querystring: pageQuery, response: { 200: paged(sellerPresale) } },
    }, (req) => presale.seller.list(seller(req).shopId, req.query, req.lang));
    s.post('/p/seller/presales', {
      schema: { ...sp, summary: 'Puts a SKU of the shop on pre-sale: full payment or deposit + balance (deposit counting at a multiple), windows, ship date, stock, the rule for an unpaid balance', body: presaleBody, response: { 200: sellerPresale } },
    }, (req) => presale.seller.create(seller(req).shopId, req.body, req.lang));
    s.put('/p/seller/presales/:id', {
      schema: { ...sp, summary: "Edits one of the shop's pre-sales (stock: units left from now on), or turns it off", params: idParam, body: presaleBody, response: { 200: sellerPresale } },
    }, (req) => presale.seller.update(seller(req).shopId, req.params.id, req.body, req.lang));
  });
}
