// A storefront server build for the SEO tests: the real robots.txt and sitemap resource routes of apps/web (their
// loaders read through the in-process API like in production) and a stand-in document entry whose pages say they may
// be kept by a shared cache (what the real storefront says of an anonymous public page), so the API's own guard
// (platform/web.ts sharedCacheGuard) can be seen at work.
import * as robots from '../../web/app/routes/robots';
import * as sitemapIndex from '../../web/app/routes/sitemap-index';
import * as sitemapChild from '../../web/app/routes/sitemap-child';

const manifest = (id: string, parentId: string | undefined, path: string, hasLoader: boolean) => ({
  id, parentId, path, index: undefined, caseSensitive: undefined, module: `/assets/${id}.js`, imports: [],
  hasAction: false, hasLoader, hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false, hasErrorBoundary: false,
});
const route = (id: string, path: string, module: unknown) => ({ id, parentId: 'root', path, index: undefined, caseSensitive: undefined, module });

export const entry = {
  module: {
    handleError() {},
    default(_request: Request, status: number, headers: Headers) {
      headers.set('Content-Type', 'text/html; charset=utf-8');
      headers.set('Cache-Control', 'public, max-age=0, s-maxage=60');
      return new Response(`<!doctype html><title>storefront</title><p>page ${status}</p>`, { status, headers });
    },
  },
};
export const routes = {
  root: { id: 'root', parentId: undefined, path: '', index: undefined, caseSensitive: undefined, module: { default: () => null } },
  'routes/page': route('routes/page', 'list', { default: () => null }),
  'routes/robots': route('routes/robots', 'robots.txt', robots),
  'routes/sitemap-index': route('routes/sitemap-index', 'sitemap.xml', sitemapIndex),
  'routes/sitemap-child': route('routes/sitemap-child', 'sitemaps/:file', sitemapChild),
};
export const assets = {
  entry: { module: '/assets/entry.js', imports: [] },
  routes: {
    root: manifest('root', undefined, '', false),
    'routes/page': manifest('routes/page', 'root', 'list', false),
    'routes/robots': manifest('routes/robots', 'root', 'robots.txt', true),
    'routes/sitemap-index': manifest('routes/sitemap-index', 'root', 'sitemap.xml', true),
    'routes/sitemap-child': manifest('routes/sitemap-child', 'root', 'sitemaps/:file', true),
  },
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
