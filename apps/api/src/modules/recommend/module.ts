// Guess you like (issue 16, decision 031): the home page's feed for a logged-in buyer, from the categories of the
// products they viewed (footprint) and kept (favourites), best sellers first, without those products; filled up with
// the mall's best sellers. Visitors get the best sellers from /prod/hotSaleProds.
import { z } from 'zod';
import { productCard, type Lang, type ProductCard } from '@mall/shared';
import { requireUser } from '../../platform/auth';
import type { ZodApp } from '../../platform/http';
import { domainModule } from '../../platform/module';
import type { CatalogService } from '../catalog/service';
import type { CollectionService } from '../collection/service';
import type { FootprintService } from '../footprint/service';

/** How many viewed and kept products the guess looks at. */
export const GUESS_SOURCES = 20;

export const guessQuery = z.object({ size: z.coerce.number().int().min(1).max(30).default(12) });
export const guessAnswer = z.object({
  /** true when the cards come (at least partly) from the buyer's own footprint and favourites */
  personal: z.boolean(),
  records: z.array(productCard),
});

export function createRecommendService(deps: { catalog: CatalogService; footprint: FootprintService; collection: CollectionService }) {
  const { catalog, footprint, collection } = deps;
  return {
    async guess(userId: number, size: number, lang: Lang): Promise<z.infer<typeof guessAnswer>> {
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

export function recommendModule(deps: Parameters<typeof createRecommendService>[0]) {
  const service = createRecommendService(deps);
  return domainModule({
    name: 'recommend',
    service,
    routes: (app: ZodApp) => {
      app.get('/p/user/guessYouLike', {
        schema: {
          tags: ['recommend'],
          summary: 'Guess you like: best sellers in the categories the caller viewed or kept (not those products), filled with the best sellers',
          querystring: guessQuery,
          response: { 200: guessAnswer },
        },
      }, (req) => service.guess(requireUser(req).userId, req.query.size, req.lang));
    },
  });
}
