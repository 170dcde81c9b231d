import { describe, expect, it } from 'vitest';
import { bodyOf as couponBody } from './coupons/CouponsPage';
import { bodyOf as discountBody } from './discounts/DiscountsPage';
import { toFen } from './form-values';

describe('promotion forms → API bodies', () => {
  it('yuan become fen', () => {
    expect(toFen(19.9)).toBe(1990);
    expect(toFen('0.07')).toBe(7);
  });

  it('a percent coupon keeps the percent; an amount coupon is in fen; a fixed period is ISO', () => {
    const pct = couponBody({ nameZh: '9折', kind: 2, value: 90, maxOff: 50, scope: 1, shopId: 4, validity: 3, startsAt: '2026-12-01T00:00', endsAt: '2026-12-02T00:00', total: 10, perUserLimit: 1 });
    expect(pct).toMatchObject({ kind: 2, value: 90, maxOff: 5000, threshold: 0, shopId: 4, validity: 3 });
    expect(pct.startsAt).toMatch(/^2026-1[12]-\d\dT\d\d:00:00\.000Z$/);
    const amount = couponBody({ nameZh: '满199减20', kind: 1, threshold: 199, value: 20, scope: 2, prodIds: [5, 6], validity: 2, validDays: 7, total: 100, perUserLimit: 2 });
    expect(amount).toMatchObject({ threshold: 19900, value: 2000, prodIds: [5, 6], validDays: 7, startsAt: null, shopId: null });
  });

  it('a special discount: percent as is, a price cut in fen', () => {
    expect(discountBody({ nameZh: '8折', kind: 1, value: 80, prodIds: [1, 2], startsAt: '2026-12-01T00:00', endsAt: '2026-12-03T00:00' })).toMatchObject({ kind: 1, value: 80, prodIds: [1, 2], shopId: null });
    expect(discountBody({ nameZh: '直降', kind: 2, value: 10.5, shopId: 3, prodIds: [9], startsAt: '2026-12-01T00:00', endsAt: '2026-12-03T00:00' })).toMatchObject({ value: 1050, shopId: 3 });
  });
});
