// A storefront server build for the page-cache test: one page whose document says how many times it was rendered
// and carries the request's CSP nonce on an inline script, marked public for a visitor without a token as the real
// entry does (apps/web/app/entry.server.tsx, lib/seo.ts).
const manifest = (id: string, parentId: string | undefined, path: string) => ({
  id,
  parentId,
  path,
  index: undefined,
  caseSensitive: undefined,
  module: `/assets/${id}.js`,
  imports: [],
  hasAction: false,
  hasLoader: false,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
});

/** renders so far (on globalThis: the server build is imported apart from the test module) */
export const renders = ((globalThis as { __pageRenders?: { count: number } }).__pageRenders ??= { count: 0 });

export const entry = {
  module: {
    handleError() {},
    default(request: Request, status: number, headers: Headers, _context: unknown, load: { cspNonce?: string }) {
      renders.count++;
      const token = /(?:^|;\s*)token=/.test(request.headers.get('cookie') ?? '');
      headers.set('Content-Type', 'text/html');
      headers.set('Cache-Control', token ? 'private, no-store' : 'public, max-age=0, s-maxage=60');
      if (new URL(request.url).searchParams.has('set')) headers.append('Set-Cookie', 'lang=en; Path=/');
      const body = `<!doctype html><p>render ${renders.count}</p><script nonce="${load.cspNonce}">1</script><script nonce="${load.cspNonce}">2</script>`;
      return new Response(body, { status, headers });
    },
  },
};
export const routes = {
  root: {
    id: 'root',
    parentId: undefined,
    path: '',
    index: undefined,
    caseSensitive: undefined,
    module: { default: () => null },
  },
  'routes/page': {
    id: 'routes/page',
    parentId: 'root',
    path: 'page',
    index: undefined,
    caseSensitive: undefined,
    module: { default: () => null },
  },
};
export const assets = {
  entry: { module: '/assets/entry.js', imports: [] },
  routes: { root: manifest('root', undefined, ''), 'routes/page': manifest('routes/page', 'root', 'page') },
  url: '/assets/manifest.js',
  version: 'test',
};
export const assetsBuildDirectory = 'build/client';
export const basename = '/';
export const future = {};
export const ssr = true;
export const prerender: string[] = [];
export const isSpaMode = false;
export const publicPath = '/';
export const routeDiscovery = { mode: 'lazy', manifestPath: '/__manifest' };
