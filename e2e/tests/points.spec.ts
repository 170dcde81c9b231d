// Points (issue 14), in zh and in en: a new buyer signs in daily on /user-center/uc-integral → the points appear with
// a record; the demo buyer (5,000 points to start) buys now with points at checkout: the switch prefills the most
// usable, an amount off the step is refused at once and one over the balance by the API, 500 points take ¥5 off the
// total, the order placed and paid with the balance costs that much less (500 of the 5,000 a run: repeats fit).
import { expect, test, type APIRequestContext } from './support/test';
import { DEMO_PAY_PASSWORD, ensureAddress, logInAs, registerUser } from './support/storefront';

const TEXTS = {
  zh: {
    title: '我的积分', signIn: /签到领 \d+ 积分/, signed: '今日已签到', done: /签到成功，获得 \d+ 积分/, source: '每日签到', earned: '获得',
    checkout: '确认订单', points: '积分抵扣', use: '使用积分抵扣', balance: /可用积分 \d+/, amount: '使用积分', apply: '确定',
    step: '使用积分须为10的整数倍', insufficient: /积分不足，当前积分：\d+/, off: '已使用 500 积分，抵扣', submit: '提交订单',
    cashier: '收银台', balancePay: /余额支付/, payNow: '立即支付', pwTitle: '请输入支付密码', pwLabel: '6位数字支付密码', confirmPay: '确认支付', paid: '支付成功',
  },
  en: {
    title: 'My points', signIn: /Sign in for \d+ points/, signed: 'Signed in today', done: /Signed in: \+\d+ points/, source: 'Daily sign-in', earned: 'Earned',
    checkout: 'Confirm order', points: 'Points', use: 'Pay with points', balance: /Your points: \d+/, amount: 'Points to use', apply: 'Apply',
    step: 'Points must be used in multiples of 10', insufficient: /Not enough points\. Your points: \d+/, off: '500 points used, taking off', submit: 'Place order',
    cashier: 'Checkout counter', balancePay: /Balance/, payNow: 'Pay now', pwTitle: 'Enter your payment password', pwLabel: '6-digit payment password', confirmPay: 'Confirm payment', paid: 'Payment successful',
  },
} as const;

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** A physical product with one SKU in stock, priced ¥100 or more (so 500 points are well within the 50% cap). */
async function product(request: APIRequestContext): Promise<{ prodId: number; skuId: number }> {
  const { records } = (await (await request.get('/shop-api/search/prodPage?current=1&size=60')).json()) as { records: { prodId: number }[] };
  for (const p of records) {
    const info = (await (await request.get(`/shop-api/prod/prodInfo?prodId=${p.prodId}`)).json()) as { goodsType: number; skus: { skuId: number; stock: number; price: number }[] };
    const sku = info.skus[0]!;
    if (info.goodsType === 0 && info.skus.length === 1 && sku.stock >= 5 && sku.price >= 10000) return { prodId: p.prodId, skuId: sku.skuId };
  }
  throw new Error('no product of ¥100 or more');
}

for (const lang of ['zh', 'en'] as const) {
  const T = TEXTS[lang];
  const q = lang === 'en' ? '?lang=en' : '';

  test(`a new buyer signs in daily → the points and their record appear (${lang})`, async ({ page }) => {
    const account = await registerUser(page.request, `pt${lang}`);
    await logInAs(page, account.userName, account.passWord);
    await page.goto(`/user-center/uc-integral${q}`);
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
    await expect(page.getByTestId('points-balance')).toHaveText('0');
    const button = page.getByRole('button', { name: T.signIn });
    const reward = Number((await button.textContent())!.match(/\d+/)![0]);
    await button.click();
    await expect(page.getByText(T.done)).toBeVisible();
    await expect(page.getByRole('button', { name: T.signed })).toBeDisabled();
    await expect(page.getByTestId('points-balance')).toHaveText(String(reward));
    const row = page.getByRole('row').filter({ hasText: T.source });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(T.earned);
    await expect(row).toContainText(`+${reward}`);
  });

  test(`the demo buyer pays part of an order with points at checkout (${lang})`, async ({ page }) => {
    const token = await logInAs(page, 'demo_buyer', 'demo@123456');
    await ensureAddress(page.request, token);
    const item = await product(page.request);
    // no coupon (couponIds= empty): the coupon journey counts on the demo buyer's coupons
    const before = await page.request.post('/shop-api/p/order/confirm', {
      headers: { Authorization: token }, data: { orderItem: { ...item, prodCount: 1 }, couponIds: [] },
    });
    expect(before.status(), await before.text()).toBe(200);
    const { actualTotal, points } = (await before.json()) as { actualTotal: number; points: { maxUsable: number } };
    expect(points.maxUsable).toBeGreaterThanOrEqual(500);

    const lq = lang === 'en' ? '&lang=en' : '';
    await page.goto(`/submit-order?prodId=${item.prodId}&skuId=${item.skuId}&prodCount=1&couponIds=${lq}`);
    await expect(page.getByRole('heading', { level: 1, name: T.checkout })).toBeVisible();
    const section = page.getByRole('region', { name: T.points, exact: true });
    await expect(section.getByText(T.balance)).toBeVisible();
    const payable = page.locator('.co-sum__total');
    await expect(payable).toContainText(yuan(actualTotal));

    // on: the most usable points, prefilled
    const toggle = section.getByRole('switch', { name: T.use });
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(page).toHaveURL(/usePoints=\d+/);
    const amount = section.getByRole('spinbutton', { name: T.amount });
    await expect(amount).not.toHaveValue('');
    expect(Number(await amount.inputValue()) % 10).toBe(0);

    // off the step: refused at once; over the balance: the API's refusal, the preview without points
    await amount.fill('15');
    await section.getByRole('button', { name: T.apply }).click();
    await expect(section.getByRole('alert')).toHaveText(T.step);
    await amount.fill('99990');
    await amount.press('Enter');
    await expect(page).toHaveURL(/usePoints=99990/);
    await expect(section.getByRole('alert')).toHaveText(T.insufficient);
    await expect(payable).toContainText(yuan(actualTotal));

    // 500 points: ¥5 off, the total lower by as much
    await section.getByRole('spinbutton', { name: T.amount }).fill('500');
    await section.getByRole('button', { name: T.apply }).click();
    await expect(page).toHaveURL(/usePoints=500(&|$)/);
    await expect(section.getByText(T.off)).toContainText('-¥5.00');
    await expect(payable).toContainText(yuan(actualTotal - 500));

    // place it and pay with the balance
    await page.getByRole('button', { name: T.submit }).click();
    await expect(page).toHaveURL(/\/payment\?orderNumbers=\d+/);
    const orderNumber = new URL(page.url()).searchParams.get('orderNumbers')!;
    await expect(page.getByRole('heading', { name: T.cashier })).toBeVisible();
    await expect(page.locator('main')).toContainText(yuan(actualTotal - 500));
    await page.getByRole('radio', { name: T.balancePay }).check();
    await page.getByRole('button', { name: T.payNow }).click();
    const dialog = page.getByRole('dialog', { name: T.pwTitle });
    await dialog.getByLabel(T.pwLabel).fill(DEMO_PAY_PASSWORD);
    await dialog.getByRole('button', { name: T.confirmPay }).click();
    await page.waitForURL(/\/pay-success\?payNo=/);
    await expect(page.getByRole('heading', { name: T.paid })).toBeVisible();

    const detail = await page.request.get(`/shop-api/p/myOrder/orderDetail?orderNumber=${orderNumber}`, { headers: { Authorization: token } });
    expect(detail.status(), await detail.text()).toBe(200);
    expect(((await detail.json()) as { actualTotal: number }).actualTotal).toBe(actualTotal - 500);
  });
}
