// The store-staff domain as a DomainModule (platform/module.ts; issue 15, decision 027): the customer-service staff
// of a shop. Its own module (not inside chat: staff are people of a shop, their roles may grow beyond the desk; not
// inside store: that module is the shop itself and its owner). The chat module asks it who may answer a shop's desk
// and listens for staff disabled or removed.
import type { Db } from '@mall/db';
import { domainModule } from '../../platform/module';
import type { StoreSessions } from '../seller/session';
import { registerStoreStaffRoutes } from './routes';
import { createStoreStaffService } from './service';

export function storeStaffModule(db: Db, deps: Parameters<typeof createStoreStaffService>[1] & { sessions: StoreSessions }) {
  const { sessions, ...rest } = deps;
  const service = createStoreStaffService(db, rest);
  return domainModule({ name: 'store-staff', service, routes: (api) => registerStoreStaffRoutes(api, service, sessions) });
}
