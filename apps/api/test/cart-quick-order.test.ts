// /quickOrder's API (POST /p/shopCart/quickOrder/check and /add): each line's verdict in zh and en (unknown
// code, off shelf, quantity, stock), adding only the valid lines, only to the caller's cart, and the token.
import { expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { schema } from '@mall/db';
import { post, registerUser } from './account-helpers';
import { describeEachEngine } from './harness';
import { addToCart, freshSkus, setProductStatus, setSku, type TestSku } from './order-helpers';

const CHECK = '/p/shopCart/quickOrder/check';
const ADD = '/p/shopCart/quickOrder/add';

describeEachEngine('cart quick order', (ctx) => {
  const codeOf = async (s: TestSku) => {
    const [row] = await ctx().database.db.select({ code: schema.sku.skuCode }).from(schema.sku).where(eq(schema.sku.id, s.skuId));
    return row!.code;
  };
  const cartOf = async (token: string) => {
    const res = await post(ctx, '/p/shopCart/info', [], { token });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { shopCartItemDiscounts: { shopCartItems: { skuId: number; prodCount: number }[] }[] }[])
      .flatMap((g) => g.shopCartItemDiscounts.flatMap((d) => d.shopCartItems))
      .map((i) => ({ skuId: i.skuId, prodCount: i.prodCount }));
  };

  it('needs a token', async () => {
    const body = { lines: [{ skuCode: 'SKU-000001', count: 1 }] };
    expect((await post(ctx, CHECK, body)).statusCode).toBe(401);
    expect((await post(ctx, ADD, body)).statusCode).toBe(401);
  });

  it('gives every seeded SKU a unique SKU-nnnnnn code', async () => {
    const rows = await ctx().database.db.select({ code: schema.sku.skuCode }).from(schema.sku);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
    expect(rows.filter((r) => /^SKU-\d{6,}$/.test(r.code)).length).toBeGreaterThan(0);
  });

  it('checks each line: unknown code, off shelf, bad quantity, insufficient stock — in zh and en', async () => {
    const { token } = await registerUser(ctx);
    const [good, off, few] = await freshSkus(ctx, 3, { price: 1250, stock: 5 });
    await setProductStatus(ctx, off!.prodId, 0);
    const lines = [
      { skuCode: (await codeOf(good!)).toLowerCase(), count: 2 },
      { skuCode: 'SKU-NOPE-0', count: 1 },
      { skuCode: await codeOf(off!), count: 1 },
      { skuCode: await codeOf(good!), count: 0 },
      { skuCode: await codeOf(good!), count: 1.5 },
      { skuCode: await codeOf(few!), count: 6 },
      { skuCode: await codeOf(good!), count: 4 }, // 2 + 4 > 5: the earlier line of the same SKU counts
    ];
    const zh = await post(ctx, CHECK, { lines }, { token, lang: 'zh-CN' });
    expect(zh.statusCode, zh.body).toBe(200);
    const z = zh.json() as Record<string, unknown>[];
    expect(z[0]).toMatchObject({ skuCode: await codeOf(good!), count: 2, ok: true, prodId: good!.prodId, skuId: good!.skuId, price: 1250, stock: 5 });
    expect(z[0]!.message).toBeUndefined();
    expect(typeof z[0]!.prodName).toBe('string');
    expect(z.slice(1).map((l) => [l.ok, l.message])).toEqual([
      [false, '商品编码不存在'],
      [false, '商品已下架或店铺未营业，无法购买'],
      [false, '请输入正确的商品数量'],
      [false, '请输入正确的商品数量'],
      [false, '库存不足'],
      [false, '库存不足'],
    ]);
    expect(z[1]).toMatchObject({ prodId: null, skuId: null, price: null, stock: null });
    const en = (await post(ctx, CHECK, { lines }, { token, lang: 'en' })).json() as Record<string, unknown>[];
    expect(en.slice(1).map((l) => l.message)).toEqual([
      'Unknown SKU code',
      'This product is off the shelf or its shop is not open',
      'Please enter the correct number of items',
      'Please enter the correct number of items',
      'Insufficient inventory',
      'Insufficient inventory',
    ]);
    // checking adds nothing
    expect(await cartOf(token)).toEqual([]);
  });

  it('counts what is already in the cart against the stock', async () => {
    const { token } = await registerUser(ctx);
    const [s] = await freshSkus(ctx, 1, { stock: 4 });
    await addToCart(ctx, token, s!, 3);
    const res = (await post(ctx, CHECK, { lines: [{ skuCode: await codeOf(s!), count: 2 }] }, { token, lang: 'en' })).json();
    expect(res[0]).toMatchObject({ ok: false, message: 'Insufficient inventory' });
    const ok = (await post(ctx, CHECK, { lines: [{ skuCode: await codeOf(s!), count: 1 }] }, { token })).json();
    expect(ok[0].ok).toBe(true);
  });

  it('adds the valid lines only, to the caller\'s cart only, and lists the refused ones', async () => {
    const a = await registerUser(ctx);
    const b = await registerUser(ctx);
    const [x, y, off] = await freshSkus(ctx, 3, { stock: 10 });
    await setSku(ctx, off!.skuId, { status: 0 });
    await addToCart(ctx, b.token, y!, 1);
    const before = await cartOf(b.token);
    const lines = [
      { skuCode: await codeOf(x!), count: 2 },
      { skuCode: await codeOf(y!), count: 3 },
      { skuCode: await codeOf(x!), count: 1 },
      { skuCode: await codeOf(off!), count: 1 },
      { skuCode: 'NOT-A-CODE', count: 1 },
      { skuCode: await codeOf(y!), count: 99 },
    ];
    const res = await post(ctx, ADD, { lines }, { token: a.token, lang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      added: 3,
      refused: [
        { skuCode: await codeOf(off!), message: 'This product is off the shelf or its shop is not open' },
        { skuCode: 'NOT-A-CODE', message: 'Unknown SKU code' },
        { skuCode: await codeOf(y!), message: 'Insufficient inventory' },
      ],
    });
    const mine = await cartOf(a.token);
    expect(mine.sort((p, q) => p.skuId - q.skuId)).toEqual([{ skuId: x!.skuId, prodCount: 3 }, { skuId: y!.skuId, prodCount: 3 }].sort((p, q) => p.skuId - q.skuId));
    expect(await cartOf(b.token)).toEqual(before);
    // adding again adds to the same lines
    const again = (await post(ctx, ADD, { lines: [{ skuCode: await codeOf(x!), count: 1 }] }, { token: a.token })).json();
    expect(again).toEqual({ added: 1, refused: [] });
    expect((await cartOf(a.token)).find((l) => l.skuId === x!.skuId)!.prodCount).toBe(4);
    const rows = await ctx().database.db.select().from(schema.cartItem).where(inArray(schema.cartItem.skuId, [x!.skuId, y!.skuId]));
    expect(rows.filter((r) => r.skuId === x!.skuId)).toHaveLength(1);
  });

  it('never oversells the cart quantity when two adds race', async () => {
    const { token } = await registerUser(ctx);
    const [s] = await freshSkus(ctx, 1, { stock: 5 });
    const body = { lines: [{ skuCode: await codeOf(s!), count: 3 }] };
    const answers = await Promise.all([post(ctx, ADD, body, { token }), post(ctx, ADD, body, { token })]);
    const added = answers.map((r) => r.json().added as number);
    expect(added.reduce((p, q) => p + q, 0)).toBe(1);
    expect((await cartOf(token))[0]!.prodCount).toBe(3);
  });

  it('refuses more than 200 lines and an empty list', async () => {
    const { token } = await registerUser(ctx);
    const many = Array.from({ length: 201 }, (_, i) => ({ skuCode: `SKU-${i}`, count: 1 }));
    expect((await post(ctx, CHECK, { lines: many }, { token })).statusCode).toBe(400);
    expect((await post(ctx, ADD, { lines: [] }, { token })).statusCode).toBe(400);
  });
});
