// The lean poll (issue 19, decision 013): a winner's `GET /shop-api/p/seckill/reservation` — the page asking, held
// until its order is made — answered from the socket before Fastify (a front, platform/front.ts), its token read
// from the shared cache in the same Redis call as the buyer's latest reservation (queue.ts reservationAs). In a
// 10,000-unit sale the winners' held polls were about half of the API thread's work, most of it Fastify's per
// request (its request and reply, hooks, the guard's own Redis call, validator and serializer) rather than the poll.
//
// It answers only what the route would answer for the same request, with the same headers and log line
// (lean-front.ts; the log line has no reqId), and steps aside (Fastify takes the request, untouched: a GET has no body to hand back) whenever it
// cannot decide alone: no token, a token not in the cache (the guard reads its row) or revoked (the guard's 401), a
// query it does not read exactly as Fastify would (anything encoded, a name twice or unknown, a value the schema
// refuses: the route's 400), Redis refusing its first call. A Redis failure later, during the hold, drops the
// connection (handed on, the route would hold again from the start; the page asks again after a pause). A poll held
// here is held on the same reservation waiters as the route's, woken by the same settled messages; an answer whose
// client left during the hold is neither written nor logged (Fastify logs none either). Only with Redis (without it the route answers 'none' at once);
// FLASH_SALE_POLL_FRONT=0 leaves every poll to the route.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { flashSaleReservationQuery, langFromAcceptLanguage, messages, translate, type FlashSaleBuyAnswer, type Lang, type MessageKey } from '@mall/shared';
import { addFront, type Front } from '../../../platform/front';
import type { SecurityHeaderList } from '../../../platform/security-headers';
import { sharedTokenKey } from '../../account/tokens';
import { answerJson, frontTies, requestToken, type FrontTies } from './lean-front';
import type { OrderQueue, PollOptions, Reservation } from './queue';

export const POLL_PATH = '/shop-api/p/seckill/reservation';
const QUERY_NAMES = new Set(['seckillId', 'reservationId', 'waitMs']);

/** A poll's answer, as the route gives it: a failed reservation's reason as a message in the caller's language. */
export function reservationAnswer(r: Reservation, lang: Lang): FlashSaleBuyAnswer {
  if (r.state !== 'failed') return r;
  return { state: r.state, reservationId: r.reservationId, message: translate((r.reason in messages ? r.reason : 'flashSale.busy') as MessageKey, lang) };
}

/**
 * The query of a poll the lean door may answer, or null: a GET of the poll path whose query is only plain names and
 * digits (nothing a query parser would decode), each known name once, passing the route's schema.
 */
export function leanPollQuery(req: IncomingMessage): ({ seckillId: number } & PollOptions) | null {
  const url = req.url ?? '';
  if (req.method !== 'GET' || !url.startsWith(POLL_PATH) || url.charCodeAt(POLL_PATH.length) !== 63 /* ? */) return null;
  const query = url.slice(POLL_PATH.length + 1);
  if (!/^[A-Za-z0-9=&]{1,200}$/.test(query)) return null;
  const fields: Record<string, string> = {};
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    if (eq < 0 || !QUERY_NAMES.has(name) || name in fields) return null;
    fields[name] = pair.slice(eq + 1);
  }
  const checked = flashSaleReservationQuery.safeParse(fields);
  return checked.success ? checked.data : null;
}

export function registerLeanPoll(app: FastifyInstance, queue: Pick<OrderQueue, 'reservationAs'>, securityHeaders: SecurityHeaderList) {
  addFront(app, leanPollFront(queue, frontTies(app, securityHeaders, 'lean poll front')));
}

/** The front door of the lean poll: a poll it can decide answered from the socket; anything else goes on (`next`). */
export function leanPollFront(queue: Pick<OrderQueue, 'reservationAs'>, ties: FrontTies): Front {
  return (req, res, next) => {
    if (ties.open && !ties.open()) return false;
    const query = leanPollQuery(req);
    if (!query) return false;
    const token = requestToken(req, { stateChange: false });
    if (!token) return false;
    const started = performance.now();
    const { seckillId, ...opts } = query;
    const lang = langFromAcceptLanguage(req.headers['accept-language']);
    queue.reservationAs(sharedTokenKey(token), seckillId, opts).then((read) => {
      if (!read) return next();
      return read.answer.then((r) => answerJson(ties, req, res, JSON.stringify(reservationAnswer(r, lang)), started));
    }, () => next()) // the first Redis call failed, nothing decided: the route decides (and reports) it
      .catch((err: unknown) => {
        // Redis failed during the hold (handed on, the route would hold again from the start), or the answer or
        // Fastify failed: reported and the connection dropped — the page asks again after a pause, as after any hiccup
        ties.onError?.(err);
        res.destroy();
      });
    return true;
  };
}
