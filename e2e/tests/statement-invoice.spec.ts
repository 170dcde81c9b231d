// Statement invoices (issue 17, decision 034), in zh and in en: the demo credit buyer asks for the invoice of one of his
// closed statements on uc-order-invoice-account with his default title → the platform console (operator, English)
// issues it on the credit page's "Statement invoices" tab with an uploaded PDF, number and amount → the buyer sees it
// issued and downloads the very file. The demo data holds two statements without an invoice (and an older one with
// its invoice issued): the zh journey takes the newest, the en journey the one before, so they can run side by side.
import { expect, test } from './support/test';
import { openConsole, settled } from './support/console';
import { logInAs } from './support/storefront';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const TEXTS = {
  zh: { heading: '账单开票', askFor: (no: string) => `为账单 ${no} 申请发票`, dialog: '申请账单发票', send: '提交申请', applying: '开票中', issued: '已开票', downloadFor: (no: string) => `下载账单 ${no} 的电子发票` },
  en: { heading: 'Statement invoices', askFor: (no: string) => `Request an invoice for statement ${no}`, dialog: 'Invoice a statement', send: 'Send request', applying: 'Being issued', issued: 'Issued', downloadFor: (no: string) => `Download the e-invoice of statement ${no}` },
} as const;

interface Statement { id: number; statementNo: string; amount: number; invoice: { status: string } | null }

for (const [lang, index, invoiceNo] of [['zh', 0, '26311000000000000901'], ['en', 1, '26311000000000000902']] as const) {
  test(`a credit buyer asks a statement's invoice → the platform issues a PDF → the buyer downloads it (${lang})`, async ({ page, browser }) => {
    test.setTimeout(60_000);
    const T = TEXTS[lang];
    const q = lang === 'en' ? '?lang=en' : '';
    const token = await logInAs(page, 'demo_buyer', 'demo@123456');
    const statements = ((await (await page.request.get('/shop-api/p/credit/statements?size=20', { headers: { Authorization: token } })).json()) as { records: Statement[] }).records;
    const st = statements[index]!;
    expect(st.invoice, `statement ${st.statementNo} has no invoice yet`).toBeNull();

    // the buyer asks with his default title
    await page.goto(`/user-center/uc-order-invoice-account${q}`);
    await expect(page.getByRole('heading', { level: 1, name: T.heading })).toBeVisible();
    await page.getByRole('button', { name: T.askFor(st.statementNo) }).click();
    const ask = page.getByRole('dialog', { name: T.dialog });
    await expect(ask.getByRole('radio').first()).toBeVisible();
    await ask.getByRole('button', { name: T.send }).click();
    await expect(ask).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: st.statementNo });
    await expect(row.getByText(T.applying, { exact: true })).toBeVisible();

    // the operator issues it in the platform console
    const consoleContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const operator = await consoleContext.newPage();
    await openConsole(operator, 'platform/credit', 'demo_admin', 'admin@123456');
    await operator.getByRole('tab', { name: 'Statement invoices' }).click();
    const request = operator.getByRole('row').filter({ hasText: st.statementNo });
    await request.getByRole('button', { name: 'Issue' }).click();
    const issue = await settled(operator.getByRole('dialog', { name: `Issue the invoice of statement ${st.statementNo}` }));
    await issue.locator('input[type=file]').setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(issue.getByText('statement.pdf')).toBeVisible();
    await issue.getByLabel('Invoice number').fill(invoiceNo);
    await issue.getByRole('button', { name: 'Issue' }).click();
    await expect(issue).toBeHidden();
    await operator.getByRole('tab', { name: 'All' }).click();
    await expect(request.getByText('Issued', { exact: true })).toBeVisible();
    await consoleContext.close();

    // the buyer sees it issued and downloads the very file
    await page.reload();
    await expect(row.getByText(T.issued, { exact: true })).toBeVisible();
    await expect(row.getByText(invoiceNo, { exact: false })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: T.downloadFor(st.statementNo) }).click()]);
    expect(download.suggestedFilename()).toBe(`invoice-${invoiceNo}.pdf`);
    const chunks: Buffer[] = [];
    for await (const c of await download.createReadStream()) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(PDF)).toBe(true);
  });
}
