// The group-buy domain as a DomainModule (platform/module.ts): activities, groups, and the sweeper failing groups
// not full in time. The order and payment services are built after it and connected by server.ts (connect).
import type { Db } from '@mall/db';
import { domainModule } from '../../../platform/module';
import { registerGroupBuyRoutes } from './routes';
import { createGroupBuyService } from './service';

export function groupBuyModule(db: Db, deps: Parameters<typeof createGroupBuyService>[1]) {
  const service = createGroupBuyService(db, deps);
  return domainModule({
    name: 'group buy',
    service,
    routes: (api, { consoleScope }) => registerGroupBuyRoutes(api, service, consoleScope),
    sweepers: [{ name: 'group buy', run: (now) => service.sweepDue(now) }], // groups not full in time fail and are refunded
  });
}
