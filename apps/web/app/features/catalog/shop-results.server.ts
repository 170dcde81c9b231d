// Loader side of the shop search results: a page of open shops and the best sellers of each.
import type { Lang, Paged, ProdSearchPage, ShopCard } from '@mall/shared';
import type { AppLoadContext } from 'react-router';
import { emptyPage, getOr } from '../../lib/api';
import type { ShopResult } from './ShopResults';

export const SHOPS_PER_PAGE = 10;
const PRODUCTS_PER_SHOP = 4;

export async function loadShopResults(context: AppLoadContext, name: string, page: number, lang: Lang) {
  const q = new URLSearchParams({ current: String(page), size: String(SHOPS_PER_PAGE) });
  if (name) q.set('shopName', name);
  const shops = await getOr<Paged<ShopCard>>(context, `/search/shopPage?${q}`, lang, emptyPage());
  const results: ShopResult[] = await Promise.all(
    (shops.records ?? []).map(async (shop) => {
      const best = await getOr<ProdSearchPage | null>(context, `/search/prodPage?shopId=${shop.shopId}&sort=1&size=${PRODUCTS_PER_SHOP}`, lang, null);
      return { shop, products: best?.records ?? [] };
    }),
  );
  return { results, total: shops.total, pages: shops.pages, current: page };
}
