// Group buying: demo_buyer opens /group-buy, goes to the demo activity's product, opens a group and pays with the
// balance (the order is 'grouping'); demo_seller (another user) follows the share link /detail/{prodId}?groupId=,
// joins that group and pays by the sandbox WeChat QR; the 2-person group is full and both orders are pending delivery.
import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test';

const PAY_PASSWORD = '123456'; // demo_buyer's (ARCHITECTURE §5)

async function logIn(page: Page, userName: string): Promise<string> {
  const res = await page.request.post('/shop-api/login', { data: { userName, passWord: 'demo@123456' } });
  expect(res.status()).toBe(200);
  const { accessToken } = (await res.json()) as { accessToken: string };
  await page.context().addCookies([{ name: 'token', value: accessToken, url: test.info().project.use.baseURL! }]);
  const headers = { Authorization: accessToken };
  const addrs = (await (await page.request.get('/shop-api/p/address/list', { headers })).json()) as unknown[];
  if (!Array.isArray(addrs) || addrs.length === 0) {
    const added = await page.request.post('/shop-api/p/address/addAddr', {
      headers, data: { receiver: '李四', mobile: '13800138001', provinceCode: '310000', cityCode: '310100', areaCode: '310115', addr: '张江高科技园区博云路2号' },
    });
    expect(added.status()).toBe(200);
  }
  return accessToken;
}

const orderOf = async (request: APIRequestContext, token: string, orderNumber: string) =>
  (await (await request.get(`/shop-api/p/myOrder/orderDetail?orderNumber=${orderNumber}`, { headers: { Authorization: token } })).json()) as { status: number; orderType: number };

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

test('open a group with one user, complete it with another by the share link: both orders pending delivery', async ({ page, browser }) => {
  test.setTimeout(180_000); // two buyers' whole journeys
  // ---- A opens a group and pays from the balance ----
  await page.goto('/help');
  const tokenA = await logIn(page, 'demo_buyer');
  await page.goto('/group-buy?navId=3');
  await expect(page.getByRole('heading', { name: '拼团', exact: true })).toBeVisible();
  const card = page.locator('.gb-card').first();
  await expect(card).toContainText('2人团');
  await card.click();
  await page.waitForURL(/\/detail\/\d+$/);
  const prodId = Number(new URL(page.url()).pathname.split('/').pop());
  const panel = page.locator('.gb-panel');
  await expect(panel).toContainText('拼团价');
  await panel.getByRole('link', { name: /发起拼团/ }).click();

  await page.waitForURL(/\/group-buy\/confirm-order\?/);
  await expect(page.getByRole('heading', { name: '发起拼团' })).toBeVisible();
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.waitForURL(/\/payment\?orderNumbers=/);
  const orderA = new URL(page.url()).searchParams.get('orderNumbers')!;
  await page.getByRole('radio', { name: /余额支付/ }).check();
  await page.getByRole('button', { name: '立即支付' }).click();
  const dialog = page.getByRole('dialog', { name: '请输入支付密码' });
  await dialog.getByLabel('6位数字支付密码').fill(PAY_PASSWORD);
  await dialog.getByRole('button', { name: '确认支付' }).click();
  await page.waitForURL(/\/pay-success\?payNo=/);
  expect(await orderOf(page.request, tokenA, orderA)).toMatchObject({ status: 7, orderType: 1 });

  // A's group is on the product page with a share link
  const mine = (await (await page.request.get('/shop-api/p/group-buy/my', { headers: { Authorization: tokenA } })).json()) as { records: { groupId: number; orderNumber: string }[] };
  const groupId = mine.records.find((g) => g.orderNumber === orderA)!.groupId;
  await page.goto(`/detail/${prodId}`);
  await expect(page.locator(`.gb-group[data-group-id="${groupId}"]`)).toContainText('已参团');

  // ---- B follows the share link, joins and pays by the sandbox QR ----
  const b = await newPage(browser);
  await b.goto('/help');
  const tokenB = await logIn(b, 'demo_seller');
  await b.goto(`/detail/${prodId}?groupId=${groupId}`);
  const shared = b.locator('.gb-shared');
  await expect(shared).toContainText('好友邀请你参加这个团');
  await expect(shared).toContainText('还差1人成团');
  await shared.getByRole('link', { name: '去参团' }).click();
  await b.waitForURL(/\/group-buy\/confirm-order\?.*groupId=/);
  await expect(b.getByRole('heading', { name: '参加拼团' })).toBeVisible();
  await b.getByRole('button', { name: '提交订单' }).click();
  await b.waitForURL(/\/payment\?orderNumbers=/);
  const orderB = new URL(b.url()).searchParams.get('orderNumbers')!;
  await b.getByRole('radio', { name: /微信支付/ }).check();
  await b.getByRole('button', { name: '立即支付' }).click();
  await b.waitForURL(/\/weixin-pay\?payNo=/);
  const href = await b.getByRole('link', { name: /沙箱环境/ }).getAttribute('href');
  const phone = await b.context().newPage();
  await phone.goto(href!);
  await phone.getByRole('button', { name: '确认支付' }).click();
  await expect(phone.getByRole('status').filter({ hasText: '支付成功' })).toBeVisible();
  await b.waitForURL(/\/pay-success\?payNo=/, { timeout: 15_000 });

  // ---- the group is full: both orders are pending delivery ----
  expect(await orderOf(page.request, tokenA, orderA)).toMatchObject({ status: 2, orderType: 1 });
  expect(await orderOf(b.request, tokenB, orderB)).toMatchObject({ status: 2, orderType: 1 });
  await page.goto(`/order-detail?orderNumber=${orderA}`);
  await expect(page.getByText('待发货').first()).toBeVisible();
});
