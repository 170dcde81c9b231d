// Helpers of the points tests: the member service of the app under test, fresh user ids for ledger-only tests,
// the invariant check, and moving the clock while keeping test tokens alive (they expire after 30 days unused).
import { expect } from 'vitest';
import type { MemberService } from '../src/modules/member/service';
import { get } from './account-helpers';
import type { TestContext } from './harness';

type Ctx = () => TestContext;
export const DAY = 24 * 3600_000;
export const START = '2026-11-21T08:00:00Z';

export const member = (ctx: Ctx): MemberService => ctx().app.services.member;

let next = 7_000_000 + Math.floor(Math.random() * 1_000_000);
/** A user id of its own for tests of the ledger alone (the ledger keeps no user rows). */
export const newUserId = () => next++;

/** The ledger's invariant: balance = live lots = sum of the ledger = the last row's balance after; no bad lot. */
export async function expectLedgerSums(ctx: Ctx, userId: number, balance?: number) {
  const a = await member(ctx).ledger.audit(userId);
  expect(a.badLots).toBe(0);
  expect(a.lotsSum).toBe(a.balance);
  expect(a.ledgerSum).toBe(a.balance);
  expect(a.lastBalanceAfter).toBe(a.balance);
  expect(a.balance).toBeGreaterThanOrEqual(0);
  if (balance !== undefined) expect(a.balance).toBe(balance);
  return a.balance;
}

export const earn = (ctx: Ctx, userId: number, amount: number, key = `t:${userId}:${Math.random()}`) =>
  ctx().database.db.transaction((tx) => member(ctx).ledger.earn(tx, { userId, amount, source: 'admin', key }));
export const spend = (ctx: Ctx, userId: number, amount: number, key = `t:${userId}:${Math.random()}`) =>
  ctx().database.db.transaction((tx) => member(ctx).ledger.spend(tx, { userId, amount, key }));

/** Moves the clock by `ms`, in steps of 20 days, using each token on the way so no login expires. */
export async function travel(ctx: Ctx, ms: number, tokens: string[] = []) {
  for (let left = ms; left > 0; left -= 20 * DAY) {
    ctx().clock.advance(Math.min(left, 20 * DAY));
    for (const token of tokens) await get(ctx, '/p/user/userInfo', { token });
  }
}
