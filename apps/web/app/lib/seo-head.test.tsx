// @vitest-environment node
// Search-engine head tags and cache headers of real pages (issue 16): the app's real root (loader, meta, Layout),
// layouts and page modules rendered by React Router's request handler with the real entry.server, over a stand-in
// API (the load context's mall.api) that answers a few fixtures and 404 for anything else.
import {
  createRequestHandler,
  UNSAFE_withComponentProps as withComponentProps,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
  type AppLoadContext,
  type ServerBuild,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProdDetail, ProductDiscount, UserInfo } from '@mall/shared';
import * as entry from '../entry.server';
import * as root from '../root';
import * as homeLayout from '../layouts/home';
import * as defaultLayout from '../layouts/default';
import * as policyLayout from '../layouts/policy';
import * as home from '../routes/home';
import * as list from '../routes/list';
import * as detail from '../routes/detail';
import * as shopIndex from '../routes/shop-index';
import * as shopList from '../routes/shop-list';
import * as news from '../routes/news';
import * as help from '../routes/help';
import * as cart from '../routes/cart';
import * as login from '../routes/login';
import * as ucLayout from '../routes/user-center/layout';
import * as ucIndex from '../routes/user-center/index';

type Mod = Record<string, unknown>;
type Component = Parameters<typeof withComponentProps>[0];
/** What React Router's Vite plugin does to a route module: its components get loaderData, params, matches as props. */
const asBuilt = (m: Mod): Mod => ({
  ...m,
  ...(m.default ? { default: withComponentProps(m.default as Component) } : {}),
  ...(m.ErrorBoundary ? { ErrorBoundary: withErrorBoundaryProps(m.ErrorBoundary as Parameters<typeof withErrorBoundaryProps>[0]) } : {}),
});
const defs: [id: string, parentId: string | undefined, path: string | undefined, index: boolean, module: Mod][] = [
  ['root', undefined, '', false, root],
  ['layouts/home', 'root', undefined, false, homeLayout],
  ['routes/home', 'layouts/home', undefined, true, home],
  ['layouts/default', 'root', undefined, false, defaultLayout],
  ['routes/list', 'layouts/default', 'list', false, list],
  ['routes/detail', 'layouts/default', 'detail/:prodId?', false, detail],
  ['routes/shop-index', 'layouts/default', 'shopIndex', false, shopIndex],
  ['routes/shop-list', 'layouts/default', 'shopList', false, shopList],
  ['routes/news', 'layouts/default', 'News', false, news],
  ['routes/help', 'layouts/default', 'help', false, help],
  ['routes/cart', 'layouts/default', 'cart', false, cart],
  ['user-center', 'layouts/default', 'user-center', false, ucLayout],
  ['routes/user-center/index', 'user-center', undefined, true, ucIndex],
  ['layouts/policy', 'root', undefined, false, policyLayout],
  ['routes/login', 'layouts/policy', 'login', false, login],
];

const build = {
  entry: { module: entry },
  routes: Object.fromEntries(defs.map(([id, parentId, path, index, module]) => [id, { id, parentId, path, index, caseSensitive: undefined, module: asBuilt(module) }])),
  assets: {
    entry: { module: '/assets/entry.js', imports: [] },
    routes: Object.fromEntries(
      defs.map(([id, parentId, path, index, m]) => [
        id,
        {
          id, parentId, path, index, caseSensitive: undefined, module: `/assets/${id}.js`, imports: [],
          hasAction: 'action' in m, hasLoader: 'loader' in m, hasClientAction: false, hasClientLoader: false,
          hasClientMiddleware: false, hasErrorBoundary: 'ErrorBoundary' in m,
        },
      ]),
    ),
    url: '/assets/manifest.js',
    version: 'test',
  },
  assetsBuildDirectory: 'build/client',
  basename: '/',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  publicPath: '/',
} as unknown as ServerBuild;

const handle = createRequestHandler(build, 'production');

const shop = { shopId: 3, shopName: '自营旗舰店', intro: '官方自营，正品保障', logo: '', selfOperated: true, collectCount: 5, prodCount: 12 };
const product: ProdDetail = {
  prodId: 7, prodName: '测试手机', brief: '旗舰性能', content: '<p>好</p>', images: ['/uploads/p7.webp'], price: 10000, oriPrice: 12000,
  totalStock: 9, soldNum: 1, goodsType: 0, weight: 100, putawayTime: '2024-01-01T00:00:00.000Z',
  categoryPath: [{ categoryId: 5, categoryName: '手机', grade: 1 }], specAxes: [],
  skus: [{ skuId: 70, skuCode: 'SKU-000070', price: 10000, oriPrice: 12000, stock: 9, pic: '', specs: [] }], shop,
};
/** 80% of the price: the page shows ¥80.00 */
const discount: ProductDiscount = { prodId: 7, discountId: 1, name: '八折', kind: 1, value: 80, endsAt: '2099-01-01T00:00:00.000Z' };
const user: UserInfo = {
  userId: 1, username: 'demo_buyer', nickName: '买家', pic: '', userAvatar: '', userType: 0, gender: 0, userMobile: null,
  isSetPassword: true, isSetPayPassword: false,
};

function fakeApi(request: Request) {
  const loggedIn = /token=/.test(request.headers.get('Cookie') ?? '');
  const answers: Record<string, unknown> = {
    '/category/categoryInfo': [{ categoryId: 5, parentId: 0, grade: 1, categoryName: '手机', icon: null, seq: 1, categories: [] }],
    '/prod/prodInfo?prodId=7': product,
    '/discount/prices?prodIds=7': [discount],
    '/shop/headInfo?shopId=3': { ...shop, shopStatus: 1, open: true, tel: '', address: '', createdAt: '2024-01-01T00:00:00.000Z' },
    '/service/helpCategory/page?current=1&size=100': { records: [{ id: 1, parentId: 0, categoryName: '新手指南', seq: 1 }, { id: 2, parentId: 1, categoryName: '购物流程', seq: 1 }], total: 2, current: 1, size: 100, pages: 1 },
    '/service/helpArticle/list?categoryId=2': [{ id: 9, categoryId: 2, title: '如何下单' }],
    '/service/helpArticle/info/9': { id: 9, categoryId: 2, title: '如何下单', content: '<p>加入购物车</p>' },
    ...(loggedIn ? { '/p/user/userInfo': user } : {}),
  };
  return {
    async api<T>(path: string) {
      const key = Object.keys(answers).find((k) => k === path || (k.includes('helpCategory') && path.startsWith('/service/helpCategory/page')));
      return key ? { status: 200, data: answers[key] as T } : { status: 404, data: { code: 'NOT_FOUND', message: 'x' } as T };
    },
  };
}

async function page(path: string, cookie?: string) {
  const request = new Request(`http://mall.test${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  const res = await handle(request, { mall: fakeApi(request), cspNonce: 'n' } as unknown as AppLoadContext);
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (re: RegExp) => head.match(re)?.[1];
  return {
    status: res.status,
    headers: res.headers,
    html,
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    alternates: Object.fromEntries([...head.matchAll(/<link rel="alternate" hrefLang="([^"]*)" href="([^"]*)"/g)].map((m) => [m[1], m[2]])),
    robots: attr(/<meta name="robots" content="([^"]*)"/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    title: attr(/<title>([^<]*)<\/title>/),
  };
}

const amp = (s: string) => s.replace(/&/g, '&amp;');

describe('head tags of public pages, both languages', () => {
  it('home: canonical to itself in each language, hreflang zh-CN / en / x-default', async () => {
    const zh = await page('/');
    expect(zh.status).toBe(200);
    expect(zh.canonical).toBe('http://mall.test/');
    expect(zh.alternates).toEqual({ 'zh-CN': 'http://mall.test/', en: 'http://mall.test/?lang=en', 'x-default': 'http://mall.test/' });
    expect(zh.robots).toBeUndefined();
    const en = await page('/?lang=en');
    expect(en.canonical).toBe('http://mall.test/?lang=en');
    expect(en.alternates).toEqual(zh.alternates);
    // the en cookie without ?lang= shows the en page: canonical to the en address, not the zh one
    const cookieEn = await page('/', 'lang=en');
    expect(cookieEn.html).toContain('<html lang="en"');
    expect(cookieEn.canonical).toBe('http://mall.test/?lang=en');
  });

  it('list: keeps category, keyword and page; drops sort, filters and noise', async () => {
    const zh = await page('/list?sort=2&cpid=5&utm_source=x&cindex=1&page=2&self=1&minPrice=10');
    expect(zh.status).toBe(200);
    expect(zh.canonical).toBe(amp('http://mall.test/list?cpid=5&cindex=1&page=2'));
    const en = await page('/list?cpid=5&cindex=1&page=1&lang=en&sort=1');
    expect(en.canonical).toBe(amp('http://mall.test/list?cpid=5&cindex=1&lang=en'));
    expect(en.alternates['zh-CN']).toBe(amp('http://mall.test/list?cpid=5&cindex=1'));
    const search = await page('/list?pn=%E6%89%8B%E6%9C%BA&sort=3');
    expect(search.canonical).toBe('http://mall.test/list?pn=%E6%89%8B%E6%9C%BA');
  });

  it('detail: canonical per language, JSON-LD price = the special price the page shows', async () => {
    const zh = await page('/detail/7?groupId=12');
    expect(zh.status).toBe(200);
    expect(zh.canonical).toBe('http://mall.test/detail/7');
    const ld = JSON.parse(zh.html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1]!) as {
      offers: { lowPrice: string; highPrice: string; url: string };
    };
    expect(ld.offers.lowPrice).toBe('80.00');
    expect(ld.offers.highPrice).toBe('80.00');
    expect(ld.offers.url).toBe('http://mall.test/detail/7');
    // the buy box shows the same price
    const box = zh.html.slice(zh.html.indexOf('buybox__price'));
    const shown = box.slice(0, box.indexOf('</div>')).replace(/<[^>]*>/g, '');
    expect(shown).toContain('¥80.00');
    const en = await page('/detail/7?lang=en');
    expect(en.canonical).toBe('http://mall.test/detail/7?lang=en');
    expect(JSON.parse(en.html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1]!).offers.url).toBe('http://mall.test/detail/7?lang=en');
  });

  it('shop, news, help: canonical keeps what selects the content', async () => {
    expect((await page('/shopIndex?sid=3&sort=1')).canonical).toBe('http://mall.test/shopIndex?sid=3');
    expect((await page('/News?page=1&lang=en')).canonical).toBe('http://mall.test/News?lang=en');
    expect((await page('/help?id=2')).canonical).toBe('http://mall.test/help?id=2');
  });

  it('each page has a description of its own', async () => {
    const paths = ['/', '/list', '/list?cpid=5&cindex=1', '/list?pn=abc', '/detail/7', '/shopIndex?sid=3', '/shopList', '/News', '/help?id=2'];
    for (const lang of ['zh', 'en']) {
      const descriptions = await Promise.all(paths.map(async (p) => (await page(`${p}${p.includes('?') ? '&' : '?'}lang=${lang}`)).description));
      for (const d of descriptions) expect(d && d.length > 10, `${lang}: ${d}`).toBe(true);
      expect(new Set(descriptions).size, `${lang}: ${descriptions.join(' | ')}`).toBe(paths.length);
    }
    expect((await page('/detail/7')).description).toContain('旗舰性能');
    expect((await page('/shopIndex?sid=3')).description).toContain('官方自营');
    expect((await page('/help?id=2')).description).toContain('如何下单');
    expect((await page('/help?id=2&lang=en')).description).toMatch(/help center/);
  });
});

describe('private pages and caching', () => {
  it('cart, user center and login are noindex without canonical or alternates, never in a shared cache', async () => {
    for (const [path, cookie] of [['/cart', 'token=t1'], ['/user-center', 'token=t1'], ['/login', undefined], ['/login?lang=en', undefined]] as const) {
      const p = await page(path, cookie);
      expect(p.robots, path).toBe('noindex');
      expect(p.canonical, path).toBeUndefined();
      expect(p.alternates, path).toEqual({});
      expect(p.headers.get('Cache-Control'), path).toBe('private, no-store');
      expect(p.headers.get('Vary'), path).toContain('Cookie');
    }
  });

  it('an anonymous public page may be kept by a shared cache, varying by Cookie; a logged-in one may not', async () => {
    const anon = await page('/list?cpid=5&cindex=1');
    expect(anon.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60');
    expect(anon.headers.get('Vary')).toBe('Cookie');
    const withLang = await page('/list', 'lang=en');
    expect(withLang.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60');
    const logged = await page('/list', 'token=t1');
    expect(logged.html).toContain('买家');
    expect(logged.headers.get('Cache-Control')).toBe('private, no-store');
    // ?lang=en sets the lang cookie: not for a shared cache
    const setsCookie = await page('/list?lang=en');
    expect(setsCookie.headers.get('Set-Cookie')).toContain('lang=en');
    expect(setsCookie.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('a missing page is not indexed and not cached', async () => {
    const missing = await page('/detail/999');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(missing.headers.get('Cache-Control')).toBe('private, no-store');
  });
});
