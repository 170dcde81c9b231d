// The product page's promotions in one call (issue 16): GET /prod/promotions?prodId= (public).
import { bundleProdQuery, prodPromotions } from '@mall/shared';
import type { ZodApp } from '../../platform/http';
import type { ProdPromotionsService } from './service';

export function registerProdPromotionRoutes(app: ZodApp, svc: ProdPromotionsService) {
  app.get('/prod/promotions', {
    schema: {
      tags: ['bundle'],
      summary: "A product's pre-sale, the packages that include it and the gift rules its purchase earns, in one answer (its page's /presale/prod, /prod/bundles and /prod/gifts)",
      querystring: bundleProdQuery,
      response: { 200: prodPromotions },
    },
  }, (req) => svc.forProduct(req.query.prodId, req.lang));
}
