// Search engines and shared caches, both languages (issue 16; docs/decisions/021-seo-languages-and-caching.md).
//
// Language of a page: `?lang=` in the address, else the `lang` cookie, else zh (lib/lang.ts). So every public page
// has two addresses of its own: the zh one without `lang` (also x-default: a visitor without a cookie gets zh) and
// the en one with `?lang=en`. Each language version is canonical to itself; the alternates name both.
// The origin is the request's as the visitor sees it (the API builds the request URL from Host, or X-Forwarded-Host /
// X-Forwarded-Proto only from a proxy TRUST_PROXY trusts; see apps/api/src/platform/web.ts).
//
// Every route of app/routes.ts is either public (PUBLIC_PAGES: canonical + hreflang, cacheable by a shared cache
// for anonymous visitors) or private (PRIVATE_ROUTES: noindex, never stored by a shared cache); seo.test.ts fails
// when a route is neither.
import type { Lang } from '@mall/shared';

/** A public page: the query params that make its content, in canonical order (others are dropped), and its path. */
interface PublicPage {
  params: readonly string[];
  /** the page's one address when several routes show it (/NewsCopy is /News) */
  path?: string;
}

const LIST_PARAMS = ['pn', 'cpid', 'cindex', 'st', 'page'] as const;

/**
 * Public pages by route id. Kept: what selects the content (category, keyword, shop, article, page number). Dropped:
 * sorts and narrowing filters of the lists (sort, minPrice, maxPrice, self, stock: the same products in another order
 * or a subset of them), the flash-sale session (it changes by the hour), share and tracking params (groupId, utm_*),
 * and lang (added back for en).
 */
export const PUBLIC_PAGES: Record<string, PublicPage> = {
  'routes/home': { params: [] },
  'routes/index-copy': { params: [], path: '/' },
  'routes/list': { params: LIST_PARAMS },
  'routes/listcopy': { params: LIST_PARAMS, path: '/list' },
  'routes/categories': { params: [] },
  'routes/detail': { params: [] },
  'routes/shop-list': { params: ['shopName', 'page'] },
  'routes/shop-index': { params: ['sid', ...LIST_PARAMS] },
  'routes/notice-detail': { params: ['id', 'shopId'] },
  'routes/notice-list': { params: ['shopId', 'page'] },
  'routes/help-center': { params: [] },
  'routes/enroll': { params: [] },
  'routes/zone-part': { params: ['id'] },
  'routes/news': { params: ['page'] },
  'routes/NewsCopy': { params: ['page'], path: '/News' },
  'routes/news-detail': { params: ['id'] },
  'routes/help': { params: ['id'] },
  'routes/zone-all': { params: ['id'] },
  'routes/coupons': { params: ['page'] },
  'routes/special-discount': { params: ['page'] },
  'routes/discount-detail': { params: ['id'] },
  'routes/flash-sale': { params: [] },
  'routes/secdetail': { params: [] },
  'routes/group-buy': { params: ['current'] },
  'routes/member-center/integral-mall': { params: ['range', 'sort', 'current'] },
  'routes/member-center/integral-det': { params: [] },
  'routes/member-center/member-equity': { params: [] },
  'routes/terms-page': { params: ['sts'] },
  'routes/demand/demand-hall': { params: [] },
  'routes/demand/demand-list': { params: ['keyword', 'categoryId', 'regionCode', 'status', 'page'] },
  'routes/demand/service-list': { params: ['keyword', 'categoryId', 'regionCode', 'status', 'page'] },
  'routes/demand/demand-detail': { params: ['id'] },
  'routes/demand/service-detail': { params: ['id'] },
};

/**
 * Private pages (a user's own data, a step of buying or paying, a login form): `noindex`, and `private, no-store`.
 * A child of a private route (the user center's pages) is private too. The not-found page is not indexed either.
 */
export const PRIVATE_ROUTES: ReadonlySet<string> = new Set([
  'routes/cart', 'routes/quick-order', 'routes/submit-order', 'routes/order-detail', 'routes/return-detail',
  'routes/write-comments', 'routes/secdetail-confirm', 'routes/group-buy-confirm', 'routes/presale-confirm', 'routes/payment', 'routes/weixin-pay',
  'routes/pay-success', 'routes/shop-apply', 'routes/company-auth', 'user-center', 'routes/login', 'routes/register',
  'routes/logine', 'routes/forget-password', 'routes/sandbox-pay', 'routes/not-found', 'routes/submit-integral-order',
  'routes/member-center/member-center', 'routes/member-center/buy-member',
  'routes/chat', 'routes/invoice-detail',
  'routes/inquiry', 'routes/demand/demand-detail-reply', 'routes/demand/service-detail-reply', 'routes/demand/demand-coop-post', 'routes/demand/service-coop-post',
]);

/** Routes that render no page (resource routes): neither list applies. */
export const RESOURCE_ROUTES: ReadonlySet<string> = new Set(['routes/session', 'routes/robots', 'routes/sitemap-index', 'routes/sitemap-child']);

const HREFLANG: Record<Lang, string> = { zh: 'zh-CN', en: 'en' };

export type SeoHead =
  | { index: false }
  | { index: true; canonical: string; alternates: { hreflang: string; href: string }[] };

/** The public page of the deepest matched route, or null when any matched route is private or unknown. */
export function publicPageOf(routeIds: readonly string[]): PublicPage | null {
  if (routeIds.some((id) => PRIVATE_ROUTES.has(id))) return null;
  const leaf = routeIds.at(-1);
  return leaf ? (PUBLIC_PAGES[leaf] ?? null) : null;
}

/** The address of a page in one language: its path, its meaningful params in canonical order, then lang=en. */
export function pageAddress(origin: string, path: string, search: string, page: PublicPage, lang: Lang): string {
  const from = new URLSearchParams(search);
  const q = new URLSearchParams();
  for (const name of page.params) {
    const value = from.get(name)?.trim();
    if (!value) continue;
    // the first page is the list itself
    if ((name === 'page' || name === 'current') && value === '1') continue;
    q.set(name, value);
  }
  if (lang === 'en') q.set('lang', 'en');
  const s = q.toString();
  return `${origin}${page.path ?? path}${s ? `?${s}` : ''}`;
}

/** Head tags of a page: noindex, or its canonical address in its own language and the alternates of both. */
export function seoHead(input: { origin: string; lang: Lang; pathname: string; search: string; routeIds: readonly string[]; error?: boolean }): SeoHead {
  const page = input.error ? null : publicPageOf(input.routeIds);
  if (!page) return { index: false };
  const at = (lang: Lang) => pageAddress(input.origin, input.pathname, input.search, page, lang);
  return {
    index: true,
    canonical: at(input.lang),
    alternates: [
      { hreflang: HREFLANG.zh, href: at('zh') },
      { hreflang: HREFLANG.en, href: at('en') },
      { hreflang: 'x-default', href: at('zh') },
    ],
  };
}

/** A shared cache may keep a public page this long (seconds); browsers always ask again (max-age=0). */
export const SHARED_CACHE_S = 60;
export const PUBLIC_CACHE = `public, max-age=0, s-maxage=${SHARED_CACHE_S}`;
export const PRIVATE_CACHE = 'private, no-store';

/**
 * Cache-Control of a rendered page. Only an anonymous visitor's (no token cookie, no Authorization) public page that
 * sets no cookie and answered 200 may be stored by a shared cache; anything else is `private, no-store`. The page
 * always varies by Cookie (the `lang` cookie picks the language of an address without `?lang=`, the token cookie the
 * top bar's greeting). Not Accept-Language: the storefront never reads it.
 */
export function pageCacheControl(input: { routeIds: readonly string[]; status: number; request: Request; setsCookie: boolean }): string {
  const anonymous = !hasCredentials(input.request);
  return input.status === 200 && anonymous && !input.setsCookie && publicPageOf(input.routeIds) ? PUBLIC_CACHE : PRIVATE_CACHE;
}

function hasCredentials(request: Request): boolean {
  if (request.headers.get('Authorization')) return true;
  const cookie = request.headers.get('Cookie') ?? '';
  return /(?:^|;\s*)token=[^;]/.test(cookie);
}

/** Adds Cookie to the Vary header (keeping what is there). */
export function varyCookie(headers: Headers): void {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Cookie');
  else if (!vary.split(',').some((v) => v.trim().toLowerCase() === 'cookie')) headers.set('Vary', `${vary}, Cookie`);
}
