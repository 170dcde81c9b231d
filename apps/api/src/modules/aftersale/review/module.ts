// The review domain as a DomainModule (platform/module.ts): its service and its routes, mounted by server.ts.
import type { Db } from '@mall/db';
import { domainModule } from '../../../platform/module';
import type { StoreSessions } from '../../seller/session';
import { registerReviewRoutes } from './routes';
import { createReviewService, type ReviewDeps } from './service';

export function reviewModule(db: Db, deps: ReviewDeps & { sessions: StoreSessions }) {
  const service = createReviewService(db, deps);
  return domainModule({ name: 'review', service, routes: (api) => registerReviewRoutes(api, service, deps.sessions) });
}
