// Shop home: header by status (SPEC §4: 1 open, 0 under review, other offline; none = 404), shop categories,
// follow / unfollow with follower counts that stay right under racing requests.
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import type { CategoryNode, CollectedShop, CollectState, Paged, ShopHead } from '@mall/shared';
import { call, get, post, registerUser } from './account-helpers';
import { json } from './catalog-helpers';
import { describeEachEngine } from './harness';

describeEachEngine('catalog shops', (ctx) => {
  const followers = async (shopId: number) =>
    (await ctx().database.db.select({ n: schema.shop.collectCount }).from(schema.shop).where(eq(schema.shop.id, shopId)))[0]!.n;
  const unfollow = (token: string, shopIds: number[]) => call(ctx, 'DELETE', '/p/user/collection/shop', { shopIds }, { token });

  it('answers the header of an open shop in both languages', async () => {
    const zh: ShopHead = await json(ctx, '/shop/headInfo?shopId=1');
    expect(zh).toMatchObject({ shopId: 1, shopName: '商城自营旗舰店', shopStatus: 1, open: true, selfOperated: true });
    expect(zh.logo).toMatch(/^\/uploads\//);
    expect(zh.prodCount).toBeGreaterThan(50);
    expect(zh.collectCount).toBeGreaterThan(1000);
    expect(zh.address).toContain('上海市');
    const en: ShopHead = await json(ctx, '/shop/headInfo?shopId=2', { lang: 'en' });
    expect(en).toMatchObject({ shopName: 'Xinghe Digital Store', selfOperated: false, open: true });
  });

  it('tells the status of a shop that is not open and nothing more; a missing shop is not found', async () => {
    const review: ShopHead = await json(ctx, '/shop/headInfo?shopId=11');
    expect(review).toMatchObject({ shopStatus: 0, open: false, intro: '', logo: '', tel: '', address: '', prodCount: 0 });
    const offline: ShopHead = await json(ctx, '/shop/headInfo?shopId=12');
    expect(offline).toMatchObject({ shopStatus: 2, open: false });
    const missing = await get(ctx, '/shop/headInfo?shopId=9999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'SHOP_NOTFOUND', message: '店铺不存在' });
    expect((await get(ctx, '/shop/headInfo?shopId=9999', { lang: 'en' })).json().message).toBe('The shop does not exist');
  });

  it('lists the categories a shop sells in, and none for a shop that is not open', async () => {
    const tree: CategoryNode[] = await json(ctx, '/shop/categories?shopId=6');
    expect(tree.length).toBeGreaterThan(0);
    const leaves = (n: CategoryNode): CategoryNode[] => (n.categories.length ? n.categories.flatMap(leaves) : [n]);
    const leafIds = tree.flatMap(leaves).map((c) => c.categoryId);
    const rows = await ctx().database.db.selectDistinct({ c: schema.product.categoryId }).from(schema.product)
      .where(and(eq(schema.product.shopId, 6), eq(schema.product.status, 1)));
    const byNumber = (a: number, b: number) => a - b;
    expect(leafIds.sort(byNumber)).toEqual(rows.map((r) => r.c).sort(byNumber));
    expect(await json(ctx, '/shop/categories?shopId=11')).toEqual([]);
  });

  it('needs a token to follow (401) and follows only open shops (404 otherwise)', async () => {
    expect((await post(ctx, '/p/user/collection/shop', { shopId: 2 })).statusCode).toBe(401);
    expect((await get(ctx, '/p/user/collection/shops')).statusCode).toBe(401);
    expect((await get(ctx, '/p/user/collection/shopStatus?shopId=2')).statusCode).toBe(401);
    const { token } = await registerUser(ctx);
    expect((await post(ctx, '/p/user/collection/shop', { shopId: 11 }, { token })).statusCode).toBe(404);
    expect((await post(ctx, '/p/user/collection/shop', { shopId: 9999 }, { token })).statusCode).toBe(404);
    expect((await get(ctx, '/p/user/collection/shopStatus?shopId=9999', { token })).statusCode).toBe(404);
  });

  it('follows and unfollows: the follower count moves by one each way, and again is a no-op', async () => {
    const { token } = await registerUser(ctx);
    const base = await followers(3);
    const first = await post(ctx, '/p/user/collection/shop', { shopId: 3 }, { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ collected: true, collectCount: base + 1 });
    expect((await post(ctx, '/p/user/collection/shop', { shopId: 3 }, { token })).json()).toEqual({ collected: true, collectCount: base + 1 });
    const list: Paged<CollectedShop> = await json(ctx, '/p/user/collection/shops', { token });
    expect(list.records.map((s) => s.shopId)).toEqual([3]);
    expect(list.records[0]).toMatchObject({ open: true, shopName: '悦家电器旗舰店' });
    expect((await unfollow(token, [3])).json()).toEqual({ removed: 1 });
    expect((await unfollow(token, [3])).json()).toEqual({ removed: 0 });
    expect(await followers(3)).toBe(base);
    expect(await json<CollectState>(ctx, '/p/user/collection/shopStatus?shopId=3', { token })).toEqual({ collected: false, collectCount: base });
  });

  it('keeps follower counts right under racing follows and unfollows', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => registerUser(ctx)));
    const base = await followers(5);
    // the same user following ten times at once counts once
    await Promise.all(Array.from({ length: 10 }, () => post(ctx, '/p/user/collection/shop', { shopId: 5 }, { token: users[0]!.token })));
    expect(await followers(5)).toBe(base + 1);
    // six users at once: six
    await Promise.all(users.map((u) => post(ctx, '/p/user/collection/shop', { shopId: 5 }, { token: u.token })));
    expect(await followers(5)).toBe(base + 6);
    // follows and unfollows interleaved: the count equals the follow rows left
    await Promise.all(
      users.flatMap((u, i) => [
        unfollow(u.token, [5]),
        post(ctx, '/p/user/collection/shop', { shopId: 5 }, { token: u.token }),
        ...(i % 2 ? [unfollow(u.token, [5]), unfollow(u.token, [5])] : []),
      ]),
    );
    const rows = await ctx().database.db.select().from(schema.shopCollection).where(eq(schema.shopCollection.shopId, 5));
    expect(await followers(5)).toBe(base + rows.length);
    await Promise.all(users.map((u) => unfollow(u.token, [5])));
    expect(await followers(5)).toBe(base);
  });

  it('never shows or changes another user\'s followed shops', async () => {
    const a = await registerUser(ctx);
    const b = await registerUser(ctx);
    await post(ctx, '/p/user/collection/shop', { shopId: 6 }, { token: a.token });
    const count = await followers(6);
    expect((await json<Paged<CollectedShop>>(ctx, '/p/user/collection/shops', { token: b.token })).total).toBe(0);
    expect((await unfollow(b.token, [6])).json()).toEqual({ removed: 0 });
    expect(await followers(6)).toBe(count);
    expect((await json<CollectState>(ctx, '/p/user/collection/shopStatus?shopId=6', { token: b.token })).collected).toBe(false);
    expect((await json<CollectState>(ctx, '/p/user/collection/shopStatus?shopId=6', { token: a.token })).collected).toBe(true);
  });
});
