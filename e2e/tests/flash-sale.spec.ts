// Flash sale: demo_buyer opens /flash-sale during the demo session (live from the server's start), picks an item,
// sees its seckill price and countdown on /secdetail, confirms the order at the seckill price, submits, and pays
// with the balance (payment password) → the success page; the order is a seckill order pending delivery.
import { expect, test, type Page } from './support/test';

const PAY_PASSWORD = '123456'; // demo_buyer's (ARCHITECTURE §5)

async function logIn(page: Page): Promise<string> {
  const res = await page.request.post('/shop-api/login', { data: { userName: 'demo_buyer', passWord: 'demo@123456' } });
  expect(res.status()).toBe(200);
  const { accessToken } = (await res.json()) as { accessToken: string };
  await page.context().addCookies([{ name: 'token', value: accessToken, url: test.info().project.use.baseURL! }]);
  const headers = { Authorization: accessToken };
  const addrs = (await (await page.request.get('/shop-api/p/address/list', { headers })).json()) as unknown[];
  if (!Array.isArray(addrs) || addrs.length === 0) {
    const added = await page.request.post('/shop-api/p/address/addAddr', {
      headers, data: { receiver: '张三', mobile: '13800138000', provinceCode: '310000', cityCode: '310100', areaCode: '310115', addr: '张江高科技园区博云路2号' },
    });
    expect(added.status()).toBe(200);
  }
  return accessToken;
}

test('buy a flash-sale item during its session and pay with the balance', async ({ page }) => {
  await page.goto('/help');
  const token = await logIn(page);

  await page.goto('/flash-sale');
  await expect(page.getByRole('heading', { name: '限时秒杀' })).toBeVisible();
  await expect(page.locator('.fs-tab.is-current')).toContainText('抢购中');
  await expect(page.getByRole('timer')).toBeVisible();
  const card = page.locator('.fs-card').first();
  await expect(card.getByRole('progressbar')).toBeVisible();
  const name = (await card.locator('.fs-card__name').innerText()).trim();
  await card.click();

  await page.waitForURL(/\/secdetail\/\d+$/);
  const seckillId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('秒杀价')).toBeVisible();
  await expect(page.getByRole('timer')).toContainText('距结束');
  const item = (await (await page.request.get(`/shop-api/seckill/prod?seckillId=${seckillId}`)).json()) as { seckillPrice: number; stock: number };
  await page.getByRole('button', { name: '立即抢购' }).click();

  await page.waitForURL(/\/secdetail\/confirm-order\?/);
  await expect(page.getByRole('heading', { name: '确认秒杀订单' })).toBeVisible();
  await expect(page.locator('.co-sum')).toContainText(`¥${(item.seckillPrice / 100).toFixed(2)}`);
  await page.getByRole('button', { name: '提交订单' }).click();

  await page.waitForURL(/\/payment\?orderNumbers=/);
  const orderNumber = new URL(page.url()).searchParams.get('orderNumbers')!;
  await expect(page.getByRole('heading', { name: '收银台' })).toBeVisible();
  await page.getByRole('radio', { name: /余额支付/ }).check();
  await page.getByRole('button', { name: '立即支付' }).click();
  const dialog = page.getByRole('dialog', { name: '请输入支付密码' });
  await dialog.getByLabel('6位数字支付密码').fill(PAY_PASSWORD);
  await dialog.getByRole('button', { name: '确认支付' }).click();
  await page.waitForURL(/\/pay-success\?payNo=/);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();

  const detail = (await (await page.request.get(`/shop-api/p/myOrder/orderDetail?orderNumber=${orderNumber}`, { headers: { Authorization: token } })).json()) as { status: number; orderType: number };
  expect(detail).toMatchObject({ status: 2, orderType: 2 });
  const after = (await (await page.request.get(`/shop-api/seckill/prod?seckillId=${seckillId}`)).json()) as { stock: number };
  expect(after.stock).toBe(item.stock - 1);

  // the confirm page opened again: a win the mall holds (the Redis path's reservation, E2E_CLUSTER) is named above the
  // checkout with the way to its order, in zh and en; without Redis there is none and nothing is shown
  const latest = (await (await page.request.get(`/shop-api/p/seckill/reservation?seckillId=${seckillId}`, { headers: { Authorization: token } })).json()) as { state: string; orderNumber?: string };
  expect(latest.state).toBe(process.env.E2E_CLUSTER ? 'ordered' : 'none');
  for (const [lang, title, text, view] of [['', '确认秒杀订单', `您已抢到本商品，订单 ${orderNumber} 已生成`, '查看订单'], ['&lang=en', 'Confirm flash-sale order', `You won this item: order ${orderNumber} has been created`, 'View order']] as const) {
    await page.goto(`/secdetail/confirm-order?seckillId=${seckillId}&count=1${lang}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    if (latest.state !== 'ordered') {
      await expect(page.locator('.fs-won')).toHaveCount(0);
      continue;
    }
    expect(latest.orderNumber).toBe(orderNumber);
    await expect(page.locator('.fs-won')).toContainText(text);
    await expect(page.locator('.fs-won').getByRole('link', { name: view })).toHaveAttribute('href', `/order-detail?orderNumber=${orderNumber}`);
  }
});
