// Coupons and special discounts in a real browser: an operator puts a coupon on offer (API) → the demo buyer claims
// it in /coupons → buys a product → /submit-order offers the coupon chosen, the totals add up to the fen → another
// choice re-prices → submit → pay with the balance → the coupon is used. Then /special-discount → /discount-detail
// → the product page shows the same special price, in English too.
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { logInAs, registerUser } from './support/storefront';

test.describe.configure({ mode: 'serial' });

const PAY_PASSWORD = '123456';
const yuan = (fen: number) => (fen / 100).toFixed(2);

async function tokenOf(request: APIRequestContext, userName: string, passWord: string): Promise<string> {
  const res = await request.post('/shop-api/login', { data: { userName, passWord } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** A physical product with one SKU, in stock, priced over ¥100, without a special discount. */
async function plainProduct(request: APIRequestContext): Promise<{ prodId: number; skuId: number; price: number; prodName: string }> {
  const { records } = (await (await request.get('/shop-api/search/prodPage?current=1&size=60')).json()) as { records: { prodId: number; prodName: string }[] };
  const specials = (await (await request.get(`/shop-api/discount/prices?prodIds=${records.map((r) => r.prodId).join(',')}`)).json()) as { prodId: number }[];
  for (const p of records) {
    if (specials.some((s) => s.prodId === p.prodId)) continue;
    const info = (await (await request.get(`/shop-api/prod/prodInfo?prodId=${p.prodId}`)).json()) as { goodsType: number; skus: { skuId: number; stock: number; price: number }[] };
    const sku = info.skus[0]!;
    if (info.goodsType === 0 && info.skus.length === 1 && sku.stock >= 5 && sku.price >= 10000) return { prodId: p.prodId, skuId: sku.skuId, price: sku.price, prodName: p.prodName };
  }
  throw new Error('no plain product');
}

async function ensureAddress(request: APIRequestContext, token: string) {
  const headers = { Authorization: token };
  const addrs = (await (await request.get('/shop-api/p/address/list', { headers })).json()) as unknown[];
  if (addrs.length) return;
  const res = await request.post('/shop-api/p/address/addAddr', {
    headers, data: { receiver: '张三', mobile: '13800138000', provinceCode: '310000', cityCode: '310100', areaCode: '310115', addr: '张江高科技园区博云路2号' },
  });
  expect(res.status()).toBe(200);
}

/** A new buyer, logged in, with an address, the payment password and `amount` fen of balance (a sandbox top-up). */
async function freshBuyerWithBalance(page: Page, amount: number): Promise<string> {
  const account = await registerUser(page.request, 'cpn');
  const token = await logInAs(page, account.userName, account.passWord);
  const headers = { Authorization: token };
  await ensureAddress(page.request, token);
  const pw = await page.request.put('/shop-api/p/user/payPassword', { headers, data: { payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD } });
  expect(pw.status(), await pw.text()).toBe(200);
  const top = await page.request.post('/shop-api/p/balance/recharge', { headers, data: { amount } });
  expect(top.status(), await top.text()).toBe(200);
  const prepayId = new URL(((await top.json()) as { codeUrl: string }).codeUrl, 'http://x').searchParams.get('prepayId');
  expect((await page.request.post('/shop-api/payment/sandbox/confirm', { data: { prepayId } })).status()).toBe(200);
  return token;
}

test('claim a coupon in /coupons → it is chosen at checkout → totals to the fen → pay with the balance → used', async ({ page }) => {
  await page.goto('/help');
  const admin = await tokenOf(page.request, 'demo_admin', 'admin@123456');
  const name = `E2E券${Date.now() % 1e8}`;
  const made = await page.request.post('/shop-api/p/admin/coupons', {
    headers: { Authorization: admin },
    data: { nameZh: name, nameEn: `E2E ${name}`, kind: 3, value: 6100, scope: 0, validity: 2, validDays: 3, total: 5, perUserLimit: 1 },
  });
  expect(made.status(), await made.text()).toBe(200);

  // a buyer of its own: another journey buying as the demo buyer at the same time would take the best coupon
  const product = await plainProduct(page.request);
  const token = await freshBuyerWithBalance(page, product.price + 10_000);

  // ---- the coupon center: claim ----
  await page.goto('/coupons');
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('5');
  await card.getByRole('button', { name: '立即领取' }).click();
  await expect(page.getByText('领取成功')).toBeVisible();
  await expect(card.getByText('已领取')).toBeVisible();

  // ---- buy now → the checkout offers it, chosen ----
  await page.goto(`/submit-order?prodId=${product.prodId}&skuId=${product.skuId}&prodCount=1`);
  await expect(page.getByRole('heading', { level: 1, name: '确认订单' })).toBeVisible();
  const coupons = page.getByRole('region', { name: '优惠券' });
  const ours = coupons.getByRole('radio', { name: new RegExp(name) });
  await expect(ours).toBeChecked();
  await expect(coupons.getByText('省¥61.00')).toBeVisible();

  // the page's totals are the API's, and they add up to the fen
  const confirm = (await (await page.request.post('/shop-api/p/order/confirm', {
    headers: { Authorization: token }, data: { orderItem: { prodId: product.prodId, skuId: product.skuId, prodCount: 1 } },
  })).json()) as { productTotal: number; freight: number; discount: number; actualTotal: number; coupons: { chosen: number[]; discount: number } };
  expect(confirm.productTotal).toBe(product.price);
  expect(confirm.actualTotal).toBe(confirm.productTotal - confirm.discount + confirm.freight);
  expect(confirm.coupons.discount).toBeGreaterThanOrEqual(6100);
  const payable = page.locator('.co-sum__total');
  await expect(payable).toContainText(yuan(confirm.actualTotal));
  await expect(page.locator('.co-sum__rows')).toContainText(`-¥${yuan(confirm.discount)}`);

  // none: the totals go back up; then ours again
  await coupons.getByRole('radio', { name: '不使用优惠券' }).last().click();
  await expect(page).toHaveURL(/couponIds=/);
  await expect(ours).not.toBeChecked();
  await expect(payable).toContainText(yuan(confirm.actualTotal + 6100));
  await ours.click();
  await expect(ours).toBeChecked();
  await expect(payable).toContainText(yuan(confirm.actualTotal));

  // ---- submit → pay with the balance ----
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/payment\?orderNumbers=\d+$/);
  await expect(page.getByRole('heading', { name: '收银台' })).toBeVisible();
  await expect(page.locator('main')).toContainText(yuan(confirm.actualTotal));
  await page.getByRole('radio', { name: /余额支付/ }).check();
  await page.getByRole('button', { name: '立即支付' }).click();
  const dialog = page.getByRole('dialog', { name: '请输入支付密码' });
  await dialog.getByLabel('6位数字支付密码').fill(PAY_PASSWORD);
  await dialog.getByRole('button', { name: '确认支付' }).click();
  await page.waitForURL(/\/pay-success\?payNo=/);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();

  // ---- uc-coupons: it is under "used" ----
  await page.goto('/user-center/uc-coupons?status=1');
  await expect(page.getByRole('article', { name })).toBeVisible();
});

test('special discounts: the list → a discount → the product page shows the same special price (zh and en)', async ({ page }) => {
  await page.goto('/special-discount');
  await expect(page.getByRole('heading', { level: 1, name: '限时折扣' })).toBeVisible();
  await page.locator('.dsc-card').first().click();
  await expect(page).toHaveURL(/\/discount-detail\?id=\d+$/);
  const first = page.locator('.pcard').first();
  // the visible digits (a hidden word says which price it is: issue 16 took the aria-label off the plain span)
  const special = (await first.locator('.price__now').textContent())!.replace(/^\D+/, '');
  await first.click();
  await expect(page).toHaveURL(/\/detail\/\d+$/);
  await expect(page.getByText('限时折扣', { exact: true })).toBeVisible();
  await expect(page.locator('.buybox__price .price__now')).toContainText(special);
  // English
  await page.goto(`${page.url()}?lang=en`);
  await expect(page.getByText('Special discount', { exact: true })).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1); // the popover opens once the page is interactive
  // the coupons popover of the product
  await page.getByRole('button', { name: 'Coupons' }).click();
  await expect(page.getByRole('dialog', { name: 'Coupons to claim' })).toBeVisible();
});

test('the home page cards show the special price of a product under a special discount', async ({ page }) => {
  const latest = (await (await page.request.get('/shop-api/prod/lastedProdPage?current=1&size=10')).json()) as { records: { prodId: number; price: number }[] };
  const hot = (await (await page.request.get('/shop-api/prod/hotSaleProds?size=10')).json()) as { prodId: number; price: number }[];
  const cards = [...latest.records, ...hot];
  const specials = (await (await page.request.get(`/shop-api/discount/prices?prodIds=${cards.map((c) => c.prodId).join(',')}`)).json()) as { prodId: number; kind: number; value: number }[];
  // the demo mall has discounted products among the home page's cards
  expect(specials.length).toBeGreaterThan(0);
  const one = specials[0]!;
  const price = cards.find((c) => c.prodId === one.prodId)!.price;
  // the shared formula: kind 1 pays value% (half up), kind 2 takes value fen off each unit (never below 1 fen)
  const special = one.kind === 1 ? Math.floor((price * one.value + 50) / 100) : Math.max(1, price - one.value);
  await page.goto('/');
  const card = page.locator(`a.pcard[href="/detail/${one.prodId}"]`).first();
  await expect(card.locator('.pcard__tag')).toHaveText('限时价');
  await expect(card.locator('.price__now')).toContainText(yuan(special));
});
