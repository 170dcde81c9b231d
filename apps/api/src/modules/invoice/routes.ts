// Invoice calls: the buyer's titles and requests (/p/invoice/..., token; another's is 404) with the e-invoice file,
// and the seller centre's (/p/seller/invoices..., behind the store session guard: the shop comes from the session).
import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import {
  idParam, invoiceFileAnswer, invoiceIssueBody, invoiceListQuery, invoiceRefuseBody, invoiceRequestBody, invoiceTitleBody, invoiceTitleView,
  invoiceView, invoiceableOrder, INVOICE_LIMITS, okAnswer, paged,
} from '@mall/shared';
import { z } from 'zod';
import { requireUser } from '../../platform/auth';
import type { ZodApp } from '../../platform/http';
import { readUploadedFile } from '../../platform/image-upload';
import { seller, sellerGuard } from '../seller/guard';
import type { StoreSessions } from '../seller/session';
import { INVOICE_FILE_MIME } from './files';
import type { InvoiceService } from './service';

const tags = ['invoice'];
const p = { tags, security: [{ token: [] }] };
const ok = { ok: true as const };
const fileAnswer = { 200: z.any().describe('the e-invoice file (PDF, OFD, PNG or JPEG) as an attachment') };

function sendFile(reply: FastifyReply, f: { body: Buffer; type: keyof typeof INVOICE_FILE_MIME; name: string }) {
  return reply.header('content-type', INVOICE_FILE_MIME[f.type]).header('content-disposition', `attachment; filename="${f.name}"`)
    .header('cache-control', 'private, no-store').send(f.body);
}

export async function registerInvoiceRoutes(app: ZodApp, invoices: InvoiceService, sessions: StoreSessions) {
  const { titles, requests } = invoices;

  app.get('/p/invoice/titles', {
    schema: { ...p, summary: 'The caller\'s saved invoice titles, the default first', response: { 200: z.array(invoiceTitleView) } },
  }, (req) => titles.list(requireUser(req).userId));
  app.post('/p/invoice/titles', {
    schema: { ...p, summary: 'Keeps a new invoice title (personal, or a unit with its unified social credit code; VAT special: registered address, phone, bank, account); at most 20', body: invoiceTitleBody, response: { 200: invoiceTitleView } },
  }, (req) => titles.add(requireUser(req).userId, req.body));
  app.put('/p/invoice/titles/:id', {
    schema: { ...p, summary: 'Changes one of the caller\'s titles', params: idParam, body: invoiceTitleBody, response: { 200: invoiceTitleView } },
  }, (req) => titles.update(requireUser(req).userId, req.params.id, req.body));
  app.delete('/p/invoice/titles/:id', {
    schema: { ...p, summary: 'Removes one of the caller\'s titles (the next becomes the default)', params: idParam, response: { 200: okAnswer } },
  }, async (req) => {
    await titles.remove(requireUser(req).userId, req.params.id);
    return ok;
  });

  app.get('/p/invoice/orders', {
    schema: { ...p, summary: 'The caller\'s paid orders that can still be invoiced (received within 180 days or not yet, none asked), newest 50', response: { 200: z.array(invoiceableOrder) } },
  }, (req) => requests.invoiceable(requireUser(req).userId, req.lang));
  app.post('/p/invoice/requests', {
    schema: { ...p, summary: 'Asks the shop for an invoice of one of the caller\'s paid orders, to one of the caller\'s titles (one live request per order)', body: invoiceRequestBody, response: { 200: invoiceView } },
  }, (req) => requests.request(requireUser(req).userId, req.body, req.lang));
  app.get('/p/invoice/requests', {
    schema: { ...p, summary: 'The caller\'s invoice requests, newest first, by state', querystring: invoiceListQuery, response: { 200: paged(invoiceView) } },
  }, (req) => requests.list({ role: 'buyer', userId: requireUser(req).userId }, req.query, req.lang));
  app.get('/p/invoice/requests/:id', {
    schema: { ...p, summary: 'One of the caller\'s invoice requests', params: idParam, response: { 200: invoiceView } },
  }, (req) => requests.detail({ role: 'buyer', userId: requireUser(req).userId }, req.params.id, req.lang));
  app.get('/p/invoice/requests/:id/file', {
    schema: { ...p, summary: 'Downloads the e-invoice of one of the caller\'s issued requests', params: idParam, response: fileAnswer },
  }, async (req, reply) => sendFile(reply, await requests.file({ role: 'buyer', userId: requireUser(req).userId }, req.params.id)));

  await app.register(async (scope) => {
    scope.addHook('preHandler', sellerGuard(sessions));
    const s = scope as ZodApp;
    const sp = { ...p, tags: ['seller'] };
    const shop = (req: Parameters<typeof seller>[0]) => ({ role: 'seller' as const, shopId: seller(req).shopId });
    s.get('/p/seller/invoices', {
      schema: { ...sp, summary: 'The shop\'s invoice requests, newest first, by state', querystring: invoiceListQuery, response: { 200: paged(invoiceView) } },
    }, (req) => requests.list(shop(req), req.query, req.lang));
    s.get('/p/seller/invoices/counts', {
      schema: { ...sp, summary: 'How many of the shop\'s invoice requests are in each state', response: { 200: z.record(z.string(), z.number().int()) } },
    }, (req) => requests.shopCounts(seller(req).shopId));
    s.get('/p/seller/invoices/:id', {
      schema: { ...sp, summary: 'One of the shop\'s invoice requests; another shop\'s is 404', params: idParam, response: { 200: invoiceView } },
    }, (req) => requests.detail(shop(req), req.params.id, req.lang));
    s.get('/p/seller/invoices/:id/file', {
      schema: { ...sp, summary: 'Downloads the e-invoice the shop issued', params: idParam, response: fileAnswer },
    }, async (req, reply) => sendFile(reply, await requests.file(shop(req), req.params.id)));
    s.post('/p/seller/invoices/:id/issue', {
      schema: { ...sp, summary: 'Issues a request: the e-invoice uploaded before, its 8- or 20-digit number and amount (up to what is left to invoice)', params: idParam, body: invoiceIssueBody, response: { 200: okAnswer } },
    }, async (req) => {
      await requests.issue(seller(req).shopId, req.params.id, req.body);
      return ok;
    });
    s.post('/p/seller/invoices/:id/refuse', {
      schema: { ...sp, summary: 'Refuses a request with a reason (the buyer may ask again)', params: idParam, body: invoiceRefuseBody, response: { 200: okAnswer } },
    }, async (req) => {
      await requests.refuse(seller(req).shopId, req.params.id, req.body.reason);
      return ok;
    });
    s.post('/p/seller/invoices/:id/void', {
      schema: { ...sp, summary: 'Voids (red-letters) an issued invoice: needed before a refund of its order completes', params: idParam, response: { 200: okAnswer } },
    }, async (req) => {
      await requests.void(seller(req).shopId, req.params.id);
      return ok;
    });
    await s.register(async (files) => {
      await files.register(multipart, { limits: { fileSize: INVOICE_LIMITS.fileMaxBytes, files: 1, fields: 5 } });
      (files as ZodApp).post('/p/seller/invoices/file', {
        schema: { ...sp, summary: 'Uploads an e-invoice file (PDF, OFD, PNG or JPEG read from the content; at most 5 MB; multipart field "file"); answers its name for the issue call', consumes: ['multipart/form-data'], response: { 200: invoiceFileAnswer } },
      }, async (req) => invoices.files.store(seller(req).shopId, await readUploadedFile(req, INVOICE_LIMITS.fileMaxBytes)));
    });
  });
}
