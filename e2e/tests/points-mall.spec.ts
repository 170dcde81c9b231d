// The points mall (issue 14), in zh and in en: the demo buyer opens 积分商城 / Points Mall from the nav, opens the
// cheapest points-only product (100 points), redeems one, lands on the order's page marked as a points order (paid
// already: no payment step), and finds the 100 points spent in uc-integral. 100 of the demo buyer's 5,000 points a
// run, so repeated runs on one server fit.
import { expect, test } from './support/test';
import { ensureAddress, logInAs } from './support/storefront';

const TEXTS = {
  zh: {
    nav: '积分商城', title: '积分商城', redeem: '立即兑换', checkout: '确认兑换订单', need: '100积分', submit: '提交兑换',
    tag: '积分订单 · 100积分', payType: '积分兑换', myPoints: '我的积分', spent: '使用',
  },
  en: {
    nav: 'Points Mall', title: 'Points Mall', redeem: 'Redeem', checkout: 'Confirm redemption', need: '100 points', submit: 'Redeem now',
    tag: 'Points order · 100 points', payType: 'Paid with points', myPoints: 'My points', spent: 'Spent',
  },
} as const;

const digits = (s: string | null) => Number((s ?? '').replace(/\D/g, ''));

for (const lang of ['zh', 'en'] as const) {
  const T = TEXTS[lang];
  const q = lang === 'en' ? '?lang=en' : '';

  test(`the demo buyer redeems a points product from the nav's points mall (${lang})`, async ({ page }) => {
    const token = await logInAs(page, 'demo_buyer', 'demo@123456');
    await ensureAddress(page.request, token);
    // from a page of the default layout (the home page may open its centre ad over the nav)
    await page.goto(`/list${q}`);
    await page.getByRole('navigation').getByRole('link', { name: T.nav, exact: true }).first().click();
    await expect(page).toHaveURL(/\/member-center\/integral-mall/);
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
    const before = digits(await page.getByTestId('pm-balance').textContent());
    expect(before).toBeGreaterThanOrEqual(100);

    // the demo products come cheapest first in the recommended order: 100 points, no cash
    await page.locator('.pm-card').first().click();
    await expect(page).toHaveURL(/\/member-center\/integral-det\/\d+/);
    await page.getByRole('button', { name: T.redeem }).click();

    await expect(page.getByRole('heading', { level: 1, name: T.checkout })).toBeVisible();
    await expect(page.getByTestId('pm-points-total')).toHaveText(T.need);
    await page.getByRole('button', { name: T.submit }).click();

    await expect(page).toHaveURL(/\/order-detail\?orderNumber=\d+/);
    await expect(page.getByTestId('points-order-tag')).toHaveText(T.tag);
    await expect(page.getByText(T.payType)).toBeVisible();

    await page.goto(`/user-center/uc-integral${q}`);
    await expect(page.getByRole('heading', { level: 1, name: T.myPoints })).toBeVisible();
    // at most before − 100: the other language's run may redeem with the same buyer at the same time
    expect(digits(await page.getByTestId('points-balance').textContent())).toBeLessThanOrEqual(before - 100);
    const row = page.getByRole('row').filter({ hasText: '-100' }).first();
    await expect(row).toContainText(T.spent);
  });
}
