// Helpers of the store tests: an operator token, image paths that pass as a user's own uploads, a valid form.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { ensureDemoUsers } from '../src/modules/account/demo-users';
import { get, newIp, post, registerUser, userId } from './account-helpers';
import type { TestContext } from './harness';

type Ctx = () => TestContext;

export async function loginAs(ctx: Ctx, userName: string, passWord: string): Promise<string> {
  const res = await post(ctx, '/login', { userName, passWord }, { ip: newIp() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().accessToken as string;
}
export async function adminToken(ctx: Ctx): Promise<string> {
  await ensureDemoUsers(ctx().app.services.account);
  return loginAs(ctx, 'demo_admin', 'admin@123456');
}
/** A registered buyer with its id. */
export async function buyer(ctx: Ctx) {
  const u = await registerUser(ctx);
  return { ...u, id: await userId(ctx, u.token) };
}
/** A path as POST /p/file/upload answers it for this user (the API checks the path's owner, not the file). */
export const upload = (uid: number) => `/uploads/user/${uid}/${randomBytes(9).toString('base64url')}.webp`;
/** A fresh shop name that passes the rules (at most 20 characters). */
export const newShopName = () => `店铺${randomBytes(4).toString('hex')}`;
export function applyBody(uid: number, over: Record<string, unknown> = {}) {
  return {
    shopName: newShopName(), intro: '主营家用电器与数码配件，正品保障。', provinceCode: '330000', cityCode: '330100', areaCode: '330106',
    address: '文三路90号东部软件园', tel: '0571-1234567', logo: upload(uid), businessLicense: upload(uid), idCardFront: upload(uid), idCardBack: upload(uid),
    ...over,
  };
}
export const centerInfo = async (ctx: Ctx, token: string) => (await get(ctx, '/p/user/centerInfo', { token })).json();

/** A user with an open shop (applied and approved) and a store password; answers its token, id and shopId. */
export async function sellerWithShop(ctx: Ctx, storePassword = 'shop1234') {
  const admin = await adminToken(ctx);
  const u = await buyer(ctx);
  const appRes = await post(ctx, '/p/shop/apply', applyBody(u.id), { token: u.token });
  expect(appRes.statusCode, appRes.body).toBe(200);
  const approved = await post(ctx, `/p/admin/shop/applications/${appRes.json().applicationId}/approve`, {}, { token: admin });
  expect(approved.statusCode, approved.body).toBe(200);
  const pw = await ctx().app.inject({
    method: 'PUT', url: '/shop-api/p/shop/account/password', headers: { authorization: `Bearer ${u.token}` },
    payload: { password: storePassword, confirmPassword: storePassword },
  });
  expect(pw.statusCode, pw.body).toBe(200);
  return { ...u, shopId: approved.json().shopId as number, storePassword };
}

/** The headers of a verified seller (login token + store session) for a user who owns a shop with this store password. */
export async function verifiedSellerHeaders(ctx: Ctx, token: string, storePassword: string): Promise<Record<string, string>> {
  const res = await post(ctx, '/p/seller/session', { password: storePassword }, { token });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${token}`, 'x-store-token': res.json().storeToken as string };
}
