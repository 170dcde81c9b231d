// The demand and service hall (issue 17, decision 029): posts with their moderation and expiry (posts.ts, state
// table status.ts) and the quotes answering them (quotes.ts).
import type { Db } from '@mall/db';
import { COMPANY_AUTH_STATUS, SHOP_STATUS } from '@mall/shared';
import { ensureDemandDemo } from './demo';
import { createDemandPosts, type DemandPostDeps } from './posts';
import { createDemandQuotes, type DemandQuoteDeps } from './quotes';
import { assertDemandMachine } from './status';

export function createDemandService(db: Db, deps: DemandPostDeps & Omit<DemandQuoteDeps, 'posts'>) {
  assertDemandMachine();
  const posts = createDemandPosts(db, deps);
  const quotes = createDemandQuotes(db, { ...deps, posts });
  return {
    posts, quotes,
    /** The demo hall (main.ts, demo mode): a few demands, services and quotes, once. */
    async ensureDemo(buyer: number, seller: number): Promise<void> {
      const shop = await deps.store.shopOf(seller);
      const shopId = shop.shopId && shop.shopStatus === SHOP_STATUS.open ? shop.shopId : null;
      const shopName = shopId ? (await deps.store.summaries([shopId], 'zh')).get(shopId)?.shopName ?? '' : '';
      const company = await deps.company.mine(buyer);
      await ensureDemandDemo(db, deps.clock, { buyer, seller, sellerShopId: shopId, sellerShopName: shopName, buyerCompany: company?.status === COMPANY_AUTH_STATUS.passed ? company.companyName : null }, await deps.categoryTree('zh'));
    },
  };
}

export type DemandService = ReturnType<typeof createDemandService>;
