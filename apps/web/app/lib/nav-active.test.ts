import { describe, expect, it } from 'vitest';
import { navItemActive } from './nav-active';

const at = (url: string) => {
  const u = new URL(url, 'http://x');
  return { pathname: u.pathname, search: u.search };
};

describe('navItemActive', () => {
  it('highlights only the zone whose id is shown, not every zone entry', () => {
    const zones = ['/zone/zone-all?id=1', '/zone/zone-all?id=2', '/zone/zone-all?id=3'];
    expect(zones.map((z) => navItemActive(z, at('/zone/zone-all?id=2')))).toEqual([false, true, false]);
    expect(zones.map((z) => navItemActive(z, at('/zone/zone-all?id=2&lang=en')))).toEqual([false, true, false]);
  });

  it('home only on the home page; a path entry on its page and below it, whatever else the query holds', () => {
    expect(navItemActive('/', at('/'))).toBe(true);
    expect(navItemActive('', at('/?lang=en'))).toBe(true);
    expect(navItemActive('/', at('/flash-sale'))).toBe(false);
    expect(navItemActive('/flash-sale', at('/flash-sale?lang=en'))).toBe(true);
    expect(navItemActive('/flash-sale', at('/flash-sale-x'))).toBe(false);
    expect(navItemActive('/coupons', at('/coupons/'))).toBe(true);
    expect(navItemActive('/group-buy?navId=3', at('/group-buy'))).toBe(false);
  });
});
