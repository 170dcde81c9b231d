// The inbox as a DomainModule (platform/module.ts): built after the modules whose notices it lists (refund, pre-sale).
import { domainModule } from '../../platform/module';
import { registerInboxRoutes } from './routes';
import { createInboxService, type InboxDeps } from './service';

export function inboxModule(deps: InboxDeps) {
  const service = createInboxService(deps);
  return domainModule({ name: 'inbox', service, routes: (api) => registerInboxRoutes(api, service) });
}
