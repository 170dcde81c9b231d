// The search domain as a DomainModule (platform/module.ts): product and shop search, hot words.
import { domainModule } from '../../platform/module';
import { registerSearchRoutes } from './routes';
import { createSearchService } from './service';

export function searchModule(deps: Parameters<typeof createSearchService>[0]) {
  const service = createSearchService(deps);
  return domainModule({ name: 'search', service, routes: (api) => registerSearchRoutes(api, service) });
}
