// Mounts the React Router storefront (server build) on Fastify: static client files, then every
// other path rendered by the server build with a load context that calls the API in-process.
import { createReadStream, existsSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { isApiPath, type ApiFallback } from './errors';
import { cspNonceOf } from './security-headers';
import {
  cacheableAnswer,
  cacheableRequest,
  clearOnWrites,
  PAGE_CACHE_MS,
  createPageCache,
  withNonce,
  type KeptPage,
} from './page-cache';
import {
  CATALOG_CACHE_MS,
  clearOnConsoleWrites,
  clearOnWrites as clearCatalogOnWrites,
  createShellCache,
  isCatalogPath,
  isShellPath,
  type CachedAnswer,
} from './shell-cache';

export interface WebBuildPaths {
  serverEntry: string;
  clientDir: string;
  /** how long public pages are kept (page-cache.ts); default PAGE_CACHE_MS, 0 = never */
  pageCacheMs?: number;
  /** how long the catalog's public answers are kept for the pages (shell-cache.ts); default CATALOG_CACHE_MS, 0 = never */
  catalogCacheMs?: number;
}

export const defaultWebBuild = (webDir: string): WebBuildPaths => ({
  serverEntry: join(webDir, 'build', 'server', 'index.js'),
  clientDir: join(webDir, 'build', 'client'),
});

export const webBuildExists = (paths: WebBuildPaths) => existsSync(paths.serverEntry) && existsSync(paths.clientDir);

type ApiInit = { method?: string; body?: unknown; lang?: 'zh' | 'en' };

/** The most a storefront request body may hold (bytes): /session's login or registration JSON is well under 1 KB. */
export const STOREFRONT_BODY_LIMIT = 16 * 1024;

/** `apiFallback` answers the /shop-api calls no API route took (JSON 404/405), which the catch-all below would render. */
export async function registerWeb(app: FastifyInstance, paths: WebBuildPaths, apiFallback: ApiFallback) {
  const build = (await import(pathToFileURL(paths.serverEntry).href)) as ServerBuild;
  // Always production mode: no stack traces in pages, whatever NODE_ENV says.
  const handle = createRequestHandler(build, 'production');
  // answers every page asks for and that are the same for everyone (shell-cache.ts)
  const shellCache = createShellCache();
  clearOnConsoleWrites(app, shellCache);
  // the catalog's answers every visitor gets alike, kept a few seconds, dropped by any write (shell-cache.ts)
  const catalogCacheMs = paths.catalogCacheMs ?? CATALOG_CACHE_MS;
  const catalogCache = createShellCache(Date.now, catalogCacheMs, 2000);
  clearCatalogOnWrites(app, catalogCache);
  // public pages of anonymous visitors, kept a few seconds (page-cache.ts)
  const pageCacheMs = paths.pageCacheMs ?? PAGE_CACHE_MS;
  const pageCache = createPageCache(Date.now, pageCacheMs);
  clearOnWrites(app, pageCache);

  await app.register(fastifyStatic, {
    root: join(paths.clientDir, 'assets'),
    prefix: '/assets/',
    wildcard: false,
    immutable: true,
    maxAge: '1y',
    decorateReply: false,
    // file.js.br / file.js.gz written by scripts/precompress.mjs at build time (decision 032)
    preCompressed: true,
  });

  // Top-level files of the client build (favicon, robots.txt...) served as they are.
  const topFiles = readdirSync(paths.clientDir, { withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
  for (const name of topFiles) {
    app.get(`/${name}`, (_req, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=3600')
        .type(contentTypeOf(name))
        .send(createReadStream(join(paths.clientDir, name))),
    );
  }

  await app.register(async (scope) => {
    // Bodies of route actions (/session's JSON, form posts), read by fastify before React Router sees them and capped:
    // a Content-Length over the cap is refused at once, a chunked body when its bytes pass it (413 either way).
    // No storefront route takes uploads (images go to the API), so a few KB is plenty.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: STOREFRONT_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );

    scope.all('/*', async (req: FastifyRequest, reply: FastifyReply) => {
      if (isApiPath(req.url)) return apiFallback(req, reply);
      const shared = pageCacheMs > 0 && cacheableRequest(req.method, req.headers);
      // a render other requests may wait for is not aborted when the first visitor goes away
      const request = toWebRequest(req, shared ? null : reply);
      const mall = {
        async api<T>(path: string, init: ApiInit = {}) {
          const url = path.startsWith('/shop-') ? path : `/shop-api${path}`;
          const method = init.method ?? 'GET';
          const lang = init.lang ?? (req.headers['accept-language'] as string | undefined) ?? 'zh';
          const call = async (): Promise<CachedAnswer> => {
            const res = await app.inject({
              method: method as 'GET',
              url,
              headers: {
                'accept-language': lang,
                ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}),
                ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
                ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
                'x-forwarded-for': req.ip,
              },
              payload: init.body === undefined ? undefined : JSON.stringify(init.body),
            });
            const isJson = String(res.headers['content-type'] ?? '').includes('json');
            return { status: res.statusCode, data: isJson && res.body ? res.json() : res.body };
          };
          const answer =
            method !== 'GET'
              ? await call()
              : isShellPath(url)
                ? await shellCache.get(url, lang, call)
                : catalogCacheMs > 0 && isCatalogPath(url)
                  ? await catalogCache.get(url, lang, call)
                  : await call();
          return answer as { status: number; data: T };
        },
      };
      // the page's inline scripts carry the nonce of this request's Content-Security-Policy (security-headers.ts)
      const nonce = cspNonceOf(req);
      const render = () => handle(request, { mall, cspNonce: nonce });
      if (!shared) return send(req, reply, await render());
      let own: Response | undefined;
      const kept = await pageCache.get(pageKey(req), async (): Promise<KeptPage | null> => {
        const response = await render();
        const setsCookie = response.headers.getSetCookie().length > 0;
        if (!response.body || !cacheableAnswer(response.status, response.headers.get('cache-control'), setsCookie)) {
          own = response;
          return null;
        }
        const headers = [...response.headers].filter(([key]) => key !== 'set-cookie');
        return { status: response.status, headers, body: await response.text(), nonce };
      });
      if (kept) {
        reply.status(kept.status);
        for (const [key, value] of kept.headers) reply.header(key, value);
        sharedCacheGuard(req, reply, false);
        return reply.send(withNonce(kept, nonce));
      }
      // this render was not kept, or another request's was not: answer with one's own
      return send(req, reply, own ?? (await render()));
    });
  });
}

/** What a kept page is kept by: everything its answer may vary by (page-cache.ts). */
function pageKey(req: FastifyRequest): string {
  return [req.host, req.url, req.headers.cookie ?? '', req.headers['accept-language'] ?? ''].join('\n');
}

/** Sends the storefront's answer (streamed). */
function send(req: FastifyRequest, reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [key, value] of response.headers) if (key !== 'set-cookie') reply.header(key, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  sharedCacheGuard(req, reply, cookies.length > 0);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as WebReadableStream));
}

/**
 * What a shared cache may keep of a storefront answer, whatever the storefront said (it decides per page:
 * apps/web/app/lib/seo.ts): every answer varies by Cookie (the lang cookie chooses the language of an address without
 * ?lang=, the token cookie the logged-in header); an answer to a logged-in request (token cookie or Authorization) or
 * one that sets a cookie is `private, no-store`; an answer the storefront gave no Cache-Control is `private, no-cache`.
 */
export function sharedCacheGuard(req: FastifyRequest, reply: FastifyReply, setsCookie: boolean) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!vary.split(',').some((v) => v.trim().toLowerCase() === 'cookie'))
    reply.header('vary', vary ? `${vary}, Cookie` : 'Cookie');
  const loggedIn = Boolean(req.headers.authorization) || /(?:^|;\s*)token=[^;]/.test(req.headers.cookie ?? '');
  if (loggedIn || setsCookie) reply.header('cache-control', 'private, no-store');
  else if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
}

function toWebRequest(req: FastifyRequest, reply: FastifyReply | null): Request {
  const origin = `${req.protocol}://${req.host}`;
  const url = new URL(req.url, origin);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  const init: RequestInit = { method: req.method, headers };
  if (reply) {
    const controller = new AbortController();
    reply.raw.on('close', () => controller.abort());
    init.signal = controller.signal;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD' && Buffer.isBuffer(req.body)) init.body = new Uint8Array(req.body);
  return new Request(url, init);
}

const TYPES: Record<string, string> = {
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.js': 'text/javascript',
  '.css': 'text/css',
};
const contentTypeOf = (name: string) => TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream';
