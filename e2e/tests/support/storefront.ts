// Storefront steps shared by the journeys: tokens, logging a browser in, an address, paying with the balance.
import { expect, test, type APIRequestContext, type Page } from './test';

export const DEMO_PAY_PASSWORD = '123456';

export async function tokenOf(request: APIRequestContext, userName: string, passWord: string): Promise<string> {
  const res = await request.post('/shop-api/login', { data: { userName, passWord } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** Logs the page's browser context in (the HttpOnly token cookie the storefront sets) and answers the token. */
export async function logInAs(page: Page, userName: string, passWord: string): Promise<string> {
  const token = await tokenOf(page.request, userName, passWord);
  await page.context().addCookies([{ name: 'token', value: token, url: test.info().project.use.baseURL! }]);
  return token;
}

/** Registers a username account (no SMS needed for a username) and answers it. */
export async function registerUser(request: APIRequestContext, prefix: string): Promise<{ userName: string; passWord: string }> {
  const userName = `${prefix}${Date.now() % 1e9}`.slice(0, 16);
  const passWord = 'shop@12345';
  // each journey's buyer comes from an address of its own (the mall trusts a proxy on loopback), as real buyers do:
  // the whole run registers more users than one address may in an hour (account.registerTooOften, 20)
  const from = `10.${(Date.now() >> 16) & 255}.${(Date.now() >> 8) & 255}.${Math.floor(Math.random() * 254) + 1}`;
  const res = await request.post('/shop-api/user/registerOrBindUser', {
    data: { userName, passWord, confirmPassWord: passWord, agreed: true },
    headers: { 'x-forwarded-for': from },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { userName, passWord };
}

export async function ensureAddress(request: APIRequestContext, token: string): Promise<void> {
  const headers = { Authorization: token };
  const addrs = (await (await request.get('/shop-api/p/address/list', { headers })).json()) as unknown[];
  if (addrs.length) return;
  const res = await request.post('/shop-api/p/address/addAddr', {
    headers, data: { receiver: '张三', mobile: '13800138000', provinceCode: '310000', cityCode: '310100', areaCode: '310115', addr: '张江高科技园区博云路2号' },
  });
  expect(res.status()).toBe(200);
}

/** On the cashier page (zh): pays with the balance and the payment password, and waits for the success page. */
export async function payWithBalance(page: Page, payPassword = DEMO_PAY_PASSWORD): Promise<void> {
  await expect(page.getByRole('heading', { name: '收银台' })).toBeVisible();
  await page.getByRole('radio', { name: /余额支付/ }).check();
  await page.getByRole('button', { name: '立即支付' }).click();
  const dialog = page.getByRole('dialog', { name: '请输入支付密码' });
  await dialog.getByLabel('6位数字支付密码').fill(payPassword);
  await dialog.getByRole('button', { name: '确认支付' }).click();
  await page.waitForURL(/\/pay-success\?payNo=/);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
}
