// A storefront server build for the catalog-cache test: one resource route whose loader reads a product page, a shop's
// list, special prices and a keyword search through the load context's in-process API (platform/web.ts), as the
// list and product pages do.
const manifest = (id: string, parentId: string | undefined, path: string, hasLoader: boolean) => ({
  id, parentId, path, index: undefined, caseSensitive: undefined, module: `/assets/${id}.js`, imports: [],
  hasAction: false, hasLoader, hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false, hasErrorBoundary: false,
});

type Api = { api: (path: string, init: { lang: 'zh' | 'en' }) => Promise<{ status: number; data: unknown }> };
const catalog = {
  async loader({ request, context }: { request: Request; context: { mall: Api } }) {
    const q = new URL(request.url).searchParams;
    const lang = q.get('lang') === 'en' ? 'en' : 'zh';
    const [detail, list, prices, search] = await Promise.all([
      context.mall.api(`/prod/prodInfo?prodId=${q.get('prodId')}`, { lang }),
      context.mall.api(`/search/prodPage?shopId=${q.get('shopId')}&current=1&size=20`, { lang }),
      context.mall.api(`/discount/prices?prodIds=${q.get('prodId')}`, { lang }),
      context.mall.api(`/search/prodPage?pn=${encodeURIComponent(q.get('pn') ?? '')}&current=1&size=20`, { lang }),
    ]);
    return Response.json({ detail: detail.status === 200 ? detail.data : null, list: list.data, prices: prices.data, search: search.data });
  },
};

export const entry = {
  module: {
    handleError() {},
    default(_request: Request, status: number, headers: Headers) {
      return new Response(`<!doctype html><p>page ${status}</p>`, { status, headers });
    },
  },
};
export const routes = {
  root: { id: 'root', parentId: undefined, path: '', index: undefined, caseSensitive: undefined, module: { default: () => null } },
  'routes/catalog': { id: 'routes/catalog', parentId: 'root', path: 'catalog', index: undefined, caseSensitive: undefined, module: catalog },
};
export const assets = {
  entry: { module: '/assets/entry.js', imports: [] },
  routes: { root: manifest('root', undefined, '', false), 'routes/catalog': manifest('routes/catalog', 'root', 'catalog', true) },
  url: '/assets/manifest.js',
  version: 'test',
};
export const assetsBuildDirectory = 'build/client';
export const basename = '/';
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: 'lazy', manifestPath: '/__manifest' };
export const publicPath = '/';
