// The product list query: name search, category, shops, price, stock, six sorts, paging.
// Every filter is answered from an index (migration 0002): names of 3+ characters by the trigram GIN index,
// 1-2 characters (very common Chinese searches such as 手机) by the mall_grams() GIN index; sorts by b-trees.
// Two statements per page (rows, capped count), two more only when nothing matched and a typo-tolerant
// retry by word similarity runs.
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { PROD_SORT, SEARCH_LIMITS } from '@mall/shared';
import { escapeLike } from '../../platform/like';

const { product } = schema;
type ProductRow = typeof product.$inferSelect;

export interface ProductFilter {
  keyword?: string;
  /** categories to search in (a category and its descendants); undefined = all */
  categoryIds?: number[];
  /** shops whose products may show (open shops, narrowed by shop / self-operated filters) */
  shopIds: number[];
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  sort: number;
  current: number;
  size: number;
}

export interface ProductHits {
  rows: ProductRow[];
  total: number;
  capped: boolean;
  fuzzy: boolean;
}

/** Search terms of a keyword: NFKC (full-width letters), lower-cased, split on white space, at most 5. */
export function searchTerms(keyword: string | undefined): string[] {
  if (!keyword) return [];
  const parts = keyword.normalize('NFKC').trim().split(/\s+/).filter(Boolean);
  return [...new Set(parts)].slice(0, 5);
}

const nameExpr = () => sql`(${product.nameZh} || ' ' || ${product.nameEn})`;

function termMatch(term: string): SQL {
  // The grams test lets the GIN index find the rows; the strpos test (the same meaning, cheap) is what a plan that
  // walks a sort index evaluates row by row: PostgreSQL runs the cheaper filter first, so the costly mall_grams()
  // only runs on rows that already match.
  if ([...term].length <= 2) {
    return sql`(strpos(lower(${nameExpr()}), lower(${term})) > 0 AND mall_grams(${product.nameZh} || ' ' || ${product.nameEn}) @> ARRAY[lower(${term})])`;
  }
  return sql`${nameExpr()} ILIKE ${`%${escapeLike(term)}%`}`;
}

function orderOf(sort: number, relevance: SQL | null): SQL[] {
  switch (sort) {
    case PROD_SORT.sales:
      return [desc(product.soldNum), desc(product.id)];
    case PROD_SORT.priceAsc:
      return [asc(product.price), asc(product.id)];
    case PROD_SORT.priceDesc:
      return [desc(product.price), desc(product.id)];
    case PROD_SORT.newest:
      return [desc(product.putawayTime), desc(product.id)];
    case PROD_SORT.reviews:
      return [desc(product.reviewCount), desc(product.id)];
    default:
      // comprehensive: what can be bought first, then the best name match, then what sells
      return [sql`(${product.totalStock} > 0) DESC`, ...(relevance ? [sql`${relevance} DESC`] : []), desc(product.soldNum), desc(product.id)];
  }
}

export async function searchProducts(db: Db, f: ProductFilter): Promise<ProductHits> {
  const empty = { rows: [], total: 0, capped: false, fuzzy: false };
  if (f.shopIds.length === 0 || (f.categoryIds && f.categoryIds.length === 0)) return empty;
  const base: (SQL | undefined)[] = [
    eq(product.status, 1),
    inArray(product.shopId, f.shopIds),
    f.categoryIds ? inArray(product.categoryId, f.categoryIds) : undefined,
    f.minPrice !== undefined ? gte(product.price, f.minPrice) : undefined,
    f.maxPrice !== undefined ? lte(product.price, f.maxPrice) : undefined,
    f.inStock ? sql`${product.totalStock} > 0` : undefined,
  ];
  const terms = searchTerms(f.keyword);
  const phrase = terms.join(' ');
  const offset = (f.current - 1) * f.size;

  const run = async (match: SQL | undefined, relevance: SQL | null) => {
    const where = and(...base, match);
    if (offset >= SEARCH_LIMITS.maxResults) {
      const total = await countCapped(db, where);
      return { rows: [], ...total };
    }
    const [rows, total] = await Promise.all([
      db.select().from(product).where(where).orderBy(...orderOf(f.sort, relevance)).limit(f.size).offset(offset),
      countCapped(db, where),
    ]);
    return { rows, ...total };
  };

  if (terms.length === 0) return { ...(await run(undefined, null)), fuzzy: false };
  // name similarity ranks comprehensive results of trigram searches; for 1-2 characters it means little and would be
  // computed for every hit (a single common character can match a third of the catalogue)
  const relevance = [...phrase].length >= 3 ? sql`similarity(${phrase}, ${nameExpr()})` : null;
  const exact = await run(and(...terms.map(termMatch)), relevance);
  if (exact.total > 0 || [...phrase].length < 3) return { ...exact, fuzzy: false };
  // nothing matched: names that contain something close to the words (pg_trgm word similarity, default 0.6)
  const close = await run(sql`${phrase} <% ${nameExpr()}`, sql`word_similarity(${phrase}, ${nameExpr()})`);
  return { ...close, fuzzy: close.total > 0 };
}

/** count(*) that stops at SEARCH_LIMITS.maxResults, so a broad list never counts the whole catalogue. */
async function countCapped(db: Db, where: SQL | undefined): Promise<{ total: number; capped: boolean }> {
  const cap = SEARCH_LIMITS.maxResults;
  const sub = db.select({ one: sql`1`.as('one') }).from(product).where(where).limit(cap + 1).as('hits');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sub);
  const n = Number(row?.n ?? 0);
  return { total: Math.min(n, cap), capped: n > cap };
}
