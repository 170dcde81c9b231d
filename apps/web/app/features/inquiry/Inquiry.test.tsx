// Inquiry pages (issue 17) in zh and en: uc-enquiry offers ordering at the quote (the checkout with ?inquiryId=) only
// while it is valid; the ask form refuses a wrong quantity and a message over 200 before any call.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { InquiryView, ProdDetail } from '@mall/shared';
import { demoUser, flush, renderAccount, stubFetch } from '../account/test-utils';
import { confirmBodyOf } from '../order/checkout.server';
import { AskForm } from './AskForm';
import { MyInquiries } from './MyInquiries';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const base: InquiryView = {
  id: 4, shopId: 1, shopName: '星河数码', prodId: 2, skuId: 3, prodName: '保温杯', skuName: '黑色', pic: '', listPrice: 1000, count: 50, message: '', status: 'answered', shownStatus: 'answered',
  unitPrice: 850, validUntil: '2026-12-01T00:00:00Z', reply: '批量价', orderNumber: null, answeredAt: '2026-11-21T00:00:00Z', createTime: '2026-11-21T00:00:00Z',
};
const T = {
  zh: { order: '按报价下单', expired: '已过期', quoted: '报价 ¥8.50/件', count: '请输入正确的商品数量', submit: '提交询价' },
  en: { order: 'Order at this price', expired: 'Expired', quoted: 'Quote ¥8.50 each', count: 'Please enter the correct number of items', submit: 'Send the inquiry' },
} as const;

describe.each(['zh', 'en'] as const)('inquiry pages (%s)', (lang) => {
  const x = T[lang];
  it('uc-enquiry: a valid quote orders through the checkout with its id; an expired one does not', async () => {
    const page = { records: [base, { ...base, id: 5, shownStatus: 'expired' as const }], total: 2, current: 1, size: 10, pages: 1 };
    renderAccount(<MyInquiries status={null} page={page} />, { lang, user: demoUser() });
    await flush();
    expect(screen.getAllByText(x.quoted)).toHaveLength(2);
    const links = screen.getAllByRole('link', { name: x.order });
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('/submit-order?prodId=2&skuId=3&prodCount=50&inquiryId=4');
    expect(screen.getByText(x.expired)).toBeTruthy();
    expect(confirmBodyOf(new URLSearchParams('prodId=2&skuId=3&prodCount=50&inquiryId=4'))).toMatchObject({ orderItem: { prodId: 2, skuId: 3, prodCount: 50, inquiryId: 4 } });
  });

  it('the ask form refuses a wrong quantity before any call', async () => {
    const fetch = stubFetch({});
    const product = { prodId: 2, prodName: '保温杯', images: [], skus: [{ skuId: 3, skuCode: 'SKU-3', price: 1000, oriPrice: 1000, stock: 9, pic: '', specs: [{ name: '颜色', value: '黑色' }] }] } as unknown as ProdDetail;
    renderAccount(<AskForm product={product} skuId={3} count={1} />, { lang, user: demoUser() });
    await flush();
    fireEvent.change(document.querySelector('[name="count"]')!, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: x.submit }));
    expect(await screen.findByText(x.count)).toBeTruthy();
    expect(fetch.to('/shop-api/p/inquiry')).toHaveLength(0);
  });
});
