// The footprint domain as a DomainModule (platform/module.ts): the buyer's recently viewed products.
import type { Db } from '@mall/db';
import { domainModule } from '../../platform/module';
import { registerFootprintRoutes } from './routes';
import { createFootprintService } from './service';

export function footprintModule(db: Db, deps: Parameters<typeof createFootprintService>[1]) {
  const service = createFootprintService(db, deps);
  return domainModule({ name: 'footprint', service, routes: (api) => registerFootprintRoutes(api, service) });
}
