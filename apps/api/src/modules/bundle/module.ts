// The bundle domain as a DomainModule (platform/module.ts): a shop's packages of SKUs at a package price (decision 036);
// the order module's checkout takes its source (a getter: built after it).
import type { Db } from '@mall/db';
import { domainModule } from '../../platform/module';
import type { StoreSessions } from '../seller/session';
import { registerBundleRoutes } from './routes';
import { createBundleService, type BundleDeps } from './service';

export function bundleModule(db: Db, deps: BundleDeps & { sessions: StoreSessions }) {
  const service = createBundleService(db, deps);
  return domainModule({ name: 'bundle', service, routes: (api) => registerBundleRoutes(api, service, deps.sessions) });
}
