// What every stand-in storefront server build of the API tests shares: a React Router server build (run by the real
// createRequestHandler in platform/web.ts) made of a document entry and a few routes under the root, each route a
// module of its own (a loader, an action, or the real storefront's resource routes). A build file exports the parts:
//   export const { entry, routes, assets, ...rest } = standInServerBuild(document, { 'routes/x': { path: 'x', module } });
// where the named exports must be listed one by one (BUILD_PARTS) for the dynamic import to see them.

/** The document entry: answers a page's HTML (status and headers as React Router hands them). */
export type StandInDocument = (request: Request, status: number, headers: Headers, context: unknown, load: { cspNonce?: string }) => Response;

export interface StandInRoute {
  path: string;
  module: object;
  hasLoader?: boolean;
  hasAction?: boolean;
}

const manifest = (id: string, parentId: string | undefined, path: string, route?: StandInRoute) => ({
  id, parentId, path, index: undefined, caseSensitive: undefined, module: `/assets/${id}.js`, imports: [],
  hasAction: route?.hasAction ?? false, hasLoader: route?.hasLoader ?? false,
  hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false, hasErrorBoundary: false,
});

export function standInServerBuild(document: StandInDocument, pages: Record<string, StandInRoute>) {
  const ids = Object.keys(pages);
  return {
    entry: { module: { handleError() {}, default: document } },
    routes: {
      root: { id: 'root', parentId: undefined, path: '', index: undefined, caseSensitive: undefined, module: { default: () => null } },
      ...Object.fromEntries(ids.map((id) => [id, { id, parentId: 'root', path: pages[id]!.path, index: undefined, caseSensitive: undefined, module: pages[id]!.module }])),
    },
    assets: {
      entry: { module: '/assets/entry.js', imports: [] },
      routes: { root: manifest('root', undefined, ''), ...Object.fromEntries(ids.map((id) => [id, manifest(id, 'root', pages[id]!.path, pages[id])])) },
      url: '/assets/manifest.js',
      version: 'test',
    },
    assetsBuildDirectory: 'build/client',
    basename: '/',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [] as string[],
    routeDiscovery: { mode: 'lazy' as const, manifestPath: '/__manifest' },
    publicPath: '/',
  };
}
