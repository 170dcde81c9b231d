// The order state machine table, order numbers and the sandbox carrier: unit tests, no database.
import { describe, expect, it, vi } from 'vitest';
import { LOGISTICS_STATE, ORDER_STATUS } from '@mall/shared';
import { ManualClock } from '../src/platform/clock';
import { sandboxLogistics, SANDBOX_SCHEDULE } from '../src/modules/order/logistics';
import { newOrderNumber, newOrderNumbers } from '../src/modules/order/numbers';
import { startSweeper } from '../src/platform/sweeper';
import { assertMachine, checkMachine, ORDER_TRANSITIONS, TERMINAL_STATUSES, transitionOf, type Transition } from '../src/modules/order/status';

const S = ORDER_STATUS;

describe('order state machine', () => {
  it('reaches every state, has a way out of every non-terminal state and none out of terminal ones', () => {
    expect(checkMachine()).toEqual([]);
    expect(() => assertMachine()).not.toThrow();
  });

  it('follows the SPEC §4 path: unpaid → pending delivery → shipped → pending evaluation → evaluated / completed', () => {
    expect(transitionOf('pay', S.unpaid)?.to).toBe(S.pendingDelivery);
    expect(transitionOf('ship', S.pendingDelivery)?.to).toBe(S.shipped);
    expect(transitionOf('receive', S.shipped)?.to).toBe(S.pendingEvaluation);
    expect(transitionOf('autoReceive', S.shipped)?.to).toBe(S.pendingEvaluation);
    expect(transitionOf('evaluate', S.pendingEvaluation)?.to).toBe(S.evaluated);
    expect(transitionOf('complete', S.pendingEvaluation)?.to).toBe(S.completed);
    expect(transitionOf('cancel', S.unpaid)?.to).toBe(S.canceled);
    expect(transitionOf('expire', S.unpaid)?.to).toBe(S.canceled);
    expect(transitionOf('payGroup', S.unpaid)?.to).toBe(S.grouping);
    expect(transitionOf('grouped', S.grouping)?.to).toBe(S.pendingDelivery);
  });

  it('allows nothing else', () => {
    expect(transitionOf('cancel', S.pendingDelivery)).toBeUndefined();
    expect(transitionOf('pay', S.canceled)).toBeUndefined();
    expect(transitionOf('receive', S.pendingDelivery)).toBeUndefined();
    expect(transitionOf('ship', S.unpaid)).toBeUndefined();
    for (const t of ORDER_TRANSITIONS) expect(TERMINAL_STATUSES).not.toContain(t.from);
  });

  it('reports broken tables: unreachable states, exits from terminal states, dead ends, duplicates', () => {
    const withoutGroup = ORDER_TRANSITIONS.filter((t) => t.event !== 'payGroup');
    expect(checkMachine(withoutGroup)).toContain(`state ${S.grouping} is unreachable`);
    const fromTerminal: Transition[] = [...ORDER_TRANSITIONS, { event: 'pay', from: S.canceled, to: S.pendingDelivery }];
    expect(checkMachine(fromTerminal)).toContain(`pay: leaves terminal state ${S.canceled}`);
    const deadEnd = ORDER_TRANSITIONS.filter((t) => t.from !== S.shipped);
    expect(checkMachine(deadEnd)).toContain(`state ${S.shipped} has no way out`);
    expect(checkMachine([...ORDER_TRANSITIONS, ORDER_TRANSITIONS[0]!])).toContain(`pay: listed twice from ${S.unpaid}`);
    expect(checkMachine([...ORDER_TRANSITIONS, { event: 'ship', from: S.pendingDelivery, to: 99 as never }]).some((p) => p.includes('unknown state'))).toBe(true);
  });
});

describe('order numbers', () => {
  it('are a Beijing-time prefix and 8 random digits, unique', () => {
    const n = newOrderNumber(new Date('2026-11-21T16:05:09Z'));
    expect(n).toMatch(/^261122000509\d{8}$/);
    const many = newOrderNumbers(new Date(), 1000);
    expect(new Set(many).size).toBe(1000);
    // consecutive numbers do not count up: they say nothing about volume
    const [a, b] = newOrderNumbers(new Date('2026-11-21T08:00:00Z'), 2);
    expect(Math.abs(Number(a!.slice(-8)) - Number(b!.slice(-8)))).not.toBe(1);
  });
});

describe('sandbox logistics', () => {
  it('moves a parcel along with the clock: received, in transit, arrived in the city, signed', async () => {
    const clock = new ManualClock('2026-11-21T08:00:00Z');
    const carrier = sandboxLogistics(clock);
    const pkg = { companyCode: 'SF', waybillNo: 'SF1234567', shippedAt: clock.now(), city: '上海市' };
    const state = async () => (await carrier.track(pkg)).at(-1)?.state;
    expect(await state()).toBe(LOGISTICS_STATE.received);
    clock.advance(SANDBOX_SCHEDULE.inTransit);
    expect(await state()).toBe(LOGISTICS_STATE.inTransit);
    clock.advance(SANDBOX_SCHEDULE.arrivedCity - SANDBOX_SCHEDULE.inTransit);
    expect(await state()).toBe(LOGISTICS_STATE.arrivedCity);
    clock.advance(SANDBOX_SCHEDULE.signed);
    const events = await carrier.track(pkg);
    expect(events.map((e) => e.state)).toEqual([LOGISTICS_STATE.received, LOGISTICS_STATE.inTransit, LOGISTICS_STATE.arrivedCity, LOGISTICS_STATE.signed]);
    expect(events[2]!.params.city).toBe('上海市');
  });

  it('turns a waybill ending in 000 into a faulty package', async () => {
    const clock = new ManualClock();
    const carrier = sandboxLogistics(clock);
    const pkg = { companyCode: 'ZTO', waybillNo: 'ZT9990000', shippedAt: clock.now(), city: '北京市' };
    clock.advance(48 * 3600_000);
    expect((await carrier.track(pkg)).map((e) => e.state)).toEqual([LOGISTICS_STATE.received, LOGISTICS_STATE.inTransit, LOGISTICS_STATE.faulty]);
  });
});

describe('sweeper runner', () => {
  it('runs the sweep periodically, never two at once, reports failures and stops cleanly', async () => {
    vi.useFakeTimers();
    try {
      let runs = 0;
      let release: () => void = () => {};
      const errors: unknown[] = [];
      const sweep = () => {
        runs += 1;
        if (runs === 2) return Promise.reject(new Error('db down'));
        return new Promise<void>((r) => { release = r; });
      };
      const stop = startSweeper(sweep, { everyMs: 1000, onError: (e) => errors.push(e) });
      await vi.advanceTimersByTimeAsync(1000);
      expect(runs).toBe(1);
      await vi.advanceTimersByTimeAsync(3000); // the first run still going: no overlap
      expect(runs).toBe(1);
      release();
      await vi.advanceTimersByTimeAsync(1000);
      expect(runs).toBe(2);
      expect(errors).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1000);
      expect(runs).toBe(3);
      release();
      await stop();
      await vi.advanceTimersByTimeAsync(5000);
      expect(runs).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
