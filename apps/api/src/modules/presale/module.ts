// The pre-sale domain as a DomainModule (platform/module.ts): pre-sales of shops, deposit and balance orders through
// the order module (its PromotionSource for ORDER_TYPE.presale), the seller centre's setup, and the sweeper of
// balance reminders and forfeits (decision 035). Built before the order module (which takes its source): the order
// service and the store sessions are getters.
import type { Db } from '@mall/db';
import { domainModule, type Later } from '../../platform/module';
import type { OrderService } from '../order/service';
import type { StoreSessions } from '../seller/session';
import { registerPresaleRoutes } from './routes';
import { createPresaleService, type PresaleDeps } from './service';

export function presaleModule(db: Db, deps: Omit<PresaleDeps, 'order'> & { order: Later<OrderService>; sessions: Later<StoreSessions> }) {
  const { sessions, ...presaleDeps } = deps;
  const service = createPresaleService(db, presaleDeps);
  return domainModule({
    name: 'presale',
    service,
    routes: (api) => {
      service.guardShipping();
      return registerPresaleRoutes(api, service, deps.order(), sessions());
    },
    sweepers: [{ name: 'presale', run: (now) => service.sweepDue(now) }], // balance reminders, forfeits after the balance window
  });
}
