// Checkout and my-orders calls. All need a token (/p/); every order is looked up for the caller only,
// so another user's order answers 404. Money is integer fen.
import { z } from 'zod';
import {
  buyAgainAnswer, confirmAnswer, confirmBody, okAnswer, orderCountData, orderDetail, orderListQuery, orderNumberParam, orderNumberQuery,
  orderSummary, paged, submitAnswer, submitBody,
} from '@mall/shared';
import { requireUser } from '../../platform/auth';
import type { ZodApp } from '../../platform/http';
import type { OrderService } from './service';

const p = { security: [{ token: [] }] };
const checkout = { ...p, tags: ['checkout'] };
const mine = { ...p, tags: ['order'] };
const ok = { ok: true as const };

export function registerOrderRoutes(app: ZodApp, order: OrderService) {
  app.post('/p/order/confirm', {
    schema: {
      ...checkout,
      summary: 'Prices the checked cart lines (basketIds) or one buy-now item per shop (items, shop discounts, coupons, points, freight to the address) and issues a one-time submitToken',
      body: confirmBody, response: { 200: confirmAnswer },
    },
  }, (req) => order.confirm(requireUser(req).userId, req.body, req.lang));

  app.post('/p/order/submit', {
    schema: {
      ...checkout,
      summary: 'Places one order per shop from a confirm\'s submitToken (once: a second submit is refused), with merchant messages (<= 200) and an invoice request; reserves stock',
      body: submitBody, response: { 200: submitAnswer },
    },
  }, (req) => order.submit(requireUser(req).userId, req.body));

  app.get('/p/myOrder/myOrder', {
    schema: { ...mine, summary: 'The caller\'s orders, newest first: status tab (0 all), keyword (order number or product name), paging', querystring: orderListQuery, response: { 200: paged(orderSummary) } },
  }, (req) => order.list(requireUser(req).userId, req.query, req.lang));

  app.get('/p/myOrder/orderDetail', {
    schema: { ...mine, summary: 'One order of the caller: lines, prices, address, invoice, timeline, packages with logistics', querystring: orderNumberQuery, response: { 200: orderDetail } },
  }, (req) => order.detail(requireUser(req).userId, req.query.orderNumber, req.lang));

  app.get('/p/myOrder/orderCount', { schema: { ...mine, summary: 'Counts per state for the user centre', response: { 200: orderCountData } } },
    (req) => order.counts(requireUser(req).userId));

  app.put('/p/myOrder/cancel/:orderNumber', {
    schema: { ...mine, summary: 'Cancels an unpaid order; its stock is released', params: orderNumberParam, response: { 200: okAnswer } },
  }, async (req) => {
    await order.cancel(requireUser(req).userId, req.params.orderNumber);
    return ok;
  });

  app.put('/p/myOrder/receipt/:orderNumber', {
    schema: { ...mine, summary: 'Confirms receipt of a shipped order (then pending evaluation)', params: orderNumberParam, response: { 200: okAnswer } },
  }, async (req) => {
    await order.receive(requireUser(req).userId, req.params.orderNumber);
    return ok;
  });

  app.delete('/p/myOrder/:orderNumber', {
    schema: { ...mine, summary: 'Deletes a finished order (completed, evaluated or canceled) from the caller\'s list', params: orderNumberParam, response: { 200: okAnswer } },
  }, async (req) => {
    await order.remove(requireUser(req).userId, req.params.orderNumber);
    return ok;
  });

  app.post('/p/myOrder/buyAgain', {
    schema: { ...mine, summary: 'Puts the order\'s items back into the cart (lines that cannot be bought now are skipped)', body: z.object({ orderNumber: z.string().min(1).max(40) }), response: { 200: buyAgainAnswer } },
  }, (req) => order.buyAgain(requireUser(req).userId, req.body.orderNumber));
}
