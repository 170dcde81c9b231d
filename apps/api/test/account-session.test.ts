// Tokens: where they are accepted (SPEC §6), how they travel, and everything that revokes them.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import { requireUser } from '../src/platform/auth';
import { buildApp } from '../src/server';
import { describeEachEngine } from './harness';
import { expectRefused, get, lastCode, newIp, post, put, registerUser, smsUser, userId } from './account-helpers';

const DAY = 24 * 60 * 60 * 1000;
const flow = { pageId: 7, step: 1, systemType: 1, uuid: 'uuid-account-1', visitType: 1 };

describeEachEngine('account: tokens and the guard', (ctx) => {
  const info = (token?: string, headers?: Record<string, string>) => get(ctx, '/p/user/userInfo', { token, headers });

  it('answers 401 on /p/ paths without a token or with an unknown one, localized', async () => {
    const none = await info();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: 'UNAUTHORIZED', message: '请先登录' });
    expect((await get(ctx, '/p/user/centerInfo', { lang: 'en' })).json().message).toBe('Please log in first');
    expect((await info('not-a-token')).statusCode).toBe(401);
    expect((await info('x'.repeat(500))).statusCode).toBe(401);
    expect((await put(ctx, '/p/user/setUserInfo', { nickName: 'x' })).statusCode).toBe(401);
    expect((await post(ctx, '/p/flowAnalysisLog', { ...flow, uuidSession: 'sess-none-1' })).statusCode).toBe(401);
  });

  it('takes the token raw, as Bearer, or from the token cookie; stores only its sha-256', async () => {
    const { token, username } = await registerUser(ctx);
    expect((await info(undefined, { authorization: token })).json().username).toBe(username);
    expect((await info(undefined, { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await info(undefined, { cookie: `token=${token}; lang=zh` })).statusCode).toBe(200);
    const rows = await ctx().database.db.select().from(schema.userSession).where(eq(schema.userSession.tokenHash, createHash('sha256').update(token).digest('hex')));
    expect(rows).toHaveLength(1);
  });

  it('refuses a cookie-only state change coming from another site', async () => {
    const { token } = await registerUser(ctx);
    const cross = await put(ctx, '/p/user/setUserInfo', { nickName: 'csrf' }, { headers: { cookie: `token=${token}`, 'sec-fetch-site': 'cross-site' } });
    expect(cross.statusCode).toBe(401);
    const same = await put(ctx, '/p/user/setUserInfo', { nickName: 'mine' }, { headers: { cookie: `token=${token}`, 'sec-fetch-site': 'same-origin' } });
    expect(same.statusCode).toBe(200);
    expect((await info(undefined, { cookie: `token=${token}`, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(200);
  });

  it('revokes the presented token on /logOut, and /logOut without one is fine', async () => {
    const { username, password, token } = await registerUser(ctx);
    const other = (await post(ctx, '/login', { userName: username, passWord: password }, { ip: newIp() })).json().accessToken;
    expect((await post(ctx, '/logOut', undefined, { token })).json()).toEqual({ ok: true });
    expect((await info(token)).statusCode).toBe(401);
    expect((await info(other)).statusCode).toBe(200);
    expect((await post(ctx, '/logOut')).statusCode).toBe(200);
    expect((await post(ctx, '/logOut', undefined, { headers: { cookie: `token=${other}` } })).statusCode).toBe(200);
    expect((await info(other)).statusCode).toBe(401);
  });

  it('logs out everywhere', async () => {
    const { username, password, token } = await registerUser(ctx);
    const second = (await post(ctx, '/login', { userName: username, passWord: password }, { ip: newIp() })).json().accessToken;
    expect((await post(ctx, '/p/user/logoutAll', undefined, { token })).statusCode).toBe(200);
    expect((await info(token)).statusCode).toBe(401);
    expect((await info(second)).statusCode).toBe(401);
    expect((await post(ctx, '/login', { userName: username, passWord: password }, { ip: newIp() })).statusCode).toBe(200);
  });

  it('keeps a used token alive for 30 days after its last use (sliding), and ends an idle one', async () => {
    const { token } = await registerUser(ctx);
    const idle = (await smsUser(ctx)).token;
    for (let i = 0; i < 3; i++) {
      ctx().clock.advance(20 * DAY);
      expect((await info(token)).statusCode).toBe(200);
    }
    expect((await info(idle)).statusCode).toBe(401);
    ctx().clock.advance(30 * DAY + 1000);
    expect((await info(token)).statusCode).toBe(401);
  });

  it('changes the password: rules, the current password, and every token ends', async () => {
    const { username, password, token } = await registerUser(ctx);
    const second = (await post(ctx, '/login', { userName: username, passWord: password }, { ip: newIp() })).json().accessToken;
    const change = (body: object) => (lang: string) => put(ctx, '/p/user/updatePassword', body, { token, lang });
    await expectRefused(change({ passWord: 'new-pass1', confirmPassWord: 'new-pass1' }), '请输入原密码', 'Please enter the current password');
    await expectRefused(change({ oldPassWord: 'nope12', passWord: 'new-pass1', confirmPassWord: 'new-pass1' }), '原密码错误', 'The current password is wrong');
    await expectRefused(change({ oldPassWord: password, passWord: 'short', confirmPassWord: 'short' }), '密码须为6-20位半角字符，包含字母、数字、符号中的至少两种，区分大小写');
    await expectRefused(change({ oldPassWord: password, passWord: 'new-pass1', confirmPassWord: 'new-pass2' }), '两次输入的密码不一致');
    expect((await change({ oldPassWord: password, passWord: 'new-pass1', confirmPassWord: 'new-pass1' })('zh')).statusCode).toBe(200);
    expect((await info(token)).statusCode).toBe(401);
    expect((await info(second)).statusCode).toBe(401);
    expect((await post(ctx, '/login', { userName: username, passWord: password }, { ip: newIp() })).statusCode).toBe(400);
    expect((await post(ctx, '/login', { userName: username, passWord: 'new-pass1' }, { ip: newIp() })).statusCode).toBe(200);
  });

  it('lets an SMS-only account set its first password without an old one', async () => {
    const { mobile, token } = await smsUser(ctx);
    expect((await put(ctx, '/p/user/updatePassword', { passWord: 'first-pw1', confirmPassWord: 'first-pw1' }, { token })).statusCode).toBe(200);
    expect((await post(ctx, '/login', { userName: mobile, passWord: 'first-pw1' }, { ip: newIp() })).statusCode).toBe(200);
  });

  it('resets a forgotten password by SMS: unlocks the account and ends every session', async () => {
    await expectRefused((lang) => post(ctx, '/sms/sendForgetPasswordCode', { mobile: '13999999999' }, { lang, ip: newIp() }), '该手机号未注册', 'This phone number is not registered');
    const { mobile, token } = await smsUser(ctx);
    ctx().clock.advance(61_000);
    await put(ctx, '/p/user/updatePassword', { passWord: 'first-pw1', confirmPassWord: 'first-pw1' }, { token });
    const ip = newIp();
    for (let i = 0; i < 5; i++) await post(ctx, '/login', { userName: mobile, passWord: 'wrong-1' }, { ip });
    expect((await post(ctx, '/login', { userName: mobile, passWord: 'first-pw1' }, { ip })).json().code).toBe('ACCOUNT_LOCKED');
    expect((await post(ctx, '/sms/sendForgetPasswordCode', { mobile }, { ip: newIp() })).statusCode).toBe(200);
    const code = await lastCode(ctx, mobile);
    const reset = (body: object) => (lang: string) => put(ctx, '/user/forgetPassword', { mobile, code, ...body }, { lang, ip: newIp() });
    await expectRefused(reset({ passWord: 'abcdef', confirmPassWord: 'abcdef' }), '密码须为6-20位半角字符，包含字母、数字、符号中的至少两种，区分大小写');
    await expectRefused(reset({ passWord: 'reset-pw1', confirmPassWord: 'reset-pw2' }), '两次输入的密码不一致');
    await expectRefused(reset({ code: '', passWord: 'reset-pw1', confirmPassWord: 'reset-pw1' }), '请输入验证码');
    expect((await reset({ passWord: 'reset-pw1', confirmPassWord: 'reset-pw1' })('zh')).statusCode).toBe(200);
    expect((await info(token)).statusCode).toBe(401);
    // the new password starts clean counts, also on the IP that was locked
    expect((await post(ctx, '/login', { userName: mobile, passWord: 'reset-pw1' }, { ip })).statusCode).toBe(200);
  });

  it('never takes a token as identity off the token paths; /p/flowAnalysisLog takes the userId from the token', async () => {
    const { token } = await registerUser(ctx);
    const id = await userId(ctx, token);
    const { db } = ctx().database;
    expect((await post(ctx, '/flowAnalysisLog', { ...flow, uuidSession: 'sess-anon-11', userId: id }, { token })).statusCode).toBe(200);
    expect((await post(ctx, '/p/flowAnalysisLog', { ...flow, uuidSession: 'sess-user-11', userId: 999999 }, { token })).statusCode).toBe(200);
    await ctx().app.services.analytics.flush(); // written in batches (decision 037)
    const [anon] = await db.select().from(schema.flowLog).where(eq(schema.flowLog.uuidSession, 'sess-anon-11'));
    const [mine] = await db.select().from(schema.flowLog).where(eq(schema.flowLog.uuidSession, 'sess-user-11'));
    expect(anon!.userId).toBeNull();
    expect(mine!.userId).toBe(id);
  });

  it('guards the gateway roots (/shop-user/p/, /shop-coupon/p/, /shop-delivery/p/) but no other root path', async () => {
    const app = await buildApp({ database: ctx().database, uploadsDir: '/nonexistent', mode: 'test', clock: ctx().clock });
    for (const root of ['shop-user', 'shop-coupon', 'shop-delivery']) {
      app.get(`/${root}/p/whoami`, async (req) => ({ userId: requireUser(req).userId }));
      app.get(`/${root}/open`, async (req) => ({ auth: req.auth }));
    }
    app.get('/shop-api/open-test', async (req) => ({ auth: req.auth }));
    try {
      const { token } = await registerUser(ctx);
      const id = await userId(ctx, token);
      const headers = { authorization: token };
      for (const root of ['shop-user', 'shop-coupon', 'shop-delivery']) {
        expect((await app.inject({ url: `/${root}/p/whoami` })).statusCode).toBe(401);
        expect((await app.inject({ url: `/${root}/p/whoami`, headers })).json()).toEqual({ userId: id });
        expect((await app.inject({ url: `/${root}/open`, headers })).json()).toEqual({ auth: null });
      }
      expect((await app.inject({ url: '/shop-api/open-test', headers })).json()).toEqual({ auth: null });
      // an encoded path cannot reach a /p/ route around the guard
      expect((await app.inject({ url: '/shop-api/%70/user/userInfo' })).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
}, { seed: false });
