// The platform console's content and users calls: /shop-api/p/admin/..., operators only. Every route registered
// here sits behind one onRequest check (requireOperator): 401 without a token, 403 for buyers and sellers.
import { z } from 'zod';
import {
  adminCategory, adminCategoryBody, adminCategoryUpdate, adminHelpArticle, adminHelpArticleBody, adminHelpArticleQuery,
  adminHelpCategory, adminHelpCategoryBody, adminHotWord, adminHotWordBody, adminLink, adminLinkBody, adminNav, adminNavBody,
  adminNews, adminNewsBody, adminNotice, adminNoticeBody, adminPopupAd, adminPopupAdBody, adminSearchQuery, adminTerms,
  adminShopPage, adminShopsQuery, adminTermsBody, adminUserPage, adminUsersQuery, adminZone, adminZoneBody, idParam, paySwitch, serviceSwitch, termsParam,
} from '@mall/shared';
import { requireOperator } from '../../platform/auth';
import type { ZodApp } from '../../platform/http';
import { crudRoutes } from './admin-crud';
import type { AdminContent } from './admin-service';

const base = { tags: ['console: platform'], security: [{ token: [] }] };
const ok = z.object({ ok: z.literal(true) });

export function registerPlatformConsoleRoutes(app: ZodApp, svc: AdminContent) {
  app.addHook('onRequest', async (req) => {
    requireOperator(req);
  });
  const q = adminSearchQuery;

  app.get('/p/admin/categories', { schema: { ...base, summary: 'Every category (hidden too), flat: parentId links the levels', response: { 200: z.array(adminCategory) } } },
    () => svc.categories.list());
  app.post('/p/admin/categories', { schema: { ...base, summary: 'Adds a category under parentId (0: first level; at most three levels)', body: adminCategoryBody, response: { 200: adminCategory } } },
    (req) => svc.categories.create(req.body));
  app.put('/p/admin/categories/:id', { schema: { ...base, summary: 'Changes names, icon, order, shown/hidden', params: idParam, body: adminCategoryUpdate, response: { 200: adminCategory } } },
    (req) => svc.categories.update(req.params.id, req.body));
  app.delete('/p/admin/categories/:id', { schema: { ...base, summary: 'Deletes a category without children or products', params: idParam, response: { 200: ok } } },
    (req) => svc.categories.remove(req.params.id));

  crudRoutes(app, '/p/admin/nav', 'Navigation items', { body: adminNavBody, view: adminNav, query: q }, svc.nav);
  crudRoutes(app, '/p/admin/zones', 'Zones (topic pages)', { body: adminZoneBody, view: adminZone, query: q }, svc.zones);
  crudRoutes(app, '/p/admin/popupAds', 'Popup ads', { body: adminPopupAdBody, view: adminPopupAd, query: q }, svc.popupAds);
  crudRoutes(app, '/p/admin/notices', 'Platform notices', { body: adminNoticeBody, view: adminNotice, query: q }, svc.notices);
  crudRoutes(app, '/p/admin/news', 'News', { body: adminNewsBody, view: adminNews, query: q }, svc.news);
  crudRoutes(app, '/p/admin/helpCategories', 'Help categories', { body: adminHelpCategoryBody, view: adminHelpCategory, query: q }, svc.helpCategories);
  crudRoutes(app, '/p/admin/helpArticles', 'Help articles', { body: adminHelpArticleBody, view: adminHelpArticle, query: adminHelpArticleQuery }, svc.helpArticles);
  crudRoutes(app, '/p/admin/links', 'Friendly links', { body: adminLinkBody, view: adminLink, query: q }, svc.links);
  crudRoutes(app, '/p/admin/hotWords', 'Hot search words', { body: adminHotWordBody, view: adminHotWord, query: q }, svc.hotWords);

  app.get('/p/admin/switches', { schema: { ...base, summary: 'Service and payment switches', response: { 200: z.object({ service: serviceSwitch, pay: paySwitch }) } } },
    async () => ({ service: await svc.serviceSwitch(), pay: await svc.paySwitch() }));
  app.put('/p/admin/switches/service', { schema: { ...base, summary: 'Which terms links the login and register forms show', body: serviceSwitch, response: { 200: serviceSwitch } } },
    (req) => svc.settings.setServiceSwitch(req.body));
  app.put('/p/admin/switches/pay', { schema: { ...base, summary: 'Payment methods switched on', body: paySwitch, response: { 200: paySwitch } } },
    (req) => svc.settings.setPaySwitch(req.body));

  app.get('/p/admin/terms', { schema: { ...base, summary: 'Both terms texts (0 terms of service, 1 privacy policy)', response: { 200: z.array(adminTerms) } } },
    () => svc.settings.terms());
  app.put('/p/admin/terms/:sts', { schema: { ...base, summary: 'Writes a terms text (sanitized)', params: termsParam, body: adminTermsBody, response: { 200: adminTerms } } },
    (req) => svc.settings.setTerms(req.params.sts, req.body));

  app.get('/p/admin/users', { schema: { ...base, summary: 'Users, newest first; keyword searches username, mobile and nickname', querystring: adminUsersQuery, response: { 200: adminUserPage } } },
    (req) => svc.users.list(req.query, req.lang));
  app.get('/p/admin/shops', { schema: { ...base, summary: 'Shops, newest first; keyword searches the name, status filters (SHOP_STATUS)', querystring: adminShopsQuery, response: { 200: adminShopPage } } },
    (req) => svc.shops.list(req.query));
}
