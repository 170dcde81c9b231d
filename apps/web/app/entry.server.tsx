// Server rendering of a page: React Router's default Node entry, plus the request's CSP nonce (from the load context,
// see lib/nonce.ts) on every inline script: React's own streaming scripts (renderToPipeableStream's nonce), React
// Router's streamed data and, through ServerRouter's nonce, its <Scripts>, <ScrollRestoration> and <Links> (they
// take it when given none), and ours (NonceContext). entry.server.test.tsx checks every <script> of a page. The module
// preloads and module script are held back until the page's first paint (lib/defer-modules.server.ts, decision 046).
import { Transform, type TransformCallback } from 'node:stream';
import type { AppLoadContext, EntryContext } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { NonceContext } from './lib/nonce';
import { DeferModules } from './lib/defer-modules.server';
import { pageCacheControl, PRIVATE_CACHE, varyCookie } from './lib/seo';

export const streamTimeout = 5_000;

/**
 * The page's bytes as React flushes them: React writes a batch in 2 KB pieces and then calls `flush()` (the hook it
 * offers compression streams), so each batch goes out as one chunk, one socket write, instead of one per piece
 * (decision 024). Streaming is kept: a batch is passed on as soon as React says it is complete.
 */
class FlushBatches extends Transform {
  private parts: Uint8Array[] = [];
  /** the module preloads and script wait for the page's first paint (lib/defer-modules.server.ts, decision 046) */
  private readonly defer = new DeferModules();
  constructor(private readonly onFinal: () => void) {
    super();
  }
  override _transform(chunk: Uint8Array, _enc: BufferEncoding, callback: TransformCallback) {
    this.parts.push(chunk);
    callback();
  }
  flush() {
    if (this.parts.length === 0) return;
    const [first] = this.parts;
    let batch: Uint8Array = this.parts.length === 1 && first ? first : Buffer.concat(this.parts);
    this.parts = [];
    if (this.defer.wants(batch)) {
      batch = Buffer.from(this.defer.rewrite(Buffer.from(batch.buffer, batch.byteOffset, batch.byteLength).toString('utf8')));
    }
    this.push(batch);
  }
  override _flush(callback: TransformCallback) {
    this.flush();
    const rest = this.defer.finish();
    if (rest) this.push(Buffer.from(rest));
    this.onFinal();
    callback();
  }
}

/**
 * Caching and indexing of a page (lib/seo.ts): a shared cache may keep only an anonymous visitor's public page, the
 * answer varies by Cookie (the lang cookie picks the language), and a page that failed is not indexed.
 */
function pageHeaders(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  const routeIds = routerContext.staticHandlerContext.matches.map((m) => m.route.id);
  headers.set('Cache-Control', pageCacheControl({ routeIds, status, request, setsCookie: headers.has('Set-Cookie') }));
  varyCookie(headers);
  if (status !== 200) headers.set('X-Robots-Tag', 'noindex');
}

/** Loader data of client navigations (.data): never stored by a shared cache. */
export function handleDataRequest(response: Response): Response {
  response.headers.set('Cache-Control', PRIVATE_CACHE);
  varyCookie(response.headers);
  return response;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  pageHeaders(request, responseStatusCode, responseHeaders, routerContext);
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // bots and SPA mode wait for all content before the answer starts
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new FlushBatches(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (!shellRendered) pageHeaders(request, responseStatusCode, responseHeaders, routerContext);
          // errors of the shell itself reject above and are logged by React Router
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
