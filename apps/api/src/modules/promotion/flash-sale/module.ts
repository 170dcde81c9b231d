// The flash-sale domain as a DomainModule (platform/module.ts): activities, buying through the stock gate, and the
// sweeper closing ended sales. Its shedding hook stays in buildApp: it runs before the token check, outside /shop-api.
import type { Db } from '@mall/db';
import { domainModule, type Later } from '../../../platform/module';
import type { OrderService } from '../../order/service';
import { registerFlashSaleRoutes } from './routes';
import { createFlashSaleService, type FlashSaleDeps } from './service';

/** order: built later (it takes this module's source); the buying routes confirm and submit through it, the order queue places its batches. */
export function flashSaleModule(db: Db, deps: Omit<FlashSaleDeps, 'order'> & { order: Later<Pick<OrderService, 'confirm' | 'submit' | 'placeReserved'>> }) {
  const { order, ...flashDeps } = deps;
  const service = createFlashSaleService(db, { ...flashDeps, order: () => order() });
  return domainModule({
    name: 'flash sale',
    service,
    routes: (api, { consoleScope }) => registerFlashSaleRoutes(api, service, order(), consoleScope),
    sweepers: [
      { name: 'flash sale close', run: (now) => service.closeEnded(now) }, // unsold stock back to the SKUs
      // reservations → orders (REDIS_URL): every process's worker, a consumer of one group (each entry to one worker)
      ...(service.queue ? [{ name: 'flash sale orders', everyMs: 250, run: () => service.queue!.drain() }] : []),
    ],
  });
}
