// Load shedding for the flash-sale calls: at most `limit` requests of this process in flight; one more is
// refused at once with 'The activity is very hot, please try again later' instead of waiting in a queue that
// only grows while a crowd keeps coming.
import { AppError } from '../../../platform/errors';

export interface Shedder {
  /** Runs `work` when a slot is free, else refuses (flashSale.busy) without waiting. */
  run<T>(work: () => Promise<T>): Promise<T>;
  inFlight(): number;
}

export function createShedder(limit: number): Shedder {
  let busy = 0;
  return {
    async run(work) {
      if (busy >= limit) throw new AppError('flashSale.busy');
      busy += 1;
      try {
        return await work();
      } finally {
        busy -= 1;
      }
    },
    inFlight: () => busy,
  };
}
