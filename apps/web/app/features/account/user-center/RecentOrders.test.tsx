// The user center's order list (SPEC §2 /user-center?currentPage=): a page of the newest orders with the pager on
// currentPage; a page past the last (an old link) says there is none and links back to the first page (zh, en).
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { OrderSummary, Paged } from '@mall/shared';
import { demoUser, renderAccount } from '../test-utils';
import { RecentOrders } from './RecentOrders';

const page = (over: Partial<Paged<OrderSummary>>): Paged<OrderSummary> => ({ records: [], total: 0, current: 1, size: 5, pages: 0, ...over });

describe.each([['zh', '暂无订单', '回到第一页'], ['en', 'No orders yet', 'Back to the first page']] as const)('recent orders (%s)', (lang, empty, first) => {
  it('a page past the last links back to the first; the first page has no such link', () => {
    const view = renderAccount(<RecentOrders page={page({ current: 3, total: 4, pages: 1 })} />, { lang, user: demoUser() });
    expect(screen.getByText(new RegExp(empty))).toBeTruthy();
    expect(screen.getByRole('link', { name: first }).getAttribute('href')).toBe('/user-center');
    view.unmount();
    renderAccount(<RecentOrders page={page({})} />, { lang, user: demoUser() });
    expect(screen.queryByRole('link', { name: first })).toBeNull();
  });
});
