// The catalog domain as a DomainModule (platform/module.ts): products, categories, brands. Its `skus` part (stock
// and prices of SKUs, for the cart, orders, promotions and after-sales) rides beside the service; the console's
// product and SKU pickers (picker.ts) are mounted with the console scope.
import type { Db } from '@mall/db';
import { domainModule } from '../../platform/module';
import type { ContentService } from '../content/service';
import type { StoreService } from '../store/service';
import { createCatalogPicker } from './picker';
import { registerPickerRoutes } from './picker-routes';
import { registerCatalogRoutes } from './routes';
import { createCatalogService, type PresaleTags } from './service';
import { createCatalogSkus } from './skus';

export function catalogModule(db: Db, deps: { store: StoreService; content: ContentService; presale?: PresaleTags }) {
  const service = createCatalogService(db, deps.store, deps.content, deps.presale);
  const picker = createCatalogPicker(db, deps.store);
  return {
    ...domainModule({
      name: 'catalog',
      service,
      routes: (api, { consoleScope }) => {
        registerCatalogRoutes(api, service);
        registerPickerRoutes(api, picker, consoleScope);
      },
    }),
    skus: createCatalogSkus(db, deps.store),
  };
}
