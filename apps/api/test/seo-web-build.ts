// A storefront server build for the SEO tests: the real robots.txt and sitemap resource routes of apps/web (their
// loaders read through the in-process API like in production) and a stand-in document entry whose pages say they may
// be kept by a shared cache (what the real storefront says of an anonymous public page), so the API's own guard
// (platform/web.ts sharedCacheGuard) can be seen at work.
import * as robots from '../../web/app/routes/robots';
import * as sitemapIndex from '../../web/app/routes/sitemap-index';
import * as sitemapChild from '../../web/app/routes/sitemap-child';
import { standInServerBuild } from './stand-in-server-build';

export const { entry, routes, assets, assetsBuildDirectory, basename, future, ssr, isSpaMode, prerender, routeDiscovery, publicPath } = standInServerBuild(
  (_request, status, headers) => {
    headers.set('Content-Type', 'text/html; charset=utf-8');
    headers.set('Cache-Control', 'public, max-age=0, s-maxage=60');
    return new Response(`<!doctype html><title>storefront</title><p>page ${status}</p>`, { status, headers });
  },
  {
    'routes/page': { path: 'list', module: { default: () => null } },
    'routes/robots': { path: 'robots.txt', module: robots, hasLoader: true },
    'routes/sitemap-index': { path: 'sitemap.xml', module: sitemapIndex, hasLoader: true },
    'routes/sitemap-child': { path: 'sitemaps/:file', module: sitemapChild, hasLoader: true },
  },
);
