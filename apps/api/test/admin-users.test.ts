// Platform console, users and shops: users by username, mobile or nickname, paged, never a password hash or a token;
// shops by name and status, and taking one offline shows in the list.
import { expect, it } from 'vitest';
import { get, put, registerUser, smsUser } from './account-helpers';
import { describeEachEngine } from './harness';
import { adminToken, buyer, sellerWithShop, verifiedSellerHeaders } from './store-helpers';
import { schema } from '@mall/db';
import { eq } from 'drizzle-orm';

describeEachEngine('platform console: users', (ctx) => {
  it('finds users by username, mobile and nickname, pages them and shows no secrets', async () => {
    const token = await adminToken(ctx);
    const named = await registerUser(ctx);
    const phone = await smsUser(ctx);
    const nick = `昵称${Date.now() % 100000}`;
    const set = await put(ctx, '/p/user/setUserInfo', { nickName: nick }, { token: phone.token });
    expect(set.statusCode, set.body).toBe(200);
    const find = async (keyword: string) => (await get(ctx, `/p/admin/users?keyword=${encodeURIComponent(keyword)}&size=50`, { token })).json();

    const byName = await find(named.username.toUpperCase());
    expect(byName.records.map((u: { username: string }) => u.username)).toEqual([named.username]);
    const byMobile = await find(phone.mobile.slice(3));
    expect(byMobile.records.map((u: { mobile: string }) => u.mobile)).toContain(phone.mobile);
    expect((await find('%')).records).toEqual([]);
    expect((await find(nick)).records.map((u: { mobile: string }) => u.mobile)).toEqual([phone.mobile]);

    const page = await get(ctx, '/p/admin/users?current=1&size=2', { token });
    expect(page.statusCode).toBe(200);
    expect(page.json().records).toHaveLength(2);
    expect(page.json().total).toBeGreaterThan(2);
    const text = JSON.stringify(page.json());
    for (const secret of ['password', 'Hash', 'token', 'payPassword', '$argon2']) expect(text).not.toContain(secret);
    expect(Object.keys(page.json().records[0]).sort()).toEqual(['avatar', 'createdAt', 'locked', 'mobile', 'nickname', 'role', 'shop', 'userId', 'username']);
    const admin = await find('demo_admin');
    expect(admin.records[0]).toMatchObject({ username: 'demo_admin', role: 'admin', locked: false });
  });

  it('names the shop each user owns or serves (zh, en): a seller as its owner, its staff as customer service, a buyer none', async () => {
    const token = await adminToken(ctx);
    const s = await sellerWithShop(ctx);
    const staff = await buyer(ctx);
    const plain = await buyer(ctx);
    const headers = await verifiedSellerHeaders(ctx, s.token, s.storePassword);
    const added = await ctx().app.inject({ method: 'POST', url: '/shop-api/p/seller/staff', headers, payload: { userName: staff.username } });
    expect(added.statusCode, added.body).toBe(200);
    const [names] = await ctx().database.db.select({ zh: schema.shop.nameZh, en: schema.shop.nameEn }).from(schema.shop).where(eq(schema.shop.id, s.shopId));
    const shopOf = async (username: string, lang: string) => {
      const r = await get(ctx, `/p/admin/users?keyword=${encodeURIComponent(username)}&size=5`, { token, lang });
      expect(r.statusCode, r.body).toBe(200);
      return (r.json().records as { username: string; role: string; shop: unknown }[]).find((u) => u.username === username);
    };
    expect(await shopOf(s.username, 'zh-CN')).toMatchObject({ role: 'buyer', shop: { shopId: s.shopId, shopName: names!.zh, as: 'owner' } });
    expect(await shopOf(s.username, 'en')).toMatchObject({ shop: { shopId: s.shopId, shopName: names!.en, as: 'owner' } });
    expect(await shopOf(staff.username, 'zh-CN')).toMatchObject({ role: 'buyer', shop: { shopId: s.shopId, shopName: names!.zh, as: 'service' } });
    expect(await shopOf(plain.username, 'zh-CN')).toMatchObject({ role: 'buyer', shop: null });
    // a disabled staff member still works for the shop (the owner may enable him again): still named
    const off = await ctx().app.inject({ method: 'PUT', url: `/shop-api/p/seller/staff/${added.json().id}`, headers, payload: { status: 0 } });
    expect(off.statusCode, off.body).toBe(200);
    expect(await shopOf(staff.username, 'en')).toMatchObject({ shop: { as: 'service' } });
    // removed: none
    const gone = await ctx().app.inject({ method: 'DELETE', url: `/shop-api/p/seller/staff/${added.json().id}`, headers });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await shopOf(staff.username, 'zh-CN')).toMatchObject({ shop: null });
  });

  it('lists shops by name and status; an operator action shows in the list', async () => {
    const token = await adminToken(ctx);
    const s = await sellerWithShop(ctx);
    const mine = async () => ((await get(ctx, `/p/admin/shops?status=1&size=1000`, { token })).json().records as { shopId: number; shopStatus: number }[]).find((x) => x.shopId === s.shopId);
    expect(await mine()).toMatchObject({ shopId: s.shopId, shopStatus: 1, ownerId: s.id, shopType: 2 });
    const all = (await get(ctx, '/p/admin/shops?size=1000', { token })).json();
    expect(all.total).toBeGreaterThan(1);
    const name = all.records.find((x: { shopId: number }) => x.shopId === s.shopId).nameZh as string;
    expect((await get(ctx, `/p/admin/shops?keyword=${encodeURIComponent(name)}`, { token })).json().records.map((x: { shopId: number }) => x.shopId)).toEqual([s.shopId]);
    const off = await ctx().app.inject({ method: 'POST', url: `/shop-api/p/admin/shop/${s.shopId}/status`, headers: { authorization: `Bearer ${token}` }, payload: { action: 'offline' } });
    expect(off.statusCode, off.body).toBe(200);
    expect(await mine()).toBeUndefined();
    expect((await get(ctx, '/p/admin/shops?status=2&size=1000', { token })).json().records.some((x: { shopId: number }) => x.shopId === s.shopId)).toBe(true);
  });
});
