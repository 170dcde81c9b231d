// The cart, address and order calls in the OpenAPI document: SPEC §7 paths exactly, a summary on every route.
import { expect, it } from 'vitest';
import { describeEachEngine } from './harness';

describeEachEngine('cart, address and order contract', (ctx) => {
  it('publishes the SPEC §7 cart calls at their exact paths, and documents every route', async () => {
    const doc = (await ctx().app.inject({ method: 'GET', url: '/shop-api/openapi.json' })).json() as { paths: Record<string, Record<string, { summary?: string; security?: unknown[] }>> };
    const op = (path: string, method: string) => Object.entries(doc.paths).find(([p]) => p.endsWith(path))?.[1]?.[method];
    expect(op('/p/shopCart/info', 'post')).toBeDefined();
    expect(op('/p/shopCart/totalPay', 'post')).toBeDefined();
    expect(op('/p/shopCart/deleteItem', 'delete')).toBeDefined();
    expect(op('/p/shopCart/prodCount', 'get')).toBeDefined();
    expect(op('/p/order/confirm', 'post')).toBeDefined();
    expect(op('/p/order/submit', 'post')).toBeDefined();
    expect(op('/p/myOrder/myOrder', 'get')).toBeDefined();
    expect(op('/p/myOrder/orderDetail', 'get')).toBeDefined();
    const mine = Object.entries(doc.paths).filter(([p]) => /\/(p\/shopCart|p\/address|p\/order|p\/myOrder|area)\//.test(p));
    expect(mine.length).toBeGreaterThanOrEqual(20);
    for (const [path, ops] of mine) {
      for (const [method, o] of Object.entries(ops)) {
        expect(o.summary, `${method} ${path}`).toBeTruthy();
        if (path.includes('/p/')) expect(o.security, `${method} ${path}`).toEqual([{ token: [] }]);
      }
    }
  });
}, { seed: false });
