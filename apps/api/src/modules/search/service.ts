// Search: the product list of /list and of a shop home, shop search, and hot-word ranking by real searches.
// It owns no table: it puts together the catalog's query, the open shops of the store module and the category
// scope of the content module, and has the content module count searches of hot words.
import type { CategoryNode, Lang, Paged, ProdSearchPage, ProdSearchQuery, ShopCard } from '@mall/shared';
import type { Counters } from '../../platform/counters';
import type { CatalogService } from '../catalog/service';
import type { ContentService } from '../content/service';
import type { StoreService } from '../store/service';

/** One client counts for a hot word at most once in this window (paging, sorting and reloads do not inflate it). */
const HOT_WORD_WINDOW_MS = 30 * 60 * 1000;

export function createSearchService(deps: { catalog: CatalogService; store: StoreService; content: ContentService; counters: Counters }) {
  const { catalog, store, content, counters } = deps;

  async function countSearch(word: string, client: string): Promise<void> {
    const w = word.normalize('NFKC').trim().toLowerCase();
    if (!w || w.length > 30) return;
    if (await counters.setIfAbsent(`hotword:${client}:${w}`, HOT_WORD_WINDOW_MS)) await content.countHotWordSearch(w);
  }

  return {
    async products(q: ProdSearchQuery, lang: Lang, client: string): Promise<ProdSearchPage> {
      const [shops, scope] = await Promise.all([store.openShops(), q.cpid ? content.categoryScope(q.cpid, lang) : Promise.resolve(undefined)]);
      let shopIds = q.self ? shops.selfOperated : shops.open;
      if (q.shopId !== undefined) shopIds = shopIds.filter((id) => id === q.shopId);
      let [minPrice, maxPrice] = [q.minPrice, q.maxPrice];
      if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
      const hits = await catalog.search(
        {
          keyword: q.pn,
          categoryIds: scope === undefined ? undefined : (scope?.ids ?? []),
          shopIds,
          minPrice,
          maxPrice,
          inStock: q.inStock === 1,
          sort: q.sort,
          current: q.current,
          size: q.size,
        },
        lang,
      );
      if (q.pn && q.current === 1 && q.shopId === undefined) await countSearch(q.pn, client);
      return {
        records: hits.records,
        total: hits.total,
        current: q.current,
        size: q.size,
        pages: Math.ceil(hits.total / q.size),
        fuzzy: hits.fuzzy,
        capped: hits.capped,
      };
    },

    shops(shopName: string | undefined, current: number, size: number, lang: Lang): Promise<Paged<ShopCard>> {
      return store.search(shopName ?? '', current, size, lang, catalog.countByShop);
    },

    /** The categories an open shop sells in, as a pruned tree (empty for a shop that is not open). */
    async shopCategories(shopId: number, lang: Lang): Promise<CategoryNode[]> {
      const shops = await store.openShops();
      if (!shops.open.includes(shopId)) return [];
      return content.treeOf(await catalog.categoryIdsOfShop(shopId), lang);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
