// Opening a shop and selling through it, across the storefront and both consoles: a new user applies for a shop →
// the operator rejects it with remarks → the user edits and resubmits → the operator approves → the owner sets the
// store password, enters the seller centre and creates a two-SKU product → it is on the storefront → a buyer orders
// and pays → the seller ships it → the buyer sees the waybill.
import { expect, test, type Browser, type Page } from './support/test';
import { createTwoSkuProduct, enterStorePassword, openConsole, PNG, putOnShelf, settled } from './support/console';
import { ensureAddress, logInAs, payWithBalance, registerUser } from './support/storefront';

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** The operator opens the application in the platform console and approves it or rejects it with remarks. */
async function review(operator: Page, shopName: string, decision: { reject: string } | 'approve') {
  await openConsole(operator, 'platform', 'demo_admin', 'admin@123456');
  const row = operator.getByRole('row', { name: new RegExp(shopName) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Details' }).click();
  const drawer = operator.getByRole('dialog', { name: shopName });
  await expect(drawer.getByText('Under review').first()).toBeVisible();
  if (decision === 'approve') {
    await drawer.getByRole('button', { name: 'Approve' }).click();
  } else {
    await drawer.getByRole('button', { name: 'Reject' }).click();
    await operator.getByPlaceholder('Please give the reason for rejecting').fill(decision.reject);
  }
  const ok = operator.getByRole('button', { name: 'OK', exact: true });
  await (await settled(operator.getByRole('dialog').filter({ has: ok }))).getByRole('button', { name: 'OK', exact: true }).click();
  await expect(row).toBeHidden();
}

test('apply → rejected → resubmit → approved → store password → product → a buyer pays → shipped → waybill', async ({ browser }) => {
  test.setTimeout(240_000);
  const owner = await newPage(browser);
  const operator = await newPage(browser);
  const buyer = await newPage(browser);
  const stamp = String(Date.now() % 1e6);
  // a Latin name: the shop shows on the home page, which another journey checks is all English in English
  const shopName = `JourneyShop${stamp}`;
  const remarks = `营业执照不清晰 ${stamp}`;

  // ---- a new user applies for a shop ----
  const account = await registerUser(owner.request, 'shop');
  await logInAs(owner, account.userName, account.passWord);
  await owner.goto('/shopApply?lang=en');
  await owner.getByLabel('Store name').fill(shopName);
  await owner.getByLabel('Store description').fill('Handmade cups and teaware from Hangzhou.');
  const regions = owner.locator('.sa-card select');
  await regions.nth(0).selectOption('330000');
  await regions.nth(1).selectOption('330100');
  await regions.nth(2).selectOption('330106');
  await owner.getByLabel('Detailed address').fill('文三路 100 号 2 幢');
  await owner.getByLabel('Contact number').fill('0571-88886666');
  const files = owner.locator('.sa-card input[type=file]');
  await expect(files).toHaveCount(4);
  for (let i = 0; i < 4; i++) await files.nth(i).setInputFiles({ name: `doc${i}.png`, mimeType: 'image/png', buffer: PNG });
  await expect(owner.locator('.sa-card img')).toHaveCount(4);
  await owner.getByRole('button', { name: 'Submit application' }).click();
  await expect(owner.getByText('Your shop application is under review, please wait.')).toBeVisible();

  // ---- the operator rejects it with remarks; the owner sees them, edits and resubmits ----
  await review(operator, shopName, { reject: remarks });
  await owner.reload();
  await expect(owner.getByText('Your shop application did not pass', { exact: false })).toBeVisible();
  await expect(owner.getByText(remarks)).toBeVisible();
  await owner.getByLabel('Store description').fill('Handmade cups and teaware from Hangzhou, clear licence attached.');
  await owner.getByRole('button', { name: 'Resubmit' }).click();
  await expect(owner.getByText('Your shop application is under review, please wait.')).toBeVisible();

  // ---- the operator approves: the shop is open ----
  await review(operator, shopName, 'approve');
  await owner.reload();
  await expect(owner.getByText('Congratulations, your shop is open!')).toBeVisible();

  // ---- the owner sets the store password and enters the seller centre ----
  await owner.goto('/user-center/uc-shopaccount?lang=en');
  await owner.getByLabel('New store password').fill('store456');
  await owner.getByLabel('Confirm the store password').fill('store456');
  await owner.getByRole('button', { name: 'Save' }).click();
  await expect(owner.getByText('The store password was saved')).toBeVisible();
  await openConsole(owner, 'seller', account.userName, account.passWord);
  await enterStorePassword(owner, 'store456');
  const nameEn = `Journey cup ${stamp}`;
  const prodId = await createTwoSkuProduct(owner, {
    nameZh: `旅程杯 ${stamp}`,
    nameEn,
    skus: [{ zh: '青色', en: 'Cyan', price: '88.00', stock: '7' }, { zh: '白色', en: 'White', price: '66.60', stock: '3' }],
  });
  await putOnShelf(owner, nameEn);

  // ---- the product is on the storefront, in the new shop ----
  await buyer.goto(`/detail/${prodId}?lang=en`);
  await expect(buyer.getByText(nameEn).first()).toBeVisible();
  await expect(buyer.getByText(shopName).first()).toBeVisible();

  // ---- a buyer orders the white one and pays with the balance ----
  const token = await logInAs(buyer, 'demo_buyer', 'demo@123456');
  await ensureAddress(buyer.request, token);
  const info = (await (await buyer.request.get(`/shop-api/prod/prodInfo?prodId=${prodId}`)).json()) as { skus: { skuId: number; price: number }[] };
  const white = info.skus.find((s) => s.price === 6660)!;
  // back to Chinese (the language stays in a cookie once chosen)
  await buyer.goto(`/submit-order?prodId=${prodId}&skuId=${white.skuId}&prodCount=1&lang=zh`);
  await buyer.getByRole('button', { name: '提交订单' }).click();
  await expect(buyer).toHaveURL(/\/payment\?orderNumbers=\d+$/);
  const orderNumber = new URL(buyer.url()).searchParams.get('orderNumbers')!;
  const confirm = (await (await buyer.request.post('/shop-api/p/order/confirm', {
    headers: { Authorization: token }, data: { orderItem: { prodId, skuId: white.skuId, prodCount: 1 } },
  })).json()) as { productTotal: number; actualTotal: number };
  expect(confirm.productTotal).toBe(6660);
  await expect(buyer.locator('main')).toContainText(`¥${(confirm.actualTotal / 100).toFixed(2)}`);
  await payWithBalance(buyer);

  // ---- the seller ships it with a waybill ----
  const waybill = `SF${stamp}0001`;
  await owner.getByRole('menuitem', { name: 'Orders' }).click();
  await expect(owner.getByRole('row', { name: new RegExp(orderNumber) })).toBeVisible();
  await owner.goto(`/console/seller/orders/${orderNumber}?lang=en`);
  await owner.getByRole('button', { name: 'Ship', exact: true }).click();
  const ship = owner.getByRole('dialog');
  await ship.getByLabel('Waybill number').fill(waybill);
  await ship.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(ship).toBeHidden();
  await expect(owner.getByRole('cell', { name: waybill })).toBeVisible();

  // ---- the buyer sees the waybill on the order ----
  await buyer.goto(`/order-detail?orderNumber=${orderNumber}`);
  await expect(buyer.getByText(waybill, { exact: true })).toBeVisible();
  await expect(buyer.getByText(`运单号 ${waybill}`, { exact: false })).toBeVisible();
});
