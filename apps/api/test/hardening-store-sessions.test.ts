// A live store session (X-Store-Token) ends with every login token: "log out everywhere", a password change and a
// forgot-password reset all close the seller centre too.
import { expect, it } from 'vitest';
import { call, lastCode, newIp, post, put } from './account-helpers';
import { describeEachEngine } from './harness';
import { sellerWithShop, verifiedSellerHeaders } from './store-helpers';

describeEachEngine('hardening: store sessions end with the login tokens', (ctx) => {
  const dashboard = (headers: Record<string, string>) => call(ctx, 'GET', '/p/seller/dashboard', undefined, { headers, lang: 'en' });
  /** A fresh login token of the user: the store token alone must stop working, whatever login comes with it. */
  const login = async (userName: string, passWord: string) => (await post(ctx, '/login', { userName, passWord }, { ip: newIp() })).json().accessToken as string;

  it('log out everywhere ends the store session', async () => {
    const s = await sellerWithShop(ctx);
    const headers = await verifiedSellerHeaders(ctx, s.token, s.storePassword);
    expect((await dashboard(headers)).statusCode).toBe(200);
    expect((await post(ctx, '/p/user/logoutAll', {}, { token: s.token })).statusCode).toBe(200);
    const again = await login(s.username, s.password);
    const res = await dashboard({ authorization: `Bearer ${again}`, 'x-store-token': headers['x-store-token']! });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('STORE_SESSION_REQUIRED');
  });

  it('a password change ends the store session', async () => {
    const s = await sellerWithShop(ctx);
    const headers = await verifiedSellerHeaders(ctx, s.token, s.storePassword);
    expect((await put(ctx, '/p/user/updatePassword', { oldPassWord: s.password, passWord: 'next-pw1', confirmPassWord: 'next-pw1' }, { token: s.token })).statusCode).toBe(200);
    const again = await login(s.username, 'next-pw1');
    expect((await dashboard({ authorization: `Bearer ${again}`, 'x-store-token': headers['x-store-token']! })).statusCode).toBe(403);
    // a new store session works
    expect((await dashboard(await verifiedSellerHeaders(ctx, again, s.storePassword))).statusCode).toBe(200);
  });

  it('a forgot-password reset ends the store session', async () => {
    const s = await sellerWithShop(ctx);
    const mobile = `13${String(Date.now()).slice(-9)}`;
    const ip = newIp();
    expect((await post(ctx, '/p/sms/sendUpdateMobileCode', { mobile }, { token: s.token, ip })).statusCode).toBe(200);
    expect((await put(ctx, '/p/user/updateMobile', { mobile, code: await lastCode(ctx, mobile) }, { token: s.token })).statusCode).toBe(200);
    const headers = await verifiedSellerHeaders(ctx, s.token, s.storePassword);
    ctx().clock.advance(61_000);
    expect((await post(ctx, '/sms/sendForgetPasswordCode', { mobile }, { ip })).statusCode).toBe(200);
    const reset = await put(ctx, '/user/forgetPassword', { mobile, code: await lastCode(ctx, mobile), passWord: 'reset-pw1', confirmPassWord: 'reset-pw1' }, { ip });
    expect(reset.statusCode, reset.body).toBe(200);
    const again = await login(s.username, 'reset-pw1');
    expect((await dashboard({ authorization: `Bearer ${again}`, 'x-store-token': headers['x-store-token']! })).statusCode).toBe(403);
  });
});
