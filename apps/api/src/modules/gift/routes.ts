// Gift calls: the product page's gifts (public) and the seller centre's gift rules (/p/seller/gift-rules..., behind
// the store session guard: the shop comes from the session). The cart and the checkout show the gifts an order earns.
import { bundleProdQuery, giftRuleBody, giftRuleView, idParam, okAnswer } from '@mall/shared';
import { z } from 'zod';
import type { ZodApp } from '../../platform/http';
import { seller, sellerGuard } from '../seller/guard';
import type { StoreSessions } from '../seller/session';
import type { GiftService } from './service';

export async function registerGiftRoutes(app: ZodApp, gifts: GiftService, sessions: StoreSessions, shopOf: (prodId: number) => Promise<number | null>) {
  app.get('/prod/gifts', {
    schema: { tags: ['gift'], summary: 'Gift rules in force this product\'s purchase earns (buy it, or spend N in its shop), while the gift lasts', querystring: bundleProdQuery, response: { 200: z.array(giftRuleView) } },
  }, async (req) => {
    const shopId = await shopOf(req.query.prodId);
    return shopId === null ? [] : gifts.forProduct(req.query.prodId, shopId, req.lang);
  });

  await app.register(async (scope) => {
    scope.addHook('preHandler', sellerGuard(sessions));
    const s = scope as ZodApp;
    const sp = { tags: ['seller'], security: [{ token: [] }] };
    s.get('/p/seller/gift-rules', { schema: { ...sp, summary: 'The shop\'s gift rules', response: { 200: z.array(giftRuleView) } } }, (req) => gifts.list(seller(req).shopId, req.lang));
    s.post('/p/seller/gift-rules', {
      schema: { ...sp, summary: 'Creates a gift rule: buy a product of the shop (at least minCount) or spend a threshold, get a gift SKU of the shop at price 0', body: giftRuleBody, response: { 200: giftRuleView } },
    }, (req) => gifts.create(seller(req).shopId, req.body, req.lang));
    s.put('/p/seller/gift-rules/:id', {
      schema: { ...sp, summary: 'Changes one of the shop\'s gift rules', params: idParam, body: giftRuleBody, response: { 200: giftRuleView } },
    }, (req) => gifts.update(seller(req).shopId, req.params.id, req.body, req.lang));
    s.delete('/p/seller/gift-rules/:id', { schema: { ...sp, summary: 'Deletes one of the shop\'s gift rules (orders keep their gift lines)', params: idParam, response: { 200: okAnswer } } }, async (req) => {
      await gifts.remove(seller(req).shopId, req.params.id);
      return { ok: true as const };
    });
  });
}
