// The membership domain as a DomainModule (platform/module.ts): levels and growth, paid membership (its purchases
// paid through the payment module's 'membership' purpose), and the monthly coupon packs' sweeper. server.ts wires
// its hooks into the order (pricing, completion), refund, review and sign-in flows.
import type { Db } from '@mall/db';
import { domainModule } from '../../platform/module';
import { registerMembershipRoutes } from './routes';
import { createMembershipService, type MembershipDeps } from './service';

export function membershipModule(db: Db, deps: MembershipDeps) {
  const service = createMembershipService(db, deps);
  return domainModule({
    name: 'membership',
    service,
    routes: (api) => registerMembershipRoutes(api, service),
    sweepers: [{ name: 'membership-monthly-coupons', run: (now) => service.paid.sweepMonthly(now), everyMs: 3_600_000 }],
  });
}
