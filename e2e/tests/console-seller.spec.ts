// The seller centre in the console: demo_seller logs in, enters the store password, creates a product with two
// SKUs (images uploaded, prices in yuan), puts it on the shelf from the product list, and the storefront shows it.
import { expect, test } from '@playwright/test';

// a 1×1 PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

test('demo_seller creates a two-SKU product in the console, puts it on the shelf, and it is on the storefront', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `E2E cup ${Date.now()}`;

  await page.goto('/console/seller?lang=en');
  await expect(page).toHaveURL(/\/console\/login/);
  await page.getByLabel('User name / mobile').fill('demo_seller');
  await page.getByLabel('Password').fill('demo@123456');
  await page.getByRole('button', { name: 'Sign in' }).click();

  // the store password screen, then the dashboard
  await page.getByLabel('Store password').fill('wrong999');
  await page.getByRole('button', { name: 'Enter' }).click();
  await expect(page.getByText('The store password is incorrect')).toBeVisible();
  await page.getByLabel('Store password').fill('store123');
  await page.getByRole('button', { name: 'Enter' }).click();
  await expect(page.getByText('Orders today')).toBeVisible();

  await page.getByRole('menuitem', { name: 'Products' }).click();
  await page.getByRole('button', { name: 'New product' }).click();
  await expect(page.getByText('New product').first()).toBeVisible();

  // category: the first branch down to a third-level category
  await page.getByLabel('Category').click();
  for (let level = 0; level < 3; level++) await page.locator('.ant-cascader-menu').nth(level).locator('.ant-cascader-menu-item').first().click();
  await page.getByLabel('Name (Chinese)').fill(`测试杯 ${name.slice(-6)}`);
  await page.getByLabel('Name (English)').fill(name);
  await page.getByLabel('Selling point (English)').fill('Keeps warm');

  await page.locator('input[type=file]').setInputFiles({ name: 'cup.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading) img').first()).toBeVisible();

  await page.getByRole('button', { name: 'Add specification' }).click();
  await page.getByLabel('Spec name (Chinese)').fill('颜色');
  await page.getByLabel('Spec name (English)').fill('Colour');
  await page.getByLabel('Value (Chinese)').first().fill('黑色');
  await page.getByLabel('Value (English)').first().fill('Black');
  await page.getByRole('button', { name: 'Add value' }).click();
  await page.getByLabel('Value (Chinese)').nth(1).fill('白色');
  await page.getByLabel('Value (English)').nth(1).fill('White');

  // two SKU rows: prices in yuan, stock
  await expect(page.getByLabel('Price', { exact: true })).toHaveCount(2);
  await page.getByLabel('Price', { exact: true }).nth(0).fill('19.90');
  await page.getByLabel('Price', { exact: true }).nth(1).fill('0.30');
  await page.getByLabel('Stock', { exact: true }).nth(0).fill('10');
  await page.getByLabel('Stock', { exact: true }).nth(1).fill('5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/console\/seller\/products\/\d+$/);
  const prodId = Number(/products\/(\d+)$/.exec(page.url())![1]);

  // off the shelf until put on from the list
  expect((await page.request.get(`/shop-api/prod/prodInfo?prodId=${prodId}`)).status()).toBe(404);
  await page.getByRole('menuitem', { name: 'Products' }).click();
  await page.getByPlaceholder('Search by product name').fill(name);
  await page.getByPlaceholder('Search by product name').press('Enter');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Off shelf');
  await expect(row).toContainText('¥0.30');
  await row.getByRole('button', { name: 'Put on shelf' }).click();
  await expect(row).toContainText('On shelf');

  await page.goto(`/detail/${prodId}?lang=en`);
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText('White').first()).toBeVisible();
});
