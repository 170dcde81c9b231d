// uc-shopaccount: the store account and the store password (6-12 half-width characters, argon2id, never in clear).
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import { expectRefused, get, post, put } from './account-helpers';
import { describeEachEngine } from './harness';
import { adminToken, applyBody, buyer, loginAs } from './store-helpers';
import { ensureDemoUsers } from '../src/modules/account/demo-users';

describeEachEngine('store: store account and password', (ctx) => {
  const setPw = (token: string, body: unknown, lang = 'zh-CN') => put(ctx, '/p/shop/account/password', body, { token, lang });

  it('answers store.noShop to a user without a shop', async () => {
    const u = await buyer(ctx);
    await expectRefused((lang) => get(ctx, '/p/shop/account', { token: u.token, lang }), '您还没有店铺', 'You do not have a shop yet');
    await expectRefused((lang) => setPw(u.token, { password: 'abc123', confirmPassword: 'abc123' }, lang), '您还没有店铺');
  });

  it('sets, checks and changes the store password with its rules; stores only an argon2id hash', async () => {
    const admin = await adminToken(ctx);
    const u = await buyer(ctx);
    const appId = (await post(ctx, '/p/shop/apply', applyBody(u.id), { token: u.token })).json().applicationId;
    const shopId = (await post(ctx, `/p/admin/shop/applications/${appId}/approve`, {}, { token: admin })).json().shopId;
    const account = await get(ctx, '/p/shop/account', { token: u.token });
    expect(account.json()).toMatchObject({ shopId, shopStatus: 1, username: u.username, hasStorePassword: false });
    await expectRefused((lang) => post(ctx, '/p/shop/account/verify', { password: 'abc123' }, { token: u.token, lang }), '请先设置店铺密码', 'Please set the store password first');

    for (const bad of ['abc12', 'abcdefghijklm', '密码密码密码', 'abc 123']) {
      await expectRefused((lang) => setPw(u.token, { password: bad, confirmPassword: bad }, lang), '店铺密码须为6-12位半角字符', 'The store password must be 6-12 half-width characters');
    }
    await expectRefused((lang) => setPw(u.token, { password: '', confirmPassword: '' }, lang), '请输入密码');
    await expectRefused((lang) => setPw(u.token, { password: 'abc123', confirmPassword: 'abc124' }, lang), '两次输入的密码不一致', 'The two passwords do not match');
    expect((await setPw(u.token, { password: 'shop1234', confirmPassword: 'shop1234' })).statusCode).toBe(200);
    const [row] = await ctx().database.db.select().from(schema.shop).where(eq(schema.shop.id, shopId));
    expect(row!.storePasswordHash).toMatch(/^\$argon2id\$/);
    expect(row!.storePasswordHash).not.toContain('shop1234');
    expect(JSON.stringify((await get(ctx, '/p/shop/account', { token: u.token })).json())).not.toContain('argon2');
    expect((await get(ctx, '/p/shop/account', { token: u.token })).json().hasStorePassword).toBe(true);

    expect((await post(ctx, '/p/shop/account/verify', { password: 'shop1234' }, { token: u.token })).json()).toEqual({ shopId });
    await expectRefused(() => post(ctx, '/p/shop/account/verify', { password: 'shop12345' }, { token: u.token, lang: 'en' }), 'The store password is incorrect');
    // changing needs the current one
    await expectRefused((lang) => setPw(u.token, { password: 'newpw123', confirmPassword: 'newpw123' }, lang), '原店铺密码不正确', 'The current store password is incorrect');
    await expectRefused((lang) => setPw(u.token, { oldPassword: 'wrong1', password: 'newpw123', confirmPassword: 'newpw123' }, lang), '原店铺密码不正确');
    expect((await setPw(u.token, { oldPassword: 'shop1234', password: 'abcdefghijkl', confirmPassword: 'abcdefghijkl' })).statusCode).toBe(200);
    expect((await post(ctx, '/p/shop/account/verify', { password: 'abcdefghijkl' }, { token: u.token })).statusCode).toBe(200);
    expect((await post(ctx, '/p/shop/account/verify', { password: 'shop1234' }, { token: u.token })).statusCode).toBe(400);
  });

  it('gives the demo seller the store password store123, idempotently', async () => {
    const ids = await ensureDemoUsers(ctx().app.services.account);
    const store = ctx().app.services.store;
    await store.ensureDemoOwner(ids.demo_seller);
    await store.ensureDemoStorePassword(ids.demo_seller);
    const [first] = await ctx().database.db.select().from(schema.shop).where(eq(schema.shop.userId, ids.demo_seller));
    await store.ensureDemoStorePassword(ids.demo_seller);
    const [second] = await ctx().database.db.select().from(schema.shop).where(eq(schema.shop.userId, ids.demo_seller));
    expect(second!.storePasswordHash).toBe(first!.storePasswordHash);
    const token = await loginAs(ctx, 'demo_seller', 'demo@123456');
    expect((await post(ctx, '/p/shop/account/verify', { password: 'store123' }, { token })).statusCode).toBe(200);
    expect((await get(ctx, '/p/user/centerInfo', { token })).json()).toMatchObject({ shopStatus: 1, shopAuditStatus: 1, shopId: first!.id });
    // a user without a shop: nothing happens
    const u = await buyer(ctx);
    await store.ensureDemoStorePassword(u.id);
  });
});
