// The cart domain as a DomainModule (platform/module.ts): the buyer's cart and quick orders.
import type { Db } from '@mall/db';
import { domainModule } from '../../platform/module';
import { registerCartRoutes } from './routes';
import { createCartService, type CartDeps } from './service';

export function cartModule(db: Db, deps: CartDeps) {
  const service = createCartService(db, deps);
  return domainModule({ name: 'cart', service, routes: (api) => registerCartRoutes(api, service) });
}
