import { describe, expect, it } from 'vitest';
import { HEADER_TAB } from '@mall/shared';
import { headerTabOf, tabActive, tabOfUri } from './header-tab';

describe('header tab types', () => {
  it('maps the promotion landing pages to their tab type, anything else to 0', () => {
    expect(tabOfUri('/special-discount')).toBe(2);
    expect(tabOfUri('/group-buy?navId=3')).toBe(3);
    expect(tabOfUri('/flash-sale/')).toBe(4);
    expect(tabOfUri('/coupons')).toBe(5);
    expect(tabOfUri('/')).toBe(0);
    expect(tabOfUri('/zone/zone-all?id=1')).toBe(0);
    expect(tabOfUri('https://elsewhere.example/coupons')).toBe(0);
  });

  it('takes the deepest route that names a tab, and 0 when none does', () => {
    expect(headerTabOf([undefined, { headerTab: HEADER_TAB.flashSale }])).toBe(4);
    expect(headerTabOf([{ headerTab: HEADER_TAB.coupons }, { other: 1 }, { headerTab: HEADER_TAB.groupBuy }])).toBe(3);
    expect(headerTabOf([undefined, {}])).toBe(0);
  });

  it('highlights only the entry of the page tab type, never on a default page', () => {
    const nav = ['/', '/flash-sale', '/group-buy', '/coupons', '/special-discount'];
    expect(nav.filter((u) => tabActive(u, HEADER_TAB.specialDiscount))).toEqual(['/special-discount']);
    expect(nav.filter((u) => tabActive(u, HEADER_TAB.default))).toEqual([]);
  });
});
