// Steps in the console shared by the journeys: signing in, entering the store password, creating a product.
import { expect, type Locator, type Page } from '@playwright/test';

// a 1×1 PNG
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

/** Opens `path` of the console (English); signs in on the login screen when it asks. */
export async function openConsole(page: Page, path: string, userName: string, passWord: string): Promise<void> {
  await page.goto(`/console/${path}?lang=en`);
  const login = page.getByRole('button', { name: 'Sign in' });
  const storePassword = page.getByLabel('Store password');
  const content = page.locator('.ant-layout-content');
  await expect(login.or(storePassword).or(content)).toBeVisible();
  if (await login.isVisible()) {
    await page.getByLabel('User name / mobile').fill(userName);
    await page.getByLabel('Password').fill(passWord);
    await login.click();
    await expect(page).not.toHaveURL(/\/console\/login/);
  }
}

/** Enters the store password on the seller centre's store-password screen; the dashboard follows. */
export async function enterStorePassword(page: Page, storePassword: string): Promise<void> {
  await page.getByLabel('Store password').fill(storePassword);
  await page.getByRole('button', { name: 'Enter' }).click();
  await expect(page.getByText('Orders today')).toBeVisible();
}

export interface NewProduct {
  nameZh: string;
  nameEn: string;
  /** two SKUs: colour values (zh, en), price in yuan as typed, stock */
  skus: [{ zh: string; en: string; price: string; stock: string }, { zh: string; en: string; price: string; stock: string }];
}

/** Creates a product with two SKUs in the seller centre (off the shelf) and answers its id. */
export async function createTwoSkuProduct(page: Page, p: NewProduct): Promise<number> {
  await page.getByRole('menuitem', { name: 'Products' }).click();
  await page.getByRole('button', { name: 'New product' }).click();
  await expect(page.getByText('New product').first()).toBeVisible();

  // category: the first branch down to a third-level category
  await page.getByLabel('Category').click();
  for (let level = 0; level < 3; level++) await page.locator('.ant-cascader-menu').nth(level).locator('.ant-cascader-menu-item').first().click();
  await page.getByLabel('Name (Chinese)').fill(p.nameZh);
  await page.getByLabel('Name (English)').fill(p.nameEn);
  await page.getByLabel('Selling point (English)').fill('Keeps warm');

  await page.locator('input[type=file][name=file]').setInputFiles({ name: 'cup.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading) img').first()).toBeVisible();

  await page.getByRole('button', { name: 'Add specification' }).click();
  await page.getByLabel('Spec name (Chinese)').fill('颜色');
  await page.getByLabel('Spec name (English)').fill('Colour');
  await page.getByLabel('Value (Chinese)').first().fill(p.skus[0].zh);
  await page.getByLabel('Value (English)').first().fill(p.skus[0].en);
  await page.getByRole('button', { name: 'Add value' }).click();
  await page.getByLabel('Value (Chinese)').nth(1).fill(p.skus[1].zh);
  await page.getByLabel('Value (English)').nth(1).fill(p.skus[1].en);

  await expect(page.getByLabel('Price', { exact: true })).toHaveCount(2);
  for (const [i, sku] of p.skus.entries()) {
    await page.getByLabel('Price', { exact: true }).nth(i).fill(sku.price);
    await page.getByLabel('Stock', { exact: true }).nth(i).fill(sku.stock);
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/console\/seller\/products\/\d+$/);
  return Number(/products\/(\d+)$/.exec(page.url())![1]);
}

/** Puts a product on the shelf from the seller centre's product list. */
export async function putOnShelf(page: Page, nameEn: string): Promise<void> {
  await page.getByRole('menuitem', { name: 'Products' }).click();
  await page.getByPlaceholder('Search by product name').fill(nameEn);
  await page.getByPlaceholder('Search by product name').press('Enter');
  const row = page.getByRole('row', { name: new RegExp(nameEn) });
  await expect(row).toContainText('Off shelf');
  await row.getByRole('button', { name: 'Put on shelf' }).click();
  await expect(row).toContainText('On shelf');
}

/**
 * An antd dialog once its opening zoom is over: a click while it zooms in can be lost (the button moves under the
 * pointer), which left confirmations open about one run in twenty.
 */
export async function settled(dialog: Locator): Promise<Locator> {
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/-zoom-(appear|enter)/);
  return dialog;
}
