// The home page's depth and per-language pictures (issue 16): the flash-sale floor, the category floors, guess you
// like (a visitor's best sellers; a buyer's from their footprint), banners and popup ads in the page's language.
import { expect, test, type Page } from './support/test';
import { logInAs, tokenOf } from './support/storefront';

/** The home page without its popup ads, scrolled to the bottom so the floors below load. */
async function home(page: Page, q = '') {
  await page.goto(`/${q}`);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  for (const id of ['home-floor', 'home-guess']) {
    await page.locator(`[aria-labelledby^="${id}"]`).first().scrollIntoViewIfNeeded();
  }
}

test('zh: the flash-sale floor, three category floors and guess you like; pictures in Chinese', async ({ page }) => {
  await home(page);
  const flash = page.getByRole('region', { name: '限时秒杀' });
  await expect(flash.locator('a.fs-card').first()).toBeVisible();
  await expect(flash.getByRole('timer')).toBeVisible();
  await expect(flash.getByRole('link', { name: '更多秒杀' })).toHaveAttribute('href', /\/flash-sale\?sessionId=\d+/);
  for (const floor of ['1F', '2F', '3F']) {
    const region = page.getByRole('region', { name: new RegExp(`^${floor} `) });
    await region.scrollIntoViewIfNeeded();
    await expect(region.locator('.pcard').first()).toBeVisible();
  }
  const guess = page.getByRole('region', { name: '猜你喜欢' });
  await guess.scrollIntoViewIfNeeded();
  await expect(guess.locator('.pcard')).toHaveCount(10);
  await expect(guess.getByText('大家都在买')).toBeVisible();
  await expect(page.locator('.banner img').first()).toHaveAttribute('src', /-zh\.webp/);
  // the banner's dots and pause are targets of at least 24 × 24 px (WCAG 2.5.8; Lighthouse counted the 8 px dots)
  const controls = await page.locator('.banner__controls button').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()));
  expect(controls.length).toBeGreaterThan(1);
  for (const box of controls) expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  await expect(page.locator('.ad-top img, .ad-bottom img').first()).toHaveAttribute('src', /-zh\.webp/);
});

test('en: pictures in English; a buyer who viewed a product gets guesses from its category', async ({ page, request }) => {
  const token = await tokenOf(request, 'demo_buyer', 'demo@123456');
  const hot = await (await request.get('/shop-api/prod/hotSaleProds?size=1')).json();
  const viewed = await request.post('/shop-api/p/user/recentBrowse', { headers: { authorization: token }, data: { prodId: hot[0].prodId } });
  expect(viewed.status()).toBe(200);
  await logInAs(page, 'demo_buyer', 'demo@123456');
  await home(page, '?lang=en');
  await expect(page.locator('.banner img').first()).toHaveAttribute('src', /-en\.webp/);
  await expect(page.getByRole('region', { name: 'Flash sale' })).toBeVisible();
  const guess = page.getByRole('region', { name: 'Guess you like' });
  await guess.scrollIntoViewIfNeeded();
  await expect(guess.getByText('Picked from what you viewed and saved')).toBeVisible();
  await expect(guess.locator('.pcard').first()).toBeVisible();
});
