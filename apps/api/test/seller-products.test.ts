// Seller products: create an SPU with its SKU grid (prices in yuan stored as fen), read, list, edit with the stock
// guard, shelf; every rule fires; another shop's product answers 404.
import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import { get } from './account-helpers';
import { describeEachEngine } from './harness';
import { colours, createProduct, leafCategory, productBody, seller } from './seller-helpers';
import { upload } from './store-helpers';

describeEachEngine('seller: products', (ctx) => {
  it('creates a product with two SKUs, prices in yuan stored as exact fen, and shows it on the storefront', async () => {
    const s = await seller(ctx);
    const { prodId, skuIds } = await createProduct(ctx, s);
    const rows = await ctx().database.db.select().from(schema.sku).where(inArray(schema.sku.id, skuIds)).orderBy(schema.sku.id);
    expect(rows.map((r) => [r.price, r.oriPrice, r.stock])).toEqual([[1990, 2990, 10], [30, 30, 5]]);
    expect(rows[0]!.specs).toEqual([{ nameZh: '颜色', nameEn: 'Colour', valueZh: '黑色', valueEn: 'Black' }]);
    expect(rows[0]!.skuCode).toMatch(new RegExp(`^S${s.shopId}-[0-9A-F]{10}$`));
    const [p] = await ctx().database.db.select().from(schema.product).where(eq(schema.product.id, prodId));
    expect(p).toMatchObject({ shopId: s.shopId, price: 30, totalStock: 15, status: 1 });
    expect(p!.contentZh).not.toContain('script');

    const view = (await s.api('GET', `/products/${prodId}`)).json();
    expect(view).toMatchObject({ prodId, nameZh: '测试保温杯', nameEn: 'Test cup', specs: [colours], status: 1 });
    expect(view.skus.map((k: { values: number[]; price: string }) => [k.values, k.price])).toEqual([[[0], '19.90'], [[1], '0.30']]);

    const detail = await get(ctx, `/prod/prodInfo?prodId=${prodId}`, { lang: 'en' });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(JSON.stringify(detail.json())).toContain('Test cup');

    const list = (await s.api('GET', '/products?name=保温&status=1')).json();
    expect(list.records.map((r: { prodId: number }) => r.prodId)).toContain(prodId);
    expect((await s.api('GET', '/products?name=nothing-like-this')).json().total).toBe(0);
    expect((await s.api('GET', '/products?status=0')).json().records.map((r: { prodId: number }) => r.prodId)).not.toContain(prodId);
  });

  it('builds a two-spec grid and refuses a grid that misses a combination', async () => {
    const s = await seller(ctx);
    const sizes = { nameZh: '容量', nameEn: 'Size', values: [{ valueZh: '350ml', valueEn: '350ml' }, { valueZh: '500ml', valueEn: '500ml' }] };
    const skus = [[0, 0], [0, 1], [1, 0], [1, 1]].map((values, i) => ({ values, price: `${10 + i}.5`, stock: 1 }));
    const { prodId } = await createProduct(ctx, s, { specs: [colours, sizes], skus });
    const view = (await s.api('GET', `/products/${prodId}`)).json();
    expect(view.specs).toEqual([colours, sizes]);
    expect(view.skus.map((k: { values: number[]; price: string }) => `${k.values.join('')}:${k.price}`)).toEqual(['00:10.50', '01:11.50', '10:12.50', '11:13.50']);
    const cat = await leafCategory(ctx);
    const res = await s.api('POST', '/products', productBody(s.id, cat, { specs: [colours, sizes], skus: skus.slice(1) }), { lang: 'en' });
    expect(res.json().message).toBe('The SKUs must match the combinations of specification values');
  });

  it('fires every product rule in zh and en', async () => {
    const s = await seller(ctx);
    const cat = await leafCategory(ctx);
    const refused = async (over: Record<string, unknown>, zh: string, en: string) => {
      for (const [lang, text] of [['zh-CN', zh], ['en', en]] as const) {
        const r = await s.api('POST', '/products', productBody(s.id, cat, over), { lang });
        expect(r.statusCode, r.body).toBe(400);
        expect(r.json().message).toBe(text);
      }
    };
    const sku = (over: Record<string, unknown>) => ({ specs: [], skus: [{ values: [], price: '1', stock: 1, ...over }] });
    await refused({ nameZh: '' }, '请输入商品名称（中文和英文）', 'Please enter the product name (Chinese and English)');
    await refused({ nameEn: 'x'.repeat(61) }, '商品名称不能超过60个字', 'The product name cannot exceed 60 characters');
    await refused({ images: [] }, '请上传商品图片', 'Please upload the product images');
    await refused({ images: ['/uploads/user/999999/abc.webp'] }, '图片须为本人上传的图片', 'The images must be images you uploaded');
    await refused({ categoryId: 1 }, '请选择三级商品分类', 'Please choose a third-level category');
    await refused(sku({ price: '1.234' }), '价格须大于0，最多两位小数', 'The price must be above 0 with at most 2 decimals');
    await refused(sku({ price: '0.00' }), '价格须大于0，最多两位小数', 'The price must be above 0 with at most 2 decimals');
    await refused(sku({ oriPrice: '0.5' }), '原价须为最多两位小数的金额，且不低于售价', 'The original price must be an amount with at most 2 decimals, not below the price');
    await refused(sku({ stock: -1 }), '库存须为0-999999的整数', 'The stock must be a whole number from 0 to 999999');
    await refused(sku({ skuCode: 'bad code' }), 'SKU编码只能包含字母、数字、-和_，不超过32位', 'The SKU code may contain letters, digits, - and _ (at most 32)');
    await refused({ specs: [{ ...colours, values: [colours.values[0], colours.values[0]] }], skus: [{ values: [0], price: '1', stock: 1 }, { values: [1], price: '1', stock: 1 }] }, '同一规格的规格值不能重复', 'The values of a specification must differ');
    await refused({ specs: [{ ...colours, nameEn: '' }] }, '请输入规格名称（中文和英文，不超过20个字）', 'Please enter the specification name (Chinese and English, at most 20 characters)');
    const taken = (await ctx().database.db.select({ code: schema.sku.skuCode }).from(schema.sku).limit(1))[0]!.code;
    await refused(sku({ skuCode: taken }), `SKU编码${taken}已被使用`, `The SKU code ${taken} is already in use`);
  });

  it('edits: keeps, adds and disables SKUs; a changed stock needs the stock the form saw; two racing edits of one stock: one wins', async () => {
    const s = await seller(ctx);
    const { prodId, skuIds } = await createProduct(ctx, s);
    const cat = await leafCategory(ctx);
    const view = (await s.api('GET', `/products/${prodId}`)).json();
    const threeColours = { ...colours, values: [...colours.values, { valueZh: '红色', valueEn: 'Red' }] };
    const edit = (stock: number, stockWas: number) =>
      s.api('PUT', `/products/${prodId}`, productBody(s.id, cat, {
        images: view.images, nameZh: '改名保温杯', specs: [threeColours],
        skus: [
          { skuId: skuIds[0], values: [0], price: '18.00', stock, stockWas },
          { values: [2], price: '25', stock: 3 },
          { values: [1], price: '0.30', stock: 5, skuId: skuIds[1] },
        ],
      }));
    const results = await Promise.all([edit(20, 10), edit(30, 10)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json().message).toBe('库存已发生变化，请刷新后重试');
    const after = (await s.api('GET', `/products/${prodId}`)).json();
    expect(after.nameZh).toBe('改名保温杯');
    expect(after.skus).toHaveLength(3);
    const stock = after.skus.find((k: { skuId: number }) => k.skuId === skuIds[0]).stock;
    expect([20, 30]).toContain(stock);
    // a stale stockWas is refused, the right one passes
    expect((await edit(7, 10)).json().message).toBe('库存已发生变化，请刷新后重试');
    // drop the red SKU: it is disabled, not deleted (orders may point to it)
    const two = await s.api('PUT', `/products/${prodId}`, productBody(s.id, cat, { images: view.images, skus: [{ skuId: skuIds[0], values: [0], price: '18', stock }, { skuId: skuIds[1], values: [1], price: '1', stock: 5 }] }));
    expect(two.statusCode, two.body).toBe(200);
    const all = await ctx().database.db.select().from(schema.sku).where(eq(schema.sku.productId, prodId));
    expect(all.filter((k) => k.status === 1)).toHaveLength(2);
    expect(all).toHaveLength(3);
    const [p] = await ctx().database.db.select().from(schema.product).where(eq(schema.product.id, prodId));
    expect(p).toMatchObject({ price: 100, totalStock: stock + 5 });
  });

  it('puts on and off the shelf; the storefront follows', async () => {
    const s = await seller(ctx);
    const { prodId } = await createProduct(ctx, s, { status: 0 });
    expect((await get(ctx, `/prod/prodInfo?prodId=${prodId}`)).statusCode).toBe(404);
    expect((await s.api('PUT', `/products/${prodId}/shelf`, { status: 1 })).statusCode).toBe(200);
    expect((await get(ctx, `/prod/prodInfo?prodId=${prodId}`)).statusCode).toBe(200);
    expect((await s.api('PUT', `/products/${prodId}/shelf`, { status: 0 })).statusCode).toBe(200);
    expect((await get(ctx, `/prod/prodInfo?prodId=${prodId}`)).statusCode).toBe(404);
    // twice the same is fine
    expect((await s.api('PUT', `/products/${prodId}/shelf`, { status: 0 })).statusCode).toBe(200);
    // the editor's shelf switch is saved with the form
    const view = (await s.api('GET', `/products/${prodId}`)).json();
    const form = { ...productBody(s.id, await leafCategory(ctx), { images: view.images }), skus: view.skus.map((k: { skuId: number; values: number[]; price: string; stock: number }) => ({ skuId: k.skuId, values: k.values, price: k.price, stock: k.stock })) };
    expect((await s.api('PUT', `/products/${prodId}`, { ...form, status: 1 })).statusCode).toBe(200);
    expect((await get(ctx, `/prod/prodInfo?prodId=${prodId}`)).statusCode).toBe(200);
    expect((await s.api('PUT', `/products/${prodId}`, { ...form, status: 0 })).statusCode).toBe(200);
    expect((await get(ctx, `/prod/prodInfo?prodId=${prodId}`)).statusCode).toBe(404);
  });

  it("answers 404 for another shop's product: read, edit, shelf, and its SKU ids in an edit", async () => {
    const a = await seller(ctx);
    const b = await seller(ctx);
    const { prodId, skuIds } = await createProduct(ctx, a);
    const mine = await createProduct(ctx, b);
    const cat = await leafCategory(ctx);
    for (const res of [
      await b.api('GET', `/products/${prodId}`, undefined, { lang: 'en' }),
      await b.api('PUT', `/products/${prodId}`, productBody(b.id, cat), { lang: 'en' }),
      await b.api('PUT', `/products/${prodId}/shelf`, { status: 0 }, { lang: 'en' }),
      await b.api('PUT', `/products/${mine.prodId}`, productBody(b.id, cat, { specs: [], skus: [{ skuId: skuIds[0], values: [], price: '1', stock: 1 }] }), { lang: 'en' }),
      await b.api('GET', '/products/99999999', undefined, { lang: 'en' }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe('The product does not exist');
    }
    expect((await b.api('GET', '/products')).json().records.map((r: { prodId: number }) => r.prodId)).not.toContain(prodId);
    const [p] = await ctx().database.db.select().from(schema.product).where(eq(schema.product.id, prodId));
    expect(p!.status).toBe(1);
    // images of another user are refused on b's product as well
    const r = await b.api('PUT', `/products/${mine.prodId}`, productBody(b.id, cat, { images: [upload(a.id)] }));
    expect(r.json().message).toBe('图片须为本人上传的图片');
  });
});
