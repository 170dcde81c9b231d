// SMS codes: sending through the sandbox outbox, 60 s resend, 5-minute expiry, 5 wrong tries,
// per-IP and per-phone limits, one winner for two logins with one code, nothing stored in clear.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import { buildApp } from '../src/server';
import { describeEachEngine } from './harness';
import { expectRefused, get, lastCode, newIp, newPhone, post } from './account-helpers';

const SEC = 1000;

describeEachEngine('account: SMS codes and SMS login', (ctx) => {
  const send = (mobile: string, ip = newIp(), lang = 'zh-CN') => post(ctx, '/sms/sendLoginCode', { mobile }, { ip, lang });
  const smsLogin = (mobile: string, code: string, lang = 'zh-CN') => post(ctx, '/smsLogin', { userName: mobile, passWord: code }, { lang, ip: newIp() });

  it('refuses a malformed phone and a missing code with the spec messages', async () => {
    for (const bad of ['1380013800', '23800138000', '138001380001', '1380013800a', '']) {
      await expectRefused((lang) => send(bad, undefined, lang), '请输入正确的手机号', 'Please enter a valid phone number');
    }
    await expectRefused((lang) => smsLogin('12345', '123456', lang), '请输入正确的手机号', 'Please enter a valid phone number');
    await expectRefused((lang) => smsLogin(newPhone(), ' ', lang), '请输入验证码', 'Please enter the verification code');
  });

  it('sends a code to the outbox, logs in with it once, and creates the account of a new mobile', async () => {
    const mobile = newPhone();
    expect((await send(mobile)).json()).toEqual({ ok: true });
    const [message] = (await get(ctx, `/dev/sms-outbox?mobile=${mobile}`)).json();
    expect(message.text).toContain(message.code);
    expect(message.text).toMatch(/^【商城】您的验证码是\d{6}，5分钟内有效/);
    const res = await smsLogin(mobile, message.code);
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json().accessToken;
    expect((await get(ctx, '/p/user/centerInfo', { token })).json().isSetPassword).toBe(false);
    // the code is used up
    await expectRefused((lang) => smsLogin(mobile, message.code, lang), '验证码已失效，请重新获取', 'The verification code has expired, please get a new one');
    // nothing about the code is stored in clear
    const rows = await ctx().database.db.select().from(schema.smsCode).where(eq(schema.smsCode.mobile, mobile));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.usedAt).not.toBeNull();
    expect(JSON.stringify(rows[0])).not.toContain(message.code);
    // logging in again by SMS reaches the same account
    ctx().clock.advance(61 * SEC);
    expect((await send(mobile)).statusCode).toBe(200);
    const again = await smsLogin(mobile, await lastCode(ctx, mobile));
    const a = (await get(ctx, '/p/user/userInfo', { token })).json();
    const b = (await get(ctx, '/p/user/userInfo', { token: again.json().accessToken })).json();
    expect(b.userId).toBe(a.userId);
  });

  it('writes the message in the language of the request', async () => {
    const mobile = newPhone();
    await send(mobile, undefined, 'en');
    const [message] = (await get(ctx, `/dev/sms-outbox?mobile=${mobile}`)).json();
    expect(message.text).toMatch(/^\[Mall\] Your verification code is \d{6}, valid for 5 minutes/);
  });

  it('sends one code per phone per 60 seconds, saying how long to wait', async () => {
    const mobile = newPhone();
    expect((await send(mobile)).statusCode).toBe(200);
    ctx().clock.advance(20 * SEC);
    await expectRefused((lang) => send(mobile, undefined, lang), '验证码发送过于频繁，请40秒后再试', 'Codes are sent too often, please try again in 40 seconds');
    // other purposes share the phone's minute
    await expectRefused((lang) => post(ctx, '/sms/sendRegisterCode', { mobile }, { lang, ip: newIp() }), '验证码发送过于频繁，请40秒后再试');
    ctx().clock.advance(40 * SEC);
    expect((await send(mobile)).statusCode).toBe(200);
  });

  it('lets only the newest code count', async () => {
    const mobile = newPhone();
    await send(mobile);
    const first = await lastCode(ctx, mobile);
    ctx().clock.advance(60 * SEC);
    await send(mobile);
    const second = await lastCode(ctx, mobile);
    if (first !== second) expect((await smsLogin(mobile, first)).json().code).toBe('SMS_CODEWRONG');
    expect((await smsLogin(mobile, second)).statusCode).toBe(200);
  });

  it('expires a code after 5 minutes', async () => {
    const mobile = newPhone();
    await send(mobile);
    const code = await lastCode(ctx, mobile);
    ctx().clock.advance(5 * 60 * SEC + 1);
    await expectRefused((lang) => smsLogin(mobile, code, lang), '验证码已失效，请重新获取', 'The verification code has expired, please get a new one');
  });

  it('burns a code after 5 wrong tries: the right one no longer works', async () => {
    const mobile = newPhone();
    await send(mobile);
    const code = await lastCode(ctx, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    await expectRefused((lang) => smsLogin(mobile, wrong, lang), '验证码错误', 'The verification code is wrong'); // tries 1 and 2
    for (let i = 0; i < 2; i++) await expectRefused(() => smsLogin(mobile, wrong), '验证码错误');
    await expectRefused(() => smsLogin(mobile, wrong), '验证码错误次数过多，请重新获取');
    await expectRefused((lang) => smsLogin(mobile, code, lang), '验证码错误次数过多，请重新获取', 'Too many wrong attempts, please get a new verification code');
    const [row] = await ctx().database.db.select().from(schema.smsCode).where(eq(schema.smsCode.mobile, mobile));
    expect(row).toMatchObject({ tries: 5, usedAt: null });
  });

  it('limits codes per IP (20 an hour) and per phone (10 a day)', async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i++) expect((await send(newPhone(), ip)).statusCode).toBe(200);
    const phone = newPhone();
    await expectRefused((lang) => send(phone, ip, lang), '获取验证码次数过多，请稍后再试', 'Too many verification codes requested, please try again later');
    // the refused phone was not put on its 60 s wait
    expect((await send(phone)).statusCode).toBe(200);
    ctx().clock.advance(60 * 60 * SEC + SEC);
    expect((await send(newPhone(), ip)).statusCode).toBe(200);

    const busy = newPhone();
    for (let i = 0; i < 10; i++) {
      expect((await send(busy)).statusCode).toBe(200);
      ctx().clock.advance(61 * SEC);
    }
    await expectRefused((lang) => send(busy, undefined, lang), '获取验证码次数过多，请稍后再试');
    ctx().clock.advance(24 * 60 * 60 * SEC);
    expect((await send(busy)).statusCode).toBe(200);
  });

  it('gives at most one token to two simultaneous logins with the same code', async () => {
    for (let round = 0; round < 3; round++) {
      const mobile = newPhone();
      await send(mobile);
      const code = await lastCode(ctx, mobile);
      const results = await Promise.all([smsLogin(mobile, code), smsLogin(mobile, code), smsLogin(mobile, code)]);
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      const users = await ctx().database.db.select().from(schema.appUser).where(eq(schema.appUser.mobile, mobile));
      expect(users).toHaveLength(1);
      const sessions = await ctx().database.db.select().from(schema.userSession).where(eq(schema.userSession.userId, users[0]!.id));
      expect(sessions).toHaveLength(1);
    }
  });

  it('does not serve the outbox in production', async () => {
    const prod = await buildApp({ database: ctx().database, uploadsDir: '/nonexistent', mode: 'production', clock: ctx().clock });
    try {
      expect((await prod.inject({ method: 'GET', url: '/shop-api/dev/sms-outbox' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
}, { seed: false });
