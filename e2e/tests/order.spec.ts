// Cart, checkout and orders: log in → add products of two shops on their product pages (the header count follows)
// → cart → change a quantity (the totals follow) → checkout with a new address and a message to the merchant
// → two orders (one per shop) → /payment → my orders shows them pending payment → cancel one.
import { expect, test, type APIRequestContext, type Page } from './support/test';

test.describe.configure({ mode: 'serial' });

async function logIn(page: Page): Promise<string> {
  const res = await page.request.post('/shop-api/login', { data: { userName: 'demo_buyer', passWord: 'demo@123456' } });
  expect(res.status()).toBe(200);
  const { accessToken } = (await res.json()) as { accessToken: string };
  const baseURL = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: 'token', value: accessToken, url: baseURL }]);
  return accessToken;
}

interface Product {
  prodId: number;
  prodName: string;
  shopId: number;
  shopName: string;
  price: number;
}

/** Two physical products of two different shops, in stock, with a single SKU to choose from. */
async function twoShops(request: APIRequestContext): Promise<[Product, Product]> {
  const res = await request.get('/shop-api/search/prodPage?current=1&size=40');
  const { records } = (await res.json()) as { records: Product[] };
  const picked: Product[] = [];
  for (const p of records) {
    if (picked.some((x) => x.shopId === p.shopId)) continue;
    const info = (await (await request.get(`/shop-api/prod/prodInfo?prodId=${p.prodId}`)).json()) as {
      goodsType: number;
      skus: { stock: number; price: number }[];
    };
    if (info.goodsType !== 0 || info.skus.length !== 1 || info.skus[0]!.stock < 10) continue;
    picked.push({ ...p, price: info.skus[0]!.price });
    if (picked.length === 2) break;
  }
  expect(picked).toHaveLength(2);
  return picked as [Product, Product];
}

/** Empties the buyer's cart through the API (other journeys share demo_buyer). */
async function emptyCart(request: APIRequestContext, token: string) {
  const headers = { Authorization: token };
  const groups = (await (await request.post('/shop-api/p/shopCart/info', { data: [], headers })).json()) as {
    shopCartItemDiscounts: { shopCartItems: { basketId: number }[] }[];
  }[];
  const ids = groups.flatMap((g) => g.shopCartItemDiscounts.flatMap((d) => d.shopCartItems.map((i) => i.basketId)));
  if (ids.length)
    expect((await request.delete('/shop-api/p/shopCart/deleteItem', { data: ids, headers })).status()).toBe(200);
}

const yuan = (fen: number) => (fen / 100).toFixed(2);
const cartCount = (page: Page) => page.locator('.header__cart-count');

test('cart → quantity → new address → two orders → pending payment → cancel one', async ({ page }) => {
  await page.goto('/help');
  const token = await logIn(page);
  await emptyCart(page.request, token);
  const [a, b] = await twoShops(page.request);

  // ---- add to cart on the product pages: the header count follows without a reload ----
  await page.goto(`/detail/${a.prodId}`);
  await expect(cartCount(page)).toHaveText('0');
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();
  await expect(cartCount(page)).toHaveText('1');
  await page.goto(`/detail/${b.prodId}`);
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(cartCount(page)).toHaveText('2');

  // ---- the cart: one group per shop; only our two lines chosen ----
  await page.getByRole('link', { name: /我的购物车/ }).click();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('heading', { level: 1, name: /我的购物车/ })).toBeVisible();
  const lineA = page.locator('.cart-line', { hasText: a.prodName });
  const lineB = page.locator('.cart-line', { hasText: b.prodName });
  await expect(lineA).toBeVisible();
  await expect(lineB).toBeVisible();
  const total = page.locator('.cart-bar__total');
  await expect(total).toContainText(yuan(a.price + b.price));

  // a wrong quantity is refused with its message; then 2 of the first product: totals and header follow
  const qtyA = lineA.getByRole('textbox', { name: `${a.prodName} 的数量` });
  await qtyA.fill('0');
  await qtyA.press('Enter');
  await expect(lineA.getByRole('alert')).toHaveText('请输入正确的商品数量');
  await expect(qtyA).toHaveValue('1');
  await lineA.getByRole('button', { name: '增加数量' }).click();
  await expect(qtyA).toHaveValue('2');
  await expect(total).toContainText(yuan(2 * a.price + b.price));
  await expect(cartCount(page)).toHaveText('3');

  // ---- checkout ----
  await page.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/submit-order\?basketIds=\d+,\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '确认订单' })).toBeVisible();
  await expect(page.getByText('商品来自 2 个店铺，将按店铺拆分为 2 个订单')).toBeVisible();

  // a new address in the dialog becomes the chosen one
  const existing = await page.getByRole('radio').count();
  await page.getByRole('button', { name: '新增收货地址' }).first().click();
  const dialog = page.getByRole('dialog', { name: '新增收货地址' });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请输入收货人')).toBeVisible();
  await dialog.getByRole('textbox', { name: '收货人' }).fill('王五');
  await dialog.getByRole('textbox', { name: '手机号码' }).fill('13912345678');
  await dialog.getByRole('combobox', { name: '所在地区' }).selectOption({ label: '浙江省' });
  await dialog.getByRole('combobox', { name: '请选择城市' }).selectOption({ label: '杭州市' });
  await dialog.getByRole('combobox', { name: '请选择区县' }).selectOption({ label: '西湖区' });
  await dialog.getByRole('textbox', { name: '详细地址' }).fill('文三路 100 号 2 幢 301 室');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/addrId=\d+/);
  await expect(page.getByRole('radio')).toHaveCount(existing + 1);
  await expect(page.getByRole('radio', { name: /王五/ })).toBeChecked();
  await expect(page.locator('.co-sum__to')).toContainText('浙江省 杭州市 西湖区 文三路 100 号 2 幢 301 室');

  // a message to the first shop's merchant
  const shopA = page.getByRole('region', { name: a.shopName });
  await shopA.getByRole('textbox', { name: '给商家留言：' }).fill('工作日送货，谢谢');
  await expect(shopA.getByText('8/200')).toBeVisible();

  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/payment\?orderNumbers=\d+,\d+$/);
  const numbers = new URL(page.url()).searchParams.get('orderNumbers')!.split(',');
  expect(numbers).toHaveLength(2);
  await expect(cartCount(page)).toHaveText('0');

  // ---- my orders: both pending payment ----
  await page.goto('/user-center/uc-order?status=1');
  const tabs = page.getByRole('navigation', { name: '订单状态' });
  await expect(tabs.getByRole('link', { name: /待付款/ })).toHaveAttribute('aria-current', 'page');
  for (const n of numbers) {
    const row = page.getByRole('listitem', { name: `订单 ${n}` });
    await expect(row).toBeVisible();
    await expect(row.locator('.uo-order__status')).toHaveText('待付款');
  }

  // ---- cancel one, after the question ----
  const first = page.getByRole('listitem', { name: `订单 ${numbers[0]}` });
  await first.getByRole('button', { name: '取消订单' }).click();
  await page.getByRole('alertdialog', { name: '取消订单' }).getByRole('button', { name: '取消订单' }).click();
  await expect(page.getByText('订单已取消')).toBeVisible();
  await expect(first).toBeHidden(); // gone from the pending-payment tab
  await expect(page.getByRole('listitem', { name: `订单 ${numbers[1]}` })).toBeVisible();

  // the canceled order's page: state, reason, the message to the merchant
  const canceled = numbers[0]!;
  await page.goto(`/order-detail?orderNumber=${canceled}`);
  await expect(page.getByRole('heading', { level: 1, name: '已取消' })).toBeVisible();
  await expect(page.getByText('取消原因：买家取消')).toBeVisible();
  await expect(page.getByRole('button', { name: '删除订单' })).toBeVisible();
});
