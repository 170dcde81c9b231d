// The seller centre's guarded routes: every handler takes the shop from the store session (seller(req)).
import { z } from 'zod';
import {
  dashboardQuery, idParam, importBody, importJobView, jobIdParam, okAnswer, orderNumberParam, pageQuery, prodIdParam, sellerDashboard,
  sellerOrderDetail, sellerOrderPage, sellerOrderQuery, sellerProductBody, sellerProductPage, sellerProductQuery, sellerProductView,
  sellerShopBody, sellerShopInfo, shelfBody, shipBody, shopNoticeBody, shopNoticePage,
} from '@mall/shared';
import type { ZodApp } from '../../platform/http';
import { isOwnUpload } from '../../platform/image-upload';
import { seller } from './guard';
import type { SellerService } from './service';

const p = { tags: ['seller'], security: [{ token: [] }] };
const ok = { ok: true as const };

export function registerSellerWorkRoutes(app: ZodApp, svc: SellerService) {
  const own = (userId: number) => (path: string) => isOwnUpload(userId, path);

  app.get('/p/seller/dashboard', { schema: { ...p, summary: "Today's orders and paid sales, orders to ship, products on shelf, and the last 7 or 30 days", querystring: dashboardQuery, response: { 200: sellerDashboard } } },
    (req) => svc.dashboard(seller(req).shopId, req.query.days));

  // ---- products ----
  app.get('/p/seller/products', { schema: { ...p, summary: "The shop's products (search by name, shelf filter)", querystring: sellerProductQuery, response: { 200: sellerProductPage } } },
    (req) => svc.products.list(seller(req).shopId, req.query));
  app.get('/p/seller/products/:prodId', { schema: { ...p, summary: 'One product of the shop with its spec grid (404 for another shop)', params: prodIdParam, response: { 200: sellerProductView } } },
    (req) => svc.products.get(seller(req).shopId, req.params.prodId));
  app.post('/p/seller/products', { schema: { ...p, summary: 'Create a product: zh/en texts, images (own uploads), specs and one SKU per combination; prices in yuan', body: sellerProductBody, response: { 200: z.object({ prodId: z.number().int() }) } } },
    (req) => svc.products.create(seller(req).shopId, req.body, own(seller(req).userId)));
  app.put('/p/seller/products/:prodId', { schema: { ...p, summary: 'Edit a product; SKUs left out are disabled; a changed stock needs stockWas', params: prodIdParam, body: sellerProductBody, response: { 200: okAnswer } } },
    async (req) => (await svc.products.update(seller(req).shopId, req.params.prodId, req.body, own(seller(req).userId)), ok));
  app.put('/p/seller/products/:prodId/shelf', { schema: { ...p, summary: 'Put on (1) or take off (0) the shelf', params: prodIdParam, body: shelfBody, response: { 200: okAnswer } } },
    async (req) => (await svc.products.setShelf(seller(req).shopId, req.params.prodId, req.body.status), ok));

  // ---- orders ----
  app.get('/p/seller/orders', { schema: { ...p, summary: "The shop's orders by state", querystring: sellerOrderQuery, response: { 200: sellerOrderPage } } },
    (req) => svc.orders.list(seller(req).shopId, req.query, req.lang));
  app.get('/p/seller/orders/:orderNumber', { schema: { ...p, summary: 'One order of the shop with its packages (404 for another shop)', params: orderNumberParam, response: { 200: sellerOrderDetail } } },
    (req) => svc.orders.detail(seller(req).shopId, req.params.orderNumber, req.lang));
  app.post('/p/seller/orders/:orderNumber/ship', { schema: { ...p, summary: 'Ship a paid order: one package for the whole order, or several each with its items', params: orderNumberParam, body: shipBody, response: { 200: okAnswer } } },
    async (req) => (await svc.ship(seller(req).shopId, req.params.orderNumber, req.body, req.lang), ok));

  // ---- shop info and notices ----
  app.get('/p/seller/shop', { schema: { ...p, summary: 'The shop info the seller edits', response: { 200: sellerShopInfo } } }, (req) => svc.shop.get(seller(req).shopId));
  app.put('/p/seller/shop', { schema: { ...p, summary: 'Edit the description (zh, en), logo, phone and address (the shop opening rules)', body: sellerShopBody, response: { 200: okAnswer } } },
    async (req) => (await svc.shop.update(seller(req).shopId, req.body, own(seller(req).userId)), ok));
  app.get('/p/seller/notices', { schema: { ...p, summary: "The shop's notices, pinned first", querystring: pageQuery, response: { 200: shopNoticePage } } },
    (req) => svc.notices.list(seller(req).shopId, req.query.current, req.query.size));
  app.post('/p/seller/notices', { schema: { ...p, summary: 'Publish (status 1) or draft (0) a notice', body: shopNoticeBody, response: { 200: z.object({ id: z.number().int() }) } } },
    (req) => svc.notices.create(seller(req).shopId, req.body));
  app.put('/p/seller/notices/:id', { schema: { ...p, summary: 'Edit a notice of the shop', params: idParam, body: shopNoticeBody, response: { 200: okAnswer } } },
    async (req) => (await svc.notices.update(seller(req).shopId, req.params.id, req.body), ok));
  app.delete('/p/seller/notices/:id', { schema: { ...p, summary: 'Delete a notice of the shop', params: idParam, response: { 200: okAnswer } } },
    async (req) => (await svc.notices.remove(seller(req).shopId, req.params.id), ok));

  // ---- batch import ----
  app.post('/p/seller/imports', { schema: { ...p, summary: 'Start a CSV import of products (see modules/seller/import.ts for the columns); poll the job', body: importBody, response: { 200: z.object({ jobId: z.number().int() }) } } },
    (req) => svc.imports.start(seller(req).shopId, seller(req).userId, req.body.csv, own(seller(req).userId)));
  app.get('/p/seller/imports/:jobId', { schema: { ...p, summary: 'Progress and per-row errors of an import', params: jobIdParam, response: { 200: importJobView } } },
    (req) => svc.imports.get(seller(req).shopId, req.params.jobId, req.lang));
}
