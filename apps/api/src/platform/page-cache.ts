// Server-rendered pages kept for a few seconds (issue 16, decision 041): the storefront marks a page a shared cache may
// keep (apps/web/app/lib/seo.ts: an anonymous visitor's public page that answers 200 and sets no cookie, `public,
// s-maxage=60`, `Vary: Cookie`); the same answer is kept here for PAGE_CACHE_MS so a burst of visitors of one address
// is rendered once, not once each. Nothing a shared cache could not already serve is served from here, and for less
// long.
//
// Kept per host, address, Cookie and Accept-Language (the Vary of the answer, and more). The page's inline scripts
// carry the CSP nonce of the request that rendered it: a kept page is given the nonce of the request it answers.
// Any successful write in this process (an API or storefront POST/PUT/PATCH/DELETE: an order, a console edit, a login)
// drops every kept page, so a visitor never sees the mall as it was before a change made here; a change made by
// another process of the same database shows within PAGE_CACHE_MS. Concurrent misses of one key share one render.
import type { FastifyInstance } from 'fastify';

export const PAGE_CACHE_MS = 3_000;
/** At most this many pages are kept (oldest dropped first); a page over MAX_PAGE_BYTES is not kept. */
export const MAX_PAGES = 500;
export const MAX_PAGE_BYTES = 512 * 1024;

export interface KeptPage {
  status: number;
  headers: [string, string][];
  body: string;
  /** the CSP nonce the page was rendered with */
  nonce: string;
}

export interface PageCache {
  /** The kept page of `key`, or `render()`'s (kept when it is cacheable and no write came meanwhile); null = not kept. */
  get(key: string, render: () => Promise<KeptPage | null>): Promise<KeptPage | null>;
  clear(): void;
  readonly size: number;
}

/** The page with the nonce of the request it now answers (every place the old one was: its inline scripts). */
export function withNonce(page: KeptPage, nonce: string): string {
  return page.nonce && nonce && page.nonce !== nonce ? page.body.split(page.nonce).join(nonce) : page.body;
}

/** May this answer be kept: 200, no cookie set, and the storefront said a shared cache may keep it. */
export function cacheableAnswer(status: number, cacheControl: string | null, setsCookie: boolean): boolean {
  if (status !== 200 || setsCookie || !cacheControl) return false;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((d) => d.trim());
  return directives.includes('public') && !directives.some((d) => d === 'no-store' || d === 'private');
}

/** A request whose page may come from the cache: a GET without credentials. */
export function cacheableRequest(method: string, headers: { cookie?: string; authorization?: string }): boolean {
  return method === 'GET' && !headers.authorization && !/(?:^|;\s*)token=[^;]/.test(headers.cookie ?? '');
}

export function createPageCache(now: () => number = Date.now, ttlMs = PAGE_CACHE_MS, maxPages = MAX_PAGES): PageCache {
  const entries = new Map<string, { until: number; page: Promise<KeptPage | null> }>();
  let generation = 0;
  return {
    get(key, render) {
      const hit = entries.get(key);
      if (hit && hit.until > now()) return hit.page;
      if (hit) entries.delete(key);
      const started = generation;
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      const page = render().then((p) => {
        if (!p || started !== generation || Buffer.byteLength(p.body) > MAX_PAGE_BYTES) forget();
        return p;
      });
      page.catch(forget);
      const entry = { until: now() + ttlMs, page };
      entries.set(key, entry);
      // a Map iterates in insertion order: the first key is the oldest
      while (entries.size > maxPages) entries.delete(entries.keys().next().value!);
      return page;
    },
    clear() {
      generation++;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** Drops every kept page when a write succeeds in this process (API or storefront; in-process calls included). */
export function clearOnWrites(app: FastifyInstance, cache: PageCache) {
  app.addHook('onResponse', (req, reply, done) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS' && reply.statusCode < 400)
      cache.clear();
    done();
  });
}
