// The catalog domain as a DomainModule (platform/module.ts): products, categories, brands. Its `skus` part (stock
// and prices of SKUs, for the cart, orders, promotions and after-sales) rides beside the service.
import type { Db } from '@mall/db';
import { domainModule } from '../../platform/module';
import type { ContentService } from '../content/service';
import type { StoreService } from '../store/service';
import { registerCatalogRoutes } from './routes';
import { createCatalogService } from './service';
import { createCatalogSkus } from './skus';

export function catalogModule(db: Db, deps: { store: StoreService; content: ContentService }) {
  const service = createCatalogService(db, deps.store, deps.content);
  return {
    ...domainModule({ name: 'catalog', service, routes: (api) => registerCatalogRoutes(api, service) }),
    skus: createCatalogSkus(db, deps.store),
  };
}
