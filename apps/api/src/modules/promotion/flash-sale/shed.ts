// Load shedding for the flash-sale buying calls: at most `limit` of them in flight in this process, counted from
// the request's arrival (before the token check) to its answer; one more is refused at once with 'The activity is
// very hot, please try again later' instead of waiting in a queue that only grows while a crowd keeps coming.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/errors';

export interface Shedder {
  /** Takes a slot or refuses (flashSale.busy) without waiting; answers the slot's release (safe to call twice). */
  enter(): () => void;
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
  function enter() {
    if (busy >= limit) {
      refused += 1;
      throw new AppError('flashSale.busy');
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
  return {
    enter,
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

export function registerFlashSaleShedding(app: FastifyInstance, shedder: Pick<Shedder, 'enter'>) {
  const slots = new WeakMap<FastifyRequest, () => void>();
  const release = async (req: FastifyRequest) => {
    slots.get(req)?.();
    slots.delete(req);
  };
  app.addHook('onRequest', async (req) => {
    if (req.method !== 'POST' || !SHED_PATHS.has(req.url.split('?')[0]!)) return;
    slots.set(req, shedder.enter());
  });
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}
