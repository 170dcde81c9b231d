// What the flash sale's two lean doors share (lean-buy.ts: the buy attempt; lean-poll.ts: the winner's held poll):
// the caller's token read from the raw request as the guard reads it, and an answer written straight to the socket
// as Fastify would write it — the same security headers (HSTS when Fastify would add it: request-protocol.ts) and
// the same one log line (platform/logging.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { SecurityHeaderList } from '../../../platform/security-headers';

export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The token a lean door may take (platform/auth.ts tokenOf): the Authorization header first, else the `token` cookie,
 * the storefront's session (decision 010); null when there is none the lean door can read alike. `stateChange`: a
 * cookie-borne call sent from another site (Sec-Fetch-Site: cross-site) is the guard's to refuse (guard.ts).
 */
export function requestToken(req: IncomingMessage, opts: { stateChange: boolean }): string | null {
  const auth = req.headers.authorization?.trim();
  const token = auth ? auth.replace(/^Bearer\s+/i, '').trim()
    : opts.stateChange && req.headers['sec-fetch-site'] === 'cross-site' ? null : cookieToken(req.headers.cookie);
  return token && token.length <= 200 ? token : null;
}

/** The first `token` cookie's value when it is plain (base64url, as tokens are made), else null: a value the cookie parser would decode or unquote is the ordinary way's to read. */
function cookieToken(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    // the name trimmed of spaces and tabs only, as the cookie parser does (String.trim would also take U+00A0)
    if (eq < 0 || part.slice(0, eq).replace(/^[ \t]+|[ \t]+$/g, '') !== 'token') continue;
    const value = part.slice(eq + 1).trim();
    return /^[A-Za-z0-9_-]+$/.test(value) ? value : null;
  }
  return null;
}

/** A front's ties to the app: its headers, its log, and whether it still takes requests. */
export interface FrontTies {
  securityHeaders: SecurityHeaderList;
  /** the request log when it writes info lines, else null */
  log: { info: (obj: object, msg: string) => void } | null;
  onError?: (err: unknown) => void;
  /** false once the app is closing: every request then goes to Fastify (which answers 503 and closes the connection) */
  open?: () => boolean;
}

/** The ties of a front on `app`: its log at info, its errors reported, closed from the app's preClose on. */
export function frontTies(app: FastifyInstance, securityHeaders: SecurityHeaderList, what: string): FrontTies {
  const log = app.log as { isLevelEnabled?: (level: string) => boolean; info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  return {
    securityHeaders,
    log: log.isLevelEnabled?.('info') ? log : null,
    onError: (err) => log.error({ err }, `${what} failed`),
    open: () => !closing,
  };
}

/** Writes a 200 JSON answer as Fastify would, and its one log line; nothing when the client has gone (a held poll's). */
export function answerJson(ties: FrontTies, req: IncomingMessage, res: ServerResponse, text: string, started: number): void {
  if (res.destroyed || req.socket.destroyed) return;
  const headers = ties.securityHeaders(req);
  headers.push('content-type', JSON_TYPE, 'content-length', String(Buffer.byteLength(text)));
  res.writeHead(200, headers);
  res.end(text);
  const { method, url } = req;
  ties.log?.info({ method, url, statusCode: 200, ms: Math.round((performance.now() - started) * 10) / 10 }, `${method} ${url} 200`);
}
