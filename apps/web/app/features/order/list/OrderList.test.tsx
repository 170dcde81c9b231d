// My orders: the tabs with their counts, the search, each order with its state and actions; cancel asks first.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { OrderSummary } from '@mall/shared';
import { demoUser, flush, renderAccount, stubFetch } from '../../account/test-utils';
import { OrderList } from './OrderList';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const order = (orderNumber: string, status: number): OrderSummary => ({
  orderNumber,
  shopId: 3,
  shopName: '悦家电器',
  status,
  orderType: 0,
  createTime: '2026-05-01T06:03:09Z',
  expiresAt: status === 1 ? '2099-01-01T00:00:00Z' : null,
  reviewUntil: null,
  productCount: 1,
  productTotal: 27900,
  shopDiscount: 0,
  couponDiscount: 0,
  pointsDiscount: 0,
  pointsUsed: 0,
  freight: 0,
  actualTotal: 27900,
  items: [
    {
      orderItemId: 1,
      prodId: 130,
      skuId: 267,
      prodName: '智能电饭煲',
      skuName: '珍珠白',
      pic: '/p.webp',
      price: 27900,
      prodCount: 1,
      productTotalAmount: 27900,
      discountAmount: 0,
      actualTotal: 27900,
      goodsType: 0,
      commented: false,
      refundStatus: null,
      refundSn: null,
      refundableCount: 0,
    },
  ],
  canApplyRefund: false,
  refundSn: null,
});
const counts = { unPay: 2, payed: 1, consignment: 0, unComment: 0, refund: 0 };
const page = (records: OrderSummary[]) => ({ records, total: records.length, current: 1, size: 10, pages: 1 });

describe('my orders', () => {
  it('a points order is marked with its points and offers no buy-again (zh, en)', () => {
    const completed = { ...order('P1', 5), orderType: 3, pointsUsed: 1200, productTotal: 0, actualTotal: 0 };
    const { unmount } = renderAccount(<OrderList page={page([completed, order('N2', 5)])} counts={counts} status={0} keyword="" />, { user: demoUser(), url: '/user-center/uc-order' });
    const [points, plain] = screen.getAllByRole('listitem').filter((li) => li.classList.contains('uo-order'));
    expect(within(points!).getByTestId('points-order-tag').textContent).toBe('积分订单 · 1,200积分');
    expect(within(points!).queryByRole('button', { name: '再次购买' })).toBeNull();
    expect(within(plain!).getByRole('button', { name: '再次购买' })).toBeTruthy();
    unmount();
    renderAccount(<OrderList page={page([completed])} counts={counts} status={0} keyword="" />, { lang: 'en', user: demoUser(), url: '/user-center/uc-order' });
    expect(screen.getByTestId('points-order-tag').textContent).toBe('Points order · 1,200 points');
  });

  it('a pre-sale order is marked deposit or balance; buying it again opens the product page, not the cart at the usual price (zh, en)', () => {
    const deposit: OrderSummary = { ...order('D1', 5), orderType: 4, presalePart: 'deposit' };
    const balance: OrderSummary = { ...order('B1', 5), orderType: 4, presalePart: 'balance' };
    const fetch = stubFetch();
    const { unmount } = renderAccount(<OrderList page={page([deposit, balance])} counts={counts} status={0} keyword="" />, { user: demoUser(), url: '/user-center/uc-order' });
    const [d, b] = screen.getAllByRole('listitem').filter((li) => li.classList.contains('uo-order'));
    expect(within(d!).getByTestId('presale-order-tag').textContent).toBe('预售 · 定金');
    expect(within(b!).getByTestId('presale-order-tag').textContent).toBe('预售 · 尾款');
    expect(within(d!).queryByRole('button', { name: '再次购买' })).toBeNull();
    expect(within(d!).getByRole('link', { name: '再次购买' }).getAttribute('href')).toBe('/detail/130');
    expect(fetch.to('/shop-api/p/myOrder/buyAgain')).toHaveLength(0);
    unmount();
    renderAccount(<OrderList page={page([balance])} counts={counts} status={0} keyword="" />, { lang: 'en', user: demoUser(), url: '/user-center/uc-order' });
    expect(screen.getByTestId('presale-order-tag').textContent).toBe('Pre-sale · Balance');
    expect(screen.getByRole('link', { name: 'Buy again' }).getAttribute('href')).toBe('/detail/130');
  });

  it.each([
    [1, 'en', '1 item is off the shelf or out of stock and was not added to the cart'],
    [2, 'en', '2 items are off the shelf or out of stock and were not added to the cart'],
    [1, 'zh', '1 种商品已下架或无货，未加入购物车'],
  ] as const)('buy again with %i line(s) skipped (%s): the toast counts them, then the cart', async (skipped, lang, text) => {
    const fetch = stubFetch({ '/shop-api/p/myOrder/buyAgain': { status: 200, body: { basketIds: [9], skipped } } });
    const app = renderAccount(<OrderList page={page([order('N2', 5)])} counts={counts} status={0} keyword="" />, { lang, user: demoUser(), url: '/user-center/uc-order' });
    fireEvent.click(screen.getByRole('button', { name: lang === 'en' ? 'Buy again' : '再次购买' }));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(fetch.to('/shop-api/p/myOrder/buyAgain')).toHaveLength(1);
    await vi.waitFor(() => expect(app.location()).toBe('/cart'));
  });

  it('tabs with counts, the current one marked', () => {
    renderAccount(<OrderList page={page([order('N1', 1)])} counts={counts} status={1} keyword="" />, {
      user: demoUser(),
      url: '/user-center/uc-order?status=1',
    });
    const tabs = screen.getByRole('navigation', { name: '订单状态' });
    expect(
      within(tabs)
        .getByRole('link', { name: /^待付款\s*2$/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(tabs)
        .getByRole('link', { name: /^待发货\s*1$/ })
        .getAttribute('href'),
    ).toBe('/user-center/uc-order?status=2');
    expect(within(tabs).getByRole('link', { name: '全部订单' }).getAttribute('href')).toBe('/user-center/uc-order');
  });

  it('an unpaid order: pending payment, pay link, cancel after a question', async () => {
    const fetch = stubFetch({ '/shop-api/p/myOrder/cancel/N1': { status: 200, body: { ok: true } } });
    renderAccount(<OrderList page={page([order('N1', 1), order('N2', 6)])} counts={counts} status={0} keyword="" />, {
      lang: 'en',
      user: demoUser(),
    });
    const first = screen.getByRole('listitem', { name: 'Order N1' });
    expect(within(first).getByText('Pending payment')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/payment?orderNumbers=N1');
    fireEvent.click(within(first).getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel order' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await flush();
    expect(fetch.to('/shop-api/p/myOrder/cancel/N1')[0]!.method).toBe('PUT');
    expect(await screen.findByText('Order canceled')).toBeTruthy();
    const second = screen.getByRole('listitem', { name: 'Order N2' });
    expect(within(second).getByText('Canceled')).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Delete order' })).toBeTruthy();
  });

  it('a search that finds nothing says so', () => {
    renderAccount(<OrderList page={page([])} counts={counts} status={0} keyword="手机" />, { user: demoUser() });
    expect(screen.getByText('“手机”共找到 0 个订单')).toBeTruthy();
    expect(screen.getByText('没有找到相关订单')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: '搜索订单' }) as HTMLInputElement).value).toBe('手机');
  });
});
