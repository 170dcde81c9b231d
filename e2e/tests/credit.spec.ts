// Credit account (issue 17, decision 028), zh and en: the demo buyer (company approved, a 50,000-yuan line from the demo
// data) pays an order of demo_seller's shop on credit at the cashier with the payment password → the success page
// says "pay on credit" → uc-credit shows the line, the use in the ledger with the order number, and the demo statement
// with its repay buttons; uc-order-invoice-account lists the statement to invoice.
import { expect, test } from './support/test';
import { sellerProduct } from './support/orders';
import { DEMO_PAY_PASSWORD, ensureAddress, logInAs, tokenOf } from './support/storefront';

const T = {
  zh: {
    cashier: '收银台', method: /授信支付/, payNow: '立即支付', dialog: '请输入支付密码', pw: '6位数字支付密码', confirm: '确认支付', done: '支付成功', way: '支付方式：授信支付',
    credit: '我的授信', ledgerUse: '授信支付', repay: '余额还款', invoice: '账单开票',
  },
  en: {
    cashier: 'Checkout counter', method: /Pay on credit/, payNow: 'Pay now', dialog: 'Enter your payment password', pw: '6-digit payment password', confirm: 'Confirm payment', done: 'Payment successful', way: /Pay on credit/,
    credit: 'My credit', ledgerUse: 'Paid on credit', repay: 'Repay from balance', invoice: 'Statement invoices',
  },
} as const;

for (const lang of ['zh', 'en'] as const) {
  test(`the demo buyer pays an order on credit and sees it in uc-credit (${lang})`, async ({ page }) => {
    const x = T[lang];
    const q = lang === 'en' ? '&lang=en' : '';
    const token = await logInAs(page, 'demo_buyer', 'demo@123456');
    const item = await sellerProduct(page.request, await tokenOf(page.request, 'demo_seller', 'demo@123456'));
    await ensureAddress(page.request, token);
    const headers = { Authorization: token };
    const confirm = await page.request.post('/shop-api/p/order/confirm', { headers, data: { orderItem: { ...item, prodCount: 1 } } });
    expect(confirm.status(), await confirm.text()).toBe(200);
    const submit = await page.request.post('/shop-api/p/order/submit', { headers, data: { submitToken: (await confirm.json()).submitToken } });
    expect(submit.status(), await submit.text()).toBe(200);
    const orderNumber = ((await submit.json()) as { orderNumbers: string[] }).orderNumbers[0]!;

    await page.goto(`/payment?orderNumbers=${orderNumber}${q}`);
    await expect(page.getByRole('heading', { name: x.cashier })).toBeVisible();
    await page.getByRole('radio', { name: x.method }).check();
    await page.getByRole('button', { name: x.payNow }).click();
    const dialog = page.getByRole('dialog', { name: x.dialog });
    await dialog.getByLabel(x.pw).fill(DEMO_PAY_PASSWORD);
    await dialog.getByRole('button', { name: x.confirm }).click();
    await page.waitForURL(/\/pay-success\?payNo=/);
    await expect(page.getByRole('heading', { name: x.done })).toBeVisible();
    await expect(page.getByText(x.way)).toBeVisible();

    await page.goto(`/user-center/uc-credit${q.replace('&', '?')}`);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(x.credit) })).toBeVisible();
    const ledger = page.getByRole('region', { name: lang === 'en' ? 'Credit ledger' : '额度明细' });
    // the other language's journey pays on the same line at the same time: find this order's row
    await expect(ledger.locator('tbody tr', { hasText: orderNumber })).toContainText(x.ledgerUse);
    await expect(page.getByRole('button', { name: new RegExp(`^${x.repay} S`) }).first()).toBeVisible();

    await page.goto(`/user-center/uc-order-invoice-account${q.replace('&', '?')}`);
    await expect(page.getByRole('heading', { level: 1, name: x.invoice })).toBeVisible();
    await expect(page.locator('.credit-table tbody tr').first()).toBeVisible();
  });
}
