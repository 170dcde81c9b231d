// The product page's promotions as one cached call (issue 16): composes the pre-sale, bundle and gift services (each
// reads its own tables) behind an index of the products that have any (index-cache.ts), so a product without any is
// answered without a query. Built before those modules (getters) so that its hook, added to the API's scope before
// their seller routes are mounted, sees their writes: a successful POST/PUT/PATCH/DELETE of a seller's pre-sales,
// packages or gift rules drops the index.
import { domainModule, type Later } from '../../platform/module';
import type { BundleService } from '../bundle/service';
import type { CatalogService } from '../catalog/service';
import type { GiftService } from '../gift/service';
import type { PresaleService } from '../presale/service';
import { createPromotedIndexCache, type PromotedIndex } from './index-cache';
import { registerProdPromotionRoutes } from './routes';
import type { ProdPromotionsService } from './service';

const SELLER_WRITES = /^\/shop-api\/p\/seller\/(presales|bundles|gift-rules)(\/|\?|$)/;

export function prodPromotionsModule(deps: {
  catalog: Pick<CatalogService, 'productRefs'>;
  presale: Later<Pick<PresaleService, 'productIds' | 'ofProduct'>>;
  bundle: Later<Pick<BundleService, 'productIds' | 'forProduct'>>;
  gift: Later<Pick<GiftService, 'promotedRefs' | 'forProduct'>>;
}) {
  const index = createPromotedIndexCache(async (): Promise<PromotedIndex> => {
    const [presaleIds, bundleIds, gifts] = await Promise.all([deps.presale().productIds(), deps.bundle().productIds(), deps.gift().promotedRefs()]);
    return { prodIds: new Set([...presaleIds, ...bundleIds, ...gifts.prodIds]), spendShops: new Set(gifts.shopIds) };
  });
  const service: ProdPromotionsService = {
    async forProduct(prodId, lang) {
      const { prodIds, spendShops } = await index.get();
      const shopId = prodIds.has(prodId) || spendShops.size > 0 ? ((await deps.catalog.productRefs([prodId])).get(prodId)?.shopId ?? null) : null;
      if (shopId === null || (!prodIds.has(prodId) && !spendShops.has(shopId))) return { presale: null, bundles: [], gifts: [] };
      const [presale, bundles, gifts] = await Promise.all([
        deps.presale().ofProduct(prodId, lang),
        deps.bundle().forProduct(prodId, lang),
        deps.gift().forProduct(prodId, shopId, lang),
      ]);
      return { presale, bundles, gifts };
    },
    changed: () => index.clear(),
  };
  return domainModule({
    name: 'prod-promotions',
    service,
    routes: (api) => {
      api.addHook('onResponse', (req, reply, done) => {
        if (req.method !== 'GET' && req.method !== 'HEAD' && reply.statusCode < 400 && SELLER_WRITES.test(req.url)) service.changed();
        done();
      });
      registerProdPromotionRoutes(api, service);
    },
  });
}
