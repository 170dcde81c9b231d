// Browser security headers on every answer. The API's answers (under /shop-api/, not its Swagger UI) get a short
// fixed set that lets nothing load or run (API_HEADERS below); every other answer (storefront pages, console, files,
// the Swagger UI) gets helmet's, worked out once:
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
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { strictTransportSecurity } from 'helmet';
import { requestProtocol } from './request-protocol';

const nonces = new WeakMap<IncomingMessage, string>();
/** random bytes drawn 4 KiB at a time (one system call per 256 nonces instead of one per request), never reused */
let pool = Buffer.alloc(0);
let used = 0;
function freshNonce(): string {
  if (used + 16 > pool.length) {
    pool = randomBytes(4096);
    used = 0;
  }
  const nonce = pool.toString('base64', used, used + 16);
  used += 16;
  return nonce;
}

/** The CSP nonce of this request (made on first use): inline scripts the page renders carry it. */
export function cspNonceOf(req: FastifyRequest | IncomingMessage): string {
  const raw = 'raw' in req ? req.raw : req;
  let nonce = nonces.get(raw);
  if (!nonce) {
    nonce = freshNonce();
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
 * Helmet's middleware with this mall's policy; `connectSrc`: more origins the pages may call (the chat host's
 * socket, CHAT_HOST: decision 025). Built once (@fastify/helmet rebuilt it, parsing the whole policy, on every request:
 * a measurable share of a flash-sale crowd's small answers, issue 19), and its headers worked out once (precomputed).
 */
export function securityHelmet(opts: { connectSrc?: string[] } = {}) {
  const directives = opts.connectSrc?.length ? { ...CSP_DIRECTIVES, connectSrc: [...CSP_DIRECTIVES.connectSrc, ...opts.connectSrc] } : CSP_DIRECTIVES;
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  });
}

/**
 * Sets the headers on every answer Fastify makes; answers the same headers as a flat [name, value, ...] list for an
 * answer written outside Fastify (a front: platform/front.ts) to a plain-HTTP request.
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { connectSrc?: string[]; trustProxy?: string | string[] | boolean } = {}): Promise<SecurityHeaderList> {
  const noop = () => {};
  const headers = precomputed(securityHelmet(opts));
  const protocolOf = requestProtocol(opts.trustProxy);
  const hstsHeader: string[] = [];
  hsts({} as IncomingMessage, { setHeader: (name: string, value: string) => hstsHeader.push(name, value) } as unknown as ServerResponse, noop);
  if (hstsHeader.length !== 2) throw new Error('security headers: HSTS is expected to be one header');
  app.addHook('onRequest', (req, reply, done) => {
    if (isApiAnswer(req.url)) {
      for (let i = 0; i < API_HEADERS.length; i += 2) reply.raw.setHeader(API_HEADERS[i]!, API_HEADERS[i + 1]!);
    } else {
      headers.set(req.raw, reply.raw);
    }
    if (req.protocol === 'https') reply.raw.setHeader(hstsHeader[0]!, hstsHeader[1]!);
    done();
  });
  return (req) => {
    const list = isApiAnswer(req.url ?? '') ? [...API_HEADERS] : headers.list(req);
    if (protocolOf(req) === 'https') list.push(...hstsHeader);
    return list;
  };
}

/**
 * The API's answers (JSON, and a few downloads) are never documents: nothing in them may load or run, frame them or
 * be sniffed into HTML — a policy that allows nothing (`default-src 'none'`), no framing, nosniff, the referrer policy
 * and same-origin reads only, as OWASP's REST cheat sheet advises. Helmet's other headers (opener policy, origin
 * cluster, DNS prefetch, IE's download and XSS switches, Flash's cross-domain policies) only mean something for a
 * document; left off, every API answer is ~600 bytes lighter (issue 19: a crowd's answers are mostly headers). The
 * Swagger UI under /shop-api/docs is a document: the pages' policy.
 */
const API_HEADERS: readonly string[] = [
  'content-security-policy', "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy', 'same-origin',
  'referrer-policy', 'strict-origin-when-cross-origin',
  'x-content-type-options', 'nosniff',
  'x-frame-options', 'DENY',
];

/** An answer of the API (under /shop-api/, but for the Swagger UI's pages). */
export const isApiAnswer = (url: string): boolean => url.startsWith('/shop-api/') && !/^\/shop-api\/docs(?:[/?#]|$)/.test(url);

/** The security headers of one answer as a flat [name, value, ...] list (its own nonce in the policy; HSTS over HTTPS). */
export type SecurityHeaderList = (req: IncomingMessage) => string[];

/**
 * Helmet's headers worked out once: helmet validates and joins the whole policy and sets a dozen headers one by one on
 * every request, though only the nonce changes — a share of a flash-sale crowd's small answers (issue 19, decision 013
 * fifth amendment). This runs helmet once on a stand-in request whose nonce is a marker, keeps the headers it set
 * (and removed), and per request sets the same headers with the request's own nonce in place of the marker.
 */
function precomputed(helmetMiddleware: ReturnType<typeof helmet>): { set: (req: IncomingMessage, res: ServerResponse) => void; list: SecurityHeaderList } {
  const marker = 'NONCE_MARKER_0f1e2d3c';
  const standIn = {} as IncomingMessage;
  nonces.set(standIn, marker);
  const sets: [string, string | string[] | number][] = [];
  const removes: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | string[] | number) => sets.push([name, value]),
    removeHeader: (name: string) => removes.push(name),
  } as unknown as ServerResponse;
  helmetMiddleware(standIn, recorder, () => {});
  const withNonce = sets.map(([name, value]) => {
    if (typeof value !== 'string' || !value.includes(marker)) return null;
    const parts = value.split(marker);
    if (parts.length !== 2) throw new Error(`security headers: ${name} names the nonce more than once`);
    return { before: parts[0]!, after: parts[1]! };
  });
  const valueOf = (i: number, req: IncomingMessage) => {
    const n = withNonce[i];
    return n ? n.before + cspNonceOf(req) + n.after : sets[i]![1];
  };
  return {
    set: (req, res) => {
      for (const name of removes) res.removeHeader(name);
      for (let i = 0; i < sets.length; i++) res.setHeader(sets[i]![0], valueOf(i, req));
    },
    list: (req) => {
      const out: string[] = [];
      for (let i = 0; i < sets.length; i++) {
        const value = valueOf(i, req);
        if (Array.isArray(value)) for (const v of value) out.push(sets[i]![0], v);
        else out.push(sets[i]![0], String(value));
      }
      return out;
    },
  };
}
