// The order domain as a DomainModule (platform/module.ts): checkout, the buyer's and the shop's orders, and the
// sweeper of timed order changes. It fills the user centre's order counts (account.extendCenterInfo).
import type { Db } from '@mall/db';
import { domainModule } from '../../platform/module';
import type { AccountService } from '../account/service';
import { registerOrderRoutes } from './routes';
import { createOrderService, type OrderDeps } from './service';

export function orderModule(db: Db, deps: OrderDeps & { account: Pick<AccountService, 'extendCenterInfo'> }) {
  const { account, ...orderDeps } = deps;
  const service = createOrderService(db, orderDeps);
  account.extendCenterInfo({ orderCounts: service.counts });
  return domainModule({
    name: 'order',
    service,
    routes: (api) => registerOrderRoutes(api, service),
    sweepers: [{ name: 'order', run: (now) => service.sweepDue(now) }], // unpaid order expiry, auto-confirm, completion
  });
}
