// The mall inbox (issue 18) in zh and en: after-sales notices (named by their new state, a link to the request) and
// pre-sale messages (their text) in one list, unread ones marked with the count; "mark all read" posts once and
// reloads; the top bar's link shows the unread count it reads from the API.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { REFUND_STATUS, type InboxAnswer } from '@mall/shared';
import { demoUser, flush, renderAccount, stubFetch } from '../account/test-utils';
import { Inbox } from './Inbox';
import { InboxLink } from './InboxLink';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const inbox: InboxAnswer = {
  unread: 2,
  records: [
    { source: 'refund', id: 4, at: '2026-11-20T02:00:00.000Z', read: false, refundSn: 'R100', status: REFUND_STATUS.accepted },
    { source: 'presale', id: 9, at: '2026-11-19T02:00:00.000Z', read: false, title: '预售尾款已开始支付', content: '请在 2026-11-25 前支付尾款 ¥898.00' },
    { source: 'refund', id: 3, at: '2026-11-18T02:00:00.000Z', read: true, refundSn: 'R099', status: REFUND_STATUS.refunded },
  ],
};
const T = {
  zh: { title: '站内信', unread: '2 条未读', refund: '售后单 R100：商家已同意', done: '售后单 R099：退款成功', readAll: '全部已读', link: '站内信，2 条未读', empty: '暂无站内信' },
  en: { title: 'Notifications', unread: '2 unread', refund: 'After-sales request R100: Accepted by the seller', done: 'After-sales request R099: Refunded', readAll: 'Mark all read', link: 'Notifications, 2 unread', empty: 'No notifications yet' },
} as const;

describe.each(['zh', 'en'] as const)('the mall inbox (%s)', (lang) => {
  const x = T[lang];
  it('lists both sources newest first, unread marked, and marks all read at once', async () => {
    const fetch = stubFetch({ '/shop-api/p/user/messages/read': { status: 200, body: { ok: true } } });
    renderAccount(<Inbox inbox={inbox} />, { lang, user: demoUser() });
    await flush();
    expect(screen.getByRole('heading', { name: new RegExp(x.title) }).textContent).toContain(x.unread);
    const items = screen.getAllByTestId('inbox-message');
    expect(items.map((li) => li.className.includes('is-unread'))).toEqual([true, true, false]);
    expect(screen.getByRole('link', { name: x.refund }).getAttribute('href')).toBe('/return-detail?refundSn=R100');
    expect(screen.getByRole('link', { name: x.done })).toBeTruthy();
    expect(screen.getByRole('link', { name: '预售尾款已开始支付' }).getAttribute('href')).toBe('/user-center/uc-presale');
    expect(screen.getByText('请在 2026-11-25 前支付尾款 ¥898.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: x.readAll }));
    fireEvent.click(screen.getByRole('button', { name: x.readAll }));
    await flush();
    expect(fetch.to('/shop-api/p/user/messages/read')).toHaveLength(1);
  });

  it('says so when there is none, without the button; the top bar link shows the unread count', async () => {
    stubFetch({ '/shop-api/p/user/messages/unread': { status: 200, body: { unread: 2 } } });
    renderAccount(<><Inbox inbox={{ unread: 0, records: [] }} /><InboxLink lang={lang} /></>, { lang, user: demoUser() });
    await flush();
    expect(screen.getByText(x.empty)).toBeTruthy();
    expect(screen.queryByRole('button', { name: x.readAll })).toBeNull();
    const link = screen.getByRole('link', { name: x.link });
    expect(link.getAttribute('href')).toBe('/user-center#inbox');
    expect(link.textContent).toContain('2');
  });
});
