// The points mall's pages in zh and en: the list (balance or login prompt, range and sort links, cards with points,
// cash and stock, the empty state), a product (points + cash, stock, limit, the quantity within the limit, redeem →
// the checkout, a visitor → the login popup, not enough points, off shelf) and the redemption's checkout (points
// total, cash, a points-only order → its order page, one with cash → the payment page, a refusal in place).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ConfirmAnswer, PointsProductCard, PointsProductDetail, UserAddress } from '@mall/shared';
import { demoUser, flush, renderAccount, stubFetch } from '../account/test-utils';
import { DetailPage } from './DetailPage';
import { MallPage } from './MallPage';
import { RedeemCheckout } from './RedeemCheckout';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const card = (over: Partial<PointsProductCard> = {}): PointsProductCard => ({
  prodId: 1, name: '保温杯', pic: '/uploads/p1.webp', points: 1200, cash: 0, stock: 30, totalStock: 50, perUserLimit: 2, ...over,
});
const page = (records: PointsProductCard[]) => ({ records, total: records.length, current: 1, size: 20, pages: 1 });
const product = (over: Partial<PointsProductDetail> = {}): PointsProductDetail => ({
  ...card(), pics: ['/uploads/p1.webp', '/uploads/p2.webp'], description: '双层真空，保温12小时', onShelf: true, ...over,
});

describe('points mall list', () => {
  it('zh: the buyer\'s points with the records link, the filters, cards with points, cash and stock', () => {
    renderAccount(<MallPage data={{ page: page([card(), card({ prodId: 2, name: '蓝牙耳机', points: 2000, cash: 2900, stock: 0 })]), range: 'r2', sort: 1, balance: 5000 }} />, { user: demoUser(), url: '/member-center/integral-mall' });
    expect(screen.getByRole('heading', { level: 1, name: '积分商城' })).toBeTruthy();
    expect(screen.getByTestId('pm-balance').textContent).toBe('5,000');
    expect(screen.getByRole('link', { name: '积分明细' }).getAttribute('href')).toBe('/user-center/uc-integral');
    const ranges = screen.getByRole('group', { name: '积分范围' });
    expect(within(ranges).getByRole('link', { name: '500-2000' }).getAttribute('aria-current')).toBe('true');
    expect(within(ranges).getByRole('link', { name: '我能兑换' }).getAttribute('href')).toBe('/member-center/integral-mall?range=mine&sort=1');
    expect(within(screen.getByRole('group', { name: '排序' })).getByRole('link', { name: '积分从高到低' }).getAttribute('href')).toBe('/member-center/integral-mall?range=r2&sort=2');
    const links = screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/member-center/integral-det/'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/member-center/integral-det/1', '/member-center/integral-det/2']);
    expect(links[0]!.textContent).toContain('1,200积分');
    expect(links[0]!.textContent).toContain('剩余30件');
    expect(links[1]!.textContent).toContain('2,000积分+ ¥29.00');
    expect(links[1]!.textContent).toContain('已兑完');
  });

  it('en: a visitor gets the login prompt; an empty list offers all products', () => {
    renderAccount(<MallPage data={{ page: page([]), range: 'r4', sort: 0, balance: null }} />, { lang: 'en', url: '/member-center/integral-mall?range=r4' });
    expect(screen.getByRole('heading', { level: 1, name: 'Points Mall' })).toBeTruthy();
    expect(screen.getByText('Log in to see your points')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'I can redeem' })).toBeNull();
    expect(screen.getByText('No points products match')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all points products' }).getAttribute('href')).toBe('/member-center/integral-mall');
  });
});

describe('points product', () => {
  it('zh: points, stock and limit; the quantity stops at the limit; redeem goes to the checkout', async () => {
    const app = renderAccount(<DetailPage data={{ product: product(), balance: 5000 }} />, { user: demoUser(), url: '/member-center/integral-det/1' });
    expect(screen.getByRole('heading', { level: 1, name: '保温杯' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '当前位置' })).toBeTruthy();
    expect(screen.getByText('剩余30件')).toBeTruthy();
    expect(screen.getByText('每人限兑2件')).toBeTruthy();
    expect(screen.getByText('双层真空，保温12小时')).toBeTruthy();
    const more = screen.getByRole('button', { name: '增加数量' }) as HTMLButtonElement;
    fireEvent.click(more);
    expect((screen.getByRole('textbox', { name: '数量' }) as HTMLInputElement).value).toBe('2');
    expect(more.disabled).toBe(true);
    expect(screen.getByText('您当前有5,000积分')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '立即兑换' }));
    await flush();
    expect(app.location()).toBe('/submit-integral-order?prodId=1&count=2');
  });

  it('en: not enough points says how many more; off shelf and sold out cannot be redeemed', () => {
    const { unmount } = renderAccount(<DetailPage data={{ product: product({ points: 3000 }), balance: 1000 }} />, { lang: 'en', user: demoUser() });
    expect(screen.getByText('Not enough points: 2,000 more needed')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'You are here' })).toBeTruthy();
    unmount();
    const off = renderAccount(<DetailPage data={{ product: product({ onShelf: false }), balance: 1000 }} />, { lang: 'en', user: demoUser() });
    expect(screen.getByText('This product is no longer offered').getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: 'Redeem' })).toBeNull();
    off.unmount();
    renderAccount(<DetailPage data={{ product: product({ stock: 0 }), balance: 1000 }} />, { lang: 'en', user: demoUser() });
    expect((screen.getByRole('button', { name: 'Sold out' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a visitor\'s redeem opens the login (zh)', async () => {
    const app = renderAccount(<DetailPage data={{ product: product(), balance: null }} />, { url: '/member-center/integral-det/1' });
    fireEvent.click(screen.getByRole('button', { name: '立即兑换' }));
    await flush();
    expect(app.location()).not.toContain('/submit-integral-order');
  });
});

const addr: UserAddress = {
  addrId: 5, receiver: '张三', mobile: '13800138000', provinceCode: '110000', cityCode: '110100', areaCode: '110101',
  province: '北京市', city: '北京市', area: '东城区', addr: '东华门街道 1 号', isDefault: true,
};
const confirmOf = (cash: number, count = 1): ConfirmAnswer => {
  const line = { basketId: null, prodId: 10, skuId: 100, prodName: '保温杯', skuName: '黑色', pic: '/p.webp', price: cash, prodCount: count, productTotalAmount: cash * count, discountAmount: 0, actualTotal: cash * count, goodsType: 0 };
  return {
    submitToken: 'tok-p', expiresAt: '2030-01-01T00:00:00Z', userAddr: addr, needAddress: true,
    shopOrders: [{ shopId: 1, shopName: '自营店', selfOperated: true, totalCount: count, items: [line], productTotal: cash * count, shopDiscount: 0, couponDiscount: 0, pointsDiscount: 0, freight: 0, actualTotal: cash * count }],
    totalCount: count, productTotal: cash * count, discount: 0, freight: 0, actualTotal: cash * count,
  };
};

describe('redemption checkout', () => {
  it('zh: points only — the points total and what is left; submitted, then the order\'s page', async () => {
    const fetch = stubFetch({ '/shop-api/p/pointsMall/submit': { status: 200, body: { orderNumbers: ['P1'], actualTotal: 0, expiresAt: 'x' } } });
    const app = renderAccount(<RedeemCheckout data={{ prodId: 1, count: 2, product: product(), balance: 5000, confirm: confirmOf(0, 2), addresses: [addr], error: null }} />, { user: demoUser(), url: '/submit-integral-order?prodId=1&count=2' });
    expect(screen.getByRole('heading', { level: 1, name: '确认兑换订单' })).toBeTruthy();
    expect(screen.getByTestId('pm-points-total').textContent).toBe('2,400积分');
    expect(screen.getByText('2,600积分')).toBeTruthy();
    expect(screen.getByText('提交后直接扣除积分，无需支付')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '给商家留言：' }), { target: { value: '周末送' } });
    fireEvent.click(screen.getByRole('button', { name: '提交兑换' }));
    await flush();
    expect(fetch.to('/shop-api/p/pointsMall/submit')[0]!.body).toEqual({ submitToken: 'tok-p', remarks: [{ shopId: 1, remarks: '周末送' }] });
    expect(app.location()).toBe('/order-detail?orderNumber=P1');
  });

  it('en: points + cash go to the payment page; a refusal is shown in place of the order', async () => {
    stubFetch({ '/shop-api/p/pointsMall/submit': { status: 200, body: { orderNumbers: ['P2'], actualTotal: 990, expiresAt: 'x' } } });
    const app = renderAccount(<RedeemCheckout data={{ prodId: 1, count: 1, product: product({ cash: 990 }), balance: 5000, confirm: confirmOf(990), addresses: [addr], error: null }} />, { lang: 'en', user: demoUser(), url: '/submit-integral-order?prodId=1' });
    expect(screen.getByText('Pay the cash part within 30 minutes of submitting, or the order is cancelled and the points come back')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Redeem now' }));
    await flush();
    expect(app.location()).toBe('/payment?orderNumbers=P2');
    app.unmount();
    renderAccount(<RedeemCheckout data={{ prodId: 1, count: 1, product: product(), balance: 100, confirm: null, addresses: [addr], error: 'Not enough points: this redemption needs 1200 points, you have 100' }} />, { lang: 'en', user: demoUser() });
    expect(screen.getByRole('alert').textContent).toContain('Not enough points: this redemption needs 1200 points, you have 100');
    expect(screen.getByRole('link', { name: 'Back to the product' }).getAttribute('href')).toBe('/member-center/integral-det/1');
  });
});
