// The demand and service hall's pages (issue 17) in zh and en: the landing shows counts and the latest posts; the
// post form refuses by the shared rule before any call (the message under its field) and sends the cleaned body;
// the detail hides the contact from visitors and shows the poster the quotes with an accept button and a chat link;
// the reply page tells who may not quote why.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DemandCard, DemandOwnView } from '@mall/shared';
import { demoUser, flush, renderAccount, stubFetch } from '../account/test-utils';
import { DemandHall } from './DemandHall';
import { DemandDetail } from './DemandDetail';
import { DemandForm } from './DemandForm';
import { QuoteForm } from './QuoteForm';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const card: DemandCard = {
  id: 3, kind: 'demand', title: '采购保温杯', categoryId: 1, categoryName: '家居', product: '保温杯', quantity: 2000, unit: '个', budgetMin: 2_000_000, budgetMax: 5_000_000,
  deadline: '2026-12-31T15:59:59.000Z', regionCode: '330000', regionName: '浙江省', status: 'published', quoteCount: 1, publishedAt: '2026-11-20T00:00:00.000Z', createTime: '2026-11-20T00:00:00.000Z',
};
const own: DemandOwnView = {
  ...card, spec: '500ml', description: '<p>定制logo</p>', attachments: [], poster: '王**', contactName: '王经理', contactPhone: '13912345678', refuseReason: null, revision: 0, acceptedQuoteId: null,
  quotes: [{ id: 11, postId: 3, shopId: 5, responderName: '示例店铺', price: 4_200_000, leadDays: 12, note: '可寄样', attachments: [], status: 'open', createTime: '2026-11-21T00:00:00.000Z' }],
};
const T = {
  zh: { hall: '供需大厅', demands: '进行中的需求', budget: '预算 ¥20000.00 - ¥50000.00', submit: '提交审核', title: '标题', titleRequired: '请输入标题', category: '分类', contactLogin: '登录并通过企业认证后可查看联系方式', accept: '采纳', chat: '联系商家', notAllowed: '只有店铺或通过企业认证的服务商可以报价' },
  en: { hall: 'Demand and service hall', demands: 'Open demands', budget: 'Budget ¥20000.00 - ¥50000.00', submit: 'Submit for review', title: 'Title', titleRequired: 'Please enter a title', category: 'Category', contactLogin: 'Log in with approved company authentication to see the contact details', accept: 'Accept', chat: 'Chat with the shop', notAllowed: 'Only a shop or a provider with approved company authentication can quote' },
} as const;

describe.each(['zh', 'en'] as const)('demand hall pages (%s)', (lang) => {
  const x = T[lang];

  it('the landing shows the counts and the latest demands', async () => {
    renderAccount(<DemandHall hall={{ demands: [card], services: [], counts: { demands: 7, services: 2, quotes: 9 } }} />, { lang, user: null });
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: x.hall })).toBeTruthy();
    expect(screen.getByText(x.demands).nextElementSibling?.textContent).toBe('7');
    expect(screen.getByRole('link', { name: '采购保温杯' }).getAttribute('href')).toBe('/demand/demand-detail?id=3');
    expect(screen.getByText(x.budget)).toBeTruthy();
  });

  it('the post form refuses a blank title before any call, then sends the post', async () => {
    const fetch = stubFetch({ '/shop-api/p/demand/posts': () => ({ status: 200, body: { ...own, status: 'pending' } }) });
    renderAccount(<DemandForm kind="demand" post={null} categories={[{ value: '1', label: '家居' }]} regions={[{ value: '330000', label: '浙江省' }]} inCenter />, { lang, user: demoUser() });
    await flush();
    fireEvent.change(document.querySelector('[name="title"]')!, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: x.submit }));
    expect(await screen.findByText(x.titleRequired)).toBeTruthy();
    expect(fetch.to('/shop-api/p/demand/posts')).toHaveLength(0);
    const fill = (name: string, value: string) => fireEvent.change(document.querySelector(`[name="${name}"]`)!, { target: { value } });
    fill('title', '采购保温杯'); fill('categoryId', '1'); fill('product', '保温杯'); fill('quantity', '2000'); fill('unit', '个');
    fill('budgetMin', '20000'); fill('budgetMax', '50000'); fill('deadline', new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10));
    fill('regionCode', '330000'); fill('contactName', '王经理'); fill('contactPhone', '13912345678'); fill('description', '定制<logo>');
    fireEvent.click(screen.getByRole('button', { name: x.submit }));
    await waitFor(() => expect(fetch.to('/shop-api/p/demand/posts')).toHaveLength(1));
    const sent = fetch.to('/shop-api/p/demand/posts')[0]!.body;
    expect(sent).toMatchObject({ kind: 'demand', title: '采购保温杯', categoryId: 1, quantity: 2000, budgetMin: 2_000_000, budgetMax: 5_000_000, regionCode: '330000', description: '<p>定制&lt;logo&gt;</p>' });
  });

  it('the detail hides the contact from visitors; the poster sees the quotes, an accept button and a chat link', async () => {
    const { unmount } = renderAccount(<DemandDetail post={own} own={null} ability={null} contact={null} />, { lang, user: null });
    await flush();
    expect(screen.getByText(x.contactLogin, { exact: false })).toBeTruthy();
    expect(screen.queryByText('13912345678')).toBeNull();
    unmount();
    renderAccount(<DemandDetail post={own} own={own} ability={{ own: true, canQuote: false, quoted: false, contactVisible: true }} contact={{ contactName: '王经理', contactPhone: '13912345678' }} />, { lang, user: demoUser() });
    await flush();
    expect(screen.getByText('13912345678')).toBeTruthy();
    expect(screen.getByRole('button', { name: x.accept })).toBeTruthy();
    expect(screen.getByRole('link', { name: x.chat }).getAttribute('href')).toBe('/chat?shopId=5');
  });

  it('the reply page tells a user who may not quote why', async () => {
    renderAccount(<QuoteForm post={own} ability={{ own: false, canQuote: false, quoted: false, contactVisible: false }} mine={null} />, { lang, user: demoUser() });
    await flush();
    expect(screen.getByText(x.notAllowed, { exact: false })).toBeTruthy();
  });
});
