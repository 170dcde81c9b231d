// One attempt limiter for every check of a store password (seller centre, and the old password of a change) and of a
// payment password (paying, and the old one of a change): racing wrong guesses are refused after 5 and the right
// password waits for the lock; with TEST_REDIS_URL two API processes share the count.
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { ManualClock } from '../src/platform/clock';
import { redisCounters } from '../src/platform/counters';
import { buildApp } from '../src/server';
import { expectRefused, post, put, registerUser, userId } from './account-helpers';
import { describeEachEngine } from './harness';
import { sellerWithShop } from './store-helpers';

const TOO_MANY = 'Too many requests, please try again later';

describeEachEngine('hardening: one attempt limiter for store and payment passwords', (ctx) => {
  const changeStorePassword = (token: string, oldPassword: string, lang = 'zh-CN') =>
    put(ctx, '/p/shop/account/password', { oldPassword, password: 'next1234', confirmPassword: 'next1234' }, { token, lang });
  const changePayPassword = (token: string, oldPayPassword: string, lang = 'zh-CN') =>
    put(ctx, '/p/user/payPassword', { oldPayPassword, payPassword: '864200', confirmPayPassword: '864200' }, { token, lang });

  it('6 racing wrong old store passwords: refused after 5, then the right one is refused while locked, also by the seller centre', async () => {
    const s = await sellerWithShop(ctx);
    const guesses = await Promise.all(Array.from({ length: 6 }, (_, i) => changeStorePassword(s.token, `guess${i}00`, 'en')));
    expect(guesses.every((g) => g.statusCode === 400)).toBe(true);
    const messages = guesses.map((g) => g.json().message as string);
    // 5 are checked (the 5th wrong one locks); the 6th is refused unchecked, as locked or as a retry
    expect(messages.filter((m) => m === 'The current store password is incorrect')).toHaveLength(4);
    expect(messages.filter((m) => m === 'Too many wrong store passwords, please try again in 15 minutes' || m === TOO_MANY)).toHaveLength(2);
    await expectRefused((lang) => changeStorePassword(s.token, s.storePassword, lang), '店铺密码错误次数过多，请15分钟后再试',
      'Too many wrong store passwords, please try again in 15 minutes');
    // one limit: the seller centre's check is locked too
    await expectRefused((lang) => post(ctx, '/p/seller/session', { password: s.storePassword }, { token: s.token, lang }), '店铺密码错误次数过多，请15分钟后再试');
    ctx().clock.advance(15 * 60_000 + 1000);
    expect((await changeStorePassword(s.token, s.storePassword)).statusCode).toBe(200);
  });

  it('wrong tries of the seller centre and of a change add up to one count', async () => {
    const s = await sellerWithShop(ctx);
    for (let i = 0; i < 2; i++) expect((await post(ctx, '/p/seller/session', { password: 'nope1234' }, { token: s.token })).json().message).toBe('店铺密码不正确');
    for (let i = 0; i < 2; i++) expect((await changeStorePassword(s.token, 'nope1234')).json().message).toBe('原店铺密码不正确');
    expect((await changeStorePassword(s.token, 'nope1234')).json().message).toBe('店铺密码错误次数过多，请15分钟后再试');
  });

  it('6 racing wrong old payment passwords: refused after 5, then the right one is refused while locked, also for paying', async () => {
    const u = await registerUser(ctx);
    expect((await put(ctx, '/p/user/payPassword', { payPassword: '123456', confirmPayPassword: '123456' }, { token: u.token })).statusCode).toBe(200);
    const guesses = await Promise.all(Array.from({ length: 6 }, (_, i) => changePayPassword(u.token, `65432${i}`, 'en')));
    expect(guesses.every((g) => g.statusCode === 400)).toBe(true);
    const messages = guesses.map((g) => g.json().message as string);
    expect(messages.filter((m) => m === 'The payment password is wrong')).toHaveLength(4);
    expect(messages.filter((m) => m === 'Too many wrong payment passwords, please try again in 15 minutes' || m === TOO_MANY)).toHaveLength(2);
    await expectRefused((lang) => changePayPassword(u.token, '123456', lang), '支付密码错误次数过多，请15分钟后再试',
      'Too many wrong payment passwords, please try again in 15 minutes');
    // paying checks the same limit
    await expect(ctx().app.services.account.verifyPayPassword(await userId(ctx, u.token), '123456')).rejects.toMatchObject({ key: 'account.payPasswordLocked' });
    ctx().clock.advance(15 * 60_000 + 1000);
    expect((await changePayPassword(u.token, '123456')).statusCode).toBe(200);
  });

  it.runIf(!!process.env.TEST_REDIS_URL)('two API processes on one Redis share the count and the lock', async () => {
    const s = await sellerWithShop(ctx);
    const prefix = `test:attempts:${randomBytes(6).toString('hex')}:`;
    const clock = new ManualClock();
    const counters = [redisCounters(process.env.TEST_REDIS_URL!, prefix), redisCounters(process.env.TEST_REDIS_URL!, prefix)];
    const apps = await Promise.all(counters.map((c) => buildApp({ database: ctx().database, uploadsDir: '/nonexistent', mode: 'test', clock, counters: c })));
    try {
      const open = (i: number, password: string) => apps[i % 2]!.inject({
        method: 'POST', url: '/shop-api/p/seller/session', headers: { authorization: `Bearer ${s.token}` }, payload: { password },
      });
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push((await open(i, 'nope1234')).json().code);
      expect(answers).toEqual(['STORE_PASSWORDWRONG', 'STORE_PASSWORDWRONG', 'STORE_PASSWORDWRONG', 'STORE_PASSWORDWRONG', 'SELLER_PASSWORDLOCKED']);
      expect((await open(1, s.storePassword)).json().code).toBe('SELLER_PASSWORDLOCKED');
      expect((await open(0, s.storePassword)).json().code).toBe('SELLER_PASSWORDLOCKED');
    } finally {
      await Promise.all(apps.map((a) => a.close()));
      await Promise.all(counters.map((c) => c.close()));
    }
  });
});
