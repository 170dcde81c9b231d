// Password login, the lockout after 5 wrong passwords (per account and IP; hardening-login.test.ts has the rest), per-IP limit, demo users.
import { expect, it } from 'vitest';
import { ensureDemoUsers } from '../src/modules/account/demo-users';
import { describeEachEngine } from './harness';
import { expectRefused, get, newIp, newUsername, post, registerUser, smsUser } from './account-helpers';

const MIN = 60_000;

describeEachEngine('account: password login and lockout', (ctx) => {
  const login = (userName: string, passWord: string, ip = newIp(), lang = 'zh-CN') => post(ctx, '/login', { userName, passWord }, { ip, lang });

  it('logs in by username (any case) and answers { accessToken }', async () => {
    const { username, password } = await registerUser(ctx, 'Pass_word1');
    const res = await login(username.toUpperCase(), password);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['accessToken', 'expiresIn']);
    expect(res.json().expiresIn).toBe(30 * 24 * 3600);
    expect((await get(ctx, '/p/user/userInfo', { token: res.json().accessToken })).json().username).toBe(username);
  });

  it('refuses a bad form, a wrong password and an unknown user with their messages', async () => {
    const { username } = await registerUser(ctx, 'Pass_word1');
    await expectRefused((lang) => login('ab', 'x', undefined, lang), '请输入4-16位字母、数字或下划线组成的用户名', 'Please enter a username of 4-16 letters, digits or underscores');
    await expectRefused((lang) => login(username, '', undefined, lang), '请输入密码', 'Please enter password');
    // case-sensitive password
    await expectRefused((lang) => login(username, 'pass_word1', undefined, lang), '用户名或密码错误', 'Incorrect username or password');
    await expectRefused((lang) => login(newUsername(), 'Pass_word1', undefined, lang), '用户名或密码错误', 'Incorrect username or password');
  });

  it('locks the account for this IP for 15 minutes after 5 wrong passwords, then lets it in', async () => {
    const { username, password } = await registerUser(ctx);
    const ip = newIp();
    for (let i = 0; i < 4; i++) expect((await login(username, 'wrong1', ip)).json().message).toBe('用户名或密码错误');
    await expectRefused((lang) => login(username, 'wrong1', ip, lang), '密码错误次数过多，账号已锁定，请15分钟后再试');
    // even the right password is refused while locked, with the minutes left
    await expectRefused((lang) => login(username, password, ip, lang), '密码错误次数过多，账号已锁定，请15分钟后再试',
      'Too many wrong passwords: the account is locked, please try again in 15 minutes');
    ctx().clock.advance(10 * MIN);
    await expectRefused((lang) => login(username, password, ip, lang), '密码错误次数过多，账号已锁定，请5分钟后再试');
    ctx().clock.advance(5 * MIN);
    expect((await login(username, password, ip)).statusCode).toBe(200);
  });

  it('counts wrong passwords in a row only: a good one starts the count again', async () => {
    const { username, password } = await registerUser(ctx);
    const ip = newIp();
    for (let i = 0; i < 3; i++) await login(username, 'wrong1', ip);
    expect((await login(username, password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(username, 'wrong1', ip)).json().code).toBe('ACCOUNT_BADCREDENTIALS');
    expect((await login(username, password, ip)).statusCode).toBe(200);
  });

  it('locks after an expired lock only when 5 more wrong passwords come', async () => {
    const { username, password } = await registerUser(ctx);
    const ip = newIp();
    for (let i = 0; i < 5; i++) await login(username, 'wrong1', ip);
    ctx().clock.advance(15 * MIN + 1000);
    expect((await login(username, 'wrong1', ip)).json().code).toBe('ACCOUNT_BADCREDENTIALS');
    expect((await login(username, password, ip)).statusCode).toBe(200);
  });

  it('checks at most 5 of many simultaneous guesses: the rest are refused unchecked', async () => {
    const { username, password } = await registerUser(ctx);
    const ip = newIp();
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => login(username, `wrong${i}x`, ip)));
    const codes = results.map((r) => r.json().code);
    expect(codes.filter((c) => c === 'ACCOUNT_BADCREDENTIALS')).toHaveLength(4);
    expect(codes.filter((c) => c === 'ACCOUNT_LOCKED' || c === 'RATE_LIMITED')).toHaveLength(8);
    expect((await login(username, password, ip)).json().code).toBe('ACCOUNT_LOCKED');
  });

  it('logs in with a bound mobile as user name; an SMS-only account has no password to match', async () => {
    const { mobile } = await smsUser(ctx);
    expect((await login(mobile, 'abc123')).json().code).toBe('ACCOUNT_BADCREDENTIALS');
  });

  it('limits failed logins per IP (50 per 15 minutes) across accounts', async () => {
    const ip = newIp();
    for (let i = 0; i < 50; i++) expect((await login(newUsername(), 'abc123', ip)).json().code).toBe('ACCOUNT_BADCREDENTIALS');
    const { username, password } = await registerUser(ctx);
    await expectRefused((lang) => login(username, password, ip, lang), '登录尝试过于频繁，请稍后再试', 'Too many login attempts, please try again later');
    expect((await login(username, password)).statusCode).toBe(200);
    ctx().clock.advance(15 * MIN + 1000);
    expect((await login(username, password, ip)).statusCode).toBe(200);
  });

  it('creates the demo users once, with their passwords, mobile, payment password and role', async () => {
    const account = ctx().app.services.account;
    const ids = await ensureDemoUsers(account);
    expect(await ensureDemoUsers(account)).toEqual(ids);
    const buyer = await login('demo_buyer', 'demo@123456');
    expect(buyer.statusCode).toBe(200);
    const info = (await get(ctx, '/p/user/userInfo', { token: buyer.json().accessToken })).json();
    expect(info).toMatchObject({ nickName: '演示买家', userMobile: '138****8000', userType: 0, isSetPayPassword: true });
    await expect(account.verifyPayPassword(ids.demo_buyer, '123456')).resolves.toBeUndefined();
    expect((await login('13800138000', 'demo@123456')).statusCode).toBe(200);
    const seller = await login('demo_seller', 'demo@123456');
    expect((await get(ctx, '/p/user/userInfo', { token: seller.json().accessToken })).json().nickName).toBe('演示卖家');
    const admin = await login('demo_admin', 'admin@123456');
    expect((await get(ctx, '/p/user/userInfo', { token: admin.json().accessToken })).json().userType).toBe(1);
  });
}, { seed: false });
