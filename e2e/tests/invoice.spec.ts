// Invoices, in zh and in en (issue 17): a new buyer buys from demo_seller with the balance (API) → keeps a company
// title on uc-invoice-title (the credit code's check character refused first) → asks for the order's invoice on
// uc-order-invoice → the seller issues it in the seller centre with an uploaded PDF, number and amount → the buyer
// sees it issued on /invoice-detail and downloads the same PDF.
import { expect, test } from './support/test';
import { enterStorePassword, openConsole, settled } from './support/console';
import { boughtWithBalance, sellerProduct } from './support/orders';
import { registerUser, tokenOf } from './support/storefront';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const TEXTS = {
  zh: {
    add: '新增发票抬头', name: '单位名称', tax: '纳税人识别号', save: '保存', taxInvalid: '纳税人识别号格式不正确', ask: '申请开票', send: '提交申请',
    applying: '开票中', issued: '已开票', download: '下载电子发票', detail: '发票详情',
  },
  en: {
    add: 'Add a title', name: 'Company name', tax: 'Taxpayer number', save: 'Save', taxInvalid: 'The taxpayer number is not in the correct format', ask: 'Ask for an invoice', send: 'Send the request',
    applying: 'Being issued', issued: 'Issued', download: 'Download e-invoice', detail: 'Invoice details',
  },
} as const;

for (const lang of ['zh', 'en'] as const) {
  test(`keep a title → ask for an order's invoice → the seller issues a PDF → the buyer downloads it (${lang})`, async ({ page, browser }) => {
    test.setTimeout(60_000);
    const T = TEXTS[lang];
    const q = lang === 'en' ? '?lang=en' : '';
    const sellerToken = await tokenOf(page.request, 'demo_seller', 'demo@123456');
    const product = await sellerProduct(page.request, sellerToken);
    const account = await registerUser(page.request, `inv${lang}`);
    const token = await tokenOf(page.request, account.userName, account.passWord);
    const { orderNumber } = await boughtWithBalance(page.request, token, product);
    await page.context().addCookies([{ name: 'token', value: token, url: test.info().project.use.baseURL! }]);

    // a company title: a wrong check character is refused on the page, then the right code is kept
    await page.goto(`/user-center/uc-invoice-title${q}`);
    await page.getByRole('button', { name: T.add }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: T.name }).fill('上海云杉贸易有限公司');
    await dialog.getByRole('textbox', { name: T.tax }).fill('91310115MA1K4ABC2X');
    await dialog.getByRole('button', { name: T.save }).click();
    await expect(dialog.getByText(T.taxInvalid)).toBeVisible();
    await dialog.getByRole('textbox', { name: T.tax }).fill('91310115ma1k4abc2b');
    await dialog.getByRole('button', { name: T.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('91310115MA1K4ABC2B')).toBeVisible();

    // ask for the order's invoice with it: the request opens, being issued
    await page.goto(`/user-center/uc-order-invoice${q}`);
    await page.getByRole('button', { name: lang === 'zh' ? `为订单 ${orderNumber} 申请开票` : `Ask for an invoice for order ${orderNumber}` }).click();
    await expect(page.getByRole('radio', { name: /上海云杉贸易有限公司/ })).toBeChecked();
    await page.getByRole('button', { name: T.send }).click();
    await expect(page).toHaveURL(/\/invoice-detail\?id=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: T.detail })).toBeVisible();
    await expect(page.getByText(T.applying, { exact: true })).toBeVisible();

    // the seller issues it in the seller centre (English): the PDF, a 20-digit number, the amount as offered
    const sellerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const seller = await sellerContext.newPage();
    await openConsole(seller, 'seller', 'demo_seller', 'demo@123456');
    await enterStorePassword(seller, 'store123');
    await seller.getByRole('menuitem', { name: 'Invoices' }).click();
    const row = seller.getByRole('row').filter({ hasText: orderNumber });
    await row.getByRole('button', { name: 'Issue' }).click();
    const issue = await settled(seller.getByRole('dialog', { name: `Issue the invoice of order ${orderNumber}` }));
    await issue.locator('input[type=file]').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(issue.getByText('invoice.pdf')).toBeVisible();
    await issue.getByLabel('Invoice number').fill('26312000000012345678');
    await issue.getByRole('button', { name: 'Issue' }).click();
    await expect(issue).toBeHidden();
    await expect(row.getByText('Issued', { exact: true })).toBeVisible();
    await sellerContext.close();

    // the buyer sees it issued and downloads the very file
    await page.reload();
    await expect(page.getByText(T.issued, { exact: true })).toBeVisible();
    await expect(page.getByText('26312000000012345678')).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: T.download }).click()]);
    expect(download.suggestedFilename()).toBe('invoice-26312000000012345678.pdf');
    const saved = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const c of saved) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(PDF)).toBe(true);
  });
}
