import { describe, expect, it } from 'vitest';
import { LIMITS } from '@mall/shared';
import { readPaySwitch, writePaySwitch } from './pay-switch';
import { clockText, splitMs } from './countdown';

const store = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
};
const on = { balancePaySwitch: true, wxPaySwitch: false, aliPaySwitch: false };

describe('pay switch cache (paySwitchInfo, 5 hours)', () => {
  it('keeps { switchInfo, expiredTime } and serves it until it expires', () => {
    const s = store();
    const now = 1_000_000;
    writePaySwitch(s, on, now);
    expect(JSON.parse(s.m.get('paySwitchInfo')!)).toEqual({ switchInfo: on, expiredTime: now + 5 * 3600_000 });
    expect(LIMITS.paySwitchCacheMs).toBe(5 * 3600_000);
    expect(readPaySwitch(s, now + 5 * 3600_000 - 1)).toEqual(on);
    expect(readPaySwitch(s, now + 5 * 3600_000)).toBeNull();
  });

  it('ignores missing or broken entries', () => {
    const s = store();
    expect(readPaySwitch(s, 0)).toBeNull();
    s.setItem('paySwitchInfo', '{not json');
    expect(readPaySwitch(s, 0)).toBeNull();
    s.setItem('paySwitchInfo', JSON.stringify({ switchInfo: { x: 1 }, expiredTime: 10 }));
    expect(readPaySwitch(s, 0)).toBeNull();
  });
});

describe('countdown text', () => {
  it('splits and formats the time left', () => {
    expect(splitMs(1_799_000)).toEqual({ h: 0, m: 29, s: 59 });
    expect(clockText(1_799_000)).toBe('29:59');
    expect(clockText(3_600_000 + 61_000)).toBe('1:01:01');
    expect(clockText(-5)).toBe('00:00');
  });
});
