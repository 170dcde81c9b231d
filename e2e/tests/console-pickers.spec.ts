// The console chooses products with pickers, not typed ids (issue 16): the demo seller, inside his seller centre,
// creates a special discount by searching his products by name in the product picker (pictures, prices), and the
// list shows the chosen product; another shop's products never appear in his picker.
import { expect, test } from './support/test';
import { enterStorePassword, openConsole } from './support/console';
import { tokenOf } from './support/storefront';

test('a seller picks the products of a special discount by name', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await tokenOf(request, 'demo_seller', 'demo@123456');
  const session = await request.post('/shop-api/p/seller/session', { data: { password: 'store123' }, headers: { authorization: `Bearer ${token}` } });
  const { storeToken, shopId } = (await session.json()) as { storeToken: string; shopId: number };
  const own = await request.get('/shop-api/p/seller/products?size=1&status=1', { headers: { authorization: `Bearer ${token}`, 'x-store-token': storeToken } });
  const first = ((await own.json()) as { records: { prodId: number; nameEn: string; nameZh: string }[] }).records[0]!;

  await openConsole(page, 'seller', 'demo_seller', 'demo@123456');
  await enterStorePassword(page, 'store123');
  await page.goto('/console/seller/discounts?lang=en');
  await page.getByRole('button', { name: 'New special discount' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name (Chinese, at most 30 characters)').fill('拾取测试折扣');
  await dialog.getByLabel('Products in the discount').click();
  const word = (first.nameEn || first.nameZh).split(/\s+/)[0]!;
  await page.keyboard.type(word);
  const option = page.locator('.ant-select-item-option').filter({ hasText: `#${first.prodId}` });
  await expect(option).toBeVisible();
  await expect(option.locator('img')).toHaveCount(1);
  await expect(option).toContainText('¥');
  await option.click();
  await page.keyboard.press('Escape');
  const day = 24 * 3600_000;
  const local = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await dialog.getByLabel('Starts').fill(local(new Date(Date.now() + day)));
  await dialog.getByLabel('Ends').fill(local(new Date(Date.now() + 3 * day)));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: '拾取测试折扣' });
  // the list names the products (issue 16: no bare ids)
  await expect(row).toContainText(first.nameEn || first.nameZh);

  // the picker's API answers only this shop's products to him
  const picked = await request.get('/shop-api/p/admin/picker/products?size=100', { headers: { authorization: `Bearer ${token}`, 'x-store-token': storeToken } });
  const records = ((await picked.json()) as { records: { shopId: number }[] }).records;
  expect(records.length).toBeGreaterThan(0);
  expect(records.every((r) => r.shopId === shopId)).toBe(true);
});
