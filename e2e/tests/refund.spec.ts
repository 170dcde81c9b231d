// Refunds and returns, in zh and in en: a new buyer tops up and buys with the balance (API) → demo_seller ships (API,
// store session) → the buyer confirms receipt on the order page → applies for a return and refund of the line with a
// voucher photo (/user-center/apply-return) → the seller accepts in the seller centre with the return address → the
// buyer ships the goods back with a waybill (/return-detail) → the seller confirms receipt in the seller centre → the
// refund is in the buyer's balance ledger (uc-balance) and the order detail shows the line refunded.
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { enterStorePassword, openConsole, PNG, settled } from './support/console';
import { boughtWithBalance, sellerProduct } from './support/orders';
import { registerUser, tokenOf } from './support/storefront';

const TEXTS = {
  zh: {
    receipt: '确认收货', apply: '申请售后', title: '申请售后', reason: /退款原因/, returnMode: '退货退款', submit: '提交申请',
    applied: '待商家处理', shipBack: '填写退货物流', waybill: /运单号/, ok: '提交', shipped: '已寄回，待商家收货', refunded: '退款成功',
    refundType: '退款', view: '查看售后', lineState: '售后：退款成功',
  },
  en: {
    receipt: 'Confirm receipt', apply: 'Refund / return', title: 'Apply for a refund', reason: /Reason/, returnMode: 'Return and refund', submit: 'Submit request',
    applied: 'Waiting for the seller', shipBack: 'Enter return shipment', waybill: /Waybill no\./, ok: 'Submit', shipped: 'Shipped back, waiting for the seller', refunded: 'Refunded',
    refundType: 'Refund', view: 'View refund', lineState: 'After-sales: Refunded',
  },
} as const;

/** demo_seller ships the whole order through the seller API (store session). */
async function ship(request: APIRequestContext, sellerToken: string, orderNumber: string) {
  const auth = { Authorization: sellerToken };
  const session = await request.post('/shop-api/p/seller/session', { headers: auth, data: { password: 'store123' } });
  expect(session.status(), await session.text()).toBe(200);
  const headers = { ...auth, 'X-Store-Token': ((await session.json()) as { storeToken: string }).storeToken };
  const order = (await (await request.get(`/shop-api/p/seller/orders/${orderNumber}`, { headers })).json()) as { items: { itemId: number }[] };
  const res = await request.post(`/shop-api/p/seller/orders/${orderNumber}/ship`, {
    headers, data: { packages: [{ companyCode: 'SF', waybillNo: `SF${orderNumber}`, itemIds: order.items.map((i) => i.itemId) }] },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The seller centre (English) on the refund's page. */
async function sellerRefundPage(seller: Page, refundSn: string) {
  await openConsole(seller, 'seller', 'demo_seller', 'demo@123456');
  await enterStorePassword(seller, 'store123'); // a new browser context: the store session is asked for every time
  await seller.getByRole('menuitem', { name: 'Refunds' }).click();
  // the request's row of the list (the unread notices above it link to it too)
  await seller.getByRole('table').getByRole('link', { name: refundSn }).click();
  await expect(seller.getByText(`Refund no. ${refundSn}`)).toBeVisible();
}

/** A dialog of the seller centre once its opening zoom is over (support/console.ts settled). */
const openedDialog = (seller: Page, name: string) => settled(seller.getByRole('dialog', { name }));

for (const lang of ['zh', 'en'] as const) {
  test(`buy with the balance → ship → receive → return with a photo → seller accepts → ship back → seller receives → refunded (${lang})`, async ({ page, browser }) => {
    test.setTimeout(60_000);
    const T = TEXTS[lang];
    const q = lang === 'en' ? '&lang=en' : '';
    const sellerToken = await tokenOf(page.request, 'demo_seller', 'demo@123456');
    const product = await sellerProduct(page.request, sellerToken);
    const account = await registerUser(page.request, `rf${lang}`);
    const token = await tokenOf(page.request, account.userName, account.passWord);
    const { orderNumber, total } = await boughtWithBalance(page.request, token, product);
    await ship(page.request, sellerToken, orderNumber);

    // the buyer confirms receipt on the order page; the line then offers a refund / return
    await page.context().addCookies([{ name: 'token', value: token, url: test.info().project.use.baseURL! }]);
    await page.goto(`/order-detail?orderNumber=${orderNumber}${q}`);
    await page.getByRole('button', { name: T.receipt }).first().click();
    await page.getByRole('alertdialog').getByRole('button', { name: T.receipt }).click();
    await page.getByRole('link', { name: T.apply, exact: true }).first().click();
    await expect(page).toHaveURL(/\/user-center\/apply-return\?orderNumber=/);
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();

    // the form: return and refund (received goods), a reason, a voucher photo; the amount is the whole line
    await expect(page.getByRole('radio', { name: T.returnMode })).toBeChecked();
    await page.getByRole('combobox', { name: T.reason }).selectOption({ index: 1 });
    await page.locator('input[type=file]').setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.locator('.as-vouchers__item img')).toHaveCount(1);
    await page.getByRole('button', { name: T.submit }).click();
    await expect(page).toHaveURL(/\/return-detail\?refundSn=/);
    const refundSn = new URL(page.url()).searchParams.get('refundSn')!;
    await expect(page.getByRole('heading', { level: 1, name: T.applied })).toBeVisible();

    // the seller accepts in the seller centre with the return address
    const sellerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const seller = await sellerContext.newPage();
    await sellerRefundPage(seller, refundSn);
    await expect(seller.getByRole('img', { name: 'Vouchers 1' })).toBeVisible();
    await seller.getByRole('button', { name: 'Accept' }).click();
    const accept = await openedDialog(seller, 'Accept the refund request');
    await accept.getByLabel('Receiver', { exact: true }).fill('Demo returns desk');
    await accept.getByLabel("Receiver's phone").fill('13900139000');
    await accept.getByLabel('Return address').fill('上海市浦东新区博云路2号 售后部');
    await accept.getByRole('button', { name: 'Accept' }).click();
    await expect(accept).toBeHidden();
    await expect(seller.getByText('Accepted', { exact: true })).toBeVisible();

    // the buyer ships the goods back: the waybill is required
    await page.reload();
    await expect(page.getByText('上海市浦东新区博云路2号 售后部')).toBeVisible();
    await page.getByRole('button', { name: T.shipBack }).click();
    const shipDialog = page.getByRole('dialog', { name: lang === 'zh' ? '退货物流' : 'Return shipment' });
    await shipDialog.getByRole('button', { name: T.ok }).click();
    await expect(shipDialog.getByRole('alert')).toBeVisible();
    await shipDialog.getByRole('textbox', { name: T.waybill }).fill(`YT${Date.now() % 1e9}`);
    await shipDialog.getByRole('button', { name: T.ok }).click();
    await expect(page.getByRole('heading', { level: 1, name: T.shipped })).toBeVisible();

    // the seller confirms the goods are back: the refund goes out
    await seller.reload();
    await seller.getByRole('button', { name: 'Confirm receipt and refund' }).click();
    await (await openedDialog(seller, 'Confirm the goods are back')).getByRole('button', { name: 'Confirm receipt and refund' }).click();
    await expect(seller.getByText('Refunded', { exact: true }).first()).toBeVisible();
    await sellerContext.close();

    // the buyer: the request is refunded, the money is in the balance ledger, the order shows the refund
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: T.refunded })).toBeVisible();
    await page.goto(`/user-center/uc-balance${q.replace('&', '?')}`);
    const refundRow = page.getByRole('row', { name: new RegExp(T.refundType) });
    await expect(refundRow).toContainText(`${(total / 100).toFixed(2)}`);
    await page.goto(`/order-detail?orderNumber=${orderNumber}${q}`);
    await expect(page.getByText(T.lineState)).toBeVisible();
    await expect(page.getByRole('link', { name: T.view })).toHaveAttribute('href', `/return-detail?refundSn=${refundSn}`);
    await page.goto(`/user-center/uc-return${q.replace('&', '?')}`);
    await expect(page.getByRole('listitem', { name: new RegExp(refundSn) })).toContainText(T.refunded);
  });
}
