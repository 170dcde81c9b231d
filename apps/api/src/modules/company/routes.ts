import { adminListQuery, companyAuthBody, companyAuthPage, companyAuthView, idParam, myCompanyAuth, rejectBody } from '@mall/shared';
import { requireUser } from '../../platform/auth';
import type { ZodApp } from '../../platform/http';
import { requireAdmin } from '../store/admin';
import type { CompanyService } from './service';

const p = { tags: ['company'], security: [{ token: [] }] };

export function registerCompanyRoutes(app: ZodApp, company: CompanyService) {
  app.get('/p/companyAuth', { schema: { ...p, summary: "The caller's company authentication, or null", response: { 200: myCompanyAuth } } },
    async (req) => ({ auth: await company.mine(requireUser(req).userId) }));
  app.post('/p/companyAuth', {
    schema: { ...p, summary: 'Submit (or after a rejection resubmit) the company authentication', body: companyAuthBody, response: { 200: companyAuthView } },
  }, (req) => company.submit(requireUser(req).userId, req.body));

  app.get('/p/admin/companyAuth', {
    schema: { ...p, tags: ['company admin'], summary: 'Company authentications; status 0 under review, 1 passed, 2 rejected (operators only, else 403)', querystring: adminListQuery, response: { 200: companyAuthPage } },
  }, (req) => {
    requireAdmin(req);
    return company.list(req.query);
  });
  app.post('/p/admin/companyAuth/:id/approve', { schema: { ...p, tags: ['company admin'], summary: 'Approve a company authentication under review', params: idParam, response: { 200: companyAuthView } } },
    (req) => company.approve(requireAdmin(req).userId, req.params.id));
  app.post('/p/admin/companyAuth/:id/reject', {
    schema: { ...p, tags: ['company admin'], summary: 'Reject a company authentication under review with remarks', params: idParam, body: rejectBody, response: { 200: companyAuthView } },
  }, (req) => company.reject(requireAdmin(req).userId, req.params.id, req.body.remarks));
}
