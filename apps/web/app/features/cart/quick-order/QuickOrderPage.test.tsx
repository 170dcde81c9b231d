// /quickOrder: the text is parsed by the shared parser, checked through the API (one row per line, in the order of
// the text, with the parser's own messages for unreadable lines), and the valid lines are added to the cart.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { QuickOrderCheckLine } from '@mall/shared';
import { demoUser, flush, renderAccount, stubFetch } from '../../account/test-utils';
import { QuickOrderPage } from './QuickOrderPage';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const ok = (skuCode: string, count: number): QuickOrderCheckLine => ({
  skuCode, count, ok: true, prodId: 10, skuId: 100, prodName: '运动长裤', skuName: '黑色 S', price: 11900, stock: 50,
});
const bad = (skuCode: string, count: number, message: string): QuickOrderCheckLine => ({
  skuCode, count, ok: false, message, prodId: null, skuId: null, prodName: '', skuName: '', price: null, stock: null,
});

describe('quick order page', () => {
  it('checks the lines, shows each one\'s status and adds the valid ones', async () => {
    const fetch = stubFetch({
      '/shop-api/p/shopCart/quickOrder/check': { status: 200, body: [ok('SKU-000001', 2), bad('SKU-999999', 1, '商品编码不存在')] },
      '/shop-api/p/shopCart/quickOrder/add': { status: 200, body: { added: 1, refused: [] } },
    });
    renderAccount(<QuickOrderPage />, { user: demoUser() });
    fireEvent.change(await screen.findByLabelText('商品编码和数量'), { target: { value: 'sku-000001 2\nSKU-999999,1\nSKU-000003 abc' } });
    fireEvent.click(screen.getByRole('button', { name: '检查' }));
    await flush();
    const check = fetch.calls.find((c) => c.url.endsWith('/check'))!;
    expect(check.body).toEqual({ lines: [{ skuCode: 'SKU-000001', count: 2 }, { skuCode: 'SKU-999999', count: 1 }] });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('可加入')).toBeTruthy();
    expect(within(rows[1]!).getByText('商品编码不存在')).toBeTruthy();
    expect(within(rows[2]!).getByText('请输入正确的商品数量')).toBeTruthy();
    expect(screen.getByText('共 3 行，1 行可加入购物车')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '全部有效商品加入购物车' }));
    await flush();
    const add = fetch.calls.find((c) => c.url.endsWith('/add'))!;
    expect(add.body).toEqual({ lines: [{ skuCode: 'SKU-000001', count: 2 }] });
    expect(await screen.findByText('已将 1 种商品加入购物车')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去购物车结算' }).getAttribute('href')).toBe('/cart');
  });

  it('says so when there is nothing to check, without calling the API', async () => {
    const fetch = stubFetch({});
    renderAccount(<QuickOrderPage />, { user: demoUser(), lang: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Check' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('Please enter SKU codes and quantities');
    expect(fetch.calls.filter((c) => c.url.includes('quickOrder'))).toHaveLength(0);
  });
});
