// The seller centre in the console: demo_seller logs in, enters the store password, creates a product with two
// SKUs (images uploaded, prices in yuan), puts it on the shelf from the product list, and the storefront shows it.
import { expect, test } from './support/test';
import { createTwoSkuProduct, enterStorePassword, openConsole, putOnShelf } from './support/console';

test('demo_seller creates a two-SKU product in the console, puts it on the shelf, and it is on the storefront', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `E2E cup ${Date.now()}`;

  await page.goto('/console/seller?lang=en');
  await expect(page).toHaveURL(/\/console\/login/);
  await openConsole(page, 'seller', 'demo_seller', 'demo@123456');

  // the store password screen refuses a wrong password, then the dashboard
  await page.getByLabel('Store password').fill('wrong999');
  await page.getByRole('button', { name: 'Enter' }).click();
  await expect(page.getByText('The store password is incorrect')).toBeVisible();
  await enterStorePassword(page, 'store123');

  const prodId = await createTwoSkuProduct(page, {
    nameZh: `测试杯 ${name.slice(-6)}`,
    nameEn: name,
    skus: [{ zh: '黑色', en: 'Black', price: '19.90', stock: '10' }, { zh: '白色', en: 'White', price: '0.30', stock: '5' }],
  });

  // off the shelf until put on from the list (the list shows the yuan price typed)
  expect((await page.request.get(`/shop-api/prod/prodInfo?prodId=${prodId}`)).status()).toBe(404);
  await putOnShelf(page, name);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('¥0.30');

  await page.goto(`/detail/${prodId}?lang=en`);
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText('White').first()).toBeVisible();
});
