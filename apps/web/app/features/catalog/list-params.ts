// The address of a product list (/list, and /shopIndex for one shop): every filter, the sort and the page are in
// the query string, so a list can be shared and reloaded. Prices are yuan in the address, fen for the API.
import { PROD_SORT, SEARCH_LIMITS, SEARCH_TYPE, yuanToFen } from '@mall/shared';

export interface ListParams {
  /** product name searched (SPEC pn) */
  pn: string;
  /** category id (SPEC cpid) and its level 1-3 (SPEC cindex) */
  cpid: number | null;
  cindex: number | null;
  /** search type (SPEC st): 0 product, 1 shop */
  st: number;
  sort: number;
  /** yuan as typed, '' when unset */
  minPrice: string;
  maxPrice: string;
  self: boolean;
  stock: boolean;
  page: number;
}

const positiveInt = (v: string | null): number | null => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null);
const price = (v: string | null): string => {
  const s = (v ?? '').trim();
  return s !== '' && yuanToFen(s) !== null && !s.startsWith('-') ? s : '';
};

export function parseListParams(search: URLSearchParams): ListParams {
  const sort = Number(search.get('sort'));
  const cindex = positiveInt(search.get('cindex'));
  return {
    pn: (search.get('pn') ?? '').trim().slice(0, SEARCH_LIMITS.keywordMax),
    cpid: positiveInt(search.get('cpid')),
    cindex: cindex !== null && cindex <= 3 ? cindex : null,
    st: search.get('st') === String(SEARCH_TYPE.shop) ? SEARCH_TYPE.shop : SEARCH_TYPE.product,
    sort: Number.isInteger(sort) && sort >= 0 && sort <= PROD_SORT.reviews ? sort : PROD_SORT.comprehensive,
    minPrice: price(search.get('minPrice')),
    maxPrice: price(search.get('maxPrice')),
    self: search.get('self') === '1',
    stock: search.get('stock') === '1',
    page: positiveInt(search.get('page')) ?? 1,
  };
}

/** Query of GET /search/prodPage for these params (plus a shop, on the shop home). */
export function prodSearchQuery(p: ListParams, extra: { shopId?: number; size?: number } = {}): string {
  const q = new URLSearchParams();
  if (p.pn) q.set('pn', p.pn);
  if (p.cpid) q.set('cpid', String(p.cpid));
  if (p.cindex) q.set('cindex', String(p.cindex));
  if (extra.shopId) q.set('shopId', String(extra.shopId));
  const min = p.minPrice ? yuanToFen(p.minPrice) : null;
  const max = p.maxPrice ? yuanToFen(p.maxPrice) : null;
  if (min !== null) q.set('minPrice', String(min));
  if (max !== null) q.set('maxPrice', String(max));
  if (p.self) q.set('self', '1');
  if (p.stock) q.set('inStock', '1');
  q.set('sort', String(p.sort));
  q.set('current', String(p.page));
  q.set('size', String(extra.size ?? SEARCH_LIMITS.pageSize));
  return q.toString();
}

/**
 * The address of the list with some params changed. Any change other than the page goes back to page 1;
 * params that are not list params (sid, lang...) are kept as they are.
 */
export function listHref(pathname: string, search: URLSearchParams, change: Partial<ListParams>): string {
  const q = new URLSearchParams(search);
  const set = (key: string, value: string | null) => (value ? q.set(key, value) : q.delete(key));
  for (const [key, value] of Object.entries(change)) {
    if (key === 'self' || key === 'stock') set(key, value ? '1' : null);
    else if (key === 'sort') set(key, value ? String(value) : null);
    else if (key === 'page') set(key, Number(value) > 1 ? String(value) : null);
    else set(key, value === null || value === undefined || value === '' ? null : String(value));
  }
  if (!('page' in change)) q.delete('page');
  const s = q.toString();
  return s ? `${pathname}?${s}` : pathname;
}
