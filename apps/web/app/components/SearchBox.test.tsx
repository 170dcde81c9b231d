import { describe, expect, it, vi, afterEach } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { LIMITS } from '@mall/shared';
import { renderApp } from '../test/render';
import { SearchBox, hotWordHref, searchShownFor, searchTarget } from './SearchBox';

const hotWords = [
  { hotSearchId: 1, title: '手机' },
  { hotSearchId: 2, title: '笔记本 电脑' },
];

function submit() {
  fireEvent.click(screen.getByRole('button', { name: /搜索|Search/ }));
}

describe('SearchBox', () => {
  afterEach(() => vi.useRealTimers());

  it('refuses empty product text with the zh message for exactly 1 s', () => {
    vi.useFakeTimers();
    const app = renderApp(<SearchBox hotWords={hotWords} />, { lang: 'zh', url: '/help?id=2' });
    submit();
    expect(screen.getByRole('status').textContent).toBe('商品名称不能为空');
    act(() => vi.advanceTimersByTime(LIMITS.searchToastMs - 1));
    expect(screen.getByRole('status').textContent).toBe('商品名称不能为空');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(app.location()).toBe('/help?id=2');
  });

  it('refuses blank text with the en message, and the store variant when 店铺 is selected', () => {
    vi.useFakeTimers();
    renderApp(<SearchBox hotWords={[]} />, { lang: 'en' });
    const input = screen.getByRole('searchbox', { name: 'Search keywords' });
    fireEvent.change(input, { target: { value: '   ' } });
    submit();
    expect(screen.getByRole('status').textContent).toBe('product name cannot be empty');
    act(() => vi.advanceTimersByTime(LIMITS.searchToastMs));
    expect(screen.getByRole('status').textContent).toBe('');

    fireEvent.change(screen.getByRole('combobox', { name: 'Search type' }), { target: { value: '1' } });
    submit();
    expect(screen.getByRole('status').textContent).toBe('store name cannot be empty');
    act(() => vi.advanceTimersByTime(LIMITS.searchToastMs));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows the zh store message', () => {
    renderApp(<SearchBox hotWords={[]} />, { lang: 'zh' });
    fireEvent.change(screen.getByRole('combobox', { name: '搜索类型' }), { target: { value: '1' } });
    submit();
    expect(screen.getByRole('status').textContent).toBe('店铺名称不能为空');
  });

  it('goes to the product list with pn and st=0', async () => {
    const app = renderApp(<SearchBox hotWords={hotWords} />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '  华为 手机 ' } });
    submit();
    await vi.waitFor(() => expect(app.location()).toBe('/list?pn=%E5%8D%8E%E4%B8%BA+%E6%89%8B%E6%9C%BA&st=0'));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('goes to the shop list with shopName when 店铺 is selected', async () => {
    const app = renderApp(<SearchBox hotWords={hotWords} />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '1' } });
    expect(screen.getByRole('searchbox').getAttribute('placeholder')).toBe('搜索您想要的店铺');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Apple Store' } });
    submit();
    await vi.waitFor(() => expect(app.location()).toBe('/shopList?shopName=Apple+Store'));
  });

  it('links hot words to the product list', () => {
    renderApp(<SearchBox hotWords={hotWords} />);
    const link = screen.getByRole('link', { name: '笔记本 电脑' });
    expect(link.getAttribute('href')).toBe(hotWordHref('笔记本 电脑'));
    expect(new URL(link.getAttribute('href')!, 'http://x').searchParams.get('pn')).toBe('笔记本 电脑');
    expect(new URL(link.getAttribute('href')!, 'http://x').searchParams.get('st')).toBe('0');
  });

  it('builds targets', () => {
    expect(searchTarget('a&b', 0)).toBe('/list?pn=a%26b&st=0');
    expect(searchTarget(' shop ', 1)).toBe('/shopList?shopName=shop');
  });

  it('keeps the searched words on the results pages', () => {
    expect(searchShownFor('/list', '?pn=%E8%80%B3%E6%9C%BA&st=0')).toEqual({ text: '耳机', type: 0 });
    expect(searchShownFor('/shopList', '?shopName=Tea')).toEqual({ text: 'Tea', type: 1 });
    expect(searchShownFor('/help', '?pn=x')).toEqual({ text: '', type: 0 });
  });
});
