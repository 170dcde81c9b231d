// What the QR page and the success page say for each kind of payment (zh and en): orders name their numbers and
// lead to my orders; a top-up leads to my balance; a paid membership names itself and leads back to the plans, then
// to the member center (no order numbers, no 'waiting for delivery').
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { PayInfo } from '@mall/shared';
import { renderApp } from '../../test/render';
import { PaySuccess } from './PaySuccess';
import { WeixinPay } from './WeixinPay';
import { PaymentPage } from './PaymentPage';
import { flush, paymentStatus, stubFetch, SWITCH_ON } from './test-utils';

afterEach(() => vi.unstubAllGlobals());

const T = {
  zh: { names: '保温杯、茶具 等3件商品', membership: '开通付费会员', back: '返回选择会员套餐', done: '会员开通成功', center: '查看会员中心', orders: '我的订单' },
  en: { names: '保温杯, 茶具 (3 items)', membership: 'Paid membership', back: 'Back to the membership plans', done: 'Your membership is active', center: 'Go to the member center', orders: 'My orders' },
} as const;

describe.each(['zh', 'en'] as const)('payment kinds (%s)', (lang) => {
  const x = T[lang];
  const membership = paymentStatus({ kind: 'membership', orderNumbers: [] });

  it('the QR page of a paid membership names it and leads back to the plans', () => {
    renderApp(<WeixinPay initial={membership} qrSvg="<svg></svg>" />, { lang, url: '/weixin-pay?payNo=P1' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(x.membership);
    expect(screen.getByRole('link', { name: x.back }).getAttribute('href')).toBe('/member-center/buy-member');
  });

  it('the success page of a paid membership leads to the member center, with no order talk', () => {
    renderApp(<PaySuccess status={{ ...membership, state: 'paid', paidAt: '2026-11-21T08:01:00.000Z' }} />, { lang });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(x.done);
    expect(screen.getByRole('link', { name: x.center }).getAttribute('href')).toBe('/member-center/member-center');
    expect(screen.queryByRole('link', { name: x.orders })).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('an order payment still names its orders and leads to my orders', () => {
    renderApp(<PaySuccess status={{ ...paymentStatus({ orderNumbers: ['O1'] }), state: 'paid', paidAt: '2026-11-21T08:01:00.000Z' }} />, { lang });
    expect(screen.getByRole('link', { name: x.orders }).getAttribute('href')).toBe('/user-center/uc-order');
    expect(screen.getByRole('list').textContent).toContain('O1');
  });

  it("the cashier's order details list each order's products in the language's way", async () => {
    const info: PayInfo = {
      orderNumbers: ['O1'], orders: [{ orderNumber: 'O1', shopName: '官方自营店', status: 1, actualTotal: 6000, productCount: 3, prodNames: ['保温杯', '茶具'] }],
      total: 6000, state: 'payable', expiresAt: '2026-11-21T08:30:00.000Z', serverTime: '2026-11-21T08:00:00.000Z', balance: 0, isSetPayPassword: true,
    };
    stubFetch({ '/shop-api/paySwitch': SWITCH_ON });
    const { container } = renderApp(<PaymentPage info={info} />, { lang, url: '/payment?orderNumbers=O1' });
    await flush();
    fireEvent.click(container.querySelector('.pay-summary__toggle')!);
    expect(container.querySelector('.pay-orders__names')?.textContent).toBe(x.names);
  });
});
