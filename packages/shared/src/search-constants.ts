// Constants of the product list and search (api/search.ts): plain values, without the contracts' zod schemas.

/** Sort orders of the product list: comprehensive, sales, price up, price down, newest, most reviewed. */
export const PROD_SORT = { comprehensive: 0, sales: 1, priceAsc: 2, priceDesc: 3, newest: 4, reviews: 5 } as const;
export type ProdSort = (typeof PROD_SORT)[keyof typeof PROD_SORT];

export const SEARCH_LIMITS = {
  /** page size of the product list */
  pageSize: 20,
  maxPageSize: 60,
  keywordMax: 100,
  /** results beyond this many are not counted (the list offers at most this many / page size pages) */
  maxResults: 6000,
} as const;
