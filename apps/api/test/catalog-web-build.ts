// A storefront server build for the catalog-cache test: one resource route whose loader reads a product page, a shop's
// list, special prices and a keyword search through the load context's in-process API (platform/web.ts), as the
// list and product pages do.
import { standInServerBuild } from './stand-in-server-build';

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

export const { entry, routes, assets, assetsBuildDirectory, basename, future, ssr, isSpaMode, prerender, routeDiscovery, publicPath } = standInServerBuild(
  (_request, status, headers) => new Response(`<!doctype html><p>page ${status}</p>`, { status, headers }),
  { 'routes/catalog': { path: 'catalog', module: catalog, hasLoader: true } },
);
