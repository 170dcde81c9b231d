// The demand and service hall and inquiries, in zh and in en (issue 17, decisions 029, 030).
// 1. A new buyer posts a demand from /demand/demand-coop-post → the operator approves it in the platform console → a
//    seller (demo_seller, an open shop) quotes on the reply page → the buyer sees the quote on the detail and accepts
//    it: the demand ends.
// 2. The buyer asks demo_seller's shop for a quote from the product page → the seller centre answers a unit price →
//    the buyer orders at that price from uc-enquiry through the normal checkout; the order is priced at the quote.
import { expect, test } from './support/test';
import { openConsole, enterStorePassword, settled } from './support/console';
import { sellerProduct } from './support/orders';
import { ensureAddress, registerUser, tokenOf } from './support/storefront';

const TEXTS = {
  zh: {
    title: '标题', product: '所需产品', quantity: '数量', unit: '单位', deadline: '截止日期', contact: '联系人', phone: '联系电话', submit: '提交审核',
    pending: '待审核', price: '报价（元）', lead: '交期（天）', note: '给买家的留言', send: '提交报价', yours: '您的报价', accept: '采纳', closed: '已结束', accepted: '已采纳',
    ask: '询价', count: '数量', askSubmit: '提交询价', waiting: '待报价', order: '按报价下单', place: '提交订单',
  },
  en: {
    title: 'Title', product: 'Product wanted', quantity: 'Quantity', unit: 'Unit', deadline: 'Deadline', contact: 'Contact person', phone: 'Contact phone', submit: 'Submit for review',
    pending: 'Pending review', price: 'Price (yuan)', lead: 'Lead time (days)', note: 'Message to the buyer', send: 'Send the quote', yours: 'Your quote', accept: 'Accept', closed: 'Closed', accepted: 'Accepted',
    ask: 'Ask for a quote', count: 'Quantity', askSubmit: 'Send the inquiry', waiting: 'Awaiting quote', order: 'Order at this price', place: 'Place order',
  },
} as const;

for (const lang of ['zh', 'en'] as const) {
  test(`post a demand → the operator approves → a seller quotes → the buyer accepts (${lang})`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    const T = TEXTS[lang];
    const q = lang === 'en' ? '?lang=en' : '';
    const title = `${lang === 'zh' ? '采购测试保温杯' : 'Flasks wanted'} ${Date.now() % 1e6}`;
    const account = await registerUser(page.request, `dm${lang}`);
    const token = await tokenOf(page.request, account.userName, account.passWord);
    const base = test.info().project.use.baseURL!;
    await page.context().addCookies([{ name: 'token', value: token, url: base }]);

    // post: every * field, the budget in yuan, a deadline ten days ahead
    await page.goto(`/demand/demand-coop-post${q}`);
    await page.locator('input[name=title]').fill(title);
    await page.locator('select[name=categoryId]').selectOption({ index: 1 });
    await page.locator('input[name=product]').fill('不锈钢保温杯');
    await page.locator('input[name=quantity]').fill('300');
    await page.locator('input[name=unit]').fill('个');
    await page.locator('input[name=budgetMin]').fill('3000');
    await page.locator('input[name=budgetMax]').fill('6000');
    await page.locator('input[name=deadline]').fill(new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10));
    await page.locator('select[name=regionCode]').selectOption('310000');
    await page.locator('input[name=contactName]').fill('赵经理');
    await page.locator('input[name=contactPhone]').fill('13912345678');
    await page.getByRole('button', { name: T.submit }).click();
    await expect(page).toHaveURL(/\/demand\/demand-detail\?id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(T.pending, { exact: true })).toBeVisible();

    // the operator approves it in the platform console
    const opContext = await browser.newContext({ baseURL: base });
    const op = await opContext.newPage();
    await openConsole(op, 'platform', 'demo_admin', 'admin@123456');
    await op.getByRole('menuitem', { name: 'Demands & services' }).click();
    const row = op.getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(row).toBeHidden();
    await opContext.close();

    // demo_seller quotes on the reply page
    const sellerContext = await browser.newContext({ baseURL: base });
    await sellerContext.addCookies([{ name: 'token', value: await tokenOf(page.request, 'demo_seller', 'demo@123456'), url: base }]);
    const seller = await sellerContext.newPage();
    await seller.goto(`/demand/demand-detail-reply?id=${id}${q ? '&lang=en' : ''}`);
    await seller.locator('input[name=price]').fill('4500');
    await seller.locator('input[name=leadDays]').fill('7');
    await seller.locator('textarea[name=note]').fill('可印logo，含运费');
    await seller.getByRole('button', { name: T.send }).click();
    await expect(seller.getByText(T.yours)).toBeVisible();
    await expect(seller.getByText('¥4500.00')).toBeVisible();
    await sellerContext.close();

    // the buyer sees the quote and accepts it: the demand ends
    await page.reload();
    const quote = page.locator('.dm-quote').filter({ hasText: '¥4500.00' });
    await expect(quote).toBeVisible();
    await quote.getByRole('button', { name: T.accept }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: T.accept }).click();
    await expect(page.locator('.dm-detail__head').getByText(T.closed, { exact: true })).toBeVisible();
    await expect(quote.getByText(T.accepted, { exact: true })).toBeVisible();
  });

  test(`ask for a quote → the shop answers → the buyer orders at that price (${lang})`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    const T = TEXTS[lang];
    const q = lang === 'en' ? '?lang=en' : '';
    const base = test.info().project.use.baseURL!;
    const sellerToken = await tokenOf(page.request, 'demo_seller', 'demo@123456');
    const product = await sellerProduct(page.request, sellerToken);
    const account = await registerUser(page.request, `iq${lang}`);
    const token = await tokenOf(page.request, account.userName, account.passWord);
    await ensureAddress(page.request, token);
    await page.context().addCookies([{ name: 'token', value: token, url: base }]);

    // from the product page to /inquiry: three pieces, a message
    await page.goto(`/detail/${product.prodId}${q}`);
    await page.getByRole('link', { name: T.ask }).click();
    await expect(page).toHaveURL(/\/inquiry\?/);
    await page.locator('select[name=skuId]').selectOption(String(product.skuId));
    await page.locator('input[name=count]').fill('3');
    await page.locator('textarea[name=message]').fill('三件的批量价？');
    await page.getByRole('button', { name: T.askSubmit }).click();
    await expect(page).toHaveURL(/\/user-center\/uc-enquiry/);
    const item = page.locator('.inq-item').filter({ hasText: '三件的批量价？' });
    await expect(item.getByText(T.waiting, { exact: true })).toBeVisible();

    // the seller centre answers ¥1.23 a piece
    const sellerContext = await browser.newContext({ baseURL: base });
    const seller = await sellerContext.newPage();
    await openConsole(seller, 'seller', 'demo_seller', 'demo@123456');
    await enterStorePassword(seller, 'store123');
    await seller.getByRole('menuitem', { name: 'Inquiries' }).click();
    const row = seller.getByRole('row').filter({ hasText: '三件的批量价？' });
    await row.getByRole('button', { name: 'Quote' }).click();
    const dialog = await settled(seller.getByRole('dialog'));
    await dialog.getByLabel('Unit price (yuan)').fill('1.23');
    await dialog.getByRole('button', { name: 'Quote' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Quoted', { exact: true })).toBeVisible();
    await sellerContext.close();

    // the buyer orders at that price through the checkout
    await page.reload();
    await item.getByRole('link', { name: T.order }).click();
    await expect(page).toHaveURL(/\/submit-order\?.*inquiryId=\d+/);
    await expect(page.getByText('¥3.69').first()).toBeVisible();
    await page.getByRole('button', { name: T.place }).click();
    await expect(page).toHaveURL(/\/payment\?orderNumbers=\d+/);
    const orderNumber = new URL(page.url()).searchParams.get('orderNumbers')!;
    const detail = await (await page.request.get(`/shop-api/p/myOrder/orderDetail?orderNumber=${orderNumber}`, { headers: { Authorization: token } })).json() as { items: { price: number; prodCount: number }[] };
    expect(detail.items[0]).toMatchObject({ price: 123, prodCount: 3 });
  });
}

for (const lang of ['zh', 'en'] as const) {
  test(`no serious accessibility violation on the hall's and inquiry pages (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const { default: AxeBuilder } = await import('@axe-core/playwright');
    const withQ = (path: string) => (lang === 'en' ? `${path}${path.includes('?') ? '&' : '?'}lang=en` : path);
    const found: string[] = [];
    const scan = async (name: string) => {
      const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      for (const v of r.violations) if (v.impact === 'serious' || v.impact === 'critical') found.push(`${name}: ${v.id} ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
    };
    await page.goto(withQ('/demand/demand-hall'));
    await scan('hall');
    await page.goto(withQ('/demand/demand-list'));
    await scan('list');
    await page.goto(withQ('/demand/demand-detail?id=1'));
    await scan('detail');
    const token = await tokenOf(page.request, 'demo_buyer', 'demo@123456');
    await page.context().addCookies([{ name: 'token', value: token, url: test.info().project.use.baseURL! }]);
    await page.goto(withQ('/demand/demand-coop-post'));
    await scan('post');
    await page.goto(withQ('/user-center/uc-demand'));
    await scan('uc-demand');
    await page.goto(withQ('/user-center/uc-enquiry'));
    await scan('uc-enquiry');
    expect(found).toEqual([]);
  });
}
