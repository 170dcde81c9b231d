// Helpers of the account tests: calls with a token / language / client IP, fresh names and phones,
// codes read from the sandbox outbox, users made through the API.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { schema } from '@mall/db';
import type { TestContext } from './harness';

type Ctx = () => TestContext;
export interface CallOptions { token?: string; lang?: string; ip?: string; headers?: Record<string, string> }

let seq = Math.floor(Math.random() * 1e6);
/** A client IP of its own, so per-IP limits of one test do not reach another. */
export const newIp = () => `10.${(seq >> 16) & 255}.${(seq >> 8) & 255}.${seq++ & 255}`;
export const newPhone = () => `15${String(seq++ % 1e9).padStart(9, '0')}`;
export const newUsername = () => `t_${randomBytes(5).toString('hex')}`;

export function call(ctx: Ctx, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, o: CallOptions = {}) {
  return ctx().app.inject({
    method,
    url: url.startsWith('/shop-') ? url : `/shop-api${url}`,
    headers: {
      'accept-language': o.lang ?? 'zh-CN',
      'x-forwarded-for': o.ip ?? '127.0.0.1',
      ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
      ...o.headers,
    },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}
export const post = (ctx: Ctx, url: string, body?: unknown, o?: CallOptions) => call(ctx, 'POST', url, body ?? {}, o);
export const put = (ctx: Ctx, url: string, body?: unknown, o?: CallOptions) => call(ctx, 'PUT', url, body ?? {}, o);
export const get = (ctx: Ctx, url: string, o?: CallOptions) => call(ctx, 'GET', url, undefined, o);

/** Expects a 400 whose message is `zh`, and the same call in English to say `en`. */
export async function expectRefused(send: (lang: string) => ReturnType<typeof call>, zh: string, en?: string) {
  const a = await send('zh-CN');
  expect(a.statusCode, a.body).toBe(400);
  expect(a.json().message).toBe(zh);
  if (en !== undefined) {
    const b = await send('en');
    expect(b.statusCode, b.body).toBe(400);
    expect(b.json().message).toBe(en);
  }
}

/** The newest code the sandbox sent to a mobile. */
export async function lastCode(ctx: Ctx, mobile: string): Promise<string> {
  const res = await get(ctx, `/dev/sms-outbox?mobile=${mobile}`);
  expect(res.statusCode).toBe(200);
  const code = res.json()[0]?.code;
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/** Registers a username account; answers its name, password and token. */
export async function registerUser(ctx: Ctx, password = 'abc123') {
  const username = newUsername();
  const res = await post(ctx, '/user/registerOrBindUser', { userName: username, passWord: password, confirmPassWord: password, agreed: true }, { ip: newIp() });
  expect(res.statusCode, res.body).toBe(200);
  return { username, password, token: res.json().accessToken as string };
}

/** Logs a fresh mobile in by SMS (creating its account); answers the mobile and token. */
export async function smsUser(ctx: Ctx, mobile = newPhone()) {
  const ip = newIp();
  expect((await post(ctx, '/sms/sendLoginCode', { mobile }, { ip })).statusCode).toBe(200);
  const res = await post(ctx, '/smsLogin', { userName: mobile, passWord: await lastCode(ctx, mobile) }, { ip });
  expect(res.statusCode, res.body).toBe(200);
  return { mobile, token: res.json().accessToken as string };
}

/** Sets the service switch the register form obeys (sys_config `serviceSwitch`). */
export async function setServiceSwitch(ctx: Ctx, on: boolean) {
  const value = { serviceTermsSwitch: on, privacyPolicySwitch: on };
  await ctx().database.db.insert(schema.sysConfig).values({ key: 'serviceSwitch', value })
    .onConflictDoUpdate({ target: schema.sysConfig.key, set: { value } });
}

export const userId = async (ctx: Ctx, token: string): Promise<number> => (await get(ctx, '/p/user/userInfo', { token })).json().userId;
