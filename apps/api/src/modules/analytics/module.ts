// The analytics domain as a DomainModule (platform/module.ts): the storefront's usage log.
import type { Db } from '@mall/db';
import { domainModule } from '../../platform/module';
import { registerAnalyticsRoutes } from './routes';
import { createAnalyticsService } from './service';

export function analyticsModule(db: Db) {
  const service = createAnalyticsService(db);
  return domainModule({ name: 'analytics', service, routes: (api) => registerAnalyticsRoutes(api, service) });
}
