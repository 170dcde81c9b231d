// A storefront server build for the page-cache test: one page whose document says how many times it was rendered
// and carries the request's CSP nonce on an inline script, marked public for a visitor without a token as the real
// entry does (apps/web/app/entry.server.tsx, lib/seo.ts).
import { standInServerBuild } from './stand-in-server-build';

/** renders so far (on globalThis: the server build is imported apart from the test module) */
export const renders = ((globalThis as { __pageRenders?: { count: number } }).__pageRenders ??= { count: 0 });

export const { entry, routes, assets, assetsBuildDirectory, basename, future, ssr, isSpaMode, prerender, routeDiscovery, publicPath } = standInServerBuild(
  (request, status, headers, _context, load) => {
    renders.count++;
    const token = /(?:^|;\s*)token=/.test(request.headers.get('cookie') ?? '');
    headers.set('Content-Type', 'text/html');
    headers.set('Cache-Control', token ? 'private, no-store' : 'public, max-age=0, s-maxage=60');
    if (new URL(request.url).searchParams.has('set')) headers.append('Set-Cookie', 'lang=en; Path=/');
    const body = `<!doctype html><p>render ${renders.count}</p><script nonce="${load.cspNonce}">1</script><script nonce="${load.cspNonce}">2</script>`;
    return new Response(body, { status, headers });
  },
  { 'routes/page': { path: 'page', module: { default: () => null } } },
);
