// Platform console, users and shops: users by username, mobile or nickname, paged, never a password hash or a token;
// shops by name and status, and taking one offline shows in the list.
import { expect, it } from 'vitest';
import { get, put, registerUser, smsUser } from './account-helpers';
import { describeEachEngine } from './harness';
import { adminToken, sellerWithShop } from './store-helpers';

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
    expect(Object.keys(page.json().records[0]).sort()).toEqual(['avatar', 'createdAt', 'locked', 'mobile', 'nickname', 'role', 'userId', 'username']);
    const admin = await find('demo_admin');
    expect(admin.records[0]).toMatchObject({ username: 'demo_admin', role: 'admin', locked: false });
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
