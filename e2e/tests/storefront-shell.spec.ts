// The server-rendered storefront shell: home page, language choice, search rules, popup ads, not-found.
import { expect, test } from './support/test';

test('the home page is server-rendered with the shell data and hydrates', async ({ page, request }) => {
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<html lang="zh-CN"');
  expect(html).toContain('手机数码'); // a category name
  expect(html).toContain('限时秒杀'); // a nav item
  expect(html).toContain('购物指南'); // a footer help column

  await page.goto('/');
  await expect(page.getByRole('heading', { name: '新品上架' })).toBeVisible();
  await expect(page.locator('.pgrid').first().locator('a.pcard')).toHaveCount(10);
});

test('?lang=en switches the language and remembers it; any other value is not found', async ({ page, request }) => {
  expect((await request.get('/?lang=fr')).status()).toBe(404);
  expect((await request.get('/help?lang=')).status()).toBe(404);

  await page.goto('/help');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/help\?lang=en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'All categories' })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('en');

  await page.goto('/termsPage?sts=0');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the search box refuses empty text for 1 s and searches products or shops', async ({ page }) => {
  await page.goto('/help');
  const box = page.getByRole('searchbox');
  await box.fill('   ');
  await box.press('Enter');
  const toast = page.locator('.toast');
  await expect(toast).toHaveText('商品名称不能为空');
  await expect(toast).toHaveCount(0, { timeout: 1500 });

  await page.getByRole('combobox', { name: '搜索类型' }).selectOption('1');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(toast).toHaveText('店铺名称不能为空');

  await box.fill('旗舰店');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/shopList\?shopName=%E6%97%97%E8%88%B0%E5%BA%97$/);
});

test('the centre popup ad is a dialog that Esc closes and that does not come back for the same picture', async ({
  page,
}) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: '新品上架' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('unknown addresses show the not-found page with HTTP 404', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expect(page.getByText('暂无相关商品')).toBeVisible();
  await expect(page.getByRole('button', { name: '返回上一页' })).toBeVisible();
});

test('the home page in English shows the demo data translated', async ({ page }) => {
  await page.goto('/?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'New arrivals' })).toBeVisible();
  await expect(page.locator('.catpanel__l1name').first()).toHaveText('Phones & Digital');
  // no Chinese left in the visible shell texts, but for the language's own name and the ICP filing number,
  // which is an official identifier shown as issued
  const shellText = (await page.locator('body').innerText()).replace('中文', '').replace(/\S*ICP备\S*/u, '');
  expect(shellText).not.toMatch(/\p{Script=Han}/u);
});

test('the all-categories panel shows three levels, at least 418 px high', async ({ page }) => {
  await page.goto('/help');
  await page.getByRole('button', { name: '全部商品分类' }).hover();
  const panel = page.locator('.catpanel').first();
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(418);
  const first = panel.locator('.catpanel__item').first();
  await first.hover();
  const flyout = first.locator('.catpanel__flyout');
  await expect(flyout).toBeVisible();
  await expect(flyout.locator('dt a').first()).toBeVisible(); // level 2
  const level3 = flyout.locator('dd a').first();
  await expect(level3).toBeVisible(); // level 3
  await expect(level3).toHaveAttribute('href', /\/list\?cpid=\d+&cindex=3$/);
});
