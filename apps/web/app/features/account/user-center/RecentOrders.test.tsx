// The user center's order list (SPEC §2 /user-center?currentPage=): a page of the newest orders with the pager on
// currentPage; a page past the last (an old link) says there is none and links back to the first page (zh, en).
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { OrderSummary, Paged } from '@mall/shared';
import { demoUser, renderAccount } from '../test-utils';
import { RecentOrders } from './RecentOrders';

const page = (over: Partial<Paged<OrderSummary>>): Paged<OrderSummary> => ({ records: [], total: 0, current: 1, size: 5, pages: 0, ...over });

describe.each([['zh', '暂无订单', '回到第一页'], ['en', 'No orders yet', 'Back to the first page']] as const)('recent orders (%s)', (lang, empty, first) => {
  it('each order: its shop, its day in China time and its count of items (one item, several)', () => {
    const order = (orderNumber: string, productCount: number) => ({ orderNumber, shopId: 1, shopName: '星河数码', status: 1, orderType: 0, createTime: '2026-11-26T17:30:00Z', expiresAt: null, reviewUntil: null, productCount, items: [], canApplyRefund: false, refundSn: null, pointsUsed: 0, actualTotal: 9900 }) as unknown as OrderSummary;
    renderAccount(<RecentOrders page={page({ records: [order('A1', 1), order('A2', 3)], total: 2, pages: 1 })} />, { lang, user: demoUser() });
    const rows = screen.getAllByRole('listitem').map((li) => li.textContent ?? '');
    expect(rows[0]).toContain(`星河数码 · 2026-11-27 · ${lang === 'en' ? '1 item' : '共 1 件'}`);
    expect(rows[0]).not.toContain('items');
    expect(rows[1]).toContain(lang === 'en' ? '3 items' : '共 3 件');
  });

  it('a page past the last links back to the first; the first page has no such link', () => {
    const view = renderAccount(<RecentOrders page={page({ current: 3, total: 4, pages: 1 })} />, { lang, user: demoUser() });
    expect(screen.getByText(new RegExp(empty))).toBeTruthy();
    expect(screen.getByRole('link', { name: first }).getAttribute('href')).toBe('/user-center');
    view.unmount();
    renderAccount(<RecentOrders page={page({})} />, { lang, user: demoUser() });
    expect(screen.queryByRole('link', { name: first })).toBeNull();
  });
});
