// Gifts alone (issue 18, decision 036): a freshly registered buyer puts the product of the demo gift rule ("buy it,
// get a gift") into the cart from its product page — no package involved — and finds the gift line at price 0 in the
// cart, at the checkout and on the order page, in zh and en. The rule is read from the seller centre's API, so the
// journey follows the demo data rather than a fixed product id.
import { expect, test, type APIRequestContext } from './support/test';
import { ensureAddress, logInAs, registerUser, tokenOf } from './support/storefront';

interface GiftRule { id: number; name: string; kind: string; prodId: number | null; prodName: string; minCount: number; giftName: string; giftCount: number; status: number }

/** The demo "buy it, get a gift" rule of demo_seller's shop, from the seller centre's list. */
async function demoGiftRule(request: APIRequestContext): Promise<GiftRule> {
  const token = await tokenOf(request, 'demo_seller', 'demo@123456');
  const authorization = `Bearer ${token}`;
  const session = await request.post('/shop-api/p/seller/session', { headers: { authorization }, data: { password: 'store123' } });
  expect(session.status()).toBe(200);
  const res = await request.get('/shop-api/p/seller/gift-rules', { headers: { authorization, 'x-store-token': (await session.json()).storeToken, 'accept-language': 'zh' } });
  expect(res.status()).toBe(200);
  const rule = ((await res.json()) as GiftRule[]).find((r) => r.kind === 'buy' && r.status === 1 && r.prodId !== null && r.minCount === 1);
  expect(rule, 'the demo gift rule (buy 1, get a gift)').toBeTruthy();
  return rule!;
}

test('a new buyer buys the product of a gift rule: the gift line at ¥0 in the cart, the checkout and the order (zh, en)', async ({ page }) => {
  const rule = await demoGiftRule(page.request);
  const buyer = await registerUser(page.request, 'gift');
  const token = await logInAs(page, buyer.userName, buyer.passWord);
  await ensureAddress(page.request, token);

  // ---- the product page names the gift; the product goes into the cart as an ordinary line ----
  await page.goto(`/detail/${rule.prodId}?lang=zh`);
  await expect(page.getByRole('region', { name: '赠品' })).toContainText(`购买本品满${rule.minCount}件`);
  await page.locator('.buybox').getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('已加入购物车').first()).toBeVisible();

  // ---- the cart: the main line and the gift line it earns (free, its value struck through) ----
  await page.goto('/cart?lang=zh');
  const gift = page.getByTestId('gift-line');
  await expect(gift).toHaveCount(1);
  await expect(gift).toContainText('赠品');
  await expect(gift).toContainText('免费');
  await expect(gift).toContainText(`×${rule.giftCount}`);
  await expect(gift).toContainText(rule.name);
  await expect(page.getByTestId('cart-bundle')).toHaveCount(0);
  // the gift adds nothing to the total: the total is the main line's subtotal
  const subtotal = (await page.locator('.cart-line__subtotal').first().innerText()).replace(/[^\d.]/g, '');
  await expect(page.locator('.cart-bar__total')).toContainText(subtotal);
  await page.goto('/cart?lang=en');
  await expect(page.getByTestId('gift-line')).toContainText('Gift');
  await expect(page.getByTestId('gift-line')).toContainText('Free');

  // ---- the checkout from the cart: the gift line again, then the order ----
  await page.goto('/cart?lang=zh');
  await page.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/submit-order\?/);
  await expect(page.getByTestId('gift-line')).toHaveCount(1);
  await expect(page.getByTestId('gift-line')).toContainText('免费赠送');
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/payment\?orderNumbers=\d+$/);
  const orderNumber = new URL(page.url()).searchParams.get('orderNumbers')!;

  // ---- the order page: the gift line at ¥0.00 beside the main line (zh, en) ----
  await page.goto(`/order-detail?orderNumber=${orderNumber}&lang=zh`);
  const line = page.locator('.od-item', { has: page.locator('.bg-tag--gift') });
  await expect(line).toHaveCount(1);
  await expect(line.locator('.bg-tag--gift')).toHaveText('赠品');
  await expect(line.locator('.od-item__total')).toHaveText('¥0.00');
  await expect(page.locator('.od-item')).toHaveCount(2);
  await page.goto(`/order-detail?orderNumber=${orderNumber}&lang=en`);
  await expect(line.locator('.bg-tag--gift')).toHaveText('Gift');
  await expect(line.locator('.od-item__total')).toHaveText('¥0.00');
});
