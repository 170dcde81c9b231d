// The seller centre: the store session, and the shop-scoped work the other modules do for it (catalog: products;
// order: the shop's orders and shipping; content: shop notices; store: shop info). Every call takes the shopId of
// the caller's store session, never one from the request.
import type { Db } from '@mall/db';
import { packageItemsRule, type Lang, type SellerDashboard, type ShipBody } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { createSellerProducts } from '../catalog/seller-products';
import { createShopNotices } from '../content/shop-notices';
import type { ContentService } from '../content/service';
import type { OrderService } from '../order/service';
import { createShopOrders } from '../order/shop-orders';
import type { StoreService } from '../store/service';
import { createProductImports } from './import';
import { createStoreSessions } from './session';

export interface SellerDeps {
  clock: Clock;
  store: StoreService;
  content: Pick<ContentService, 'categoryScope'>;
  order: Pick<OrderService, 'ship'>;
  onError?: (err: unknown) => void;
}

export function createSellerService(db: Db, deps: SellerDeps) {
  const { clock, store, order } = deps;
  const products = createSellerProducts(db, { clock, content: deps.content });
  const orders = createShopOrders(db, { clock });
  return {
    sessions: createStoreSessions(db, { clock, store }),
    products,
    orders,
    notices: createShopNotices(db, clock),
    imports: createProductImports(db, { clock, products, onError: deps.onError }),
    shop: store.profile,

    async dashboard(shopId: number, days: number): Promise<SellerDashboard> {
      const [figures, onShelf] = await Promise.all([orders.dashboard(shopId, days), products.countOnShelf(shopId)]);
      return { ...figures, onShelf };
    },

    /** Ships the shop's paid order in one package (whole order) or several (each with its items). */
    async ship(shopId: number, orderNumber: string, body: ShipBody, _lang: Lang): Promise<void> {
      const itemIds = await orders.itemIds(shopId, orderNumber);
      const key = packageItemsRule(body.packages, itemIds);
      if (key) throw new AppError(key);
      await order.ship(orderNumber, body.packages, { shopId });
    },
  };
}
export type SellerService = ReturnType<typeof createSellerService>;
