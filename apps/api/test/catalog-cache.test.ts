// The storefront's cache of the catalog's public answers (platform/shell-cache.ts CATALOG_PATHS, decision 044): a
// page reads them from memory (a change made behind the API's back is not seen), and the next page after ANY
// successful write shows the change: a seller's price and stock edit, taking a product off the shelf, a buyer's
// order (stock), a console edit (the category path) — in zh and en. A keyword search is never kept; a refused write
// keeps the cache.
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@mall/db';
import { createShellCache, isCatalogPath } from '../src/platform/shell-cache';
import { call } from './account-helpers';
import { createProduct, leafCategory, paidOrder, productBody, seller } from './seller-helpers';
import { adminToken } from './store-helpers';
import { describeWithStorefront } from './web-stand-in';

interface Sku { skuId: number; price: number; stock: number }
interface Page {
  detail: { prodName: string; price: number; totalStock: number; skus: Sku[]; categoryPath: { categoryId: number; categoryName: string }[] } | null;
  list: { records: { prodId: number; prodName: string; price: number }[] };
  search: { records: { prodId: number }[] };
}

describeWithStorefront("catalog cache of the storefront's in-process API calls", (ctx) => {
  const page = async (prodId: number, shopId: number, lang: 'zh' | 'en' = 'zh', pn = '') => {
    const res = await ctx().app.inject({ method: 'GET', url: `/catalog?prodId=${prodId}&shopId=${shopId}&pn=${encodeURIComponent(pn)}${lang === 'en' ? '&lang=en' : ''}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  const card = (p: Page, prodId: number) => p.list.records.find((r) => r.prodId === prodId);

  it("a seller's price and stock edit shows on the next page in zh and en; a change behind the API's back is not seen", async () => {
    const s = await seller(ctx);
    const { prodId, skuIds } = await createProduct(ctx, s);
    const cat = await leafCategory(ctx);
    const zh = await page(prodId, s.shopId);
    const en = await page(prodId, s.shopId, 'en');
    expect(zh.detail?.skus.map((k) => [k.price, k.stock])).toEqual([[1990, 10], [30, 5]]);
    expect(card(en, prodId)?.prodName).toBe('Test cup');

    // behind the API's back: the pages still show what they read (their answers came from the cache)
    await ctx().database.db.update(schema.product).set({ nameZh: '背后改的', nameEn: 'Changed behind' }).where(eq(schema.product.id, prodId));
    expect((await page(prodId, s.shopId)).detail?.prodName).toBe('测试保温杯');
    expect(card(await page(prodId, s.shopId, 'en'), prodId)?.prodName).toBe('Test cup');
    // ...but a keyword search is never kept: it finds the new name at once
    expect((await page(prodId, s.shopId, 'zh', '背后改的')).search.records.map((r) => r.prodId)).toContain(prodId);

    // a refused write keeps the cache
    const view = (await s.api('GET', `/products/${prodId}`)).json();
    const edit = (skus: unknown[], name = '改价保温杯') => s.api('PUT', `/products/${prodId}`, productBody(s.id, cat, { images: view.images, nameZh: name, nameEn: 'Repriced cup', skus }));
    expect((await edit([{ skuId: skuIds[0], values: [0], price: '1.234', stock: 10 }, { skuId: skuIds[1], values: [1], price: '0.30', stock: 5 }])).statusCode).toBe(400);
    expect((await page(prodId, s.shopId)).detail?.prodName).toBe('测试保温杯');

    const res = await edit([{ skuId: skuIds[0], values: [0], price: '18.00', stock: 7, stockWas: 10 }, { skuId: skuIds[1], values: [1], price: '0.50', stock: 5 }]);
    expect(res.statusCode, res.body).toBe(200);
    for (const lang of ['zh', 'en'] as const) {
      const after = await page(prodId, s.shopId, lang);
      expect(after.detail?.prodName).toBe(lang === 'zh' ? '改价保温杯' : 'Repriced cup');
      expect(after.detail?.skus.map((k) => [k.price, k.stock])).toEqual([[1800, 7], [50, 5]]);
      expect(after.detail?.totalStock).toBe(12);
      expect(card(after, prodId)?.price).toBe(50);
    }
  });

  it("off the shelf, a buyer's order and a console edit show on the next page", async () => {
    const s = await seller(ctx);
    const { prodId, skuIds } = await createProduct(ctx, s);
    const other = await createProduct(ctx, s, { nameZh: '第二个杯子' });
    expect(card(await page(other.prodId, s.shopId), other.prodId)).toBeDefined();
    expect((await s.api('PUT', `/products/${other.prodId}/shelf`, { status: 0 })).statusCode).toBe(200);
    const off = await page(other.prodId, s.shopId);
    expect(off.detail).toBeNull();
    expect(card(off, other.prodId)).toBeUndefined();

    expect((await page(prodId, s.shopId)).detail?.skus[0]?.stock).toBe(10);
    await paidOrder(ctx, s, prodId, [skuIds[0]!]);
    expect((await page(prodId, s.shopId)).detail?.skus[0]?.stock).toBe(9);

    const leaf = (await page(prodId, s.shopId, 'en')).detail!.categoryPath.at(-1)!;
    const token = await adminToken(ctx);
    const [row] = await ctx().database.db.select().from(schema.category).where(eq(schema.category.id, leaf.categoryId));
    const renamed = await call(ctx, 'PUT', `/p/admin/categories/${leaf.categoryId}`, { nameZh: '控制台改名', nameEn: 'Renamed in console', icon: row!.icon, seq: row!.seq, status: 1 }, { token });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await page(prodId, s.shopId)).detail?.categoryPath.at(-1)?.categoryName).toBe('控制台改名');
    expect((await page(prodId, s.shopId, 'en')).detail?.categoryPath.at(-1)?.categoryName).toBe('Renamed in console');
  });
}, {}, { serverEntry: join(import.meta.dirname, 'catalog-web-build.ts'), seed: true, web: { catalogCacheMs: 60_000 } });

describe('catalog cache rules', () => {
  it('keeps the catalog addresses but never a keyword search', () => {
    expect(isCatalogPath('/shop-api/search/prodPage?current=1&size=20')).toBe(true);
    expect(isCatalogPath('/shop-api/search/prodPage?shopId=3&sort=1&size=6')).toBe(true);
    expect(isCatalogPath('/shop-api/search/prodPage?current=1&pn=%E6%89%8B%E6%9C%BA')).toBe(false);
    expect(isCatalogPath('/shop-api/search/prodPage?pn=x')).toBe(false);
    expect(isCatalogPath('/shop-api/prod/prodInfo?prodId=1')).toBe(true);
    expect(isCatalogPath('/shop-api/p/user/userInfo')).toBe(false);
    expect(isCatalogPath('/shop-api/p/user/collection/prodStatus?prodId=1')).toBe(false);
  });

  it('holds at most `max` answers, dropping the oldest first', async () => {
    const cache = createShellCache(() => 0, 1000, 2);
    let loads = 0;
    const load = async () => ({ status: 200, data: { n: ++loads } });
    await cache.get('/a', 'zh', load);
    await cache.get('/b', 'zh', load);
    await cache.get('/c', 'zh', load); // /a goes
    expect((await cache.get('/b', 'zh', load)).data).toEqual({ n: 2 });
    expect((await cache.get('/a', 'zh', load)).data).toEqual({ n: 4 });
  });
});
