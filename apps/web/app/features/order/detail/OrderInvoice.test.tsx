// The order page's invoice box: the newest invoice request of the order (asked at checkout or later) with its state
// and the way to it; without one, the checkout's choice; without that, "no invoice" (zh, en).
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { InvoiceView } from '@mall/shared';
import { demoUser, renderAccount } from '../../account/test-utils';
import { detail } from '../test-orders';
import { OrderDetailPage } from './OrderDetailPage';

const asked = (over: Partial<InvoiceView> = {}): InvoiceView => ({
  id: 7, orderNumber: 'N1', shopId: 3, shopName: '悦家电器', invoiceType: 2, kind: 1, title: '杭州某某科技有限公司', taxNumber: '91330100MA2B3C4D5E',
  regAddress: '', regPhone: '', bankName: '', bankAccount: '', amount: 10000, status: 'invoiced', origin: 'later', refuseReason: null,
  ...over,
}) as InvoiceView;

const box = () => within(screen.getByRole('heading', { name: /发票|Invoice/ }).parentElement!);

describe.each([
  ['zh', '不开发票', '已开票', '查看详情', '单位'],
  ['en', 'No invoice', 'Issued', 'Details', 'Company'],
] as const)('order page, invoice (%s)', (lang, none, issued, details, unit) => {
  it('an invoice asked later: its title, its state and the way to it', () => {
    renderAccount(<OrderDetailPage order={detail()} invoice={asked()} />, { lang, user: demoUser() });
    expect(box().getByText('杭州某某科技有限公司')).toBeTruthy();
    expect(box().getByText(issued)).toBeTruthy();
    expect(box().getByRole('link', { name: details }).getAttribute('href')).toBe('/invoice-detail?id=7');
    expect(box().queryByText(none)).toBeNull();
  });

  it('none asked: the checkout\'s choice, else no invoice', () => {
    const view = renderAccount(<OrderDetailPage order={detail({}, { invoice: { invoiceType: 2, title: '某公司', taxNumber: '' } })} />, { lang, user: demoUser() });
    expect(box().getByText('某公司')).toBeTruthy();
    expect(box().getByText(new RegExp(unit))).toBeTruthy();
    view.unmount();
    renderAccount(<OrderDetailPage order={detail()} invoice={null} />, { lang, user: demoUser() });
    expect(box().getByText(none)).toBeTruthy();
  });
});
