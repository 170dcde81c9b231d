// The lean buy attempt (issue 19, decision 013): a flash-sale crowd's `POST /shop-api/p/seckill/buy` answered with
// ONE Redis call — the token's shared-cache entry (tokens.ts) checked in the same Lua step as the gate (queue.ts
// buyAs) — and none of the ordinary route's work: no token guard, body parser pass, route validator, handler or
// response serializer. It only ever answers what the ordinary route would answer for the same request; whenever it
// cannot decide alone it steps aside and the ordinary way runs on the same bytes (the body it read is handed back
// to the parser: preParsing) — a token not in the cache (the guard reads its row), revoked (the guard refuses it
// 401), no token, a cookie-borne attempt from another site, a body that does not pass the schema (the route's 400), a
// remark (its rules), the gate's keys not loaded. The token is read as the guard reads it: the Authorization header,
// else the storefront's `token` cookie.
//
// Two doors to the same step:
// - the front (platform/front.ts): on the HTTP server, before Fastify — the answer written straight to the socket
//   with the same security headers (HSTS when Fastify would add it: request-protocol.ts) and the same one log line;
//   not used when the crowd bound is set (FLASH_SALE_BUY_MAX_IN_FLIGHT: Fastify's hook counts the attempts) or with
//   FLASH_SALE_BUY_FRONT=0. A lean attempt changes no table (its reservation is in Redis, its order comes from the
//   order thread), so unlike a write through Fastify it leaves the page and catalog caches (decisions 041, 044) kept;
// - an early Fastify hook, for what does not come through the front (in-process calls, the crowd bound):
//   registered after the security headers, the language and the crowd bound, so its answers carry the same headers
//   and are counted alike, and go through the onSend and onResponse hooks and the one log line as any other.
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import sjson from 'secure-json-parse';
import { flashSaleBuyBody, langFromAcceptLanguage, translate, type Lang, type MessageKey } from '@mall/shared';
import { addFront, type Front } from '../../../platform/front';
import { nulPath } from '../../../platform/json-body';
import type { SecurityHeaderList } from '../../../platform/security-headers';
import { sharedTokenKey } from '../../account/tokens';
import { answerJson, frontTies, JSON_TYPE, requestToken, type FrontTies } from './lean-front';
import type { OrderQueue } from './queue';
import { BUY_PATH } from './shed';

/** a buy attempt's body is a few dozen bytes; a larger one goes the ordinary way */
const MAX_BODY = 4096;

/** The typed 200 of a buy attempt's loser (shared with the route, so both ways answer alike). */
export const refusedAnswer = (key: MessageKey, lang: Lang) => ({ state: 'refused' as const, code: key.replace(/[.]/g, '_').toUpperCase(), message: translate(key, lang) });

/** The token of a request the lean step may answer (a POST of the buy path with a small JSON body), or null. */
function leanToken(req: IncomingMessage): string | null {
  if (req.method !== 'POST' || req.url !== BUY_PATH) return null;
  const length = Number(req.headers['content-length']);
  const type = req.headers['content-type'] ?? '';
  if (!(length > 0 && length <= MAX_BODY) || !/^application\/json\s*(;|$)/i.test(type) || req.headers['content-encoding']) return null;
  return requestToken(req, { stateChange: true });
}

/** Reads the whole body (announced small by content-length); `then(err)` when the request broke off. */
function readBody(raw: IncomingMessage, then: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  let size = 0;
  const onData = (c: Buffer) => {
    size += c.length;
    chunks.push(c);
  };
  const onError = (err: Error) => {
    raw.off('data', onData);
    raw.off('end', onEnd);
    then(err, Buffer.alloc(0));
  };
  const onEnd = () => {
    raw.off('data', onData);
    raw.off('error', onError);
    then(null, Buffer.concat(chunks, size));
  };
  raw.on('data', onData);
  raw.once('end', onEnd);
  raw.once('error', onError);
}

/** The lean answer (JSON text) to a buy attempt, or null when the ordinary way must decide it. */
async function leanAnswer(queue: Pick<OrderQueue, 'buyAs'>, token: string, body: Buffer, announced: number, lang: Lang): Promise<string | null> {
  if (body.length !== announced) return null;
  let parsed: unknown;
  try {
    parsed = sjson.parse(body.toString('utf8'), undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    return null;
  }
  const checked = flashSaleBuyBody.safeParse(parsed);
  if (!checked.success || nulPath(parsed) || checked.data.remarks?.trim()) return null;
  const { seckillId, prodCount, addrId } = checked.data;
  const r = await queue.buyAs(sharedTokenKey(token), seckillId, prodCount, addrId);
  if (r.state === 'fallback') return null;
  return JSON.stringify(r.state === 'refused' ? refusedAnswer(r.key, lang) : r);
}

export function registerLeanBuy(app: FastifyInstance, queue: Pick<OrderQueue, 'buyAs'>, opts: { securityHeaders: SecurityHeaderList; front: boolean }) {
  /** bodies read by a lean door for requests it stepped aside from: handed to the parser unchanged */
  const readBodies = new WeakMap<IncomingMessage, Buffer>();

  app.addHook('preParsing', (req, _reply, payload, done) => {
    const body = readBodies.get(req.raw);
    if (!body) return done(null, payload);
    readBodies.delete(req.raw);
    const again = Readable.from([body]) as Readable & { receivedEncodedLength?: number };
    again.receivedEncodedLength = body.length;
    done(null, again);
  });

  app.addHook('onRequest', (req, reply, done) => {
    // already read by the front, which stepped aside: the ordinary way decides
    if (readBodies.has(req.raw)) return done();
    const token = leanToken(req.raw);
    if (!token) return done();
    readBody(req.raw, (err, body) => {
      if (err) return done(err);
      const aside = () => {
        readBodies.set(req.raw, body);
        done();
      };
      leanAnswer(queue, token, body, Number(req.headers['content-length']), req.lang).then((text) => {
        if (text === null) return aside();
        reply.code(200).type(JSON_TYPE).send(text);
      }, () => aside()); // Redis refused the call: the ordinary way decides (and reports) it
    });
  });

  if (!opts.front) return;
  addFront(app, leanBuyFront(queue, { ...frontTies(app, opts.securityHeaders, 'lean buy front'), stepAside: (req, body) => readBodies.set(req, body) }));
}

/**
 * The front door of the lean buy (platform/front.ts): a plain-HTTP lean attempt answered from the socket; anything
 * it cannot decide goes on (`next`) after `stepAside` kept the body it read for the parser.
 */
export function leanBuyFront(queue: Pick<OrderQueue, 'buyAs'>, opts: FrontTies & { stepAside: (req: IncomingMessage, body: Buffer) => void }): Front {
  return (req, res, next) => {
    if (opts.open && !opts.open()) return false;
    const token = leanToken(req);
    if (!token) return false;
    const started = performance.now();
    readBody(req, (err, body) => {
      if (err) return; // the client broke off mid-body: no one to answer
      const aside = () => {
        opts.stepAside(req, body);
        next();
      };
      const lang = langFromAcceptLanguage(req.headers['accept-language']);
      leanAnswer(queue, token, body, Number(req.headers['content-length']), lang).then((text) => {
        if (text === null) return aside();
        answerJson(opts, req, res, text, started);
      }, () => aside()).catch((err: unknown) => {
        // a fault after the answer began (or in Fastify, handed the request): reported, the connection dropped
        opts.onError?.(err);
        res.destroy();
      });
    });
    return true;
  };
}
