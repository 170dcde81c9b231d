// The analytics domain as a DomainModule (platform/module.ts): the storefront's usage log (batched ingestion,
// written out when the app closes) and the usage figures of the platform console and the seller centre.
import type { Db } from '@mall/db';
import { domainModule } from '../../platform/module';
import { registerAnalyticsRoutes } from './routes';
import { createAnalyticsService, type AnalyticsDeps } from './service';

export function analyticsModule(db: Db, deps: AnalyticsDeps) {
  const service = createAnalyticsService(db, deps);
  return domainModule({
    name: 'analytics',
    service,
    routes: (api, ctx) => {
      registerAnalyticsRoutes(api, service, ctx);
      // the queued entries are written before the database closes
      api.addHook('onClose', () => service.close());
    },
  });
}
