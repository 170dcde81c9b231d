// Membership (issue 14), in zh and in en: a new buyer (a top-up of ¥300 and a payment password through the API) buys
// the monthly paid membership with the balance on /member-center/buy-member, sees it on /member-center/member-center
// with the level and growth, the member price saved in the cart and the member price line on /submit-order.
import { expect, test, type APIRequestContext } from './support/test';
import { DEMO_PAY_PASSWORD, ensureAddress, logInAs, registerUser } from './support/storefront';

const TEXTS = {
  zh: {
    buy: '开通付费会员', password: '支付密码', pay: /^支付 ¥15\.00$/, done: /开通成功，会员有效期至/, level: '我的等级：普通会员', growth: '成长值 0',
    active: /月卡 有效期至/, saved: /会员价已省 ¥\d+\.\d\d/, checkout: '确认订单', memberPrice: '会员价',
  },
  en: {
    buy: 'Buy a membership', password: 'Payment password', pay: /^Pay ¥15\.00$/, done: /Done: your membership is valid until/, level: 'My level: Member', growth: 'Growth 0',
    active: /Monthly pass, valid until/, saved: /Member price saves ¥\d+\.\d\d/, checkout: 'Confirm order', memberPrice: 'Member price',
  },
} as const;

/** A physical product with one SKU in stock priced ¥100 or more, with its shop. */
async function product(request: APIRequestContext): Promise<{ prodId: number; skuId: number; shopId: number }> {
  const { records } = (await (await request.get('/shop-api/search/prodPage?current=1&size=60')).json()) as { records: { prodId: number }[] };
  for (const p of records) {
    const info = (await (await request.get(`/shop-api/prod/prodInfo?prodId=${p.prodId}`)).json()) as { shopId: number; goodsType: number; skus: { skuId: number; stock: number; price: number }[] };
    const sku = info.skus[0]!;
    if (info.goodsType === 0 && info.skus.length === 1 && sku.stock >= 5 && sku.price >= 10000) return { prodId: p.prodId, skuId: sku.skuId, shopId: info.shopId };
  }
  throw new Error('no product of ¥100 or more');
}

for (const lang of ['zh', 'en'] as const) {
  const T = TEXTS[lang];
  const q = lang === 'en' ? '?lang=en' : '';

  test(`a new buyer buys a paid membership with the balance and sees the member price (${lang})`, async ({ page }) => {
    test.setTimeout(60_000); // five pages and a top-up: ~15 s alone, more on a loaded CI machine
    const account = await registerUser(page.request, `mb${lang}`);
    const token = await logInAs(page, account.userName, account.passWord);
    const headers = { Authorization: token };
    expect((await page.request.put('/shop-api/p/user/payPassword', { headers, data: { payPassword: DEMO_PAY_PASSWORD, confirmPayPassword: DEMO_PAY_PASSWORD } })).status()).toBe(200);
    const top = (await (await page.request.post('/shop-api/p/balance/recharge', { headers, data: { amount: 30_000 } })).json()) as { codeUrl: string };
    const prepayId = new URL(top.codeUrl, 'http://x').searchParams.get('prepayId');
    expect((await page.request.post('/shop-api/payment/sandbox/confirm', { data: { prepayId } })).status()).toBe(200);
    await ensureAddress(page.request, token);

    await page.goto(`/member-center/buy-member${q}`);
    await expect(page.getByRole('heading', { level: 1, name: T.buy })).toBeVisible();
    await page.getByLabel(T.password).fill(DEMO_PAY_PASSWORD);
    await page.getByRole('button', { name: T.pay }).click();
    await expect(page.getByText(T.done)).toBeVisible();

    await page.goto(`/member-center/member-center${q}`);
    await expect(page.getByRole('heading', { level: 1, name: T.level })).toBeVisible();
    await expect(page.getByText(T.growth, { exact: true })).toBeVisible();
    await expect(page.getByText(T.active)).toBeVisible();

    const item = await product(page.request);
    expect((await page.request.post('/shop-api/p/shopCart/changeItem', { headers, data: { ...item, count: 1 } })).status()).toBe(200);
    await page.goto(`/cart${q}`);
    await expect(page.getByTestId('cart-member-price')).toHaveText(T.saved);

    const lq = lang === 'en' ? '&lang=en' : '';
    await page.goto(`/submit-order?prodId=${item.prodId}&skuId=${item.skuId}&prodCount=1&couponIds=${lq}`);
    await expect(page.getByRole('heading', { level: 1, name: T.checkout })).toBeVisible();
    const line = page.getByTestId('co-member-price');
    await expect(line).toContainText(T.memberPrice);
    await expect(line).toContainText(/-¥\d+\.\d\d/);
  });
}
