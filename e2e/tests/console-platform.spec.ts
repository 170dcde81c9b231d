// The platform console: demo_admin logs in, adds a navigation link and the storefront header shows it; a buyer who
// opens the platform console is refused by the API and sees why.
import { expect, test, type Page } from './support/test';

async function login(page: Page, userName: string, passWord: string) {
  await page.goto('/console/platform?lang=en');
  await expect(page).toHaveURL(/\/console\/login/);
  await page.getByLabel('User name / mobile').fill(userName);
  await page.getByLabel('Password').fill(passWord);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/console\/login/);
}

test('an operator adds a navigation link in the console and the storefront shows it', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `E2E ${Date.now().toString().slice(-6)}`;
  await login(page, 'demo_admin', 'admin@123456');
  await page.goto('/console/platform/nav?lang=en');
  await expect(page.getByRole('cell', { name: '/flash-sale' })).toBeVisible();
  await page.getByRole('button', { name: 'New' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name (Chinese)').fill(`测试${name}`);
  await dialog.getByLabel('Name (English)').fill(name);
  // a link that is neither a site path nor http(s) is refused with the API's message
  await dialog.getByLabel('Address').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The link must be a site path starting with / or an http(s) address')).toBeVisible();
  await dialog.getByLabel('Address').fill('/coupons');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

  await page.goto('/?lang=en');
  await expect(page.getByRole('navigation', { name: 'Site navigation' }).getByRole('link', { name, exact: true })).toBeVisible();
});

test('a buyer who opens the platform console is refused', async ({ page }) => {
  await login(page, 'demo_buyer', 'demo@123456');
  await page.goto('/console/platform/categories?lang=en');
  await expect(page.getByText('You do not have permission to do this')).toBeVisible();
});

test('the users list tells sellers and shop customer service from buyers (en, zh)', async ({ page }) => {
  await login(page, 'demo_admin', 'admin@123456');
  const roleOf = async (username: string) => {
    await page.getByPlaceholder(/Username \/ mobile|用户名 \/ 手机号/).fill(username);
    await page.getByPlaceholder(/Username \/ mobile|用户名 \/ 手机号/).press('Enter');
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: username, exact: true }) });
    await expect(row).toHaveCount(1);
    return row;
  };
  await page.goto('/console/platform/users?lang=en');
  const seller = await roleOf('demo_seller');
  await expect(seller).toContainText('Seller');
  await expect(seller).toContainText(/\(#\d+\)/);
  await expect(await roleOf('demo_service')).toContainText('Shop customer service');
  await expect(await roleOf('demo_buyer')).toContainText('Buyer');
  await page.goto('/console/platform/users?lang=zh');
  await expect(await roleOf('demo_seller')).toContainText('商家');
  await expect(await roleOf('demo_service')).toContainText('店铺客服');
});
