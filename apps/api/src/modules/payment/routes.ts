// Payment calls: the payment page, balance and WeChat (QR) payments, a payment's status, top-ups, the providers'
// notifications (raw body: the signature covers the exact bytes) and the sandbox's pay page. /p/ paths need a
// token and answer 404 for another user's orders or payments.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  balancePayBody, payInfo, payInfoQuery, payNoQuery, paymentStatus, prepayIdQuery, rechargeBody, sandboxPrepay, wxPayBody,
} from '@mall/shared';
import { requireUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { ZodApp } from '../../platform/http';
import type { PaymentService } from './service';

const p = { security: [{ token: [] }] };
const pay = { ...p, tags: ['payment'] };
/** Notifications are small; anything bigger is not from a provider. */
const NOTIFY_BODY_LIMIT = 64 * 1024;

export function registerPaymentRoutes(app: ZodApp, payment: PaymentService) {
  app.get('/p/payment/info', {
    schema: { ...pay, summary: 'The payment page: the orders of one checkout, their total, deadline and state, the balance', querystring: payInfoQuery, response: { 200: payInfo } },
  }, (req) => payment.info(requireUser(req).userId, req.query.orderNumbers, req.lang));

  app.post('/p/payment/balancePay', {
    schema: { ...pay, summary: 'Pays the orders from the balance with the payment password (5 wrong tries lock it); all or none', body: balancePayBody, response: { 200: paymentStatus } },
  }, (req) => payment.payWithBalance(requireUser(req).userId, req.body, req.lang));

  app.post('/p/payment/wxNativePay', {
    schema: { ...pay, summary: 'Opens a WeChat Pay native (QR) payment of the orders, or answers the open one', body: wxPayBody, response: { 200: paymentStatus } },
  }, (req) => payment.payWithWechat(requireUser(req).userId, req.body, req.lang));

  app.get('/p/payment/status', {
    schema: { ...pay, summary: 'A payment of the caller: pending, paid, closed (QR expired) or reversed', querystring: payNoQuery, response: { 200: paymentStatus } },
  }, (req) => payment.status(requireUser(req).userId, req.query.payNo));

  app.post('/p/balance/recharge', {
    schema: { ...p, tags: ['balance'], summary: 'A top-up (fen; above 0, at most 100,000 yuan) paid by QR; credited once when paid', body: rechargeBody, response: { 200: paymentStatus } },
  }, (req) => payment.recharge(requireUser(req).userId, req.body.amount, req.lang));

  // Providers post notifications here; the body is kept as the exact text that was signed.
  void app.register(async (raw: FastifyInstance) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_req, body, done) => done(null, body));
    raw.post<{ Params: { provider: string }; Body: string }>('/payment/notify/:provider', {
      schema: { tags: ['payment'], summary: 'Payment provider notifications (WeChat Pay v3 format, signed): answers the acknowledgement the provider expects' },
    }, async (req, reply) => {
      const out = await payment.notify(req.params.provider, { headers: req.headers, body: typeof req.body === 'string' ? req.body : '' });
      return reply.status(out.status).send(out.body);
    });
  });

  const sandboxOnly = () => {
    if (!payment.sandbox) throw new AppError('payment.notFound', 404);
    return payment.sandbox;
  };

  app.get('/payment/sandbox/prepay', {
    schema: { tags: ['payment'], summary: 'Sandbox provider: the payer\'s view of a QR payment (only while the sandbox is the provider)', querystring: prepayIdQuery, response: { 200: sandboxPrepay } },
  }, async (req) => {
    const found = await sandboxOnly().prepay(req.query.prepayId);
    if (!found) throw new AppError('payment.notFound', 404);
    return { ...found, expiresAt: found.expiresAt.toISOString() };
  });

  app.post('/payment/sandbox/confirm', {
    schema: {
      tags: ['payment'], summary: 'Sandbox provider: the payer confirms; the sandbox posts a signed notification to the mall as WeChat Pay would',
      body: prepayIdQuery, response: { 200: z.object({ state: z.string(), delivered: z.boolean() }) },
    },
  }, (req) => sandboxOnly().confirm(req.body.prepayId));
}
