// Defects a 375 px screenshot sweep of the SPEC §2 routes found (issue 18), measured in the browser, zh and en:
// pages wider than the phone — screen-reader labels (absolutely placed) escaped sideways-scrolling rows: a price's in
// the home's flash-sale row and the zone's scrolling products, the price filter's in the list's tool bar (English) —
// and the big recommended product of a zone with its picture's own label showing through its price.
import { expect, test, type Page } from './support/test';

/** The first zone that has a part of this type (demo data), from the API. */
async function zoneWith(page: Page, type: string): Promise<number> {
  for (let id = 1; id <= 30; id++) {
    const res = await page.request.get(`/shop-api/zone/info/${id}`);
    if (res.ok() && ((await res.json()) as { parts: { type: string }[] }).parts.some((p) => p.type === type)) return id;
  }
  throw new Error(`no zone with a ${type} part`);
}

async function firstShop(page: Page): Promise<number> {
  return ((await (await page.request.get('/shop-api/search/shopPage?shopName=&current=1&size=1')).json()) as { records: { shopId: number }[] }).records[0]!.shopId;
}

const pageWidth = (page: Page) => page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, window: innerWidth }));

test('at 375 px no page is wider than the phone: the home, a zone, its scrolling products, a shop, the list (zh, en)', async ({ page }) => {
  test.setTimeout(90_000); // ten pages in two languages
  await page.setViewportSize({ width: 375, height: 812 });
  const scrollId = await zoneWith(page, 'prod-scroll-item');
  const shopId = await firstShop(page);
  for (const lang of ['zh', 'en']) {
    for (const path of ['/', `/zone/zone-all?id=${scrollId}`, `/zone/prod-scroll-item?id=${scrollId}`, `/shopIndex?sid=${shopId}`, '/list', '/list?pn=%E6%89%8B%E6%9C%BA', '/flash-sale', '/notice-list', '/help-center', '/enroll']) {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
      if (path === `/zone/prod-scroll-item?id=${scrollId}`) await expect(page.locator('.zone-scroll__track .price').first()).toBeVisible();
      const w = await pageWidth(page);
      expect(w.scroll, `${path} (${lang}) fits the phone`).toBeLessThanOrEqual(w.window);
    }
  }
  // the home's flash-sale row still scrolls sideways inside itself
  await page.goto('/?lang=zh');
  const row = page.locator('.floor__flash');
  if (await row.count()) expect(await row.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
});

test('at 375 px the big recommended product of a zone shows its name and price under its picture, not over it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const id = await zoneWith(page, 'prod-recommend');
  for (const lang of ['zh', 'en']) {
    await page.goto(`/zone/prod-recommend?id=${id}&lang=${lang}`);
    const picture = (await page.locator('.zone-rec__big img').boundingBox())!;
    const text = (await page.locator('.zone-rec__text').boundingBox())!;
    expect(text.y, 'the text starts below the picture').toBeGreaterThanOrEqual(picture.y + picture.height - 1);
    await expect(page.locator('.zone-rec__text .price')).toBeVisible();
  }
});

test('at 375 px a shop\'s header gives its name and intro a line\'s width, and a zone\'s product tabs are shown whole (zh, en)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const shopId = await firstShop(page);
  const navId = await zoneWith(page, 'prod-nav');
  for (const lang of ['zh', 'en']) {
    await page.goto(`/shopIndex?sid=${shopId}&lang=${lang}`);
    const name = (await page.locator('.shophead__text h1').boundingBox())!;
    expect(name.width, 'the shop name is not squeezed into a column').toBeGreaterThan(150);
    expect(name.height, 'the shop name takes a line or two').toBeLessThan(80);
    await page.goto(`/zone/prod-nav?id=${navId}&lang=${lang}`);
    const cut = await page.locator('.zone-nav__tabs button').evaluateAll((els) => els.filter((e) => e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent));
    expect(cut, 'no tab text is cut').toEqual([]);
  }
});
