// The review form: stars required, the text counter (0/150) and its rules, at most 9 photos (uploaded one by one), the
// body sent; in zh and en. A review's text is shown as text (never HTML); the product page's filters load their list.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { ProdReviewPage, ReviewView } from '@mall/shared';
import { renderApp } from '../../test/render';
import { flush, stubFetch } from '../account/test-utils';
import { ProductReviews } from './ProductReviews';
import { ReviewForm } from './ReviewForm';
import { ReviewItem } from './ReviewItem';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const submit = () => fireEvent.click(document.querySelector('form button[type="submit"]')!);
const alerts = () => Array.from(document.querySelectorAll('[role="alert"]')).map((e) => e.textContent);
const png = (i: number) => new File([new Uint8Array(10)], `p${i}.png`, { type: 'image/png' });

describe('review form', () => {
  it('needs a star rating and a text that is not all spaces, in zh and en', async () => {
    const fetch = stubFetch();
    const zh = renderApp(<ReviewForm orderItemId={7} mode="review" onDone={() => {}} />);
    submit();
    expect(alerts()).toEqual(['请选择1-5星评分', '评价内容不能为空']);
    fireEvent.click(screen.getByLabelText('4 星'));
    fireEvent.change(screen.getByLabelText('评价内容'), { target: { value: '    ' } });
    submit();
    expect(alerts()).toEqual(['评价内容不能为空']);
    expect(fetch.calls).toHaveLength(0);
    zh.unmount();
    renderApp(<ReviewForm orderItemId={7} mode="review" onDone={() => {}} />, { lang: 'en' });
    submit();
    expect(alerts()).toEqual(['Please choose a rating of 1-5 stars', 'The review cannot be empty']);
    await flush();
  });

  it('counts the characters of the text against 150', () => {
    renderApp(<ReviewForm orderItemId={7} mode="review" onDone={() => {}} />);
    const text = screen.getByLabelText('评价内容');
    expect(screen.getByText('0/150')).toBeTruthy();
    fireEvent.change(text, { target: { value: '质量很好' } });
    expect(screen.getByText('4/150')).toBeTruthy();
    expect(text.getAttribute('maxlength')).toBe('150');
  });

  it('uploads at most 9 photos and says so, then sends the review', async () => {
    let n = 0;
    const onDone = vi.fn();
    const fetch = stubFetch({
      '/shop-api/p/file/upload': () => ({ status: 200, body: { url: `/uploads/user/1/p${n++}.webp` } }),
      '/shop-api/p/comment/review': { status: 200, body: { reviewId: 3, orderEvaluated: true } },
    });
    renderApp(<ReviewForm orderItemId={7} mode="review" onDone={onDone} />, { lang: 'en' });
    fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: Array.from({ length: 10 }, (_, i) => png(i)) } });
    await flush();
    await flush();
    expect(fetch.to('/shop-api/p/file/upload')).toHaveLength(9);
    expect(screen.getAllByRole('img', { name: /Review photo/ })).toHaveLength(9);
    expect(alerts()).toEqual(['You can add at most 9 photos']);
    // the add button is gone at 9; a photo can be removed
    expect(document.querySelector('input[type="file"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 9' }));
    expect(screen.getAllByRole('img', { name: /Review photo/ })).toHaveLength(8);

    fireEvent.click(screen.getByLabelText('5 stars'));
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Great cup' } });
    fireEvent.click(screen.getByLabelText('Review anonymously'));
    submit();
    await flush();
    expect(fetch.to('/shop-api/p/comment/review')[0]!.body).toEqual({
      orderItemId: 7, rating: 5, content: 'Great cup', anonymous: true, pics: Array.from({ length: 8 }, (_, i) => `/uploads/user/1/p${i}.webp`),
    });
    expect(onDone).toHaveBeenCalledWith({ orderEvaluated: true });
  });

  it('shows the API\'s refusal; the follow-up mode has no stars', async () => {
    stubFetch({ '/shop-api/p/comment/followUp': { status: 400, body: { code: 'REVIEW_FOLLOWUPDONE', message: '已追加过评价' } } });
    renderApp(<ReviewForm orderItemId={7} mode="followUp" onDone={() => {}} />);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    fireEvent.change(screen.getByLabelText('追加评价'), { target: { value: '用了一个月' } });
    submit();
    await flush();
    expect(alerts()).toEqual(['已追加过评价']);
  });
});

const view = (over: Partial<ReviewView> = {}): ReviewView => ({
  reviewId: 1, reviewer: '张***丰', avatar: '', anonymous: true, rating: 4, content: '<img src=x onerror=alert(1)> 好', pics: [], skuName: '黑色',
  createTime: '2026-11-21T08:00:00Z', followUp: null, reply: { content: '谢谢', time: '2026-11-22T08:00:00Z' }, ...over,
});

describe('showing reviews', () => {
  it('renders the text as text, never as HTML, with the reply', () => {
    renderApp(<ReviewItem review={view()} />);
    expect(screen.getByText('<img src=x onerror=alert(1)> 好')).toBeTruthy();
    expect(document.querySelector('.rv-text img')).toBeNull();
    expect(screen.getByText('张***丰')).toBeTruthy();
    expect(screen.getByText('谢谢')).toBeTruthy();
    expect(screen.getByRole('img', { name: '4 星（满分5星）' })).toBeTruthy();
  });

  it('the product page filters load their list', async () => {
    const summary = { count: 2, good: 1, medium: 0, bad: 1, withPics: 1, positiveRate: 50 };
    const initial: ProdReviewPage = { records: [view(), view({ reviewId: 2, rating: 1, content: '差' })], total: 2, current: 1, size: 10, pages: 1, summary };
    const fetch = stubFetch({
      '/shop-api/comment/prodComments?prodId=9&filter=bad&current=1': { status: 200, body: { ...initial, records: [view({ reviewId: 2, rating: 1, content: '差' })], total: 1 } },
    });
    renderApp(<ProductReviews prodId={9} initial={initial} />, { lang: 'en' });
    expect(screen.getByText('50')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Negative (1)' }));
    await flush();
    expect(fetch.calls.map((c) => c.url)).toEqual(['/shop-api/comment/prodComments?prodId=9&filter=bad&current=1']);
    expect(screen.getByRole('button', { name: 'Negative (1)' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelectorAll('.rv-item')).toHaveLength(1);
  });
});
