// Payment: an order placed through the API (demo_buyer) → /payment → balance → a wrong payment password first, then
// the right one → the success page, the order pending delivery; another order → WeChat Pay → the QR page → the
// sandbox's pay page (what a phone shows) confirms → the QR page moves on by itself to the success page.
import { expect, test, type APIRequestContext, type Page } from './support/test';

test.describe.configure({ mode: 'serial' });

const PAY_PASSWORD = '123456'; // demo_buyer's (ARCHITECTURE §5)

async function logIn(page: Page): Promise<string> {
  const res = await page.request.post('/shop-api/login', { data: { userName: 'demo_buyer', passWord: 'demo@123456' } });
  expect(res.status()).toBe(200);
  const { accessToken } = (await res.json()) as { accessToken: string };
  await page.context().addCookies([{ name: 'token', value: accessToken, url: test.info().project.use.baseURL! }]);
  return accessToken;
}

/** Buy now through the API: a physical product in stock with one SKU; answers the order number and its total. */
async function placeOrder(request: APIRequestContext, token: string, skip = 0): Promise<{ orderNumber: string; total: number }> {
  const headers = { Authorization: token };
  const addrs = (await (await request.get('/shop-api/p/address/list', { headers })).json()) as unknown[];
  if (!Array.isArray(addrs) || addrs.length === 0) {
    const res = await request.post('/shop-api/p/address/addAddr', {
      headers, data: { receiver: '张三', mobile: '13800138000', provinceCode: '310000', cityCode: '310100', areaCode: '310115', addr: '张江高科技园区博云路2号' },
    });
    expect(res.status()).toBe(200);
  }
  const { records } = (await (await request.get('/shop-api/prod/lastedProdPage?current=1&size=40')).json()) as { records: { prodId: number }[] };
  let seen = 0;
  for (const p of records) {
    const info = (await (await request.get(`/shop-api/prod/prodInfo?prodId=${p.prodId}`)).json()) as { goodsType: number; skus: { skuId: number; stock: number }[] };
    if (info.goodsType !== 0 || info.skus.length !== 1 || info.skus[0]!.stock < 10 || seen++ < skip) continue;
    const confirm = await request.post('/shop-api/p/order/confirm', { headers, data: { orderItem: { prodId: p.prodId, skuId: info.skus[0]!.skuId, prodCount: 1 } } });
    expect(confirm.status(), await confirm.text()).toBe(200);
    const submit = await request.post('/shop-api/p/order/submit', { headers, data: { submitToken: (await confirm.json()).submitToken } });
    expect(submit.status(), await submit.text()).toBe(200);
    const placed = (await submit.json()) as { orderNumbers: string[]; actualTotal: number };
    return { orderNumber: placed.orderNumbers[0]!, total: placed.actualTotal };
  }
  throw new Error('no product to buy');
}

const orderStatus = async (request: APIRequestContext, token: string, orderNumber: string) =>
  ((await (await request.get(`/shop-api/p/myOrder/orderDetail?orderNumber=${orderNumber}`, { headers: { Authorization: token } })).json()) as { status: number }).status;

/** The demo buyer starts with 10,000 yuan; other journeys may have spent some: top up through the sandbox when short. */
async function enoughBalance(request: APIRequestContext, token: string, fen: number) {
  const headers = { Authorization: token };
  const { balance } = (await (await request.get('/shop-api/p/balance/info', { headers })).json()) as { balance: number };
  if (balance >= fen) return;
  const pay = (await (await request.post('/shop-api/p/balance/recharge', { headers, data: { amount: fen } })).json()) as { codeUrl: string };
  const prepayId = new URL(pay.codeUrl, 'http://x').searchParams.get('prepayId');
  expect((await request.post('/shop-api/payment/sandbox/confirm', { data: { prepayId } })).status()).toBe(200);
}

test('pay an order with the balance: a wrong payment password first, then the order waits for delivery', async ({ page }) => {
  await page.goto('/help');
  const token = await logIn(page);
  const { orderNumber, total } = await placeOrder(page.request, token);
  await enoughBalance(page.request, token, total);

  await page.goto(`/payment?orderNumbers=${orderNumber}`);
  await expect(page.getByRole('heading', { name: '收银台' })).toBeVisible();
  await expect(page.locator('.pay-summary__numbers')).toContainText(orderNumber);
  await expect(page.getByText(/请在\s*\d\d分\d\d秒\s*内完成支付/)).toBeVisible();
  const balance = page.getByRole('radio', { name: /余额支付/ });
  await balance.check();
  await page.getByRole('button', { name: '立即支付' }).click();

  const dialog = page.getByRole('dialog', { name: '请输入支付密码' });
  await expect(dialog).toBeVisible();
  const box = dialog.getByLabel('6位数字支付密码');
  await box.fill('000000');
  await dialog.getByRole('button', { name: '确认支付' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('支付密码错误');
  await expect(box).toHaveValue('');
  expect(await orderStatus(page.request, token, orderNumber)).toBe(1);

  await box.fill(PAY_PASSWORD);
  await dialog.getByRole('button', { name: '确认支付' }).click();
  await page.waitForURL(/\/pay-success\?payNo=/);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await expect(page.getByText('支付方式：余额支付')).toBeVisible();
  await expect(page.getByRole('link', { name: '查看订单详情' })).toHaveAttribute('href', `/order-detail?orderNumber=${orderNumber}`);
  await expect(page.getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/user-center/uc-order');
  expect(await orderStatus(page.request, token, orderNumber)).toBe(2); // pending delivery

  // the balance page lists the payment
  await page.goto('/user-center/uc-balance');
  await expect(page.getByRole('heading', { name: '余额明细' })).toBeVisible();
  await expect(page.locator('.balance-records tbody tr').first()).toContainText(orderNumber);
});

test('pay an order by WeChat QR: the sandbox page confirms and the QR page moves on by itself', async ({ page, context }) => {
  await page.goto('/help');
  const token = await logIn(page);
  const { orderNumber } = await placeOrder(page.request, token, 1);

  await page.goto(`/payment?orderNumbers=${orderNumber}`);
  await page.getByRole('radio', { name: /微信支付/ }).check();
  await page.getByRole('button', { name: '立即支付' }).click();
  await page.waitForURL(/\/weixin-pay\?payNo=/);
  await expect(page.getByRole('img', { name: '微信支付二维码' })).toBeVisible();
  await expect(page.getByText(/二维码有效时间\s*\d\d:\d\d/)).toBeVisible();

  // the phone: the QR code's address is the sandbox's pay page
  const link = page.getByRole('link', { name: /沙箱环境/ });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/sandbox-pay\?prepayId=/);
  const phone = await context.newPage();
  await phone.goto(href!);
  await expect(phone.getByText('沙箱支付 · 测试环境')).toBeVisible();
  await phone.getByRole('button', { name: '确认支付' }).click();
  await expect(phone.getByRole('status').filter({ hasText: '支付成功' })).toBeVisible();

  // the QR page notices by itself
  await page.waitForURL(/\/pay-success\?payNo=/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await expect(page.getByText('支付方式：微信支付')).toBeVisible();
  expect(await orderStatus(page.request, token, orderNumber)).toBe(2);
});
