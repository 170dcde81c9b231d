// SPEC §8 / issue 18: an activity that has ended answers 204; the storefront says 'the activity has ended' and goes to
// the home page (zh and en). The operator makes a special discount whose end has already passed through the console
// API (the server takes a past period: it is published, then ended), and a buyer opens its page.
import { expect, test, type APIRequestContext } from './support/test';
import { tokenOf } from './support/storefront';

async function endedDiscount(request: APIRequestContext): Promise<number> {
  const admin = { authorization: await tokenOf(request, 'demo_admin', 'admin@123456') };
  const products = await request.get('/shop-api/p/admin/picker/products?size=1', { headers: admin });
  expect(products.status()).toBe(200);
  const prod = ((await products.json()).records as { prodId: number; shopId: number }[])[0]!;
  const now = Date.now();
  const made = await request.post('/shop-api/p/admin/discounts', {
    headers: admin,
    data: {
      nameZh: `已结束${now % 1e6}`, nameEn: `Ended ${now % 1e6}`, kind: 1, value: 80, shopId: prod.shopId, prodIds: [prod.prodId],
      startsAt: new Date(now - 3 * 24 * 3600_000).toISOString(), endsAt: new Date(now - 24 * 3600_000).toISOString(),
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  const id = (await made.json()).discountId as number;
  expect((await request.get(`/shop-api/discount/detail?id=${id}`)).status()).toBe(204);
  return id;
}

for (const [lang, text] of [['zh', '活动已结束，即将返回首页'], ['en', 'The event has ended; taking you to the home page']] as const) {
  test(`an ended special discount's page says the activity has ended and goes home (${lang})`, async ({ page }) => {
    const id = await endedDiscount(page.request);
    await page.goto(`/discount-detail?id=${id}&lang=${lang}`);
    await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
  });
}
