// Load shedding for the flash-sale buying calls: at most `limit` of them in flight in this process, counted from
// the request's arrival (before the token check) to its answer; one more is refused at once with 'The activity is
// very hot, please try again later' instead of waiting in a queue that only grows while a crowd keeps coming.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translate } from '@mall/shared';
import { AppError } from '../../../platform/errors';

export interface Shedder {
  /** Takes a slot or refuses (flashSale.busy) without waiting; answers the slot's release (safe to call twice). */
  enter(): () => void;
  /** Takes a slot, or answers null (counted as refused) without waiting or throwing. */
  tryEnter(): (() => void) | null;
  /** Runs `work` in a slot. */
  run<T>(work: () => Promise<T>): Promise<T>;
  inFlight(): number;
  /** the most in flight at once so far, and the calls refused */
  stats(): { peak: number; refused: number };
}

export function createShedder(limit: number): Shedder {
  let busy = 0;
  let peak = 0;
  let refused = 0;
  function tryEnter() {
    if (busy >= limit) {
      refused += 1;
      return null;
    }
    busy += 1;
    peak = Math.max(peak, busy);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      busy -= 1;
    };
  }
  function enter() {
    const slot = tryEnter();
    if (!slot) throw new AppError('flashSale.busy');
    return slot;
  }
  return {
    enter,
    tryEnter,
    async run(work) {
      const release = enter();
      try {
        return await work();
      } finally {
        release();
      }
    },
    inFlight: () => busy,
    stats: () => ({ peak, refused }),
  };
}

/** The buying calls shed by `shedder`; registered before the token check so a crowd is refused before any query. */
export const SHED_PATHS = new Set(['/shop-api/p/seckill/confirm', '/shop-api/p/seckill/submit']);

/** The buy attempt of the Redis path (queue.ts), shed by its own bound when one is set (FLASH_SALE_BUY_MAX_IN_FLIGHT). */
export const BUY_PATH = '/shop-api/p/seckill/buy';
/** seconds a shed buy attempt is told to wait before trying again */
export const BUY_RETRY_AFTER_S = 1;

/**
 * `buyShedder` (the Redis path's buy attempts, optional): past its bound an attempt is answered at once 503 with
 * Retry-After and 'The activity is very hot, please try again later' — before the token check, no Redis, no error
 * thrown — so a crowd larger than the process can answer quickly waits on its side instead of in this process's
 * queue, where the winners' polls and everyone's browsing would wait behind it.
 */
export function registerFlashSaleShedding(app: FastifyInstance, shedder: Pick<Shedder, 'enter'>, buyShedder?: Pick<Shedder, 'tryEnter'> | null) {
  const slots = new WeakMap<FastifyRequest, () => void>();
  const free = (req: FastifyRequest) => {
    slots.get(req)?.();
    slots.delete(req);
  };
  // callback hooks, not async ones: every request of the mall passes them, and an async hook costs a promise each
  app.addHook('onRequest', (req, reply, done) => {
    if (req.method !== 'POST') return done();
    const path = req.url.split('?')[0]!;
    if (buyShedder && path === BUY_PATH) {
      const slot = buyShedder.tryEnter();
      if (!slot) {
        reply.code(503).header('retry-after', String(BUY_RETRY_AFTER_S)).type('application/json; charset=utf-8')
          .send({ code: 'FLASHSALE_BUSY', message: translate('flashSale.busy', req.lang) });
        return; // answered: the request goes no further
      }
      slots.set(req, slot);
      return done();
    }
    if (!SHED_PATHS.has(path)) return done();
    let slot: () => void;
    try {
      slot = shedder.enter();
    } catch (err) {
      return done(err as Error); // flashSale.busy, answered by the error handler as before
    }
    slots.set(req, slot);
    done();
  });
  app.addHook('onResponse', (req, _reply, done) => {
    free(req);
    done();
  });
  app.addHook('onRequestAbort', (req, done) => {
    free(req);
    done();
  });
}
