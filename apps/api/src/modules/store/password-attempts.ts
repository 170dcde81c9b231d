// The store password's attempt limit (platform/attempt-limiter.ts): 5 wrong tries of a shop's store password, by
// the seller centre's check or by the old-password check of a change, lock both for 15 minutes.
import { STORE_PASSWORD_LIMITS } from '@mall/shared';
import { createAttemptLimiter } from '../../platform/attempt-limiter';
import type { Counters } from '../../platform/counters';

export function createStorePasswordAttempts(counters: Counters) {
  return createAttemptLimiter(counters, { name: 'storepw', ...STORE_PASSWORD_LIMITS, locked: 'seller.passwordLocked' });
}
export type StorePasswordAttempts = ReturnType<typeof createStorePasswordAttempts>;
