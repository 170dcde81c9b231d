// Credit calls: the buyer's line, ledger and statements, paying orders on credit, repaying a statement, the invoice of
// a statement (/p/: a token; another user's statement answers 404); the platform console's lines (operators only).
import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import {
  adminStatementInvoicePage, adminStatementInvoiceQuery, INVOICE_LIMITS, invoiceFileAnswer, invoiceIssueBody, invoiceRefuseBody, okAnswer,
  adminCreditPage, adminCreditQuery, creditAccountView, creditChangeBody, creditGrantBody, creditInvoiceBody, creditLogPage, creditPageQuery, creditPayBody,
  creditRepayBody, creditStatementPage, creditStatementParam, creditStatementView, idParam, myCreditAccount, paymentStatus,
} from '@mall/shared';
import { z } from 'zod';
import { requireOperator, requireUser } from '../../platform/auth';
import type { ZodApp } from '../../platform/http';
import { readUploadedFile } from '../../platform/image-upload';
import { INVOICE_FILE_MIME } from '../invoice/files';
import type { CreditService } from './service';

const p = { tags: ['credit'], security: [{ token: [] }] };
const admin = { tags: ['credit admin'], security: [{ token: [] }] };
const ok = { ok: true as const };
const fileAnswer = { 200: z.any().describe('the e-invoice file (PDF, OFD, PNG or JPEG) as an attachment') };

function sendFile(reply: FastifyReply, f: { body: Buffer; type: keyof typeof INVOICE_FILE_MIME; name: string }) {
  return reply.header('content-type', INVOICE_FILE_MIME[f.type]).header('content-disposition', `attachment; filename="${f.name}"`)
    .header('cache-control', 'private, no-store').send(f.body);
}

export async function registerCreditRoutes(app: ZodApp, credit: CreditService) {
  app.get('/p/credit/account', { schema: { ...p, summary: "The caller's credit line (limit, used, available, state), or null", response: { 200: myCreditAccount } } },
    async (req) => ({ account: await credit.account(requireUser(req).userId) }));
  app.get('/p/credit/logs', { schema: { ...p, summary: "The caller's credit ledger, newest first", querystring: creditPageQuery, response: { 200: creditLogPage } } },
    (req) => credit.logs(requireUser(req).userId, req.query));
  app.get('/p/credit/statements', { schema: { ...p, summary: "The caller's monthly statements, newest first, with their invoice request", querystring: creditPageQuery, response: { 200: creditStatementPage } } },
    (req) => credit.statementList(requireUser(req).userId, req.query));
  app.post('/p/credit/pay', {
    schema: { ...p, summary: 'Pays the orders on credit with the payment password; refused beyond the available credit, on a frozen or overdue line', body: creditPayBody, response: { 200: paymentStatus } },
  }, (req) => credit.pay(requireUser(req).userId, req.body, req.lang));
  app.post('/p/credit/repay', {
    schema: { ...p, summary: 'Repays an unpaid statement in full from the balance (payment password) or by WeChat QR', body: creditRepayBody, response: { 200: paymentStatus } },
  }, (req) => credit.repay(requireUser(req).userId, req.body, req.lang));
  app.post('/p/credit/invoice', {
    schema: { ...p, summary: "Requests the one invoice of a statement, for its whole amount, to one of the caller's invoice titles", body: creditInvoiceBody, response: { 200: creditStatementView } },
  }, (req) => credit.requestInvoice(requireUser(req).userId, req.body));
  app.get('/p/credit/statements/:statementId/invoice-file', {
    schema: { ...p, summary: "Downloads the e-invoice of one of the caller's statements once the platform issued it (another's: 404; cookie login, a plain link works)", params: creditStatementParam, response: fileAnswer },
  }, async (req, reply) => sendFile(reply, await credit.invoices.file({ userId: requireUser(req).userId }, { statementId: req.params.statementId })));

  app.get('/p/admin/credit', { schema: { ...admin, summary: 'Credit lines (operators only, else 403)', querystring: adminCreditQuery, response: { 200: adminCreditPage } } },
    (req) => {
      requireOperator(req);
      return credit.adminList(req.query);
    });
  app.post('/p/admin/credit', {
    schema: { ...admin, summary: 'Grants a credit line to a user whose company authentication passed (limit fen, billing day 1-28, repayment days)', body: creditGrantBody, response: { 200: creditAccountView } },
  }, (req) => credit.grant(requireOperator(req).userId, req.body));
  app.put('/p/admin/credit/:id', {
    schema: { ...admin, summary: 'Changes the limit of a line (not below what is used) or freezes / unfreezes it', params: idParam, body: creditChangeBody, response: { 200: creditAccountView } },
  }, (req) => {
    requireOperator(req);
    return credit.change(req.params.id, req.body);
  });

  app.get('/p/admin/credit/invoices', {
    schema: { ...admin, summary: 'Invoice requests of statements, newest first, by state (operators only, else 403)', querystring: adminStatementInvoiceQuery, response: { 200: adminStatementInvoicePage } },
  }, (req) => {
    requireOperator(req);
    return credit.invoices.list(req.query);
  });
  app.post('/p/admin/credit/invoices/:id/issue', {
    schema: { ...admin, summary: "Issues a statement's invoice: the e-invoice uploaded before, its 8- or 20-digit number and amount (up to the statement's)", params: idParam, body: invoiceIssueBody, response: { 200: okAnswer } },
  }, async (req) => {
    await credit.invoices.issue(requireOperator(req).userId, req.params.id, req.body);
    return ok;
  });
  app.post('/p/admin/credit/invoices/:id/refuse', {
    schema: { ...admin, summary: "Refuses a statement's invoice request with a reason", params: idParam, body: invoiceRefuseBody, response: { 200: okAnswer } },
  }, async (req) => {
    await credit.invoices.refuse(requireOperator(req).userId, req.params.id, req.body.reason);
    return ok;
  });
  app.get('/p/admin/credit/invoices/:id/file', {
    schema: { ...admin, summary: "Downloads a statement's issued e-invoice (operators only)", params: idParam, response: fileAnswer },
  }, async (req, reply) => {
    requireOperator(req);
    return sendFile(reply, await credit.invoices.file('platform', { id: req.params.id }));
  });
  await app.register(async (files) => {
    await files.register(multipart, { limits: { fileSize: INVOICE_LIMITS.fileMaxBytes, files: 1, fields: 5 } });
    (files as ZodApp).post('/p/admin/credit/invoices/file', {
      schema: { ...admin, summary: "Uploads the e-invoice of a statement (PDF, OFD, PNG or JPEG read from the content; at most 5 MB; multipart field \"file\"); answers its name for the issue call", consumes: ['multipart/form-data'], response: { 200: invoiceFileAnswer } },
    }, async (req) => {
      requireOperator(req);
      return credit.invoices.upload(await readUploadedFile(req, INVOICE_LIMITS.fileMaxBytes));
    });
  });
}
