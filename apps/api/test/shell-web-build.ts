// A storefront server build for the shell-cache test: one resource route whose loader reads the category tree and the
// nav through the load context's in-process API (platform/web.ts), as the real root loader does (app/lib/shell.ts).
import { standInServerBuild } from './stand-in-server-build';

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

export const { entry, routes, assets, assetsBuildDirectory, basename, future, ssr, isSpaMode, prerender, routeDiscovery, publicPath } = standInServerBuild(
  (_request, status, headers) => new Response(`<!doctype html><p>page ${status}</p>`, { status, headers }),
  { 'routes/shell': { path: 'shell', module: shell, hasLoader: true } },
);
