// Reviews, in zh and in en: a new buyer buys a product of demo_seller's shop (API: confirm, submit, the sandbox's QR
// payment) → the seller ships (API, store session) → the buyer confirms receipt on the order page → writes a review
// with a photo on /write-comments (stars, the 0/150 counter) → the seller replies in the seller centre → the product
// page shows the review with the photo and the reply, and my reviews lists it.
import { expect, test, type APIRequestContext } from './support/test';
import { enterStorePassword, openConsole, PNG } from './support/console';
import { ensureAddress, registerUser, tokenOf } from './support/storefront';

const TEXTS = {
  zh: {
    receipt: '确认收货', receiptOk: '确认收货', review: '评价', title: '评价晒单', stars: '5 星', content: '评价内容', submit: '发表评价',
    evaluated: '订单中的商品已全部评价', reviewed: '已评价', tab: /商品评价/, reply: '商家回复：', withPics: /有图 \(\d+\)/, mine: '我的评价',
  },
  en: {
    receipt: 'Confirm receipt', receiptOk: 'Confirm receipt', review: 'Review', title: 'Write reviews', stars: '5 stars', content: 'Your review', submit: 'Post review',
    evaluated: 'Every item of the order is reviewed', reviewed: 'Reviewed', tab: /Reviews/, reply: 'Shop reply:', withPics: /With photos \(\d+\)/, mine: 'My reviews',
  },
} as const;

/** A physical product of demo_seller's shop with stock; answers its id, the SKU and the shop. */
async function sellerProduct(request: APIRequestContext, sellerToken: string) {
  const info = (await (await request.get('/shop-api/p/user/centerInfo', { headers: { Authorization: sellerToken } })).json()) as { shopId: number };
  const { records } = (await (await request.get(`/shop-api/search/prodPage?shopId=${info.shopId}&size=40`)).json()) as { records: { prodId: number }[] };
  for (const p of records) {
    const d = (await (await request.get(`/shop-api/prod/prodInfo?prodId=${p.prodId}`)).json()) as { goodsType: number; skus: { skuId: number; stock: number }[] };
    const sku = d.skus.find((s) => s.stock >= 3);
    if (d.goodsType === 0 && sku) return { prodId: p.prodId, skuId: sku.skuId, shopId: info.shopId };
  }
  throw new Error('demo_seller has no product to buy');
}

/** The buyer places and pays (sandbox QR) one order of the product; answers its number. */
async function boughtOrder(request: APIRequestContext, token: string, item: { prodId: number; skuId: number }) {
  const headers = { Authorization: token };
  await ensureAddress(request, token);
  const confirm = await request.post('/shop-api/p/order/confirm', { headers, data: { orderItem: { ...item, prodCount: 1 } } });
  expect(confirm.status(), await confirm.text()).toBe(200);
  const submit = await request.post('/shop-api/p/order/submit', { headers, data: { submitToken: (await confirm.json()).submitToken } });
  expect(submit.status(), await submit.text()).toBe(200);
  const orderNumber = ((await submit.json()) as { orderNumbers: string[] }).orderNumbers[0]!;
  const pay = await request.post('/shop-api/p/payment/wxNativePay', { headers, data: { orderNumbers: [orderNumber] } });
  expect(pay.status(), await pay.text()).toBe(200);
  const prepayId = new URL(((await pay.json()) as { codeUrl: string }).codeUrl, 'http://x').searchParams.get('prepayId');
  expect((await request.post('/shop-api/payment/sandbox/confirm', { data: { prepayId } })).status()).toBe(200);
  return orderNumber;
}

/** demo_seller ships the order through the seller API (store session). */
async function ship(request: APIRequestContext, sellerToken: string, orderNumber: string) {
  const auth = { Authorization: sellerToken };
  const session = await request.post('/shop-api/p/seller/session', { headers: auth, data: { password: 'store123' } });
  expect(session.status(), await session.text()).toBe(200);
  const headers = { ...auth, 'X-Store-Token': ((await session.json()) as { storeToken: string }).storeToken };
  const order = (await (await request.get(`/shop-api/p/seller/orders/${orderNumber}`, { headers })).json()) as { items: { itemId: number }[] };
  const res = await request.post(`/shop-api/p/seller/orders/${orderNumber}/ship`, {
    headers, data: { packages: [{ companyCode: 'SF', waybillNo: `SF${orderNumber}`, itemIds: order.items.map((i) => i.itemId) }] },
  });
  expect(res.status(), await res.text()).toBe(200);
}

for (const lang of ['zh', 'en'] as const) {
  test(`buy → ship → receive → review with a photo → the seller replies → the product page shows both (${lang})`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const T = TEXTS[lang];
    const q = lang === 'en' ? '&lang=en' : '';
    const sellerToken = await tokenOf(page.request, 'demo_seller', 'demo@123456');
    const product = await sellerProduct(page.request, sellerToken);
    const buyerAccount = await registerUser(page.request, `rv${lang}`);
    const token = await tokenOf(page.request, buyerAccount.userName, buyerAccount.passWord);
    const orderNumber = await boughtOrder(page.request, token, product);
    await ship(page.request, sellerToken, orderNumber);

    // the buyer confirms receipt on the order page, then the line offers a review
    await page.context().addCookies([{ name: 'token', value: token, url: test.info().project.use.baseURL! }]);
    await page.goto(`/order-detail?orderNumber=${orderNumber}${q}`);
    await page.getByRole('button', { name: T.receipt }).first().click();
    await page.getByRole('alertdialog').getByRole('button', { name: T.receiptOk }).click();
    await page.getByRole('link', { name: T.review, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/write-comments\\?orderNumber=${orderNumber}`));
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();

    // the form: a photo, 5 stars, the counter follows the text
    const text = `${lang === 'zh' ? '杯子很好用，保温效果不错' : 'Great cup, keeps tea hot'} ${Date.now() % 1e6}`;
    await page.locator('input[type=file]').setInputFiles({ name: 'cup.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.locator('.rv-photos__item img')).toHaveCount(1);
    await page.getByLabel(T.stars, { exact: true }).check({ force: true });
    await page.getByLabel(T.content).fill(text);
    await expect(page.getByText(`${[...text].length}/150`)).toBeVisible();
    await page.getByRole('button', { name: T.submit }).click();
    await expect(page.getByText(T.evaluated)).toBeVisible();
    await expect(page.getByText(T.reviewed, { exact: true })).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();

    // the seller replies in the seller centre
    const reply = `${lang === 'zh' ? '感谢您的支持' : 'Thank you'} ${Date.now() % 1e6}`;
    const sellerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const seller = await sellerContext.newPage();
    await openConsole(seller, 'seller', 'demo_seller', 'demo@123456');
    await enterStorePassword(seller, 'store123');
    await seller.getByRole('menuitem', { name: 'Reviews' }).click();
    const row = seller.getByRole('row', { name: new RegExp(text.split(' ').pop()!) });
    await row.getByRole('button', { name: 'Reply' }).click();
    const dialog = seller.getByRole('dialog', { name: 'Reply to the review' });
    await dialog.getByLabel('Your reply').fill('   ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('The reply cannot be empty')).toBeVisible();
    await dialog.getByLabel('Your reply').fill(reply);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await seller.getByRole('tab', { name: 'All reviews' }).click();
    await expect(seller.getByRole('row', { name: new RegExp(text.split(' ').pop()!) })).toContainText(reply);
    await sellerContext.close();

    // the product page: the review with its photo and the reply
    await page.goto(`/detail/${product.prodId}${q.replace('&', '?')}`);
    await page.getByRole('tab', { name: T.tab }).click();
    const item = page.locator('.rv-item', { hasText: text });
    await expect(item).toBeVisible();
    await expect(item.locator('.rv-pics img')).toHaveCount(1);
    await expect(item.locator('.rv-reply')).toContainText(T.reply);
    await expect(item.locator('.rv-reply')).toContainText(reply);
    await expect(page.getByRole('button', { name: T.withPics })).toBeVisible();

    // my reviews
    await page.goto(`/user-center/uc-comments${q.replace('&', '?')}`);
    await expect(page.getByRole('heading', { level: 1, name: T.mine })).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByText(reply)).toBeVisible();
  });
}
