// The promotion domain as a DomainModule (platform/module.ts): coupons and shop discounts, set up in the console by
// operators or by shop owners for their own shop (RouteContext.consoleScope). Group buys and flash sales are
// modules of their own (group-buy/module.ts, flash-sale/module.ts).
import type { Db } from '@mall/db';
import { domainModule } from '../../platform/module';
import { registerDiscountRoutes } from './discount-routes';
import { registerCouponRoutes } from './routes';
import { createPromotionService } from './service';

export function promotionModule(db: Db, deps: Parameters<typeof createPromotionService>[1]) {
  const service = createPromotionService(db, deps);
  return domainModule({
    name: 'promotion',
    service,
    routes: (api, { consoleScope }) => {
      registerCouponRoutes(api, service, consoleScope);
      registerDiscountRoutes(api, service, consoleScope);
    },
  });
}
