// Bytes of the server-rendered pages (issue 16, decision 024): a size check, not a timing. The list and a product page
// stay under their HTML budgets in zh and en, do not carry the category tree (its drop-down loads it on demand), and
// keep their module preloads few; the drop-down still opens with the tree.
import { expect, test } from './support/test';

const KB = 1024;
// measured at decision 024 with the demo data: /list ~72 KB, /detail ~60 KB (the category tree alone was ~50 KB more);
// issue 16's 60 KB for /list reached with the icons in a sprite file (decision 043): /list 58-59 KB, /detail ~46 KB
const BUDGET = { list: 60 * KB, detail: 66 * KB };
const MAX_PRELOADS = 64;

/** The scripts a page has the browser fetch at once: its module preloads, which the server moves into the
 * `data-modules` of the script that adds them after the first paint (decision 046), or plain preload links. */
const moduleHrefs = (html: string) => [
  ...(/data-modules="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter(Boolean),
  ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]!),
];
const preloads = (html: string) => moduleHrefs(html).length;

for (const lang of ['zh', 'en'] as const) {
  test(`list and product pages stay under their HTML budgets, without the category tree [${lang}]`, async ({
    request,
  }) => {
    const q = lang === 'en' ? '?lang=en' : '';
    const list = await request.get(`/list${q}`);
    expect(list.status()).toBe(200);
    const listHtml = await list.text();
    expect(Buffer.byteLength(listHtml)).toBeLessThan(BUDGET.list);
    expect(listHtml).not.toContain('catpanel__flyout');
    expect(preloads(listHtml)).toBeLessThanOrEqual(MAX_PRELOADS);
    // the texts of the page's language only, fetched with the other modules (decision 032)
    expect(moduleHrefs(listHtml).some((u) => u.startsWith(`/assets/texts.${lang}-`))).toBe(true);
    expect(listHtml).not.toMatch(new RegExp(`/assets/texts\\.${lang === 'zh' ? 'en' : 'zh'}-`));

    const id = /href="\/detail\/(\d+)/.exec(listHtml)?.[1];
    expect(id).toBeTruthy();
    const detail = await request.get(`/detail/${id}${q}`);
    expect(detail.status()).toBe(200);
    const detailHtml = await detail.text();
    expect(Buffer.byteLength(detailHtml)).toBeLessThan(BUDGET.detail);
    expect(detailHtml).not.toContain('catpanel__flyout');
    expect(preloads(detailHtml)).toBeLessThanOrEqual(MAX_PRELOADS);
  });
}

test('the drop-down panel loads the category tree when it is about to open', async ({ page }) => {
  await page.goto('/list');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.locator('.catpanel')).toHaveCount(0);
  await page.getByRole('button', { name: '全部商品分类' }).hover();
  await expect(page.locator('.catnav__dropdown .catpanel__l1link').first()).toBeVisible();
  expect(await page.locator('.catnav__dropdown .catpanel__flyout').count()).toBeGreaterThan(0);
});

// The JavaScript a first visit to the home page loads before it is interactive (entry, module preloads, the texts of
// its language), gzipped as bench/page-weight.mjs counts it. Issue 16's budget: 160 KB (193 KB before decision 024,
// 164 KB after it; 158-159 KB once the login form, the form rules and the ledger table left the common files).
// Sizes, not times.
const HOME_JS_BUDGET = 160 * KB;
const MAX_HOME_JS_FILES = 24;

for (const lang of ['zh', 'en'] as const) {
  test(`the home page's JavaScript stays under its budget, in few files, without the other pages' texts [${lang}]`, async ({
    request,
  }) => {
    const { gzipSync } = await import('node:zlib');
    const html = await (await request.get(lang === 'en' ? '/?lang=en' : '/')).text();
    const urls = new Set<string>();
    for (const u of moduleHrefs(html)) urls.add(u);
    for (const m of html.matchAll(/import\s*(?:[\w{}\s,*]+from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) urls.add(m[1]!);
    expect([...urls].some((u) => u.includes(`/texts.${lang}-`))).toBe(true);
    expect([...urls].filter((u) => u.includes('more-texts'))).toEqual([]);
    let gz = 0;
    for (const u of urls) {
      const res = await request.get(u);
      expect(res.status(), u).toBe(200);
      gz += gzipSync(await res.body(), { level: 9 }).length;
    }
    expect(urls.size).toBeLessThanOrEqual(MAX_HOME_JS_FILES);
    expect(gz).toBeLessThan(HOME_JS_BUDGET);
  });
}
