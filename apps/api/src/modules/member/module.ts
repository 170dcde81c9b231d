// The member domain as a DomainModule (platform/module.ts), first slice: the points ledger with its expiry sweeper
// and the daily sign-in (decision 019).
import type { Db } from '@mall/db';
import type { Clock } from '../../platform/clock';
import { domainModule } from '../../platform/module';
import { registerMemberRoutes } from './routes';
import { createMemberService } from './service';

export function memberModule(db: Db, deps: { clock: Clock }) {
  const service = createMemberService(db, deps);
  return domainModule({
    name: 'member',
    service,
    routes: (api) => registerMemberRoutes(api, service),
    sweepers: [{ name: 'points-expiry', run: (now) => service.ledger.sweepExpired(now), everyMs: 60_000 }],
  });
}
