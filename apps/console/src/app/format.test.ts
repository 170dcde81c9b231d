// Console times are China time whatever the browser's time zone (as the storefront shows them), in the page's language.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatTime } from './format';

const saved = process.env.TZ;
beforeEach(() => {
  process.env.TZ = 'America/New_York'; // a browser far from China
});
afterEach(() => {
  if (saved === undefined) delete process.env.TZ;
  else process.env.TZ = saved;
});

describe('console times', () => {
  it('shows an instant in China time, not the browser zone (zh and en)', () => {
    const iso = '2026-05-01T18:03:09Z'; // 02:03:09 on 2 May in Shanghai, 14:03:09 on 1 May in New York
    expect(new Date(iso).getHours()).toBe(14); // the browser zone really is another one
    expect(formatTime(iso, 'zh')).toBe('2026/5/2 02:03:09');
    expect(formatTime(iso, 'en')).toBe('02/05/2026, 02:03:09');
  });

  it('a missing or unreadable time is a dash', () => {
    expect(formatTime(null, 'zh')).toBe('-');
    expect(formatTime(undefined, 'en')).toBe('-');
    expect(formatTime('not a time', 'en')).toBe('-');
  });
});
