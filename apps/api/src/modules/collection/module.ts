// The collection domain as a DomainModule (platform/module.ts): the buyer's favourite products and shops.
import type { Db } from '@mall/db';
import { domainModule } from '../../platform/module';
import { registerCollectionRoutes } from './routes';
import { createCollectionService } from './service';

export function collectionModule(db: Db, deps: Parameters<typeof createCollectionService>[1]) {
  const service = createCollectionService(db, deps);
  return domainModule({ name: 'collection', service, routes: (api) => registerCollectionRoutes(api, service) });
}
