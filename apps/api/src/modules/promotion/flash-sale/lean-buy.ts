// The lean buy attempt (issue 19, decision 013): a flash-sale crowd's `POST /shop-api/p/seckill/buy` answered from
// one early hook instead of the whole route — no token guard hook, no body parser pass, no route validator, handler or
// response serializer, and ONE Redis call: the token's shared-cache entry (tokens.ts) checked in the same Lua step as
// the gate (queue.ts buyAs). It only ever answers what the ordinary route would answer for the same request; whenever
// it cannot decide alone it steps aside and the ordinary way runs on the same bytes (the body it read is handed back
// to the parser: preParsing) — a token not in the cache (the guard reads its row), revoked (the guard refuses it
// 401), sent as a cookie, no token, a body that does not pass the schema (the route's 400), a remark (its rules), the
// gate's keys not loaded. Registered after the security headers, the language and the optional crowd bound
// (FLASH_SALE_BUY_MAX_IN_FLIGHT), so its answers carry the same headers and are counted alike; the answer goes
// through the onSend and onResponse hooks and the one log line as any other.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sjson from 'secure-json-parse';
import { flashSaleBuyBody, translate, type Lang, type MessageKey } from '@mall/shared';
import { nulPath } from '../../../platform/json-body';
import { sharedTokenKey } from '../../account/tokens';
import type { OrderQueue } from './queue';
import { BUY_PATH } from './shed';

/** a buy attempt's body is a few dozen bytes; a larger one goes the ordinary way */
const MAX_BODY = 4096;
const JSON_TYPE = 'application/json; charset=utf-8';

/** The typed 200 of a buy attempt's loser (shared with the route, so both ways answer alike). */
export const refusedAnswer = (key: MessageKey, lang: Lang) => ({ state: 'refused' as const, code: key.replace(/[.]/g, '_').toUpperCase(), message: translate(key, lang) });

export function registerLeanBuy(app: FastifyInstance, queue: Pick<OrderQueue, 'buyAs'>) {
  /** bodies read by the lean hook for requests it stepped aside from: handed to the parser unchanged */
  const readBodies = new WeakMap<FastifyRequest, Buffer>();

  app.addHook('preParsing', (req, _reply, payload, done) => {
    const body = readBodies.get(req);
    if (!body) return done(null, payload);
    readBodies.delete(req);
    const again = Readable.from([body]) as Readable & { receivedEncodedLength?: number };
    again.receivedEncodedLength = body.length;
    done(null, again);
  });

  app.addHook('onRequest', (req, reply, done) => {
    if (req.method !== 'POST' || req.url !== BUY_PATH) return done();
    const auth = req.headers.authorization?.trim();
    const length = Number(req.headers['content-length']);
    const type = req.headers['content-type'] ?? '';
    if (!auth || !(length > 0 && length <= MAX_BODY) || !/^application\/json\s*(;|$)/i.test(type) || req.headers['content-encoding']) return done();
    const token = auth.replace(/^Bearer\s+/i, '').trim();
    if (!token || token.length > 200) return done();

    const chunks: Buffer[] = [];
    let size = 0;
    const raw = req.raw;
    const onData = (c: Buffer) => {
      size += c.length;
      chunks.push(c);
    };
    const onError = (err: Error) => {
      raw.off('data', onData);
      raw.off('end', onEnd);
      done(err);
    };
    const onEnd = () => {
      raw.off('data', onData);
      raw.off('error', onError);
      const body = Buffer.concat(chunks, size);
      const aside = () => {
        readBodies.set(req, body);
        done();
      };
      if (size !== length) return aside();
      let parsed: unknown;
      try {
        parsed = sjson.parse(body.toString('utf8'), undefined, { protoAction: 'error', constructorAction: 'error' });
      } catch {
        return aside();
      }
      const checked = flashSaleBuyBody.safeParse(parsed);
      if (!checked.success || nulPath(parsed) || checked.data.remarks?.trim()) return aside();
      const { seckillId, prodCount, addrId } = checked.data;
      queue.buyAs(sharedTokenKey(token), seckillId, prodCount, addrId).then((r) => {
        if (r.state === 'fallback') return aside();
        const answer = r.state === 'refused' ? refusedAnswer(r.key, req.lang) : r;
        reply.code(200).type(JSON_TYPE).send(JSON.stringify(answer));
      }, () => aside()); // Redis refused the call: the ordinary way decides (and reports) it
    };
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('error', onError);
  });
}
