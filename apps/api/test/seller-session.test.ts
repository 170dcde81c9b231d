// Entering the seller centre: the store password opens a store session (X-Store-Token) that every /p/seller route
// needs; 5 wrong passwords lock the check for 15 minutes, also against racing guesses.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import { call, expectRefused, post } from './account-helpers';
import { describeEachEngine } from './harness';
import { adminToken, sellerWithShop, verifiedSellerHeaders } from './store-helpers';

describeEachEngine('seller: store session and the store password limit', (ctx) => {
  const open = (token: string, password: string, lang = 'zh-CN') => post(ctx, '/p/seller/session', { password }, { token, lang });
  const dashboard = (headers: Record<string, string>) => call(ctx, 'GET', '/p/seller/dashboard', undefined, { headers });

  it('opens a session with the store password; seller routes need it, for the same user, until it expires or ends', async () => {
    const s = await sellerWithShop(ctx);
    const other = await sellerWithShop(ctx);
    const res = await open(s.token, s.storePassword);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ shopId: s.shopId, storeToken: expect.any(String) });
    expect(new Date(body.expiresAt).getTime() - ctx().clock.now().getTime()).toBe(2 * 3600_000);
    // only a hash is stored
    const rows = await ctx().database.db.select().from(schema.storeSession).where(eq(schema.storeSession.userId, s.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(body.storeToken);

    const headers = { authorization: `Bearer ${s.token}`, 'x-store-token': body.storeToken };
    expect((await dashboard(headers)).statusCode).toBe(200);
    // without the store token, with a made-up one, or with another user's login: 403
    for (const h of [{ authorization: headers.authorization }, { ...headers, 'x-store-token': 'nope' }, { ...headers, authorization: `Bearer ${other.token}` }]) {
      const r = await call(ctx, 'GET', '/p/seller/dashboard', undefined, { headers: h, lang: 'en' });
      expect(r.statusCode, r.body).toBe(403);
      expect(r.json()).toMatchObject({ code: 'STORE_SESSION_REQUIRED', message: 'Please enter the store password to open the seller centre' });
    }
    const zh = await call(ctx, 'GET', '/p/seller/dashboard', undefined, { headers: { authorization: headers.authorization } });
    expect(zh.json().message).toBe('请先输入店铺密码进入商家中心');
    // without a login at all: 401
    expect((await call(ctx, 'GET', '/p/seller/dashboard', undefined, { headers: { 'x-store-token': body.storeToken } })).statusCode).toBe(401);

    // expiry by the clock
    ctx().clock.advance(2 * 3600_000 + 1);
    expect((await dashboard(headers)).statusCode).toBe(403);
    // a new session, ended by DELETE
    const again = await verifiedSellerHeaders(ctx, s.token, s.storePassword);
    expect((await dashboard(again)).statusCode).toBe(200);
    expect((await call(ctx, 'DELETE', '/p/seller/session', undefined, { headers: again })).statusCode).toBe(200);
    expect((await dashboard(again)).statusCode).toBe(403);
  });

  it('closes the seller centre while the platform has the shop offline or suspended, at once, and opens it again', async () => {
    const s = await sellerWithShop(ctx);
    const admin = await adminToken(ctx);
    const headers = await verifiedSellerHeaders(ctx, s.token, s.storePassword);
    const action = (act: string) => post(ctx, `/p/admin/shop/${s.shopId}/status`, { action: act, remarks: 'test' }, { token: admin });
    for (const act of ['suspend', 'offline']) {
      expect((await action(act)).statusCode).toBe(200);
      // the live session is refused on its next call, and no new session opens
      const r = await call(ctx, 'GET', '/p/seller/dashboard', undefined, { headers, lang: 'en' });
      expect(r.statusCode).toBe(403);
      expect(r.json()).toMatchObject({ code: 'SHOP_CLOSED', message: 'Your shop is offline or suspended, so the seller centre is closed; please contact the platform' });
      const again = await open(s.token, s.storePassword);
      expect(again.statusCode).toBe(403);
      expect(again.json().message).toBe('店铺已下线或被暂停营业，商家中心暂不可用，请联系平台客服');
      expect((await action('open')).statusCode).toBe(200);
      expect((await dashboard(headers)).statusCode).toBe(200);
    }
  });

  it('refuses a user without a shop and a wrong password', async () => {
    const s = await sellerWithShop(ctx);
    await expectRefused((lang) => open(s.token, 'wrong123', lang), '店铺密码不正确', 'The store password is incorrect');
    const plain = (await post(ctx, '/user/registerOrBindUser', { userName: `t_${Date.now()}`, passWord: 'abc123', confirmPassWord: 'abc123', agreed: true }, { ip: '10.9.9.9' })).json().accessToken;
    await expectRefused((lang) => open(plain, 'whatever1', lang), '您还没有店铺', 'You do not have a shop yet');
  });

  it('locks the store password for 15 minutes after 5 wrong tries, also when 10 guesses race; the right one then waits', async () => {
    const s = await sellerWithShop(ctx);
    const guesses = await Promise.all(Array.from({ length: 10 }, (_, i) => open(s.token, `guess${i}00`, 'en')));
    const messages = guesses.map((g) => g.json().message as string);
    expect(guesses.every((g) => g.statusCode === 400)).toBe(true);
    // at most 5 are checked (4 plain "wrong" answers, the 5th wrong one is the lock); the rest are refused unchecked
    expect(messages.filter((m) => m === 'The store password is incorrect').length).toBeLessThanOrEqual(4);
    expect(messages.filter((m) => m.startsWith('Too many wrong store passwords') || m === 'Too many requests, please try again later').length).toBeGreaterThanOrEqual(6);
    // the right password is refused while locked, in both languages, with the minutes left
    await expectRefused((lang) => open(s.token, s.storePassword, lang), '店铺密码错误次数过多，请15分钟后再试', 'Too many wrong store passwords, please try again in 15 minutes');
    // the older check of the store account is held by the same lock
    expect((await post(ctx, '/p/shop/account/verify', { password: s.storePassword }, { token: s.token })).statusCode).toBe(400);
    ctx().clock.advance(10 * 60_000);
    await expectRefused((lang) => open(s.token, s.storePassword, lang), '店铺密码错误次数过多，请5分钟后再试');
    ctx().clock.advance(5 * 60_000 + 1);
    expect((await open(s.token, s.storePassword)).statusCode).toBe(200);
  });

  it('counts sequential wrong tries and clears them after the right password', async () => {
    const s = await sellerWithShop(ctx);
    for (let i = 0; i < 4; i++) await expectRefused((lang) => open(s.token, 'nope1234', lang), '店铺密码不正确');
    expect((await open(s.token, s.storePassword)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await open(s.token, 'nope1234')).json().message).toBe('店铺密码不正确');
    expect((await open(s.token, 'nope1234')).json().message).toBe('店铺密码错误次数过多，请15分钟后再试');
  });
});
