// The stand-in storefront build of web-stand-in.ts: a document entry that answers a small HTML page (404 for paths no
// route matches, like the real storefront's catch-all) with the request's CSP nonce on an inline script, and a
// `session` resource route that echoes how much its action read.
import { standInServerBuild } from './stand-in-server-build';

export const { entry, routes, assets, assetsBuildDirectory, basename, future, ssr, isSpaMode, prerender, routeDiscovery, publicPath } = standInServerBuild(
  (_request, status, headers, _context, load) => {
    headers.set('Content-Type', 'text/html; charset=utf-8');
    const nonce = load?.cspNonce ?? '';
    return new Response(`<!doctype html><title>storefront</title><p>page ${status}</p><script nonce="${nonce}">1</script>`, { status, headers });
  },
  {
    'routes/session': {
      path: 'session',
      hasAction: true,
      module: {
        async action({ request }: { request: Request }) {
          const text = await request.text();
          return Response.json({ received: text.length });
        },
      },
    },
  },
);
