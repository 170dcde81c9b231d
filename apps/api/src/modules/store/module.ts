// The store domain as a DomainModule (platform/module.ts): shops, shop applications, store accounts and passwords.
import type { Db } from '@mall/db';
import type { Clock } from '../../platform/clock';
import type { Counters } from '../../platform/counters';
import { domainModule, type Later } from '../../platform/module';
import type { AccountService } from '../account/service';
import type { CatalogService } from '../catalog/service';
import { registerStoreRoutes } from './routes';
import { createStoreService } from './service';

/** catalog and account: built later (they use this module's service); the routes count products and name users. */
export function storeModule(db: Db, deps: { clock: Clock; counters: Counters; catalog: Later<Pick<CatalogService, 'countByShop'>>; account: Later<AccountService> }) {
  const service = createStoreService(db, deps.clock, deps.counters);
  return domainModule({
    name: 'store',
    service,
    routes: (api) => registerStoreRoutes(api, service, deps.catalog().countByShop, deps.account()),
  });
}
