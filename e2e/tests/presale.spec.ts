// Pre-sale (issue 18, decision 035): the seller centre lists the demo shop's pre-sales; the product page of the demo
// deposit pre-sale shows the pre-sale price, the deposit and what it counts for, the windows, the ship date and the
// rule for an unpaid balance (zh and en); the demo buyer pays the deposit through the usual cashier and finds the
// pre-sale order waiting for its balance in the user center's 我的预售. The balance window and the forfeit need the clock to move: they are
// tested in apps/api/test/presale.test.ts with a ManualClock.
import { expect, test, type APIRequestContext } from './support/test';
import { openConsole, enterStorePassword } from './support/console';
import { ensureAddress, logInAs, payWithBalance, tokenOf } from './support/storefront';

interface SellerPresale { presaleId: number; prodId: number; mode: number; deposit: number; deductValue: number; state: string }

async function demoDepositPresale(request: APIRequestContext): Promise<SellerPresale> {
  const token = await tokenOf(request, 'demo_seller', 'demo@123456');
  const session = await request.post('/shop-api/p/seller/session', { headers: { authorization: `Bearer ${token}` }, data: { password: 'store123' } });
  expect(session.status()).toBe(200);
  const res = await request.get('/shop-api/p/seller/presales?size=50', { headers: { authorization: `Bearer ${token}`, 'x-store-token': (await session.json()).storeToken } });
  expect(res.status()).toBe(200);
  const found = ((await res.json()).records as SellerPresale[]).find((p) => p.mode === 2 && p.state === 'on');
  expect(found, 'the demo deposit pre-sale').toBeTruthy();
  return found!;
}

test('the seller centre lists the shop\'s pre-sales', async ({ page }) => {
  await openConsole(page, 'seller', 'demo_seller', 'demo@123456');
  await enterStorePassword(page, 'store123');
  await page.goto('/console/seller/presales?lang=en');
  await expect(page.getByText('Deposit + balance').first()).toBeVisible();
  await page.getByRole('button', { name: 'New pre-sale' }).click();
  const dialog = page.getByRole('dialog', { name: 'New pre-sale' });
  await expect(dialog.getByText('Balance not paid in time: order closed, deposit kept, stock released')).toBeVisible();
  // the SKU is chosen with the picker (the shop's own products), no typed id
  await expect(dialog.getByText('Choose a product first, then its specs')).toBeVisible();
});

test('the pre-sale tag on product cards (list) and the pre-sale badge on the product page, zh and en', async ({ page }) => {
  const p = await demoDepositPresale(page.request);
  const name = ((await (await page.request.get(`/shop-api/prod/prodInfo?prodId=${p.prodId}`, { headers: { 'accept-language': 'zh' } })).json()) as { prodName: string }).prodName;
  for (const [lang, tag] of [['zh', '预售'], ['en', 'Pre-sale']] as const) {
    // the list: the pre-sale product's card carries the tag
    await page.goto(`/list?pn=${encodeURIComponent(name)}&lang=${lang}`);
    const card = page.locator(`a.pcard[href="/detail/${p.prodId}"]`);
    await expect(card.getByTestId('presale-tag')).toHaveText(tag);
    // the product page: the badge by the name, the pre-sale option marked in the spec picker
    await page.goto(`/detail/${p.prodId}?lang=${lang}`);
    await expect(page.locator('.buybox__name').getByTestId('presale-badge')).toHaveText(tag);
    await expect(page.locator('.sku__tag').first()).toHaveText(tag);
  }
});

test('the demo buyer pays the deposit of a pre-sale through the cashier', async ({ page }) => {
  const p = await demoDepositPresale(page.request);
  const token = await logInAs(page, 'demo_buyer', 'demo@123456');
  await ensureAddress(page.request, token);

  await page.goto(`/detail/${p.prodId}?lang=en`);
  const en = page.getByTestId('presale-panel');
  await expect(en.getByText('Pre-sale with deposit', { exact: true })).toBeVisible();
  await expect(en.getByText(/Deposit rule: a deposit of ¥50\.00 counts as ¥80\.00/)).toBeVisible();

  await page.goto(`/detail/${p.prodId}?lang=zh`);
  const panel = page.getByTestId('presale-panel');
  await expect(panel.getByText('定金预售', { exact: true })).toBeVisible();
  await expect(panel.getByTestId('presale-deposit')).toHaveText('¥50.00');
  await expect(panel.getByText('抵¥80.00', { exact: true })).toBeVisible();
  await expect(panel.getByText(/逾期未付订单关闭，定金不予退还/)).toBeVisible();
  await expect(panel.getByText('尾款支付', { exact: true })).toBeVisible();
  await panel.getByTestId('presale-buy').click();

  await expect(page.getByRole('heading', { level: 1, name: '确认预售订单（支付定金）' })).toBeVisible();
  await expect(page.getByTestId('presale-rule')).toContainText('本次支付定金¥50.00，可抵¥80.00');
  await page.getByRole('button', { name: '提交订单并支付定金' }).click();
  await page.waitForURL(/\/payment\?orderNumbers=/);
  const orderNumber = new URL(page.url()).searchParams.get('orderNumbers')!;
  await payWithBalance(page);

  const mine = await page.request.get('/shop-api/p/presale/orders', { headers: { authorization: `Bearer ${token}` } });
  const row = ((await mine.json()) as { depositOrderNumber: string; status: number; depositTotal: number }[]).find((o) => o.depositOrderNumber === orderNumber);
  expect(row).toMatchObject({ status: 2, depositTotal: 5000 });

  // the user center lists it, waiting for its balance
  await page.goto('/user-center/uc-presale');
  await expect(page.getByRole('heading', { level: 1, name: '我的预售' })).toBeVisible();
  await expect(page.getByTestId('presale-order').filter({ hasText: '待付尾款' }).first()).toBeVisible();
});
