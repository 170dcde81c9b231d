// The address domain as a DomainModule (platform/module.ts): the buyer's address book and the region list.
import type { Db } from '@mall/db';
import type { Clock } from '../../platform/clock';
import { domainModule } from '../../platform/module';
import { registerAddressRoutes } from './routes';
import { createAddressService } from './service';

export function addressModule(db: Db, deps: { clock: Clock }) {
  const service = createAddressService(db, deps.clock);
  return domainModule({ name: 'address', service, routes: (api) => registerAddressRoutes(api, service) });
}
