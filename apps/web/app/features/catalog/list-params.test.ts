import { describe, expect, it } from 'vitest';
import { PROD_SORT } from '@mall/shared';
import { listHref, parseListParams, prodSearchQuery } from './list-params';
import { pageWindow } from '../../components/Pagination';

const parse = (q: string) => parseListParams(new URLSearchParams(q));

describe('list address', () => {
  it('reads the spec params and the filters, ignoring bad values', () => {
    expect(parse('pn=%20手机%20&cpid=3&cindex=3&st=0&sort=2&minPrice=10.5&maxPrice=200&self=1&stock=1&page=3')).toEqual({
      pn: '手机', cpid: 3, cindex: 3, st: 0, sort: PROD_SORT.priceAsc, minPrice: '10.5', maxPrice: '200', self: true, stock: true, page: 3,
    });
    expect(parse('cpid=x&cindex=9&st=7&sort=12&minPrice=-1&maxPrice=1.234&page=0')).toMatchObject({
      cpid: null, cindex: null, st: 0, sort: 0, minPrice: '', maxPrice: '', page: 1,
    });
    expect(parse('st=1').st).toBe(1);
  });

  it('asks the API in fen, with the shop of a shop home', () => {
    const q = new URLSearchParams(prodSearchQuery(parse('pn=a&minPrice=10.5&maxPrice=200&stock=1&page=2'), { shopId: 4 }));
    expect(Object.fromEntries(q)).toEqual({ pn: 'a', shopId: '4', minPrice: '1050', maxPrice: '20000', inStock: '1', sort: '0', current: '2', size: '20' });
  });

  it('changes one param, keeps the others and goes back to page 1', () => {
    const search = new URLSearchParams('sid=2&pn=a&page=4&self=1');
    expect(listHref('/shopIndex', search, { sort: PROD_SORT.sales })).toBe('/shopIndex?sid=2&pn=a&self=1&sort=1');
    expect(listHref('/list', search, { self: false })).toBe('/list?sid=2&pn=a');
    expect(listHref('/list', search, { page: 5 })).toBe('/list?sid=2&pn=a&page=5&self=1');
    expect(listHref('/list', search, { page: 1 })).toBe('/list?sid=2&pn=a&self=1');
    expect(listHref('/list', new URLSearchParams(), { cpid: 3, cindex: 3 })).toBe('/list?cpid=3&cindex=3');
  });

  it('shows first, last and the pages around the current one', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, 0, 3, 4, 5, 6, 7, 0, 10]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
  });
});
