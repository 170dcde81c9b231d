// Credit calls: the buyer's line, ledger and statements, paying orders on credit, repaying a statement, the invoice of
// a statement (/p/: a token; another user's statement answers 404); the platform console's lines (operators only).
import {
  adminCreditPage, adminCreditQuery, creditAccountView, creditChangeBody, creditGrantBody, creditInvoiceBody, creditLogPage, creditPageQuery, creditPayBody,
  creditRepayBody, creditStatementPage, creditStatementView, idParam, myCreditAccount, paymentStatus,
} from '@mall/shared';
import { requireOperator, requireUser } from '../../platform/auth';
import type { ZodApp } from '../../platform/http';
import type { CreditService } from './service';

const p = { tags: ['credit'], security: [{ token: [] }] };
const admin = { tags: ['credit admin'], security: [{ token: [] }] };

export function registerCreditRoutes(app: ZodApp, credit: CreditService) {
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
}
