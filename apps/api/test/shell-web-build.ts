// A storefront server build for the shell-cache test: one resource route whose loader reads the category tree and the
// nav through the load context's in-process API (platform/web.ts), as the real root loader does (app/lib/shell.ts).
const manifest = (id: string, parentId: string | undefined, path: string, hasLoader: boolean) => ({
  id, parentId, path, index: undefined, caseSensitive: undefined, module: `/assets/${id}.js`, imports: [],
  hasAction: false, hasLoader, hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false, hasErrorBoundary: false,
});

type Api = { api: (path: string, init: { lang: 'zh' | 'en' }) => Promise<{ status: number; data: unknown }> };
const shell = {
  async loader({ request, context }: { request: Request; context: { mall: Api } }) {
    const lang = new URL(request.url).searchParams.get('lang') === 'en' ? 'en' : 'zh';
    const [categories, nav] = await Promise.all([
      context.mall.api('/category/categoryInfo', { lang }),
      context.mall.api('/service/nav/page?showStatus=0', { lang }),
    ]);
    return Response.json({ categories: categories.data, nav: nav.data });
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
  'routes/shell': { id: 'routes/shell', parentId: 'root', path: 'shell', index: undefined, caseSensitive: undefined, module: shell },
};
export const assets = {
  entry: { module: '/assets/entry.js', imports: [] },
  routes: { root: manifest('root', undefined, '', false), 'routes/shell': manifest('routes/shell', 'root', 'shell', true) },
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
