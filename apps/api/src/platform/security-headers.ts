// Browser security headers on every answer (storefront pages, console, API, files), set by helmet:
// - Content-Security-Policy: scripts only from this origin or carrying this request's nonce (the storefront's SSR
//   inline scripts get it through the load context: cspNonceOf), never 'unsafe-inline' for scripts;
//   styles may be inline ('unsafe-inline' in style-src): the console's antd injects <style> elements at run time and
//   both apps render style attributes, which no nonce can cover (a nonce in style-src would switch 'unsafe-inline' off);
//   inline styles cannot run code. Images from here, data:, blob: (previews of files being uploaded) and any https:
//   host (rich text may show pictures from elsewhere: sanitize-html.ts lets http(s) images through; an image runs no
//   code); calls to this origin only ('self' also covers ws:/wss: to this host in CSP level 3 browsers, for a later
//   chat socket); no plugins, no <base> elsewhere, forms post here, no framing (frame-ancestors 'none').
// - X-Frame-Options DENY, X-Content-Type-Options nosniff, Referrer-Policy strict-origin-when-cross-origin.
// - Strict-Transport-Security only when the request came over HTTPS (directly, or behind a trusted proxy's
//   X-Forwarded-Proto: TRUST_PROXY), so a plain-HTTP demo is never pinned to HTTPS.
// The Swagger UI under /shop-api/docs runs under this same policy (its scripts are files; openapi.ts).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { strictTransportSecurity } from 'helmet';

const nonces = new WeakMap<IncomingMessage, string>();

/** The CSP nonce of this request (made on first use): inline scripts the page renders carry it. */
export function cspNonceOf(req: FastifyRequest | IncomingMessage): string {
  const raw = 'raw' in req ? req.raw : req;
  let nonce = nonces.get(raw);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(raw, nonce);
  }
  return nonce;
}

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", (req: IncomingMessage) => `'nonce-${cspNonceOf(req)}'`],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // the demo runs on plain HTTP (often by IP): asking the browser to upgrade would break it
  upgradeInsecureRequests: null,
};

const hsts = strictTransportSecurity({ maxAge: 365 * 24 * 3600, includeSubDomains: true });

/**
 * `connectSrc`: more origins the pages may call (the chat host's socket, CHAT_HOST: decision 025).
 * Helmet's middleware is built once here and run on every request (@fastify/helmet rebuilt it, parsing the whole
 * policy, on every request: a measurable share of a flash-sale crowd's small answers, issue 19).
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { connectSrc?: string[] } = {}) {
  const directives = opts.connectSrc?.length ? { ...CSP_DIRECTIVES, connectSrc: [...CSP_DIRECTIVES.connectSrc, ...opts.connectSrc] } : CSP_DIRECTIVES;
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  });
  const noop = () => {};
  app.addHook('onRequest', (req, reply, done) => {
    headers(req.raw, reply.raw, noop);
    if (req.protocol === 'https') hsts(req.raw, reply.raw, noop);
    done();
  });
}
