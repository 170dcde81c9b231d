// The shop cart (SPEC §7 /p/shopCart/*): groups, quantities and their rules, stock, invalid lines,
// totals, deleting, checking, favourites, and that nobody reaches another user's lines.
import { expect, it } from 'vitest';
import { SHOP_STATUS } from '@mall/shared';
import { schema } from '@mall/db';
import { eq } from 'drizzle-orm';
import { expectRefused, get, post, registerUser } from './account-helpers';
import { describeEachEngine } from './harness';
import { addToCart, del, freshSkus, setProductStatus, setSku } from './order-helpers';

describeEachEngine('cart', (ctx) => {
  const info = async (token: string, lang = 'zh-CN') => {
    const res = await post(ctx, '/p/shopCart/info', [], { token, lang });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { shopId: number; shopName: string; shopCartItemDiscounts: { chooseDiscountItemDto: unknown; shopCartItems: Record<string, unknown>[] }[] }[];
  };
  const lines = async (token: string) => (await info(token)).flatMap((g) => g.shopCartItemDiscounts.flatMap((d) => d.shopCartItems));

  it('needs a token', async () => {
    expect((await post(ctx, '/p/shopCart/info', [])).statusCode).toBe(401);
    expect((await get(ctx, '/p/shopCart/prodCount')).statusCode).toBe(401);
  });

  it('adds by delta, groups by shop with discount groups, counts units and totals finalMoney', async () => {
    const { token } = await registerUser(ctx);
    const [a, b] = await freshSkus(ctx, 2, { price: 1250, stock: 10, sameShop: true });
    const [c] = await freshSkus(ctx, 1, { price: 399, stock: 10 });
    const ba = await addToCart(ctx, token, a!, 2);
    expect(await addToCart(ctx, token, a!, 1)).toBe(ba); // same SKU: same line, quantity added
    const bb = await addToCart(ctx, token, b!, 1);
    const bc = await addToCart(ctx, token, c!, 3);
    const groups = await info(token);
    const shopIds = groups.map((g) => g.shopId);
    expect(new Set(shopIds).size).toBe(shopIds.length);
    const groupA = groups.find((g) => g.shopId === a!.shopId)!;
    expect(groupA.shopName).not.toBe('');
    expect(groupA.shopCartItemDiscounts).toHaveLength(1);
    expect(groupA.shopCartItemDiscounts[0]!.chooseDiscountItemDto).toBeNull();
    const la = groupA.shopCartItemDiscounts[0]!.shopCartItems.find((i) => i.basketId === ba)!;
    expect(la).toMatchObject({ prodId: a!.prodId, skuId: a!.skuId, price: 1250, prodCount: 3, productTotalAmount: 3750, stocks: 10, isChecked: true, valid: true, invalidReason: null, stockState: 'enough' });
    expect(typeof la.prodName).toBe('string');
    expect((await get(ctx, '/p/shopCart/prodCount', { token })).json()).toBe(3 + 1 + 3);
    const total = await post(ctx, '/p/shopCart/totalPay', [ba, bb, bc], { token });
    expect(total.statusCode, total.body).toBe(200);
    expect(total.json()).toEqual({ totalMoney: 3750 + 1250 + 1197, subtractMoney: 0, finalMoney: 3750 + 1250 + 1197, count: 7 });
    expect((await post(ctx, '/p/shopCart/totalPay', [bb], { token })).json().finalMoney).toBe(1250);
    // minus button, then the number input
    expect((await post(ctx, '/p/shopCart/changeItem', { prodId: a!.prodId, skuId: a!.skuId, count: -1 }, { token })).json()).toEqual({ basketId: ba, prodCount: 2 });
    expect((await post(ctx, '/p/shopCart/setItemCount', { basketId: ba, count: 7 }, { token })).json()).toEqual({ basketId: ba, prodCount: 7 });
  });

  it('refuses quantities that are not positive whole numbers: "Please enter the correct number of items"', async () => {
    const { token } = await registerUser(ctx);
    const [s] = await freshSkus(ctx, 1, { stock: 5 });
    const basketId = await addToCart(ctx, token, s!, 1);
    for (const count of [0, 1.5, -1]) {
      await expectRefused((lang) => post(ctx, '/p/shopCart/changeItem', { prodId: s!.prodId, skuId: s!.skuId, count }, { token, lang }),
        '请输入正确的商品数量', 'Please enter the correct number of items');
    }
    for (const count of [0, -3, 2.5]) {
      await expectRefused((lang) => post(ctx, '/p/shopCart/setItemCount', { basketId, count }, { token, lang }), '请输入正确的商品数量', 'Please enter the correct number of items');
    }
    await expectRefused((lang) => post(ctx, '/p/order/confirm', { orderItem: { prodId: s!.prodId, skuId: s!.skuId, prodCount: 0 } }, { token, lang }),
      '请输入正确的商品数量', 'Please enter the correct number of items');
  });

  it('never goes above the stock: "Insufficient inventory"', async () => {
    const { token } = await registerUser(ctx);
    const [s] = await freshSkus(ctx, 1, { stock: 3 });
    const basketId = await addToCart(ctx, token, s!, 3);
    await expectRefused((lang) => post(ctx, '/p/shopCart/changeItem', { prodId: s!.prodId, skuId: s!.skuId, count: 1 }, { token, lang }), '库存不足', 'Insufficient inventory');
    await expectRefused((lang) => post(ctx, '/p/shopCart/setItemCount', { basketId, count: 4 }, { token, lang }), '库存不足', 'Insufficient inventory');
    const [t] = await freshSkus(ctx, 1, { stock: 2 });
    await expectRefused((lang) => post(ctx, '/p/shopCart/changeItem', { prodId: t!.prodId, skuId: t!.skuId, count: 3 }, { token, lang }), '库存不足', 'Insufficient inventory');
  });

  it('keeps parallel adds of one SKU within the stock', async () => {
    const { token } = await registerUser(ctx);
    const [s] = await freshSkus(ctx, 1, { stock: 5 });
    const results = await Promise.all(Array.from({ length: 8 }, () => post(ctx, '/p/shopCart/changeItem', { prodId: s!.prodId, skuId: s!.skuId, count: 1 }, { token })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect((await lines(token)).find((l) => l.skuId === s!.skuId)!.prodCount).toBe(5);
  });

  it('shows off-shelf and closed-shop lines as invalid and leaves them out of the totals; cannot add them', async () => {
    const { token } = await registerUser(ctx);
    const [a, b] = await freshSkus(ctx, 2, { price: 500, stock: 10 });
    const ba = await addToCart(ctx, token, a!, 1);
    const bb = await addToCart(ctx, token, b!, 2);
    await setProductStatus(ctx, a!.prodId, 0);
    let all = await lines(token);
    expect(all.find((l) => l.basketId === ba)).toMatchObject({ valid: false, invalidReason: 'offShelf' });
    expect((await post(ctx, '/p/shopCart/totalPay', [ba, bb], { token })).json()).toMatchObject({ totalMoney: 1000, finalMoney: 1000, count: 2 });
    await expectRefused((lang) => post(ctx, '/p/shopCart/changeItem', { prodId: a!.prodId, skuId: a!.skuId, count: 1 }, { token, lang }),
      '商品已下架或店铺未营业，无法购买', 'This product is off the shelf or its shop is not open');
    await setProductStatus(ctx, a!.prodId, 1);
    // sold out: shown, not payable
    await setSku(ctx, b!.skuId, { stock: 0 });
    all = await lines(token);
    expect(all.find((l) => l.basketId === bb)).toMatchObject({ valid: true, stockState: 'soldOut' });
    expect((await post(ctx, '/p/shopCart/totalPay', [bb], { token })).json().finalMoney).toBe(0);
    await setSku(ctx, b!.skuId, { stock: 1 });
    expect((await lines(token)).find((l) => l.basketId === bb)!.stockState).toBe('short');
    // shop closed
    const { db } = ctx().database;
    await db.update(schema.shop).set({ status: SHOP_STATUS.offline }).where(eq(schema.shop.id, a!.shopId));
    try {
      expect((await lines(token)).find((l) => l.basketId === ba)).toMatchObject({ valid: false, invalidReason: 'shopClosed' });
    } finally {
      await db.update(schema.shop).set({ status: SHOP_STATUS.open }).where(eq(schema.shop.id, a!.shopId));
    }
  });

  it('holds at most 200 lines', async () => {
    const { token } = await registerUser(ctx);
    const [s] = await freshSkus(ctx, 1);
    const userId = (await get(ctx, '/p/user/userInfo', { token })).json().userId;
    await ctx().database.db.insert(schema.cartItem).values(Array.from({ length: 200 }, (_, i) => ({ userId, shopId: 1, productId: 1, skuId: 1_000_000 + i, count: 1 })));
    await expectRefused((lang) => post(ctx, '/p/shopCart/changeItem', { prodId: s!.prodId, skuId: s!.skuId, count: 1 }, { token, lang }),
      '购物车已满，请先结算或删除部分商品', 'Your shopping cart is full: check out or remove some items first');
    // lines whose SKU no longer exists are shown as invalid
    const gone = (await lines(token)).find((l) => l.skuId === 1_000_000)!;
    expect(gone).toMatchObject({ valid: false, invalidReason: 'deleted' });
  });

  it('checks and unchecks lines, deletes them', async () => {
    const { token } = await registerUser(ctx);
    const [a, b] = await freshSkus(ctx, 2);
    const ba = await addToCart(ctx, token, a!);
    const bb = await addToCart(ctx, token, b!);
    expect((await post(ctx, '/p/shopCart/checkItems', { basketIds: [ba], checked: false }, { token })).statusCode).toBe(200);
    let all = await lines(token);
    expect(all.find((l) => l.basketId === ba)!.isChecked).toBe(false);
    expect(all.find((l) => l.basketId === bb)!.isChecked).toBe(true);
    await post(ctx, '/p/shopCart/checkItems', { checked: false }, { token });
    expect((await lines(token)).every((l) => !l.isChecked)).toBe(true);
    await post(ctx, '/p/shopCart/checkItems', { checked: true }, { token });
    expect((await del(ctx, '/p/shopCart/deleteItem', [ba], token)).statusCode).toBe(200);
    all = await lines(token);
    expect(all.map((l) => l.basketId)).toEqual([bb]);
    expect((await get(ctx, '/p/shopCart/prodCount', { token })).json()).toBe(1);
  });

  it('moves lines to the product favourites', async () => {
    const { token } = await registerUser(ctx);
    const [a] = await freshSkus(ctx, 1);
    const ba = await addToCart(ctx, token, a!);
    const res = await post(ctx, '/p/shopCart/moveToCollection', [ba], { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ moved: 1 });
    expect(await lines(token)).toEqual([]);
    const fav = await ctx().database.db.select().from(schema.prodCollection).where(eq(schema.prodCollection.productId, a!.prodId));
    expect(fav.length).toBeGreaterThan(0);
  });

  it('never shows or changes another user\'s lines (404)', async () => {
    const alice = await registerUser(ctx);
    const bob = await registerUser(ctx);
    const [s] = await freshSkus(ctx, 1);
    const basketId = await addToCart(ctx, alice.token, s!, 2);
    expect(await lines(bob.token)).toEqual([]);
    expect((await get(ctx, '/p/shopCart/prodCount', { token: bob.token })).json()).toBe(0);
    for (const res of [
      await post(ctx, '/p/shopCart/totalPay', [basketId], { token: bob.token }),
      await del(ctx, '/p/shopCart/deleteItem', [basketId], bob.token),
      await post(ctx, '/p/shopCart/setItemCount', { basketId, count: 1 }, { token: bob.token }),
      await post(ctx, '/p/shopCart/checkItems', { basketIds: [basketId], checked: false }, { token: bob.token }),
      await post(ctx, '/p/shopCart/moveToCollection', [basketId], { token: bob.token }),
      await post(ctx, '/p/order/confirm', { basketIds: [basketId] }, { token: bob.token }),
    ]) expect(res.statusCode, res.body).toBe(404);
    expect((await lines(alice.token)).find((l) => l.basketId === basketId)).toMatchObject({ prodCount: 2, isChecked: true });
  });
});
