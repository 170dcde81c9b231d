// Guess you like (issue 16, decision 031) as a DomainModule: service.ts, routes.ts.
import { domainModule } from '../../platform/module';
import { registerRecommendRoutes } from './routes';
import { createRecommendService } from './service';

export function recommendModule(deps: Parameters<typeof createRecommendService>[0]) {
  const service = createRecommendService(deps);
  return domainModule({
    name: 'recommend',
    service,
    routes: (app) => registerRecommendRoutes(app, service),
  });
}
