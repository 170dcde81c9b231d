// Packages and gifts (issue 18, decision 036): a new buyer finds the demo package on a member product's page ("buy
// together": package price and saving), buys it through the checkout (package lines, and the gift line the demo gift
// rule adds at price 0), sees the order's package and gift lines on the order page, and sees the gift line in the cart
// when the main product is in it; the seller centre lists the package and the gift rule.
import { expect, test, type APIRequestContext } from './support/test';
import { openConsole } from './support/console';
import { ensureAddress, logInAs, registerUser, tokenOf } from './support/storefront';

interface Bundle { id: number; name: string; price: number; saving: number; parts: { prodId: number; skuId: number; prodName: string }[] }

/** The demo package of demo_seller's shop: found on its products' pages. */
async function demoBundle(request: APIRequestContext): Promise<Bundle> {
  const seller = await tokenOf(request, 'demo_seller', 'demo@123456');
  const { shopId } = (await (await request.get('/shop-api/p/user/centerInfo', { headers: { Authorization: seller } })).json()) as { shopId: number };
  for (let current = 1; current <= 20; current++) {
    const { records } = (await (await request.get(`/shop-api/search/prodPage?shopId=${shopId}&size=50&current=${current}`)).json()) as { records: { prodId: number }[] };
    if (records.length === 0) break;
    for (const p of [...records].sort((a, b) => b.prodId - a.prodId)) {
      const found = (await (await request.get(`/shop-api/prod/bundles?prodId=${p.prodId}`)).json()) as Bundle[];
      if (found[0]) return found[0];
    }
  }
  throw new Error('no demo package');
}

const yuan = (fen: number) => (fen / 100).toFixed(2);

test('buy a package on its product page → the checkout and the order show the package lines and a gift line; the cart shows the gift', async ({ page }) => {
  const bundle = await demoBundle(page.request);
  const main = bundle.parts[0]!;
  const buyer = await registerUser(page.request, 'bg');
  const token = await logInAs(page, buyer.userName, buyer.passWord);
  await ensureAddress(page.request, token);

  // ---- the product page: buy together, with the package price and the saving; the gift it earns ----
  await page.goto(`/detail/${main.prodId}`);
  const together = page.getByRole('region', { name: '优惠套餐' });
  await expect(together).toBeVisible();
  const card = together.getByTestId('bundle').filter({ hasText: bundle.name });
  await expect(card).toContainText(yuan(bundle.price));
  if (bundle.saving > 0) await expect(card).toContainText(`省¥${yuan(bundle.saving)}`);
  await expect(page.getByRole('region', { name: '赠品' })).toContainText('购买本品满1件');
  await card.getByRole('button', { name: '立即购买' }).click();

  // ---- the checkout: the package's parts (marked) and the gift line at price 0 ----
  await expect(page).toHaveURL(new RegExp(`/submit-order\\?bundleId=${bundle.id}`));
  await expect(page.locator('.co-line .bg-tag--bundle')).toHaveCount(bundle.parts.length);
  const giftLine = page.getByTestId('gift-line');
  await expect(giftLine).toHaveCount(1);
  await expect(giftLine).toContainText('赠品');
  await expect(giftLine).toContainText('免费赠送');
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/payment\?orderNumbers=\d+$/);
  const orderNumber = new URL(page.url()).searchParams.get('orderNumbers')!;

  // ---- the order page: package lines and the gift line (price 0) ----
  await page.goto(`/order-detail?orderNumber=${orderNumber}`);
  await expect(page.locator('.od-item .bg-tag--bundle')).toHaveCount(bundle.parts.length);
  const gift = page.locator('.od-item', { has: page.locator('.bg-tag--gift') });
  await expect(gift).toHaveCount(1);
  await expect(gift).toContainText('¥0.00');
  await page.goto(`/order-detail?orderNumber=${orderNumber}&lang=en`);
  await expect(page.locator('.od-item .bg-tag--gift')).toHaveText('Gift');

  // ---- the cart: the main product in it earns the gift line ----
  const add = await page.request.post('/shop-api/p/shopCart/changeItem', { headers: { Authorization: token }, data: { prodId: main.prodId, skuId: main.skuId, count: 1 } });
  expect(add.status(), await add.text()).toBe(200);
  await page.goto('/cart?lang=zh');
  await expect(page.getByTestId('gift-line')).toContainText('赠品');
  await page.goto('/cart?lang=en');
  await expect(page.getByTestId('gift-line')).toContainText('Free');

  // ---- the seller centre lists the package and the gift rule ----
  await page.context().clearCookies();
  await openConsole(page, 'seller/bundles', 'demo_seller', 'demo@123456');
  await expect(page.getByLabel('Store password')).toBeVisible();
  await page.getByLabel('Store password').fill('store123');
  await page.getByRole('button', { name: 'Enter' }).click();
  await expect(page.getByRole('menuitem', { name: /Packages/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Value package' })).toBeVisible();
  // editing it shows its parts by name (the SKU picker's route, scoped to the seller's shop), not as bare ids
  await page.getByRole('row', { name: /Value package/ }).getByRole('button', { name: 'Edit' }).click();
  const parts = page.getByRole('dialog').getByTestId('bundle-parts');
  await expect(parts.locator('.ant-tag')).toHaveCount(bundle.parts.length);
  await expect(parts.locator('.ant-tag').first()).toContainText('¥');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('menuitem', { name: /Gifts with purchase/ }).click();
  await expect(page.getByRole('cell', { name: 'Free gift with purchase' })).toBeVisible();
});

// FIXME (presale2 helper, 04:06): passes up to the cart (one group, quantity 2, subtotal and total); after "去结算" the
// checkout page did not show the package lines within the timeout on a loaded machine — not yet diagnosed (the API
// path, confirm with cartBundleIds, is covered in apps/api/test/bundles-gifts.test.ts).
test('a package in the cart: two packages added from the product page show as one group with one quantity, and check out at the package price', async ({ page }) => {
  const bundle = await demoBundle(page.request);
  const main = bundle.parts[0]!;
  const buyer = await registerUser(page.request, 'bgc');
  const token = await logInAs(page, buyer.userName, buyer.passWord);
  await ensureAddress(page.request, token);

  await page.goto(`/detail/${main.prodId}`);
  const card = page.getByRole('region', { name: '优惠套餐' }).getByTestId('bundle').filter({ hasText: bundle.name });
  await card.getByRole('button', { name: '增加数量' }).click();
  await card.getByRole('button', { name: '套餐加入购物车' }).click();
  await expect(page.getByText('套餐已加入购物车')).toBeVisible();

  // ---- the cart: one package group, its parts with their shares, quantity 2, subtotal 2 × the package price ----
  await page.goto('/cart');
  const group = page.getByTestId('cart-bundle');
  await expect(group).toHaveCount(1);
  await expect(group).toContainText(bundle.name);
  await expect(group.locator('.cart-bundle__part')).toHaveCount(bundle.parts.length);
  await expect(group.getByRole('textbox', { name: /数量/ })).toHaveValue('2');
  await expect(group.locator('.cart-line__subtotal')).toContainText(yuan(bundle.price * 2));
  await expect(page.locator('.cart-bar__total')).toContainText(yuan(bundle.price * 2));
  await page.goto('/cart?lang=en');
  await expect(page.getByTestId('cart-bundle')).toContainText('Package');

  // ---- checkout from the cart: the package's parts (marked) at the same total as bought now ----
  await page.goto('/cart?lang=zh');
  await page.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/submit-order\?.*cartBundleIds=\d+/);
  await expect(page.locator('.co-line .bg-tag--bundle')).toHaveCount(bundle.parts.length);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/payment\?orderNumbers=\d+$/);
  const orderNumber = new URL(page.url()).searchParams.get('orderNumbers')!;
  const detail = await (await page.request.get(`/shop-api/p/myOrder/orderDetail?orderNumber=${orderNumber}`, { headers: { Authorization: token } })).json() as { items: { bundleId: number | null; actualTotal: number }[] };
  expect(detail.items.filter((i) => i.bundleId === bundle.id).reduce((s, i) => s + i.actualTotal, 0)).toBe(bundle.price * 2);
  // the package left the cart
  await page.goto('/cart?lang=zh');
  await expect(page.getByTestId('cart-bundle')).toHaveCount(0);
});
