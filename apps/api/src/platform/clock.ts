// Time is read through a clock so that anything timed (expiry, lockouts, countdowns) can be tested.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock for tests: stands still until moved. */
export class ManualClock implements Clock {
  private t: number;
  constructor(start: Date | string | number = '2026-11-21T08:00:00Z') {
    this.t = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.t);
  }
  advance(ms: number): void {
    this.t += ms;
  }
  set(to: Date | string | number): void {
    this.t = new Date(to).getTime();
  }
}
