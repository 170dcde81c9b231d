// robots.txt and the sitemaps (issue 16, docs/decisions/021-seo-languages-and-caching.md), read through the API.
//
// /sitemap.xml is a sitemap index naming child sitemaps under /sitemaps/: pages.xml (home, lists of every category,
// shops list, news list, help topics, promotions, terms), shops-N.xml, products-N.xml, news-N.xml. A child lists one
// page of ids of the API's sitemapIds routes (at most SITEMAP_PAGE_MAX = 25,000), each id as two <url> entries, zh and
// en, with the same three hreflang alternates the pages carry (lib/seo.ts), so a child holds at most 50,000 URLs.
// Products on sale, open shops and published news only: the API's sitemapIds answer nothing else. A child is written
// as a stream, a thousand entries at a time.
import type { AppLoadContext } from 'react-router';
import { SITEMAP_PAGE_MAX, type CategoryNode, type HelpCategoryItem, type Lang, type Paged, type SitemapIds } from '@mall/shared';
import type { MallContext } from './context';
import { pageAddress, PUBLIC_PAGES } from './seo';

export const SITEMAP_CACHE = 'public, max-age=3600';
const XML_TYPE = 'application/xml; charset=utf-8';
const LANGS: readonly Lang[] = ['zh', 'en'];

/** Paths a crawler need not fetch: the API, the console, and the pages that need a login (they answer a redirect). */
export const ROBOTS_DISALLOW = [
  '/shop-api/', '/console/', '/session', '/cart', '/quickOrder', '/submit-order', '/order-detail', '/return-detail',
  '/write-comments', '/payment', '/weixin-pay', '/pay-success', '/secdetail/confirm-order', '/group-buy/confirm-order',
  '/shopApply', '/companyAuth', '/user-center', '/sandbox-pay',
];

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** A page of the site: its route (the PUBLIC_PAGES entry) and address; listed in both languages. */
interface SitemapPage {
  route: string;
  path: string;
  search?: string;
}

/** The two <url> entries (zh, en) of one page, each naming both languages and x-default. */
export function urlEntries(origin: string, page: SitemapPage): string {
  const def = PUBLIC_PAGES[page.route];
  if (!def) throw new Error(`not a public page: ${page.route}`);
  const at = (lang: Lang) => escapeXml(pageAddress(origin, page.path, page.search ?? '', def, lang));
  const links =
    `<xhtml:link rel="alternate" hreflang="zh-CN" href="${at('zh')}"/>` +
    `<xhtml:link rel="alternate" hreflang="en" href="${at('en')}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${at('zh')}"/>`;
  return LANGS.map((lang) => `<url><loc>${at(lang)}</loc>${links}</url>\n`).join('');
}

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';

export const KINDS = ['shops', 'products', 'news'] as const;
export type IdKind = (typeof KINDS)[number];

const ID_SOURCE: Record<IdKind, { api: string; page: (id: number) => SitemapPage }> = {
  products: { api: '/prod/sitemapIds', page: (id) => ({ route: 'routes/detail', path: `/detail/${id}` }) },
  shops: { api: '/shop/sitemapIds', page: (id) => ({ route: 'routes/shop-index', path: '/shopIndex', search: `?sid=${id}` }) },
  news: { api: '/news/sitemapIds', page: (id) => ({ route: 'routes/news-detail', path: '/newsDetail', search: `?id=${id}` }) },
};

/** An API answer that must be there: anything but 200 answers 503 (a crawler tries again later). */
async function must<T>(context: AppLoadContext, path: string): Promise<T> {
  const mall: MallContext = context.mall;
  const res = await mall.api<T>(path, { lang: 'zh' });
  if (res.status !== 200) throw new Response('sitemap source unavailable', { status: 503, headers: { 'Retry-After': '600' } });
  return res.data;
}

const xml = (body: string | ReadableStream<Uint8Array>) => new Response(body, { headers: { 'Content-Type': XML_TYPE, 'Cache-Control': SITEMAP_CACHE } });

/** The sitemap index: pages.xml and as many children of each kind as its ids need (at least one). */
export async function sitemapIndex(context: AppLoadContext, origin: string): Promise<Response> {
  const totals = await Promise.all(KINDS.map((k) => must<SitemapIds>(context, `${ID_SOURCE[k].api}?current=1&size=1`)));
  const files = ['pages.xml'];
  KINDS.forEach((kind, i) => {
    const pages = Math.max(1, Math.ceil(totals[i]!.total / SITEMAP_PAGE_MAX));
    for (let n = 1; n <= pages; n++) files.push(`${kind}-${n}.xml`);
  });
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    files.map((f) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${f}`)}</loc></sitemap>\n`).join('') +
    '</sitemapindex>\n';
  return xml(body);
}

/** The fixed pages, every category's list and every help topic. */
async function fixedPages(context: AppLoadContext): Promise<SitemapPage[]> {
  const [categories, help] = await Promise.all([
    must<CategoryNode[]>(context, '/category/categoryInfo'),
    must<Paged<HelpCategoryItem>>(context, '/service/helpCategory/page?current=1&size=1000'),
  ]);
  const pages: SitemapPage[] = [
    { route: 'routes/home', path: '/' },
    { route: 'routes/list', path: '/list' },
    { route: 'routes/categories', path: '/categories' },
    { route: 'routes/notice-list', path: '/notice-list' },
    { route: 'routes/help-center', path: '/help-center' },
    { route: 'routes/enroll', path: '/enroll' },
    { route: 'routes/shop-list', path: '/shopList' },
    { route: 'routes/news', path: '/News' },
    { route: 'routes/help', path: '/help' },
    { route: 'routes/coupons', path: '/coupons' },
    { route: 'routes/special-discount', path: '/special-discount' },
    { route: 'routes/flash-sale', path: '/flash-sale' },
    { route: 'routes/group-buy', path: '/group-buy' },
    { route: 'routes/member-center/integral-mall', path: '/member-center/integral-mall' },
    { route: 'routes/terms-page', path: '/termsPage', search: '?sts=0' },
    { route: 'routes/terms-page', path: '/termsPage', search: '?sts=1' },
  ];
  const walk = (nodes: CategoryNode[], level: number) => {
    for (const c of nodes) {
      pages.push({ route: 'routes/list', path: '/list', search: `?cpid=${c.categoryId}&cindex=${level}` });
      if (level < 3) walk(c.categories ?? [], level + 1);
    }
  };
  walk(categories, 1);
  for (const h of help.records) if (h.parentId !== 0) pages.push({ route: 'routes/help', path: '/help', search: `?id=${h.id}` });
  return pages;
}

const CHUNK = 1000;

/** A child sitemap by file name (pages.xml, products-2.xml, ...); 404 for any other name or a page past the last. */
export async function sitemapChild(context: AppLoadContext, origin: string, file: string | undefined): Promise<Response> {
  if (file === 'pages.xml') {
    const pages = await fixedPages(context);
    return xml(URLSET_OPEN + pages.map((p) => urlEntries(origin, p)).join('') + URLSET_CLOSE);
  }
  const m = /^(shops|products|news)-([1-9]\d{0,4})\.xml$/.exec(file ?? '');
  if (!m) throw new Response('not found', { status: 404 });
  const kind = m[1] as IdKind;
  const n = Number(m[2]);
  const { ids, total } = await must<SitemapIds>(context, `${ID_SOURCE[kind].api}?current=${n}&size=${SITEMAP_PAGE_MAX}`);
  // the first child exists even when there is nothing to list (the index always names it)
  if (ids.length === 0 && (n > 1 || total > 0)) throw new Response('not found', { status: 404 });
  const encoder = new TextEncoder();
  let at = 0;
  let opened = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!opened) {
        opened = true;
        controller.enqueue(encoder.encode(URLSET_OPEN));
        return;
      }
      if (at >= ids.length) {
        controller.enqueue(encoder.encode(URLSET_CLOSE));
        controller.close();
        return;
      }
      const part = ids.slice(at, at + CHUNK).map((id) => urlEntries(origin, ID_SOURCE[kind].page(id)));
      at += CHUNK;
      controller.enqueue(encoder.encode(part.join('')));
    },
  });
  return xml(stream);
}
