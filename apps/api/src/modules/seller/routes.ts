// Seller centre API (/shop-api/p/seller/...): the store session here; the guarded routes (dashboard, products,
// orders, shop, notices, import) in their own scope, behind the store session guard.
import { okAnswer, storeSessionAnswer, storeSessionBody } from '@mall/shared';
import { requireUser } from '../../platform/auth';
import type { ZodApp } from '../../platform/http';
import { sellerGuard, storeTokenOf } from './guard';
import { registerSellerWorkRoutes } from './work-routes';
import type { SellerService } from './service';

const tags = ['seller'];
const p = { tags, security: [{ token: [] }] };

export async function registerSellerRoutes(app: ZodApp, seller: SellerService) {
  app.post('/p/seller/session', {
    schema: { ...p, summary: 'Enter the seller centre with the store password (5 wrong tries lock it for 15 minutes); answers the store token for X-Store-Token, valid 2 hours', body: storeSessionBody, response: { 200: storeSessionAnswer } },
  }, async (req) => {
    const { userId } = requireUser(req);
    const s = await seller.sessions.open(userId, req.body.password);
    return { storeToken: s.storeToken, shopId: s.shopId, shopName: await seller.shop.name(s.shopId, req.lang), expiresAt: s.expiresAt.toISOString() };
  });
  app.delete('/p/seller/session', { schema: { ...p, summary: 'Leave the seller centre (ends the store session of X-Store-Token)', response: { 200: okAnswer } } }, async (req) => {
    await seller.sessions.end(requireUser(req).userId, storeTokenOf(req));
    return { ok: true as const };
  });

  await app.register(async (scope) => {
    scope.addHook('preHandler', sellerGuard(seller.sessions));
    registerSellerWorkRoutes(scope as ZodApp, seller);
  });
}
