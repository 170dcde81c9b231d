// The store password's attempt limit: 5 wrong tries lock the check for 15 minutes (like the login lockout).
// The attempt is counted before the slow password check, so racing guesses cannot all slip past the lock:
// past the 5th they are refused unchecked. A right password clears the count.
import { STORE_PASSWORD_LIMITS } from '@mall/shared';
import type { Counters } from '../../platform/counters';
import { AppError } from '../../platform/errors';

export function createStorePasswordAttempts(counters: Counters) {
  const { failures, lockMs } = STORE_PASSWORD_LIMITS;
  const keys = (shopId: number) => ({ tries: `storepw:tries:${shopId}`, lock: `storepw:lock:${shopId}` });
  const locked = async (key: string) => new AppError('seller.passwordLocked', 400, { minutes: Math.max(1, Math.ceil((await counters.ttl(key)) / 60_000)) });

  return {
    /** Runs the password check under the limit; throws store.passwordWrong or seller.passwordLocked. */
    async check(shopId: number, isRight: () => Promise<boolean>): Promise<void> {
      const k = keys(shopId);
      if (await counters.get(k.lock)) throw await locked(k.lock);
      const attempt = await counters.incr(k.tries, lockMs);
      if (attempt > failures) {
        await counters.setIfAbsent(k.lock, lockMs);
        throw await locked(k.lock);
      }
      if (await isRight()) {
        await counters.del(k.tries);
        return;
      }
      if (attempt === failures) {
        await counters.setIfAbsent(k.lock, lockMs);
        throw await locked(k.lock);
      }
      throw new AppError('store.passwordWrong');
    },
  };
}
export type StorePasswordAttempts = ReturnType<typeof createStorePasswordAttempts>;
