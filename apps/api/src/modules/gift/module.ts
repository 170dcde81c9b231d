// The gift domain as a DomainModule (platform/module.ts): a shop's gift rules (decision 036); the cart and the order
// module's checkout take its source (getters: built after them).
import type { Db } from '@mall/db';
import type { Clock } from '../../platform/clock';
import { domainModule } from '../../platform/module';
import type { CatalogService } from '../catalog/service';
import type { CatalogSkus } from '../catalog/skus';
import type { StoreSessions } from '../seller/session';
import { registerGiftRoutes } from './routes';
import { createGiftService } from './service';

export function giftModule(db: Db, deps: { clock: Clock; skus: Pick<CatalogSkus, 'byIds' | 'reserve'>; catalog: Pick<CatalogService, 'cardsWithState' | 'productRefs'>; sessions: StoreSessions }) {
  const { catalog } = deps;
  const products = async (ids: number[]) => {
    const [zh, en] = await Promise.all([catalog.cardsWithState(ids, 'zh'), catalog.cardsWithState(ids, 'en')]);
    return new Map([...zh].map(([id, c]) => [id, { shopId: c.shopId, nameZh: c.prodName, nameEn: en.get(id)?.prodName ?? c.prodName }]));
  };
  const service = createGiftService(db, { clock: deps.clock, skus: deps.skus, products });
  const shopOf = async (prodId: number) => (await catalog.productRefs([prodId])).get(prodId)?.shopId ?? null;
  return domainModule({ name: 'gift', service, routes: (api) => registerGiftRoutes(api, service, deps.sessions, shopOf) });
}
