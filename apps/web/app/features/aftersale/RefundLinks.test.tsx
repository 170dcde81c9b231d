// The after-sales entries of my orders and the order detail (zh and en): "Refund / return" per line while the order
// takes requests and pieces are refundable, the line's request state with a link to it, the whole-order request
// before shipping (or of a multi-line order), the open whole-order request, nothing for an order that takes none.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ORDER_STATUS, REFUND_STATUS as S, type OrderSummary } from '@mall/shared';
import { demoUser, renderAccount, stubFetch } from '../account/test-utils';
import { OrderList } from '../order/list/OrderList';
import { OrderDetailPage } from '../order/detail/OrderDetailPage';
import { detail, item, summary } from '../order/test-orders';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const counts = { unPay: 0, payed: 0, consignment: 0, unComment: 0, refund: 0 };
const list = (orders: OrderSummary[], lang: 'zh' | 'en' = 'zh') =>
  renderAccount(<OrderList page={{ records: orders, total: orders.length, current: 1, size: 10, pages: 1 }} counts={counts} status={0} keyword="" />, {
    lang,
    user: demoUser(),
  });
const links = (root: HTMLElement) => within(root).queryAllByRole('link').map((a) => `${a.textContent} ${a.getAttribute('href')}`);

describe('after-sales entries of my orders', () => {
  it('a received line: "申请售后" opens the form for that line; no whole-order entry for one line', () => {
    stubFetch();
    list([summary()]);
    const order = screen.getByRole('listitem', { name: '订单 N1' });
    expect(within(order).getByRole('link', { name: '申请售后' }).getAttribute('href')).toBe('/user-center/apply-return?orderNumber=N1&itemIds=1');
    expect(within(order).queryByRole('link', { name: '申请退款' })).toBeNull();
  });

  it('a line with a request shows its state and links to that request; pieces left can still be applied for (en)', () => {
    stubFetch();
    list([summary({ items: [item(1, { refundStatus: S.applied, refundSn: 'R1', refundableCount: 0 }), item(2, { refundStatus: S.refunded, refundSn: 'R2', refundableCount: 1 })] })], 'en');
    const order = screen.getByRole('listitem', { name: 'Order N1' });
    expect(within(order).getByText('After-sales: Waiting for the seller')).toBeTruthy();
    expect(within(order).getByText('After-sales: Refunded')).toBeTruthy();
    expect(within(order).getAllByRole('link', { name: 'View refund' }).map((a) => a.getAttribute('href'))).toEqual([
      '/return-detail?refundSn=R1',
      '/return-detail?refundSn=R2',
    ]);
    // only the second line has pieces left; not every line can go back, so no whole-order request
    expect(within(order).getAllByRole('link', { name: 'Refund / return' }).map((a) => a.getAttribute('href'))).toEqual([
      '/user-center/apply-return?orderNumber=N1&itemIds=2',
    ]);
    expect(within(order).queryByRole('link', { name: 'Request a refund' })).toBeNull();
  });

  it('a line naming its request links to its detail, not to my requests', () => {
    stubFetch();
    list([summary({ items: [item(1, { refundStatus: S.refused, refundSn: 'R7', refundableCount: 0 })] })]);
    expect(screen.getAllByRole('link', { name: '查看售后' }).map((a) => a.getAttribute('href'))).toEqual(['/return-detail?refundSn=R7']);
    expect(screen.getByText('售后：商家已拒绝')).toBeTruthy();
  });

  it('a paid order not shipped yet: "申请退款" of the whole order instead of the line entry', () => {
    stubFetch();
    list([summary({ status: ORDER_STATUS.pendingDelivery })]);
    const order = screen.getByRole('listitem', { name: '订单 N1' });
    expect(within(order).getByRole('link', { name: '申请退款' }).getAttribute('href')).toBe('/user-center/apply-return?orderNumber=N1');
    expect(within(order).queryByRole('link', { name: '申请售后' })).toBeNull();
  });

  it('a received order of several lines offers both; an open whole-order request replaces the entry', () => {
    stubFetch();
    const { unmount } = list([summary({ items: [item(1), item(2)] })]);
    expect(links(screen.getByRole('listitem', { name: '订单 N1' }))).toEqual(
      expect.arrayContaining([
        '申请售后 /user-center/apply-return?orderNumber=N1&itemIds=1',
        '申请售后 /user-center/apply-return?orderNumber=N1&itemIds=2',
        '申请退款 /user-center/apply-return?orderNumber=N1',
      ]),
    );
    unmount();
    list([summary({ refundSn: 'R8', items: [item(1, { refundStatus: S.accepted, refundableCount: 0 }), item(2, { refundStatus: S.accepted, refundableCount: 0 })] })]);
    const order = screen.getByRole('listitem', { name: '订单 N1' });
    expect(within(order).getByRole('link', { name: '查看退款' }).getAttribute('href')).toBe('/return-detail?refundSn=R8');
    expect(within(order).queryByRole('link', { name: /申请/ })).toBeNull();
  });

  it('an order that takes no request (unpaid, canceled, window closed) has no entry', () => {
    stubFetch();
    list([summary({ canApplyRefund: false, items: [item(1, { refundableCount: 0 })] })]);
    expect(screen.queryByRole('link', { name: /申请|售后|退款/ })).toBeNull();
  });
});

describe('after-sales entries of the order detail', () => {
  for (const lang of ['zh', 'en'] as const) {
    it(`per line and for the whole order (${lang})`, () => {
      stubFetch();
      renderAccount(<OrderDetailPage order={detail({ status: ORDER_STATUS.shipped, items: [item(1), item(2, { refundStatus: S.withdrawn, refundSn: 'R9' })] })} />, { lang, user: demoUser() });
      const T = lang === 'zh' ? { apply: '申请售后', whole: '申请退款', state: '售后：已撤销', view: '查看售后' } : { apply: 'Refund / return', whole: 'Request a refund', state: 'After-sales: Withdrawn', view: 'View refund' };
      expect(screen.getAllByRole('link', { name: T.apply }).map((a) => a.getAttribute('href'))).toEqual([
        '/user-center/apply-return?orderNumber=N1&itemIds=1',
        '/user-center/apply-return?orderNumber=N1&itemIds=2',
      ]);
      expect(screen.getByText(T.state)).toBeTruthy();
      expect(screen.getByRole('link', { name: T.view }).getAttribute('href')).toBe('/return-detail?refundSn=R9');
      expect(screen.getByRole('link', { name: T.whole }).getAttribute('href')).toBe('/user-center/apply-return?orderNumber=N1');
    });
  }
});
