import { z } from 'zod';
import {
  adminListQuery, idParam, myShopApplication, okAnswer, rejectBody, shopAccount, shopActionBody, shopApplication, shopApplicationPage,
  shopApplyBody, shopCard, shopHead, shopIdQuery, shopStatusAnswer, sitemapIds, sitemapIdsQuery, storePasswordBody, storePasswordCheckBody,
} from '@mall/shared';
import { requireUser } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import type { ZodApp } from '../../platform/http';
import type { AccountService } from '../account/service';
import { requireAdmin } from './admin';
import type { StoreService } from './service';

const p = { tags: ['store'], security: [{ token: [] }] };
const admin = { tags: ['store admin'], security: [{ token: [] }] };

export function registerStoreRoutes(app: ZodApp, store: StoreService, countProducts: (shopIds: number[]) => Promise<Map<number, number>>, account?: AccountService) {
  app.get('/shop/recommendShops', {
    schema: { tags: ['store'], summary: 'Recommended open stores', querystring: z.object({ size: z.coerce.number().int().min(1).max(50).default(6) }), response: { 200: z.array(shopCard) } },
  }, (req) => store.recommended(req.query.size, req.lang, countProducts));

  app.get('/shop/sitemapIds', {
    schema: { tags: ['store'], summary: 'Sitemaps: ids of the open shops, ascending, paged (at most 25,000 a page)', querystring: sitemapIdsQuery, response: { 200: sitemapIds } },
  }, (req) => store.sitemapIds(req.query.current, req.query.size));

  app.get('/shop/headInfo', {
    schema: {
      tags: ['store'],
      summary: 'Shop home header. shopStatus 1 open; any other status answers only name and status (the page shows a warning). 404 when there is no such shop',
      querystring: shopIdQuery,
      response: { 200: shopHead },
    },
  }, async (req) => {
    const head = await store.head(req.query.shopId, req.lang, countProducts);
    if (!head) throw notFound('shop.notFound');
    return head;
  });

  // ---- free shop opening (the caller's own application) ----
  app.get('/p/shop/apply', { schema: { ...p, summary: "The caller's shop application, or null", response: { 200: myShopApplication } } },
    async (req) => ({ application: await store.applications.mine(requireUser(req).userId) }));
  app.post('/p/shop/apply', {
    schema: { ...p, summary: 'Submit the shop application, or edit and resubmit it after "not passed" (one per user; images must be your own uploads)', body: shopApplyBody, response: { 200: shopApplication } },
  }, (req) => store.applications.apply(requireUser(req).userId, req.body));

  // ---- store account and store password (uc-shopaccount; the seller centre checks the password) ----
  app.get('/p/shop/account', { schema: { ...p, summary: "The caller's store account; 400 store.noShop without a shop", response: { 200: shopAccount } } }, async (req) => {
    const { userId } = requireUser(req);
    const a = await store.account(userId);
    const username = account ? (await account.userInfo(userId)).username : '';
    return { ...a, username };
  });
  app.put('/p/shop/account/password', {
    schema: { ...p, summary: 'Set the store password (6-12), or change it (oldPassword required once set)', body: storePasswordBody, response: { 200: okAnswer } },
  }, async (req) => {
    await store.setStorePassword(requireUser(req).userId, req.body);
    return { ok: true as const };
  });
  app.post('/p/shop/account/verify', {
    schema: { ...p, summary: 'Check the store password (seller centre)', body: storePasswordCheckBody, response: { 200: z.object({ shopId: z.number().int() }) } },
  }, (req) => store.verifyStorePassword(requireUser(req).userId, req.body.password));

  // ---- platform review: operators only (403 admin.forbidden otherwise) ----
  app.get('/p/admin/shop/applications', {
    schema: { ...admin, summary: 'Shop applications, newest change first; status 0 under review, 1 passed, 2 not passed', querystring: adminListQuery, response: { 200: shopApplicationPage } },
  }, (req) => {
    requireAdmin(req);
    return store.applications.list(req.query);
  });
  app.post('/p/admin/shop/applications/:id/approve', {
    schema: { ...admin, summary: 'Approve an application under review: the shop is created open (general store, owner = applicant)', params: idParam, response: { 200: shopApplication } },
  }, (req) => store.applications.approve(requireAdmin(req).userId, req.params.id));
  app.post('/p/admin/shop/applications/:id/reject', {
    schema: { ...admin, summary: 'Refuse an application under review with remarks (1-200)', params: idParam, body: rejectBody, response: { 200: shopApplication } },
  }, (req) => store.applications.reject(requireAdmin(req).userId, req.params.id, req.body.remarks));
  app.post('/p/admin/shop/:id/status', {
    schema: { ...admin, summary: 'offline (open/not open → offline), suspend (→ suspended), open (offline/suspended/not open → open)', params: idParam, body: shopActionBody, response: { 200: shopStatusAnswer } },
  }, (req) => store.applications.shopAction(requireAdmin(req).userId, req.params.id, req.body.action, req.body.remarks));
}
