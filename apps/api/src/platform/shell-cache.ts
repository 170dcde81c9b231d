// The storefront's in-process API calls whose answers are the same for every visitor and change only when an operator
// edits them in the platform console (decision 024): the site config, the terms switches, hot words, the nav, the
// category tree, help categories, friend links, popup ads and banners. Every page's root loader asks for most of them
// (apps/web/app/lib/shell.ts); before this cache that was seven in-process requests and their queries per page.
//
// Kept per address and language for SHELL_CACHE_MS. A successful console write (any POST/PUT/PATCH/DELETE under
// /shop-api/p/admin/) in this process drops everything at once; another process of the same database (several
// processes on one PostgreSQL) sees the change within SHELL_CACHE_MS, and so do hot words re-ranked by searches.
// Only 200 answers are kept; answers are frozen, so a loader that changed one in place would fail loudly.
import type { FastifyInstance } from 'fastify';

export const SHELL_CACHE_MS = 60_000;

/** Paths (without query) under /shop-api whose GET answers do not depend on who asks. */
export const SHELL_PATHS: ReadonlySet<string> = new Set([
  '/shop-api/webConfig/getPcWebConfig',
  '/shop-api/sys/config/info/getSysServiceSwitch',
  '/shop-api/search/hotSearch',
  '/shop-api/service/nav/page',
  '/shop-api/category/categoryInfo',
  '/shop-api/service/helpCategory/page',
  '/shop-api/service/indexLink/page',
  '/shop-api/service/homeSuspendAd/page',
  '/shop-api/indexImgs',
]);

/**
 * The catalog's public answers a page asks for (decision 044): product lists and cards, the product page and its
 * promotions, special prices, reviews, the home page's product and shop lists, notices and flash-sale items. The
 * same for every visitor (none of these routes reads the caller), but they change with sellers' edits, console edits
 * and buyers' orders (stock, sold counts): kept CATALOG_CACHE_MS only and dropped by ANY successful write in this
 * process (`clearOnWrites`), like the kept pages of decision 041; other processes of one database and the sweepers'
 * timed changes show within CATALOG_CACHE_MS. A keyword search is not kept (it counts the hot word of its visitor).
 */
export const CATALOG_CACHE_MS = 3_000;

export const CATALOG_PATHS: ReadonlySet<string> = new Set([
  '/shop-api/search/prodPage',
  '/shop-api/prod/prodInfo',
  '/shop-api/prod/promotions',
  '/shop-api/prod/hotSaleProds',
  '/shop-api/prod/lastedProdPage',
  '/shop-api/discount/prices',
  '/shop-api/comment/prodComments',
  '/shop-api/group-buy/activities',
  '/shop-api/shop/recommendShops',
  '/shop-api/shop/notice/topNoticeList/0',
  '/shop-api/seckill/sessionProds',
]);

export function isCatalogPath(url: string): boolean {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  return CATALOG_PATHS.has(path) && !(q >= 0 && /[?&]pn=/.test(url.slice(q)));
}

export interface CachedAnswer {
  status: number;
  data: unknown;
}

export interface ShellCache {
  /** The kept answer of `url` in `lang`, or `load()`'s (kept when it is a 200 and no console write came meanwhile). */
  get(url: string, lang: string, load: () => Promise<CachedAnswer>): Promise<CachedAnswer>;
  clear(): void;
}

export const isShellPath = (url: string) => SHELL_PATHS.has(url.split('?', 1)[0]!);

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

export function createShellCache(now: () => number = Date.now, ttlMs = SHELL_CACHE_MS, max = 200): ShellCache {
  const entries = new Map<string, { until: number; answer: Promise<CachedAnswer> }>();
  let generation = 0;
  return {
    get(url, lang, load) {
      const key = `${lang}\n${url}`;
      const hit = entries.get(key);
      if (hit && hit.until > now()) return hit.answer;
      const started = generation;
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      // concurrent misses share one load; an answer read before a console write is not kept after it
      const answer = load().then((a) => {
        if (a.status !== 200 || started !== generation) forget();
        return a.status === 200 ? deepFreeze(a) : a;
      });
      answer.catch(forget);
      const entry = { until: now() + ttlMs, answer };
      if (hit) entries.delete(key);
      // the oldest answer goes first when the cache is full (a Map iterates in insertion order)
      else if (entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
      return answer;
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}

/** Drops the cache when a platform-console write succeeds (the only way shell content changes, hot words aside). */
export function clearOnConsoleWrites(app: FastifyInstance, cache: ShellCache) {
  app.addHook('onResponse', (req, reply, done) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && reply.statusCode < 400 && req.url.startsWith('/shop-api/p/admin/')) cache.clear();
    done();
  });
}

/**
 * Drops the cache when any write succeeds in this process (API or storefront, in-process calls included). It runs
 * in onSend, before the writer's answer leaves, so a storefront action's loaders (same request) already read anew.
 */
export function clearOnWrites(app: FastifyInstance, cache: ShellCache) {
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS' && reply.statusCode < 400) cache.clear();
    done(null, payload);
  });
}
