// Browser calls of the catalog pages: favourites, follows, footprint, add to cart.
import type { CollectState } from '@mall/shared';
import { clientApi } from '../../lib/api';
import { logFlowEvent } from '../analytics/usage-log';

export const addFavourite = (prodId: number, lang: string) =>
  clientApi<CollectState>('/p/user/collection/prod', { method: 'POST', body: { prodId }, lang });
export const removeFavourites = (prodIds: number[], lang: string) =>
  clientApi<{ removed: number }>('/p/user/collection/prod', { method: 'DELETE', body: { prodIds }, lang });
export const followShop = (shopId: number, lang: string) =>
  clientApi<CollectState>('/p/user/collection/shop', { method: 'POST', body: { shopId }, lang });
export const unfollowShops = (shopIds: number[], lang: string) =>
  clientApi<{ removed: number }>('/p/user/collection/shop', { method: 'DELETE', body: { shopIds }, lang });
export const removeFootprints = (body: { ids?: number[]; all?: boolean }, lang: string) =>
  clientApi<{ removed: number }>('/p/user/recentBrowse', { method: 'DELETE', body, lang });
export async function addToCart(item: { prodId: number; skuId: number; count: number; shopId: number }, lang: string) {
  const res = await clientApi<{ basketId: number; prodCount: number }>('/p/shopCart/changeItem', { method: 'POST', body: item, lang });
  // usage log (SPEC §3): the cart add of the funnel
  if (res.status === 200 && item.count > 0) logFlowEvent(lang, { kind: 'cartAdd', prodId: item.prodId, count: item.count });
  return res;
}

/** SPEC §7: the footprint call is form encoded. Failures are silent (a footprint is never worth a message). */
export function recordFootprint(prodId: number): void {
  void fetch('/shop-api/p/user/recentBrowse', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ prodId: String(prodId) }).toString(),
    credentials: 'same-origin',
  }).catch(() => undefined);
}
