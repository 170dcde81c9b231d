// The console's pickers (/p/admin/picker/...): an operator searches every shop's products by name (paged, with
// price, picture and shop) and one shop's; a shop owner in his seller centre finds only his own products and SKUs,
// whatever shopId or ids he sends; the SKUs of a product come with spec, price and stock in the caller's language.
import { expect, it } from 'vitest';
import { get } from './account-helpers';
import { describeEachEngine } from './harness';
import { adminToken } from './store-helpers';
import { createProduct, seller } from './seller-helpers';

describeEachEngine('console pickers', (ctx) => {
  it('operators search all shops; a shop owner only his own; SKUs with spec and stock; malformed ids refused', async () => {
    const a = await seller(ctx);
    const b = await seller(ctx);
    const mineA = await createProduct(ctx, a, { nameZh: '拾取测试保温杯', nameEn: 'Picker test cup' });
    const mineB = await createProduct(ctx, b, { nameZh: '拾取测试水壶', nameEn: 'Picker test kettle' });
    const admin = await adminToken(ctx);
    const products = (q: string, o: Parameters<typeof get>[2]) => get(ctx, `/p/admin/picker/products?${q}`, o);

    const all = await products('keyword=拾取测试&size=10', { token: admin });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().records.map((r: { prodId: number }) => r.prodId).sort()).toEqual([mineA.prodId, mineB.prodId].sort());
    const one = all.json().records.find((r: { prodId: number }) => r.prodId === mineA.prodId);
    expect(one).toMatchObject({ name: '拾取测试保温杯', price: 30, stock: 15, status: 1, shopId: a.shopId });
    expect(one.pic).toMatch(/\S/);
    expect((await products(`keyword=picker%20TEST&shopId=${b.shopId}`, { token: admin, lang: 'en' })).json().records)
      .toMatchObject([{ prodId: mineB.prodId, name: 'Picker test kettle' }]);
    const paged = (await products('keyword=拾取测试&size=1&current=2', { token: admin })).json();
    expect(paged).toMatchObject({ total: 2, current: 2, size: 1 });
    expect(paged.records).toHaveLength(1);
    // % and _ are literal text, not patterns
    expect((await products('keyword=拾取测试%25', { token: admin })).json().total).toBe(0);

    // shop owner A: only A's products, even asking for B's shop or B's ids
    const asA = { token: a.token, headers: a.headers };
    expect((await products(`keyword=拾取测试&shopId=${b.shopId}`, asA)).json().records.map((r: { prodId: number }) => r.prodId)).toEqual([mineA.prodId]);
    expect((await products(`ids=${mineB.prodId},${mineA.prodId}`, asA)).json().records.map((r: { prodId: number }) => r.prodId)).toEqual([mineA.prodId]);

    const skus = await get(ctx, `/p/admin/picker/skus?prodId=${mineA.prodId}`, { ...asA, lang: 'en' });
    expect(skus.statusCode, skus.body).toBe(200);
    expect(skus.json()).toMatchObject([
      { skuId: mineA.skuIds[0], prodId: mineA.prodId, prodName: 'Picker test cup', spec: 'Black', price: 1990, stock: 10 },
      { skuId: mineA.skuIds[1], spec: 'White', price: 30, stock: 5 },
    ]);
    expect((await get(ctx, `/p/admin/picker/skus?prodId=${mineB.prodId}`, asA)).json()).toEqual([]);
    expect((await get(ctx, `/p/admin/picker/skus?ids=${mineB.skuIds.join(',')},${mineA.skuIds[0]}`, asA)).json().map((s: { skuId: number }) => s.skuId)).toEqual([mineA.skuIds[0]]);
    expect((await get(ctx, `/p/admin/picker/skus?ids=${mineB.skuIds[0]}`, { token: admin })).json()).toMatchObject([{ spec: '黑色', prodName: '拾取测试水壶' }]);
    expect((await get(ctx, '/p/admin/picker/skus', { token: admin })).json()).toEqual([]);

    // a seller without his store session, and a buyer, are refused; malformed ids are a validation error
    expect((await products('', { token: a.token })).statusCode).toBe(403);
    expect((await get(ctx, '/p/admin/picker/skus?ids=1,x', { token: admin })).statusCode).toBe(400);
    expect((await products('ids=99999999999', { token: admin })).statusCode).toBe(400);
  });
});
