// Accessibility (issue 16): axe-core over the storefront's main pages in zh and en, WCAG 2.2 AA. Fails on any
// serious or critical violation, and on the rules the issue names at any impact (landmarks, names, roles).
// One browser context per language, page after page: a new buyer with an address, a cart line and an unpaid order.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { ensureAddress, registerUser, tokenOf } from './support/storefront';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** Rules that fail at any impact: content outside landmarks, landmarks of one kind with one name, roles an element
 * may not take, names that do not contain the visible text (an experimental rule axe leaves off unless asked). */
const ALWAYS = new Set(['region', 'landmark-unique', 'aria-allowed-role', 'label-content-name-mismatch', 'aria-prohibited-attr']);

interface Found {
  page: string;
  rule: string;
  impact: string;
  nodes: string[];
}

async function scan(page: Page, name: string, found: Found[]): Promise<void> {
  const t0 = Date.now();
  const result = await new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  if (process.env.AXE_TIMING) console.log(`${name}: ${Date.now() - t0} ms, ${await page.locator('*').count()} elements`);
  for (const v of result.violations) {
    const impact = v.impact ?? 'minor';
    if (impact === 'serious' || impact === 'critical' || ALWAYS.has(v.id))
      found.push({ page: name, rule: v.id, impact, nodes: v.nodes.slice(0, 8).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`) });
  }
}

/** A product in stock with one SKU that is not in a flash sale or group buy: answers its ids. */
async function plainProduct(request: APIRequestContext): Promise<{ prodId: number; skuId: number; shopId: number }> {
  const { records } = (await (await request.get('/shop-api/prod/lastedProdPage?current=1&size=40')).json()) as { records: { prodId: number }[] };
  for (const p of records) {
    const info = (await (await request.get(`/shop-api/prod/prodInfo?prodId=${p.prodId}`)).json()) as {
      goodsType: number;
      shopId: number;
      skus: { skuId: number; stock: number }[];
    };
    if (info.goodsType === 0 && info.skus.length === 1 && info.skus[0]!.stock >= 10) return { prodId: p.prodId, skuId: info.skus[0]!.skuId, shopId: info.shopId };
  }
  throw new Error('no product to buy');
}

// Colours are judged at rest: a button caught in its 0.15 s fade from disabled to enabled (the cashier's pay button
// once its methods load) measured 3.6:1 in CI. The storefront honours reduced motion, so transitions end at once.
test.use({ reducedMotion: 'reduce' });

for (const lang of ['zh', 'en'] as const) {
  test(`no serious accessibility violation on the main pages (${lang})`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const q = lang === 'en' ? '?lang=en' : '';
    const withQ = (path: string) => (lang === 'en' ? `${path}${path.includes('?') ? '&' : '?'}lang=en` : path);
    const found: Found[] = [];
    const product = await plainProduct(request);

    // logged out: home with its centre ad (a first visit), home without it, list, detail, login, register
    await page.goto(`/${q}`);
    await expect(page.getByRole('dialog')).toBeVisible();
    await scan(page, 'home (centre ad)', found);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await scan(page, 'home', found);
    await page.goto(withQ('/list'));
    await expect(page.locator('a.pcard').first()).toBeVisible();
    await scan(page, 'list', found);
    await page.goto(withQ(`/detail/${product.prodId}`));
    await expect(page.locator('h1')).toBeVisible();
    await scan(page, 'detail', found);
    await page.goto(withQ('/login'));
    await expect(page.locator('form').first()).toBeVisible();
    await scan(page, 'login', found);
    await page.goto(withQ('/register'));
    await expect(page.locator('form').first()).toBeVisible();
    await scan(page, 'register', found);

    // a new buyer: cart with one line, checkout, an unpaid order's cashier, the user center
    const user = await registerUser(request, `a11y${lang}`);
    const token = await tokenOf(request, user.userName, user.passWord);
    await ensureAddress(request, token);
    const headers = { Authorization: token };
    expect((await request.post('/shop-api/p/shopCart/changeItem', { headers, data: { prodId: product.prodId, skuId: product.skuId, count: 1, shopId: product.shopId } })).status()).toBe(200);
    const confirm = await request.post('/shop-api/p/order/confirm', { headers, data: { orderItem: { prodId: product.prodId, skuId: product.skuId, prodCount: 1 } } });
    expect(confirm.status(), await confirm.text()).toBe(200);
    const submit = await request.post('/shop-api/p/order/submit', { headers, data: { submitToken: ((await confirm.json()) as { submitToken: string }).submitToken } });
    expect(submit.status(), await submit.text()).toBe(200);
    const orderNumber = ((await submit.json()) as { orderNumbers: string[] }).orderNumbers[0]!;
    await page.context().addCookies([{ name: 'token', value: token, url: test.info().project.use.baseURL! }]);

    await page.goto(withQ('/cart'));
    await expect(page.locator('.cart-item, [data-basket-id]').first().or(page.getByRole('checkbox').first())).toBeVisible();
    await scan(page, 'cart', found);
    await page.goto(withQ(`/submit-order?prodId=${product.prodId}&skuId=${product.skuId}&prodCount=1`));
    await expect(page.locator('h1, h2').first()).toBeVisible();
    await scan(page, 'submit-order', found);
    await page.goto(withQ(`/payment?orderNumbers=${orderNumber}`));
    await expect(page.getByRole('radio').first()).toBeVisible();
    await scan(page, 'payment', found);
    await page.goto(withQ('/user-center'));
    await expect(page.locator('h1, h2').first()).toBeVisible();
    await scan(page, 'user center', found);
    await page.goto(`/${q}`);
    await expect(page.locator('.pgrid').first()).toBeVisible();
    await scan(page, 'home (logged in)', found);

    const report = found.map((f) => `${f.page}: ${f.rule} (${f.impact})\n    ${f.nodes.join('\n    ')}`).join('\n');
    expect(found, `axe violations:\n${report}`).toEqual([]);
  });
}
