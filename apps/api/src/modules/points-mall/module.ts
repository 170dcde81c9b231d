// The points-mall domain as a DomainModule (platform/module.ts): points products, redeeming them as orders of type
// POINTS through the order module (its PromotionSource), the platform console's setup (decision 022).
import type { Db } from '@mall/db';
import { domainModule, type Later } from '../../platform/module';
import type { OrderService } from '../order/service';
import { registerPointsMallRoutes } from './routes';
import { createPointsMallService, type PointsMallDeps } from './service';

/** order: built later (it takes this module's source); the redeeming routes confirm and submit through it. */
export function pointsMallModule(db: Db, deps: PointsMallDeps & { order: Later<Pick<OrderService, 'confirm' | 'submit'>> }) {
  const { order, ...mallDeps } = deps;
  const service = createPointsMallService(db, mallDeps);
  return domainModule({
    name: 'points mall',
    service,
    routes: (api) => registerPointsMallRoutes(api, service, order()),
  });
}
