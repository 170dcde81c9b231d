// Login lockout without a per-account DoS or account enumeration: 5 wrong passwords lock one account for one IP
// (the owner elsewhere still logs in), 50 from anywhere in an hour lock the account for everyone, and a name without
// an account answers and locks exactly like one with an account.
import { expect, it } from 'vitest';
import { newIp, newUsername, post, registerUser } from './account-helpers';
import { describeEachEngine } from './harness';

const MIN = 60_000;

describeEachEngine('hardening: login lockout per account and IP, no enumeration', (ctx) => {
  const login = (userName: string, passWord: string, ip: string, lang = 'zh-CN') => post(ctx, '/login', { userName, passWord }, { ip, lang });
  const answers = async (userName: string, ip: string, n: number, lang: string) => {
    const out: string[] = [];
    for (let i = 0; i < n; i++) {
      const r = await login(userName, 'wrong1', ip, lang);
      expect(r.statusCode).toBe(400);
      out.push(`${r.json().code} ${r.json().message}`);
    }
    return out;
  };

  it('5 wrong passwords from one IP lock that IP only: the owner logs in from another', async () => {
    const { username, password } = await registerUser(ctx);
    const attacker = newIp();
    await answers(username, attacker, 5, 'en');
    const refused = await login(username, password, attacker, 'en');
    expect(refused.json()).toEqual({ code: 'ACCOUNT_LOCKED', message: 'Too many wrong passwords: the account is locked, please try again in 15 minutes' });
    expect((await login(username, password, attacker)).json().message).toBe('密码错误次数过多，账号已锁定，请15分钟后再试');
    // the owner, elsewhere
    expect((await login(username, password, newIp())).statusCode).toBe(200);
  });

  it('an unknown name answers, counts and locks exactly like a real account (zh and en)', async () => {
    const { username, password } = await registerUser(ctx);
    for (const lang of ['zh-CN', 'en']) {
      const ip = newIp();
      const known = await answers(username, ip, 6, lang);
      const unknown = await answers(newUsername(), ip, 6, lang);
      expect(unknown).toEqual(known);
      expect(known.slice(0, 4).every((a) => a.startsWith('ACCOUNT_BADCREDENTIALS'))).toBe(true);
      expect(known.slice(4).every((a) => a.startsWith('ACCOUNT_LOCKED'))).toBe(true);
      ctx().clock.advance(15 * MIN + 1000);
    }
    expect((await login(username, password, newIp())).statusCode).toBe(200);
  });

  it('50 wrong passwords from many IPs in an hour lock the account everywhere; an unknown name the same', async () => {
    const { username, password } = await registerUser(ctx);
    const unknown = newUsername();
    for (const name of [username, unknown]) {
      for (let ip = 0; ip < 10; ip++) {
        const addr = newIp();
        for (let i = 0; i < 5; i++) await login(name, 'wrong1', addr);
      }
    }
    const fresh = newIp();
    const a = await login(username, password, fresh, 'en');
    const b = await login(unknown, password, fresh, 'en');
    expect(a.json()).toEqual({ code: 'ACCOUNT_LOCKED', message: 'Too many wrong passwords: the account is locked, please try again in 60 minutes' });
    expect(b.json()).toEqual(a.json());
    // the platform console sees the account locked
    const admin = await ctx().app.services.account.loginLockedMinutes((await ctx().app.services.account.findByUsername(username))!);
    expect(admin).toBe(60);
    ctx().clock.advance(60 * MIN + 1000);
    expect((await login(username, password, fresh)).statusCode).toBe(200);
  });

  it('X-Forwarded-For counts only from the loopback proxy: a remote client cannot dodge the lock by making addresses up', async () => {
    const { username, password } = await registerUser(ctx);
    const remote = (forwardedFor: string, passWord: string) => ctx().app.inject({
      method: 'POST', url: '/shop-api/login', remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': forwardedFor }, payload: { userName: username, passWord },
    });
    for (let i = 0; i < 5; i++) await remote(newIp(), 'wrong1');
    expect((await remote(newIp(), password)).json().code).toBe('ACCOUNT_LOCKED');
    // through the loopback proxy, the forwarded address is the client's: another client still gets in
    expect((await login(username, password, newIp())).statusCode).toBe(200);
  });
}, { seed: false });
