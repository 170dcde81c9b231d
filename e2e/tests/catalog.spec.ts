// Catalogue journey: search from the header → list → filter and sort → product → SKU → favourite (login) →
// footprint → shop home; plus the server-rendered product page (SEO tags) and its not-found page.
import { expect, test, type Page } from './support/test';

async function logIn(page: Page) {
  const res = await page.request.post('/shop-api/login', { data: { userName: 'demo_buyer', passWord: 'demo@123456' } });
  expect(res.status()).toBe(200);
  const { accessToken } = await res.json();
  await page.context().addCookies([{ name: 'token', value: accessToken, url: page.url().startsWith('http') ? page.url() : 'http://127.0.0.1' }]);
  return accessToken as string;
}

const prices = async (page: Page) =>
  (await page.locator('.pgrid .pcard .price__now').allInnerTexts()).map((s) => Number(s.replace(/[^\d.]/g, '')));

test('search → filter and sort → product → SKU → favourite → footprint → shop home', async ({ page }) => {
  await page.goto('/help'); // (the home page opens with a popup ad)
  const box = page.getByRole('searchbox');
  await box.fill('手机');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/list\?pn=%E6%89%8B%E6%9C%BA&st=0$/);
  await expect(page.getByRole('heading', { level: 1, name: '“手机”的搜索结果' })).toBeVisible();
  const cards = page.locator('.pgrid a.pcard');
  await expect(cards.first()).toBeVisible();
  for (const name of await page.locator('.pgrid .pcard__name').allInnerTexts()) expect(name).toContain('手机');

  // in stock only, then price low to high: both in the address, and the list follows
  await page.getByLabel('仅看有货').click(); // the address changes, then the list and the box follow
  await expect(page).toHaveURL(/stock=1/);
  await expect(page.getByLabel('仅看有货')).toBeChecked();
  await page.getByRole('link', { name: '价格从低到高' }).click();
  await expect(page).toHaveURL(/sort=2/);
  await expect(page.getByRole('link', { name: '价格从高到低' })).toBeVisible();
  const up = await prices(page);
  expect(up.length).toBeGreaterThan(1);
  expect(up).toEqual([...up].sort((a, b) => a - b));
  // the address can be shared: reloading gives the same list
  await page.reload();
  expect(await prices(page)).toEqual(up);

  // the product page
  const name = (await page.locator('.pgrid .pcard__name').first().innerText()).replace(/^自营/, '').trim();
  await cards.first().click();
  await expect(page).toHaveURL(/\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  const prodId = Number(new URL(page.url()).pathname.split('/').pop());

  // a SKU: a value in every row (the first SKU in stock is chosen already); the quantity stops at the stock
  const rows = page.locator('.sku__row');
  for (let i = 0; i < (await rows.count()); i++) {
    const row = rows.nth(i);
    const enabled = row.locator('.sku__value:not([disabled])');
    await enabled.last().click();
    if ((await row.locator('.sku__value[aria-pressed="true"]').count()) === 0) await enabled.first().click();
    await expect(row.locator('.sku__value[aria-pressed="true"]')).toHaveCount(1);
  }
  const qty = page.getByRole('textbox', { name: '数量' });
  await qty.fill('999999');
  await qty.press('Enter');
  const stockText = await page.locator('.qty__stock').innerText();
  const stock = Number(stockText.replace(/[^\d]/g, ''));
  await expect(qty).toHaveValue(String(Math.min(999999, stock)));

  // favourite needs a login: logged out it opens the login dialog
  await page.getByRole('button', { name: /^收藏/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await logIn(page);
  await page.reload();
  await page.getByRole('button', { name: /^收藏/ }).click();
  await expect(page.getByRole('button', { name: /^已收藏/ })).toBeVisible();
  await expect(page.locator('.toast')).toHaveText('已收藏');

  // the view went into the footprint; the favourite is in the collection
  await page.goto('/user-center/uc-footprint');
  await expect(page.getByRole('heading', { name: '我的足迹' })).toBeVisible();
  await expect(page.locator(`.ucfoot__day a[href="/detail/${prodId}"]`)).toBeVisible();
  await page.goto('/user-center/uc-collection');
  await expect(page.locator(`.ucgrid a[href="/detail/${prodId}"]`)).toBeVisible();

  // shop home from the product page
  await page.goto(`/detail/${prodId}`);
  const shopName = await page.locator('.shopbox__head strong').innerText();
  await page.getByRole('link', { name: '进店逛逛' }).click();
  await expect(page).toHaveURL(/\/shopIndex\?sid=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: shopName })).toBeVisible();
  await expect(page.locator('.pgrid a.pcard').first()).toBeVisible();

  // clean up the favourite for the next runs
  await page.goto('/user-center/uc-collection');
  await page.locator('.ucitem').filter({ has: page.locator(`a[href="/detail/${prodId}"]`) }).getByRole('button').click();
  await expect(page.locator(`.ucgrid a[href="/detail/${prodId}"]`)).toHaveCount(0);
});

test('the product page is server-rendered with title, description, canonical and Product data; missing is 404', async ({ request }) => {
  const res = await request.get('/detail/1?lang=en');
  expect(res.status()).toBe(200);
  const html = await res.text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  expect(title).toMatch(/ - HuiGo|Mall/);
  // each language version is canonical to itself (decision 021), with its alternates
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/detail\/1\?lang=en"/);
  expect(html).toMatch(/<link rel="alternate" hrefLang="zh-CN" href="http:\/\/127\.0\.0\.1:\d+\/detail\/1"/);
  expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  const ld = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1];
  const data = JSON.parse(ld ?? '{}');
  expect(data).toMatchObject({ '@type': 'Product', offers: { priceCurrency: 'CNY' } });
  expect(title.startsWith(data.name)).toBe(true);
  expect((await request.get('/detail/99999999')).status()).toBe(404);
  expect((await request.get('/detail/abc')).status()).toBe(404);
  expect((await request.get('/shopIndex?sid=99999')).status()).toBe(404);
  const review = await request.get('/shopIndex?sid=11&lang=zh');
  expect(await review.text()).toContain('该店铺正在审核中');
});

test('an empty search shows no related products with recommendations; st=1 lists shops', async ({ page }) => {
  await page.goto('/list?pn=zzzzqqqqxxxx&st=0');
  await expect(page.getByRole('heading', { name: /没有找到与“zzzzqqqqxxxx”相关的商品/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: '为您推荐' })).toBeVisible();
  await expect(page.locator('.pgrid a.pcard').first()).toBeVisible();
  await page.goto('/list?pn=%E6%95%B0%E7%A0%81&st=1');
  await expect(page.locator('.shoprow')).toHaveCount(1);
  await expect(page.locator('.shoprow h2')).toContainText('星河数码专营店');
});
