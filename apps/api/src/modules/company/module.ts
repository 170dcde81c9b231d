// The company domain as a DomainModule (platform/module.ts): company authentication of buyers for B2B purchases.
import type { Db } from '@mall/db';
import type { Clock } from '../../platform/clock';
import { domainModule } from '../../platform/module';
import { registerCompanyRoutes } from './routes';
import { createCompanyService } from './service';

export function companyModule(db: Db, deps: { clock: Clock }) {
  const service = createCompanyService(db, deps);
  return domainModule({ name: 'company', service, routes: (api) => registerCompanyRoutes(api, service) });
}
