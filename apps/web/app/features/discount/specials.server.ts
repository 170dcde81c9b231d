// The special discounts of the products a page shows (GET /discount/prices), by product id, for the loaders of
// product detail and product lists; a failure shows normal prices.
import type { AppLoadContext } from 'react-router';
import type { Lang, ProductDiscount } from '@mall/shared';
import { getOr } from '../../lib/api';

export type Specials = Record<number, ProductDiscount>;

export async function loadSpecials(context: AppLoadContext, prodIds: number[], lang: Lang): Promise<Specials> {
  const ids = [...new Set(prodIds)].slice(0, 100);
  if (ids.length === 0) return {};
  const rows = await getOr<ProductDiscount[]>(context, `/discount/prices?prodIds=${ids.join(',')}`, lang, []);
  return Object.fromEntries(rows.map((r) => [r.prodId, r]));
}
