// Guess you like (issue 16, decision 031): the home page's feed for a logged-in buyer, from the categories of the
// products they viewed (footprint) and kept (favourites), best sellers first, without those products; filled up with
// the mall's best sellers. Visitors get the best sellers from /prod/hotSaleProds.
import type { GuessAnswer, Lang, ProductCard } from '@mall/shared';
import type { CatalogService } from '../catalog/service';
import type { CollectionService } from '../collection/service';
import type { FootprintService } from '../footprint/service';

/** How many viewed and kept products the guess looks at. */
export const GUESS_SOURCES = 20;

export function createRecommendService(deps: { catalog: CatalogService; footprint: FootprintService; collection: CollectionService }) {
  const { catalog, footprint, collection } = deps;
  return {
    async guess(userId: number, size: number, lang: Lang): Promise<GuessAnswer> {
      const [viewed, kept] = await Promise.all([footprint.recentProductIds(userId, GUESS_SOURCES), collection.recentProductIds(userId, GUESS_SOURCES)]);
      const seen = [...new Set([...viewed, ...kept])];
      const mine = await catalog.popularIn(await catalog.categoriesOf(seen), seen, size, lang);
      if (mine.length >= size) return { personal: true, records: mine };
      const taken = new Set([...seen, ...mine.map((c) => c.prodId)]);
      const fill: ProductCard[] = (await catalog.hotSale(Math.min(50, size + taken.size), lang)).filter((c) => !taken.has(c.prodId));
      return { personal: mine.length > 0, records: [...mine, ...fill].slice(0, size) };
    },
  };
}

export type RecommendService = ReturnType<typeof createRecommendService>;
