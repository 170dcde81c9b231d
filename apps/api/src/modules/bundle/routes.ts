// Package calls: the product page's "buy together" (public) and the seller centre's packages (/p/seller/bundles...,
// behind the store session guard: the shop comes from the session). Buying one is the checkout's confirm with `bundle`.
import { bundleBody, bundleProdQuery, bundleView, idParam, okAnswer } from '@mall/shared';
import { z } from 'zod';
import type { ZodApp } from '../../platform/http';
import { seller, sellerGuard } from '../seller/guard';
import type { StoreSessions } from '../seller/session';
import type { BundleService } from './service';

export async function registerBundleRoutes(app: ZodApp, bundles: BundleService, sessions: StoreSessions) {
  app.get('/prod/bundles', {
    schema: { tags: ['bundle'], summary: 'Packages on sale that include this product ("buy together"): price, saving, parts with their shares, stock', querystring: bundleProdQuery, response: { 200: z.array(bundleView) } },
  }, (req) => bundles.forProduct(req.query.prodId, req.lang));

  await app.register(async (scope) => {
    scope.addHook('preHandler', sellerGuard(sessions));
    const s = scope as ZodApp;
    const sp = { tags: ['seller'], security: [{ token: [] }] };
    s.get('/p/seller/bundles', { schema: { ...sp, summary: 'The shop\'s packages', response: { 200: z.array(bundleView) } } }, (req) => bundles.list(seller(req).shopId, req.lang));
    s.post('/p/seller/bundles', {
      schema: { ...sp, summary: 'Creates a package: 2-5 SKUs of the shop, a price above 0 and not above their prices together', body: bundleBody, response: { 200: bundleView } },
    }, (req) => bundles.create(seller(req).shopId, req.body, req.lang));
    s.put('/p/seller/bundles/:id', {
      schema: { ...sp, summary: 'Changes one of the shop\'s packages', params: idParam, body: bundleBody, response: { 200: bundleView } },
    }, (req) => bundles.update(seller(req).shopId, req.params.id, req.body, req.lang));
    s.delete('/p/seller/bundles/:id', { schema: { ...sp, summary: 'Deletes one of the shop\'s packages (orders keep their lines)', params: idParam, response: { 200: okAnswer } } }, async (req) => {
      await bundles.remove(seller(req).shopId, req.params.id);
      return { ok: true as const };
    });
  });
}
