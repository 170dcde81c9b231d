// The mall inbox (issue 18): a new buyer's paid order, a refund the seller accepts — its after-sales notices reach
// the top bar's 站内信 count and the inbox on the user centre's home (zh, en); "mark all read" clears the count.
import { expect, test } from './support/test';
import { boughtWithBalance, sellerProduct } from './support/orders';
import { logInAs, registerUser, tokenOf } from './support/storefront';

test('after-sales notices in the mall inbox: the top bar count, the list on the user centre\'s home, mark all read (zh, en)', async ({ page }) => {
  const request = page.request;
  const seller = await tokenOf(request, 'demo_seller', 'demo@123456');
  const item = await sellerProduct(request, seller);
  const buyer = await registerUser(request, 'inbox');
  const token = await logInAs(page, buyer.userName, buyer.passWord);
  const { orderNumber, total } = await boughtWithBalance(request, token, item);
  const apply = await request.post('/shop-api/p/refund/apply', {
    headers: { Authorization: token }, data: { orderNumber, mode: 1, cargoStatus: 0, reason: 'noReason', amount: total, mobile: '13800138000' },
  });
  expect(apply.status(), await apply.text()).toBe(200);
  const { refundSn } = (await apply.json()) as { refundSn: string };
  const authorization = `Bearer ${seller}`;
  const session = await request.post('/shop-api/p/seller/session', { headers: { authorization }, data: { password: 'store123' } });
  const accept = await request.post(`/shop-api/p/seller/refunds/${refundSn}/accept`, { headers: { authorization, 'x-store-token': (await session.json()).storeToken }, data: {} });
  expect(accept.status(), await accept.text()).toBe(200);

  // ---- the top bar counts the unread notices on any page (the home has it too, behind its popup ad) ----
  await page.goto('/list?lang=zh');
  const link = page.getByTestId('inbox-link');
  await expect(link).toHaveAccessibleName(/站内信，\d+ 条未读/);
  await link.click();
  await expect(page).toHaveURL(/\/user-center#inbox$/);

  // ---- the inbox on the user centre's home: the request's notices, newest first, unread ----
  const inbox = page.getByRole('region', { name: /站内信/ });
  await expect(inbox.getByTestId('inbox-message').first()).toContainText(`售后单 ${refundSn}`);
  await expect(inbox.getByTestId('inbox-message').filter({ hasText: '商家已同意' })).toHaveCount(1);
  await page.goto('/user-center?lang=en');
  await expect(page.getByRole('region', { name: /Notifications/ }).getByTestId('inbox-message').first()).toContainText(`After-sales request ${refundSn}`);
  await expect(page.getByTestId('inbox-link')).toHaveAccessibleName(/Notifications, \d+ unread/);

  // ---- mark all read: no count left ----
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByRole('button', { name: 'Mark all read' })).toHaveCount(0);
  await page.goto('/user-center?lang=zh');
  await expect(page.getByTestId('inbox-link')).toHaveAccessibleName('站内信');
  await expect(page.locator('.inbox__item.is-unread')).toHaveCount(0);
});
