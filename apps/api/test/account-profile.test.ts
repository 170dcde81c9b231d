// The logged-in user's account: user info, user-center summary, nickname / gender / avatar upload,
// payment password, change of the bound mobile.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { schema } from '@mall/db';
import { buildApp } from '../src/server';
import { describeEachEngine } from './harness';
import { expectRefused, get, lastCode, newIp, newPhone, post, put, registerUser, smsUser, userId } from './account-helpers';

function multipart(filename: string, type: string, content: Buffer) {
  const boundary = '----mall-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describeEachEngine('account: profile and security settings', (ctx) => {
  it('answers userInfo and a centerInfo with no orders and no shop yet, which other modules can fill', async () => {
    const { token, username } = await registerUser(ctx);
    const info = (await get(ctx, '/p/user/userInfo', { token })).json();
    expect(info).toEqual({
      userId: expect.any(Number), username, nickName: username, pic: '', userAvatar: '', userType: 0, gender: 0,
      userMobile: null, isSetPassword: true, isSetPayPassword: false,
    });
    expect((await get(ctx, '/p/user/centerInfo', { token })).json()).toEqual({
      isSetPassword: true, orderCountData: { unPay: 0, payed: 0, consignment: 0, unComment: 0, refund: 0 },
      shopAuditStatus: -1, shopStatus: -1, shopId: null,
    });
    const account = ctx().app.services.account;
    account.extendCenterInfo({ shopOf: async (id) => ({ shopId: id === info.userId ? 7 : null, shopStatus: 1, shopAuditStatus: 1 }) });
    expect((await get(ctx, '/p/user/centerInfo', { token })).json()).toMatchObject({ shopId: 7, shopStatus: 1, shopAuditStatus: 1 });
  });

  it('sets nickname (not empty, at most 15) and gender', async () => {
    const { token } = await registerUser(ctx);
    const set = (body: object) => (lang: string) => put(ctx, '/p/user/setUserInfo', body, { token, lang });
    await expectRefused(set({ nickName: '' }), '昵称不能为空', 'Nickname cannot be empty');
    await expectRefused(set({ nickName: '   ' }), '昵称不能为空');
    await expectRefused(set({ nickName: 'a'.repeat(16) }), '昵称不能超过15个字', 'Nickname cannot exceed 15 characters');
    await expectRefused(set({ nickName: '一二三四五六七八九十一二三四五六' }), '昵称不能超过15个字');
    expect((await set({ nickName: ' 一二三四五六七八九十一二三四五 ', gender: 2 })('zh')).statusCode).toBe(200);
    expect((await get(ctx, '/p/user/userInfo', { token })).json()).toMatchObject({ nickName: '一二三四五六七八九十一二三四五', gender: 2 });
    expect((await set({ gender: 3 })('zh')).json().code).toBe('VALIDATION');
    await expectRefused(set({ pic: '/uploads/user/1/../../etc.webp' }), '头像须为本人上传的图片', 'The avatar must be an image you uploaded');
    await expectRefused(set({ pic: 'https://evil.example/x.png' }), '头像须为本人上传的图片');
  });

  it('sets and changes the 6-digit payment password, stored as argon2id, and blocks guessing', async () => {
    const { token } = await registerUser(ctx);
    const id = await userId(ctx, token);
    const pay = (body: object) => (lang: string) => put(ctx, '/p/user/payPassword', body, { token, lang });
    for (const bad of ['12345', '1234567', '12345a', '']) {
      await expectRefused(pay({ payPassword: bad, confirmPayPassword: bad }), '支付密码须为6位数字', 'The payment password must be 6 digits');
    }
    await expectRefused(pay({ payPassword: '246810', confirmPayPassword: '246811' }), '两次输入的密码不一致');
    const account = ctx().app.services.account;
    await expect(account.verifyPayPassword(id, '246810')).rejects.toMatchObject({ key: 'account.payPasswordNotSet' });
    expect((await pay({ payPassword: '246810', confirmPayPassword: '246810' })('zh')).statusCode).toBe(200);
    const [row] = await ctx().database.db.select().from(schema.appUser).where(eq(schema.appUser.id, id));
    expect(row!.payPasswordHash).toMatch(/^\$argon2id\$/);
    expect(row!.payPasswordHash).not.toContain('246810');
    expect((await get(ctx, '/p/user/userInfo', { token })).json().isSetPayPassword).toBe(true);
    // changing needs the current one
    await expectRefused(pay({ oldPayPassword: '000000', payPassword: '135790', confirmPayPassword: '135790' }), '支付密码错误', 'The payment password is wrong');
    expect((await pay({ oldPayPassword: '246810', payPassword: '135790', confirmPayPassword: '135790' })('zh')).statusCode).toBe(200);
    await expect(account.verifyPayPassword(id, '135790')).resolves.toBeUndefined();
    for (let i = 0; i < 4; i++) await expect(account.verifyPayPassword(id, '999999')).rejects.toMatchObject({ key: 'account.payPasswordWrong' });
    await expect(account.verifyPayPassword(id, '999999')).rejects.toMatchObject({ key: 'account.payPasswordLocked', params: { minutes: 15 } });
    await expect(account.verifyPayPassword(id, '135790')).rejects.toMatchObject({ key: 'account.payPasswordLocked', params: { minutes: 15 } });
    ctx().clock.advance(15 * 60_000 + 1000);
    await expect(account.verifyPayPassword(id, '135790')).resolves.toBeUndefined();
    // parallel guesses cannot pass the limit together (the count of checks is in attempt-limiter.test): at most 4 are
    // told "wrong", the 5th check locks, the rest are refused unchecked — as rate-limited, or as locked when they
    // start after the lock (which depends on timing, so both are allowed here)
    const guesses = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => account.verifyPayPassword(id, String(100000 + i))));
    const keys = guesses.map((g) => (g.status === 'rejected' ? (g.reason as { key: string }).key : 'ok'));
    expect(keys.filter((k) => k === 'account.payPasswordWrong').length).toBeLessThanOrEqual(4);
    expect(keys.every((k) => ['account.payPasswordWrong', 'account.payPasswordLocked', 'error.rateLimited'].includes(k))).toBe(true);
    // had fewer than 5 been let in, the next sequential wrong tries lock it
    for (let i = 0; i < 5 && !keys.includes('account.payPasswordLocked'); i++) {
      keys.push(await account.verifyPayPassword(id, '999999').then(() => 'ok', (e: { key: string }) => e.key));
    }
    await expect(account.verifyPayPassword(id, '135790')).rejects.toMatchObject({ key: 'account.payPasswordLocked' });
  });

  it('changes the bound mobile with a code to the old and one to the new', async () => {
    const { mobile, token } = await smsUser(ctx);
    const next = newPhone();
    const taken = (await smsUser(ctx)).mobile;
    ctx().clock.advance(61_000);
    const sendCode = (body: object) => (lang: string) => post(ctx, '/p/sms/sendUpdateMobileCode', body, { token, lang, ip: newIp() });
    await expectRefused(sendCode({ mobile: '123' }), '请输入正确的手机号');
    await expectRefused(sendCode({ mobile }), '新手机号不能与原手机号相同', 'The new phone number is the same as the current one');
    await expectRefused(sendCode({ mobile: taken }), '该手机号已被注册');
    expect((await sendCode({})('zh')).statusCode).toBe(200);
    expect((await sendCode({ mobile: next })('zh')).statusCode).toBe(200);
    const oldCode = await lastCode(ctx, mobile);
    const newCode = await lastCode(ctx, next);
    const update = (body: object) => (lang: string) => put(ctx, '/p/user/updateMobile', { mobile: next, ...body }, { token, lang });
    await expectRefused(update({ code: newCode }), '请输入验证码');
    const wrongOld = oldCode === '000000' ? '111111' : '000000';
    await expectRefused(update({ oldCode: wrongOld, code: newCode }), '验证码错误', 'The verification code is wrong');
    expect((await update({ oldCode, code: newCode })('zh')).statusCode).toBe(200);
    expect((await get(ctx, '/p/user/userInfo', { token })).json().userMobile).toBe(`${next.slice(0, 3)}****${next.slice(7)}`);
    // the codes are used up, the old mobile is free again
    await expectRefused(update({ oldCode, code: newCode }), '新手机号不能与原手机号相同');
    const [row] = await ctx().database.db.select().from(schema.appUser).where(eq(schema.appUser.mobile, mobile));
    expect(row).toBeUndefined();
  });

  it('binds a first mobile to a username account with the new code only', async () => {
    const { token } = await registerUser(ctx);
    await expectRefused((lang) => post(ctx, '/p/sms/sendUpdateMobileCode', {}, { token, lang, ip: newIp() }), '账号尚未绑定手机号', 'The account has no bound phone number');
    const mobile = newPhone();
    expect((await post(ctx, '/p/sms/sendUpdateMobileCode', { mobile }, { token, ip: newIp() })).statusCode).toBe(200);
    expect((await put(ctx, '/p/user/updateMobile', { mobile, code: await lastCode(ctx, mobile) }, { token })).statusCode).toBe(200);
    expect((await get(ctx, '/p/user/userInfo', { token })).json().userMobile).toMatch(/^\d{3}\*{4}\d{4}$/);
  });

  uploadTests(ctx);
}, { seed: false });

/** Avatar upload needs a writable uploads folder: a second app on the same database gets one. */
function uploadTests(ctx: Parameters<Parameters<typeof describeEachEngine>[1]>[0]) {
  let app: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'mall-uploads-'));
    app = await buildApp({ database: ctx().database, uploadsDir: dir, mode: 'test', clock: ctx().clock });
  });
  afterAll(async () => {
    await app?.close();
    await rm(dir, { recursive: true, force: true });
  });
  const upload = (token: string | undefined, file: ReturnType<typeof multipart>, lang = 'zh') =>
    app.inject({ method: 'POST', url: '/shop-api/p/file/upload', payload: file.payload, headers: { ...file.headers, 'accept-language': lang, ...(token ? { authorization: token } : {}) } });

  it('uploads a real image as the avatar, re-encoded, served under /uploads', async () => {
    const { token } = await registerUser(ctx);
    const id = await userId(ctx, token);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#e4393c' } }).png().toBuffer();
    expect((await upload(undefined, multipart('a.png', 'image/png', png))).statusCode).toBe(401);
    const res = await upload(token, multipart('avatar.png', 'image/png', png));
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(new RegExp(`^/uploads/user/${id}/[A-Za-z0-9_-]+\\.webp$`));
    const served = await app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 });
    expect((await put(ctx, '/p/user/setUserInfo', { pic: url }, { token })).statusCode).toBe(200);
    expect((await get(ctx, '/p/user/userInfo', { token })).json()).toMatchObject({ pic: url, userAvatar: url });
    // another user cannot take it as theirs
    const other = await registerUser(ctx);
    expect((await put(ctx, '/p/user/setUserInfo', { pic: url }, { token: other.token })).json().code).toBe('ACCOUNT_PICINVALID');
    // a JPEG named .gif is judged by its content
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } }).jpeg().toBuffer();
    expect((await upload(token, multipart('x.gif', 'image/gif', jpeg))).statusCode).toBe(200);
  });

  it('refuses a text file named .png, a broken image, a file over 2 MB and no file', async () => {
    const { token } = await registerUser(ctx);
    const text = Buffer.from('just some text, not an image at all\n'.repeat(10));
    for (const lang of ['zh', 'en']) {
      const res = await upload(token, multipart('photo.png', 'image/png', text), lang);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(lang === 'zh' ? '图片格式不正确，仅支持 jpg、png、gif、webp' : 'Incorrect image format: only jpg, png, gif and webp are accepted');
    }
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
    expect((await upload(token, multipart('b.png', 'image/png', broken))).json().code).toBe('UPLOAD_FORMAT');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    expect((await upload(token, multipart('c.png', 'image/png', svg))).json().code).toBe('UPLOAD_FORMAT');
    const big = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2 * 1024 * 1024, 1)]);
    for (const lang of ['zh', 'en']) {
      const res = await upload(token, multipart('big.png', 'image/png', big), lang);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(lang === 'zh' ? '图片大小不能超过2MB' : 'The image cannot exceed 2MB');
    }
    const none = await app.inject({ method: 'POST', url: '/shop-api/p/file/upload', headers: { authorization: token, 'content-type': 'application/json' }, payload: '{}' });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('UPLOAD_NOFILE');
  });
}
