// The session state and countdown pieces the flash-sale pages show: by the clock they are given, in the mall's zone.
import { describe, expect, it } from 'vitest';
import { splitMs } from './Countdown';
import { clockLabel, sessionState } from './state';

const s = { startAt: '2026-11-22T02:00:00.000Z', endAt: '2026-11-22T04:00:00.000Z' };

describe('flash-sale state', () => {
  it('is not started before the start, on until the end, and ended from the end on', () => {
    expect(sessionState(s, Date.parse('2026-11-22T01:59:59Z'))).toBe(0);
    expect(sessionState(s, Date.parse(s.startAt))).toBe(1);
    expect(sessionState(s, Date.parse(s.endAt) - 1)).toBe(1);
    expect(sessionState(s, Date.parse(s.endAt))).toBe(2);
  });

  it('splits a countdown into days, hours, minutes and seconds, never below zero', () => {
    expect(splitMs(((26 * 60 + 3) * 60 + 9) * 1000 + 999)).toEqual({ d: 1, h: 2, m: 3, s: 9 });
    expect(splitMs(-5000)).toEqual({ d: 0, h: 0, m: 0, s: 0 });
  });

  it('labels a tab with the Beijing time, and the date when the session is on another day', () => {
    const now = Date.parse('2026-11-22T03:00:00Z');
    expect(clockLabel(s.startAt, 'zh', now)).toBe('10:00');
    expect(clockLabel('2026-11-23T02:00:00Z', 'en', now)).toBe('11-23 10:00');
  });
});
