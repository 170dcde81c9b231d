import { describe, expect, it } from 'vitest';
import { pageTotal } from '../src/platform/paging';

describe('pageTotal: the total read from the page when the page tells it', () => {
  const counting = (total: number) => {
    const calls = { n: 0 };
    return { calls, count: async () => { calls.n++; return total; } };
  };

  it('a short page is the last one: no count', async () => {
    const c = counting(999);
    expect(await pageTotal(3, 1, 10, c.count)).toBe(3);
    expect(await pageTotal(4, 3, 10, c.count)).toBe(24);
    expect(c.calls.n).toBe(0);
  });

  it('an empty first page is an empty list: no count', async () => {
    const c = counting(999);
    expect(await pageTotal(0, 1, 10, c.count)).toBe(0);
    expect(c.calls.n).toBe(0);
  });

  it('a full page, or an empty page past the first, counts', async () => {
    const full = counting(25);
    expect(await pageTotal(10, 2, 10, full.count)).toBe(25);
    expect(full.calls.n).toBe(1);
    const past = counting(25);
    expect(await pageTotal(0, 4, 10, past.count)).toBe(25);
    expect(past.calls.n).toBe(1);
  });
});
