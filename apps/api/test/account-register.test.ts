// Registration (SPEC §5): username or phone, password rule, confirmation, terms, duplicates, races.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@mall/db';
import { confirmRule, nicknameRule, passwordRule, payPasswordRule, storePasswordRule, translate } from '@mall/shared';
import { describeEachEngine } from './harness';
import { expectRefused, get, lastCode, newIp, newPhone, newUsername, post, registerUser, setServiceSwitch } from './account-helpers';

const register = (body: Record<string, unknown>, ip = newIp()) => (ctx: Parameters<typeof post>[0]) => (lang: string) =>
  post(ctx, '/user/registerOrBindUser', body, { lang, ip });
const form = (userName: string, passWord = 'abc123', confirmPassWord = passWord) => ({ userName, passWord, confirmPassWord, agreed: true });

describe('account rules (shared with the forms)', () => {
  it('password: 6-20 half-width characters with two kinds among letters, numbers, symbols', () => {
    for (const ok of ['abc123', 'ABC-def', '123456!', 'a1'.repeat(10), 'Aa1!Aa']) expect(passwordRule(ok), ok).toBeNull();
    for (const bad of ['ab12', 'a1'.repeat(10) + 'x', 'abcdefgh', '12345678', '!!!!!!!', 'ａｂｃ１２３', 'abc 123', '密码abc123']) {
      expect(passwordRule(bad), bad).toBe('account.passwordRule');
    }
    expect(passwordRule('')).toBe('account.passwordRequired');
    expect(confirmRule('abc123', 'ABC123')).toBe('account.passwordMismatch');
    expect(storePasswordRule('store123')).toBeNull();
    expect(storePasswordRule('store12345678')).toBe('account.storePasswordRule');
    expect(payPasswordRule('123456')).toBeNull();
    expect(payPasswordRule('12345a')).toBe('account.payPasswordRule');
    expect(nicknameRule('一二三四五六七八九十一二三四五')).toBeNull();
    expect(nicknameRule('   ')).toBe('account.nicknameEmpty');
    expect(translate('account.locked', 'en', { minutes: 15 })).toBe('Too many wrong passwords: the account is locked, please try again in 15 minutes');
  });
});

describeEachEngine('account: registration', (ctx) => {
  it('refuses each rule with its own message, in zh and in en', async () => {
    await expectRefused(register(form('ab'))(ctx), '请输入4-16位字母、数字或下划线组成的用户名', 'Please enter a username of 4-16 letters, digits or underscores');
    await expectRefused(register(form('bad-name!'))(ctx), '请输入4-16位字母、数字或下划线组成的用户名');
    await expectRefused(register(form('a'.repeat(17)))(ctx), '请输入4-16位字母、数字或下划线组成的用户名');
    await expectRefused(register(form(newUsername(), ''))(ctx), '请输入密码', 'Please enter password');
    const rule = ['密码须为6-20位半角字符，包含字母、数字、符号中的至少两种，区分大小写',
      'The password must be 6-20 half-width characters with at least two kinds among letters, numbers and symbols (case-sensitive)'] as const;
    for (const pw of ['ab12', 'a1'.repeat(10) + 'x', 'abcdefgh', '12345678', 'ａｂｃ１２３']) await expectRefused(register(form(newUsername(), pw))(ctx), ...rule);
    await expectRefused(register(form(newUsername(), 'abc123', 'ABC123'))(ctx), '两次输入的密码不一致', 'The two passwords do not match');
    // a mobile as userName registers by phone and needs the code
    await expectRefused(register(form(newPhone()))(ctx), '请输入验证码', 'Please enter the verification code');
    await expectRefused(register({ ...form(newPhone()), code: '123456' })(ctx), '验证码已失效，请重新获取', 'The verification code has expired, please get a new one');
  });

  it('asks for the terms only while the service switch shows them', async () => {
    await setServiceSwitch(ctx, true);
    const { agreed: _, ...noTerms } = form(newUsername());
    await expectRefused(register(noTerms)(ctx), '请同意以下条款', 'Please agree to the following terms');
    await expectRefused(register({ ...noTerms, agreed: false })(ctx), '请同意以下条款');
    expect((await post(ctx, '/user/registerOrBindUser', { ...noTerms, agreed: true }, { ip: newIp() })).statusCode).toBe(200);
    await setServiceSwitch(ctx, false);
    const res = await post(ctx, '/user/registerOrBindUser', { ...noTerms, userName: newUsername() }, { ip: newIp() });
    expect(res.statusCode).toBe(200);
  });

  it('registers a username, answers a working token, and stores only an argon2id hash', async () => {
    const { username, token } = await registerUser(ctx, 'Secret#2026');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = (await get(ctx, '/p/user/userInfo', { token })).json();
    expect(info).toMatchObject({ username, nickName: username, userType: 0, isSetPassword: true, isSetPayPassword: false, userMobile: null });
    const [row] = await ctx().database.db.select().from(schema.appUser).where(eq(schema.appUser.username, username));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(row)).not.toContain('Secret#2026');
    const [session] = await ctx().database.db.select().from(schema.userSession).where(eq(schema.userSession.userId, row!.id));
    expect(session!.tokenHash).not.toContain(token);
    expect(JSON.stringify(session)).not.toContain(token);
  });

  it('refuses a taken username whatever its case, with a clear 400', async () => {
    const { username } = await registerUser(ctx);
    await expectRefused(register(form(username))(ctx), '该用户名已被注册', 'This username is already registered');
    await expectRefused(register(form(username.toUpperCase()))(ctx), '该用户名已被注册');
  });

  it('registers by phone with a register code, and refuses the phone a second time', async () => {
    const mobile = newPhone();
    const ip = newIp();
    expect((await post(ctx, '/sms/sendRegisterCode', { mobile }, { ip })).statusCode).toBe(200);
    const res = await post(ctx, '/user/registerOrBindUser', { ...form(mobile), code: await lastCode(ctx, mobile) }, { ip });
    expect(res.statusCode, res.body).toBe(200);
    const info = (await get(ctx, '/p/user/userInfo', { token: res.json().accessToken })).json();
    expect(info.userMobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
    expect(info.username).toMatch(/^u_[a-z0-9]{8}$/);
    // the mobile logs in as a user name too
    expect((await post(ctx, '/login', { userName: mobile, passWord: 'abc123' }, { ip })).statusCode).toBe(200);
    await expectRefused((lang) => post(ctx, '/sms/sendRegisterCode', { mobile }, { lang, ip: newIp() }), '该手机号已被注册', 'This phone number is already registered');
    await expectRefused(register({ ...form(mobile), code: '000000' })(ctx), '该手机号已被注册');
    await expectRefused((lang) => post(ctx, '/sms/sendRegisterCode', { mobile: '2380013800' }, { lang }), '请输入正确的手机号', 'Please enter a valid phone number');
  });

  it('lets exactly one of two simultaneous registrations of a name succeed', async () => {
    for (let round = 0; round < 3; round++) {
      const userName = newUsername();
      const [a, b] = await Promise.all([
        post(ctx, '/user/registerOrBindUser', form(userName), { ip: newIp() }),
        post(ctx, '/user/registerOrBindUser', form(userName.toUpperCase(), 'xyz789'), { ip: newIp() }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
      expect([a, b].find((r) => r.statusCode === 400)!.json().code).toBe('ACCOUNT_USERNAMETAKEN');
      const rows = await ctx().database.db.select().from(schema.appUser).where(sql`lower(${schema.appUser.username}) = ${userName}`);
      expect(rows).toHaveLength(1);
    }
  });

  it('accepts the token on the register path: registering while logged in ends the old session', async () => {
    const first = await registerUser(ctx);
    const res = await post(ctx, '/user/registerOrBindUser', form(newUsername()), { ip: newIp(), token: first.token });
    expect(res.statusCode).toBe(200);
    expect((await get(ctx, '/p/user/userInfo', { token: first.token })).statusCode).toBe(401);
    expect((await get(ctx, '/p/user/userInfo', { token: res.json().accessToken })).statusCode).toBe(200);
  });

  it('limits registrations per IP (20 an hour)', async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i++) expect((await post(ctx, '/user/registerOrBindUser', form(newUsername()), { ip })).statusCode).toBe(200);
    await expectRefused((lang) => post(ctx, '/user/registerOrBindUser', form(newUsername()), { ip, lang }), '注册过于频繁，请稍后再试', 'Too many registrations, please try again later');
    ctx().clock.advance(60 * 60_000 + 1000);
    expect((await post(ctx, '/user/registerOrBindUser', form(newUsername()), { ip })).statusCode).toBe(200);
  });
}, { seed: false });
