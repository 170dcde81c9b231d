// The cart page: groups by shop, invalid and sold-out lines not selectable, choosing, the totals of totalPay,
// delete with a question, the checkout with the chosen basket ids, the empty state; the header's count.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CartTotal, ShopCart, ShopCartItem } from '@mall/shared';
import { demoUser, flush, renderAccount, rootData, stubFetch } from '../account/test-utils';
import { createI18n } from '../../i18n';
import { ToastProvider } from '../../components/Toast';
import { Header } from '../../components/Header';
import { CartPage } from './CartPage';
import { priceText } from '../../test/render';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const line = (over: Partial<ShopCartItem>): ShopCartItem => ({
  basketId: 1,
  shopId: 1,
  prodId: 10,
  skuId: 100,
  prodName: '运动长裤',
  skuName: '黑色 S',
  pic: '/uploads/p.webp',
  price: 11900,
  oriPrice: 12900,
  prodCount: 2,
  stocks: 50,
  productTotalAmount: 23800,
  isChecked: true,
  goodsType: 0,
  valid: true,
  invalidReason: null,
  stockState: 'enough',
  ...over,
});

const group = (shopId: number, shopName: string, items: ShopCartItem[]): ShopCart => ({
  shopId,
  shopName,
  selfOperated: shopId === 1,
  shopCartItemDiscounts: [{ chooseDiscountItemDto: null, shopCartItems: items }],
});

const total: CartTotal = { totalMoney: 42800, subtractMoney: 0, finalMoney: 42800, count: 3 };
const groups = [
  group(1, '自营旗舰店', [
    line({ basketId: 1 }),
    line({ basketId: 2, prodName: '已下架的包', valid: false, invalidReason: 'offShelf' }),
  ]),
  group(3, '悦家电器', [
    line({ basketId: 3, shopId: 3, prodName: '电饭煲', price: 19000, prodCount: 1, productTotalAmount: 19000 }),
    line({ basketId: 4, shopId: 3, prodName: '卖光的锅', stocks: 0, stockState: 'soldOut' }),
  ]),
];

describe('cart page', () => {
  it('shows the shops, the lines and the totals of the chosen lines', () => {
    renderAccount(<CartPage data={{ groups, total }} />, { user: demoUser() });
    expect(screen.getByRole('region', { name: '自营旗舰店' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '悦家电器' })).toBeTruthy();
    const bar = screen.getByRole('region', { name: '结算' });
    expect(within(bar).getByText('已选商品 3 件')).toBeTruthy();
    expect(within(bar).getByText(priceText('售价 ¥428.00'))).toBeTruthy();
  });

  it('invalid lines are apart, greyed and cannot be chosen; sold-out lines cannot be chosen', () => {
    renderAccount(<CartPage data={{ groups, total }} />, { user: demoUser() });
    const invalid = screen.getByRole('region', { name: '失效商品 1 件' });
    expect(within(invalid).getByText('已下架的包')).toBeTruthy();
    expect(within(invalid).getByText('商品已下架')).toBeTruthy();
    expect(within(invalid).queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('checkbox', { name: '选择 卖光的锅' })).toHaveProperty('disabled', true);
    expect(screen.getByText('无货')).toBeTruthy();
  });

  it('select all unchooses every line that can be chosen, in one call', async () => {
    const fetch = stubFetch({ '/shop-api/p/shopCart/checkItems': { status: 200, body: { ok: true } } });
    renderAccount(<CartPage data={{ groups, total }} />, { user: demoUser() });
    const all = screen.getAllByRole('checkbox', { name: '全选' })[0]!;
    expect(all).toHaveProperty('checked', true);
    fireEvent.click(all);
    await flush();
    expect(fetch.to('/shop-api/p/shopCart/checkItems')[0]!.body).toEqual({ basketIds: [1, 3], checked: false });
  });

  it('a shop check box chooses that shop only', async () => {
    const fetch = stubFetch({ '/shop-api/p/shopCart/checkItems': { status: 200, body: { ok: true } } });
    renderAccount(<CartPage data={{ groups, total }} />, { lang: 'en', user: demoUser() });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all items of 悦家电器' }));
    await flush();
    expect(fetch.to('/shop-api/p/shopCart/checkItems')[0]!.body).toEqual({ basketIds: [3], checked: false });
  });

  it('deleting a line asks first, then deletes it', async () => {
    const fetch = stubFetch({ '/shop-api/p/shopCart/deleteItem': { status: 200, body: { ok: true } } });
    renderAccount(<CartPage data={{ groups, total }} />, { user: demoUser() });
    fireEvent.click(screen.getByRole('button', { name: '删除 电饭煲' }));
    const dialog = screen.getByRole('alertdialog', { name: '删除商品' });
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await flush();
    const call = fetch.to('/shop-api/p/shopCart/deleteItem')[0]!;
    expect(call.method).toBe('DELETE');
    expect(call.body).toEqual([3]);
  });

  it('checks out the chosen lines', async () => {
    const app = renderAccount(<CartPage data={{ groups, total }} />, { user: demoUser(), url: '/cart' });
    fireEvent.click(screen.getByRole('button', { name: '去结算' }));
    await flush();
    expect(app.location()).toBe('/submit-order?basketIds=1,3');
  });

  it('the batch actions need a choice', async () => {
    const none = groups.map((g) => ({
      ...g,
      shopCartItemDiscounts: g.shopCartItemDiscounts.map((d) => ({
        ...d,
        shopCartItems: d.shopCartItems.map((i) => ({ ...i, isChecked: false })),
      })),
    }));
    renderAccount(<CartPage data={{ groups: none, total: { ...total, count: 0, finalMoney: 0, totalMoney: 0 } }} />, {
      lang: 'en',
      user: demoUser(),
    });
    expect(screen.getByRole('button', { name: 'Check out' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(await screen.findByText('Please select the items to check out')).toBeTruthy();
  });

  it('an empty cart says so, with one way on', () => {
    renderAccount(<CartPage data={{ groups: [], total: { ...total, count: 0 } }} />, { lang: 'en', user: demoUser() });
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go shopping' }).getAttribute('href')).toBe('/');
  });
});

describe('header cart count', () => {
  function header(cartCount: number, logged: boolean) {
    const root = { ...rootData('zh', logged ? demoUser() : null), cartCount };
    const router = createMemoryRouter([{ id: 'root', path: '*', loader: () => root, element: <Header /> }], {
      hydrationData: { loaderData: { root } },
    });
    render(
      <I18nextProvider i18n={createI18n('zh')}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </I18nextProvider>,
    );
  }

  it('shows the units in the cart of the root data', () => {
    header(8, true);
    // the accessible name starts with the visible text (WCAG 2.5.3 label in name), the unit hidden after it
    const link = screen.getByRole('link', { name: '我的购物车 8 件商品' });
    expect(link.hasAttribute('aria-label')).toBe(false);
    expect(link.querySelector('.header__cart-count')?.textContent).toBe('8');
  });

  it('is 0 when logged out', () => {
    header(8, false);
    expect(screen.getByRole('link', { name: '我的购物车 0 件商品' })).toBeTruthy();
  });
});
