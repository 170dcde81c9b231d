import { z } from 'zod';

/** The error body of every refused request (ARCHITECTURE §4). */
export const errorBody = z.object({ code: z.string(), message: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * Ids of the API: 1 to 2^31-1. Rows are referenced through int4 columns (product_id, shop_id, sku_id, ...), so that is
 * the largest id the database can use; a larger one would fail in SQL (500) instead of answering 400. Every id the
 * API reads goes through these (z.number().int() alone already stops unsafe integers past 2^53).
 */
export const INT4_MAX = 2_147_483_647;
/** An id in a JSON body. */
export const idSchema = z.number().int().min(1).max(INT4_MAX);
/** An id in a query or path (text coerced to a number). */
export const idQuery = z.coerce.number().int().min(1).max(INT4_MAX);
/** An id that may be 0 ("none": a first-level parent, no page). */
export const idOrZero = z.number().int().min(0).max(INT4_MAX);
export const idOrZeroQuery = z.coerce.number().int().min(0).max(INT4_MAX);

export const pageQuery = z.object({
  current: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  size: z.coerce.number().int().min(1).max(1000).default(10),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    records: z.array(item),
    total: z.number().int(),
    current: z.number().int(),
    size: z.number().int(),
    pages: z.number().int(),
  });
export type Paged<T> = { records: T[]; total: number; current: number; size: number; pages: number };

export const idParam = z.object({ id: idQuery });

/**
 * Sitemaps (search engines): one page of the ids of what the public may see (products on sale, open shops, published
 * news), ascending, and how many there are. A page holds at most SITEMAP_PAGE_MAX ids, so a child sitemap listing
 * each id in both languages stays within the protocol's 50,000 URLs.
 */
export const SITEMAP_PAGE_MAX = 25_000;
export const sitemapIdsQuery = z.object({
  current: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(SITEMAP_PAGE_MAX).default(SITEMAP_PAGE_MAX),
});
export type SitemapIdsQuery = z.infer<typeof sitemapIdsQuery>;
export const sitemapIds = z.object({ ids: z.array(z.number().int()), total: z.number().int() });
export type SitemapIds = z.infer<typeof sitemapIds>;
