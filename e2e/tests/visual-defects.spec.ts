// Visible defects of issue 16, measured in the browser: nothing cut off in English at 1280 px, one zone lit in the
// nav, promotion badges off the picture's brand label, the quick menu never over the page.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInAs } from './support/storefront';

const box = async (l: Locator) => (await l.boundingBox())!;

/** Elements among `selector` whose text is cut (ellipsis or line clamp): answers their texts. */
async function cut(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((els) =>
    els.filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1).map((e) => e.textContent ?? ''),
  );
}

/** The home page without its popup ads (closed as a visitor would). */
async function home(page: Page, q = '') {
  await page.goto(`/${q}`);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.entries')).toBeVisible();
}

test('English at 1280 px: the whole nav, the quick entries, the welcome line and coupon names are shown uncut', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await home(page, '?lang=en');
  const site = await box(page.locator('.catnav__site'));
  // the mall's own links (another journey of the same run adds an 'E2E …' link; more links than fit scroll sideways)
  const links = page.locator('.catnav__site a').filter({ hasNotText: /^E2E / });
  expect(await links.count()).toBeGreaterThan(5);
  let span = 0;
  for (const link of await links.all()) {
    const b = await box(link);
    expect(b.width, `${await link.textContent()} shown whole`).toBeGreaterThan(0);
    span += b.width;
  }
  expect(span, 'the whole English nav fits in its row').toBeLessThanOrEqual(site.width + 0.5);
  expect(await cut(page, '.entries__name')).toEqual([]);
  expect(await cut(page, '.welcome__hello')).toEqual([]);
  const card = await box(page.locator('.welcome'));
  for (const b of await page.locator('.welcome__actions .btn').all()) {
    const r = await box(b);
    expect(r.x).toBeGreaterThanOrEqual(card.x);
    expect(r.x + r.width).toBeLessThanOrEqual(card.x + card.width);
  }

  await page.goto('/coupons?lang=en');
  await expect(page.locator('.coupon__name').first()).toBeVisible();
  expect(await cut(page, '.coupon__name')).toEqual([]);
});

test('a zone page lights its own zone in the nav, not all of them', async ({ page }) => {
  await page.goto('/help');
  const zones = page.locator('.catnav__site a[href*="zone-all"]');
  expect(await zones.count()).toBeGreaterThan(1);
  const href = (await zones.nth(1).getAttribute('href'))!;
  await page.goto(href);
  await expect(page.locator('.catnav__site a[aria-current="page"]')).toHaveCount(1);
  await expect(page.locator('.catnav__site a.active')).toHaveCount(1);
  await expect(page.locator('.catnav__site a[aria-current="page"]')).toHaveAttribute('href', href);
});

test('promotion badges sit off the picture\'s brand label at its top left', async ({ page }) => {
  for (const q of ['', '?lang=en']) {
    await page.goto(`/group-buy${q}`);
    const badge = page.locator('.gb-badge').first();
    await expect(badge).toBeVisible();
    const b = await box(badge);
    const img = await box(page.locator('.gb-card img').first());
    expect(b.x).toBeGreaterThanOrEqual(img.x + img.width); // beside the picture, not on it ("2-person group" is long)
  }

  await page.goto('/special-discount');
  await page.locator('a.dsc-card').first().click();
  const tag = page.locator('.dsc-tag--corner').first();
  await expect(tag).toBeVisible();
  const t = await box(tag);
  const pic = await box(tag.locator('xpath=..').locator('img'));
  expect(t.x).toBeGreaterThan(pic.x + pic.width / 2);
});

test('the quick menu never covers the page: beside it at 1280 px, out of the first screen on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/flash-sale');
  await page.locator('a.fs-card').first().click();
  await expect(page).toHaveURL(/\/secdetail\//);
  const quick = await box(page.locator('nav.quick'));
  const content = await box(page.locator('main .container').first());
  expect(content.x + content.width).toBeLessThanOrEqual(quick.x);

  await page.setViewportSize({ width: 375, height: 667 });
  await logInAs(page, 'demo_buyer', 'demo@123456');
  await page.goto('/cart');
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('nav.quick')).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole('button', { name: '返回顶部' })).toBeVisible();
});
