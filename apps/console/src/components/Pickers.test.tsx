// The console's pickers (zh/en): ProductPicker searches by name as one types (the keyword reaches the API), shows
// picture, price and stock, pages, and answers the product id; SkuPicker takes a product then one of its SKUs
// (spec, price, stock shown) and answers the SKU id; a SKU value set from outside finds its product; CategoryPicker
// shows the three-level tree and answers the chosen id (only a third-level one with leafOnly).
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang, PickerProduct, PickerSku } from '@mall/shared';
import { I18nProvider } from '../app/i18n';
import { stubApi } from '../test/stub-api';
import { CategoryPicker } from './CategoryPicker';
import { ProductPicker } from './ProductPicker';
import { SkuPicker } from './SkuPicker';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const cup: PickerProduct = { prodId: 7, name: 'Vacuum cup', pic: '/uploads/cup.webp', price: 1990, stock: 15, status: 1, shopId: 2, shopName: 'Cup shop' };
const kettle: PickerProduct = { prodId: 8, name: 'Kettle', pic: '', price: 5000, stock: 0, status: 0, shopId: 2, shopName: 'Cup shop' };
const skus: PickerSku[] = [
  { skuId: 70, prodId: 7, prodName: 'Vacuum cup', spec: 'Black', skuCode: 'C-1', pic: '', price: 1990, stock: 10 },
  { skuId: 71, prodId: 7, prodName: 'Vacuum cup', spec: 'White', skuCode: 'C-2', pic: '', price: 30, stock: 5 },
];
const page = (records: PickerProduct[], total = records.length) => ({ status: 200, body: { records, total, current: 1, size: 8, pages: Math.ceil(total / 8) } });
const T = {
  zh: { product: '搜索商品名称选择商品', stock: '库存 15', off: '已下架', first: '请先选择商品，再选择规格', category: '选择分类' },
  en: { product: 'Search a product by name', stock: 'Stock 15', off: 'Off shelf', first: 'Choose a product first, then its specs', category: 'Choose a category' },
} as const;

function openSelect(el: HTMLElement) {
  fireEvent.mouseDown(el.querySelector('.ant-select-selector, .ant-select') ?? el);
}

describe('console pickers', { timeout: 120_000 }, () => {
  for (const lang of ['zh', 'en'] as const satisfies Lang[]) {
    it(`ProductPicker: searches by name, shows price and stock, answers the id (${lang})`, async () => {
      const calls = stubApi({
        'GET /shop-api/p/admin/picker/products?keyword=kett': page([kettle]),
        'GET /shop-api/p/admin/picker/products?': page([cup, kettle], 20),
      }, { prefix: true });
      const onChange = vi.fn();
      const { container } = render(<I18nProvider initial={lang}><ProductPicker aria-label="p" onChange={onChange} /></I18nProvider>);
      expect(screen.getByText(T[lang].product)).toBeTruthy();
      openSelect(container);
      expect(await screen.findByText('Vacuum cup')).toBeTruthy();
      expect(screen.getByText(new RegExp(`¥19.90 · ${T[lang].stock}`))).toBeTruthy();
      expect(document.querySelector('.ant-pagination')).toBeTruthy(); // 20 matches: a pager under the list
      fireEvent.change(screen.getByRole('combobox'), { target: { value: 'kett' } });
      await waitFor(() => expect(calls.some((c) => c.url.includes('keyword=kett'))).toBe(true));
      expect(await screen.findByText(T[lang].off)).toBeTruthy();
      await waitFor(() => expect(screen.queryByText('Vacuum cup')).toBeNull());
      fireEvent.click(screen.getByText('Kettle'));
      expect(onChange).toHaveBeenCalledWith(8, [kettle]);
    });

    it(`SkuPicker: a product, then one of its SKUs with spec and stock (${lang})`, async () => {
      stubApi({
        'GET /shop-api/p/admin/picker/skus?prodId=7': { status: 200, body: skus },
        'GET /shop-api/p/admin/picker/products?': page([cup]),
      }, { prefix: true });
      const onChange = vi.fn();
      const { container } = render(<I18nProvider initial={lang}><SkuPicker onChange={onChange} /></I18nProvider>);
      expect(screen.getByText(T[lang].first)).toBeTruthy();
      openSelect(container);
      fireEvent.click(await screen.findByText('Vacuum cup'));
      const white = await screen.findByText('White');
      const row = white.closest('tr')!;
      expect(within(row).getByText('¥0.30')).toBeTruthy();
      expect(within(row).getByText('5')).toBeTruthy();
      fireEvent.click(within(row).getByRole('radio'));
      expect(onChange).toHaveBeenLastCalledWith(71, [skus[1]]);
    });

    it(`SkuPicker: a value from an edit form finds its product; multiple SKUs (${lang})`, async () => {
      const calls = stubApi({
        'GET /shop-api/p/admin/picker/skus?ids=71': { status: 200, body: [skus[1]] },
        'GET /shop-api/p/admin/picker/skus?prodId=7': { status: 200, body: skus },
        'GET /shop-api/p/admin/picker/products?ids=7': page([cup]),
        'GET /shop-api/p/admin/picker/products?': page([cup]),
      }, { prefix: true });
      const onChange = vi.fn();
      render(<I18nProvider initial={lang}><SkuPicker multiple value={[71]} onChange={onChange} /></I18nProvider>);
      const black = await screen.findByText('Black');
      await waitFor(() => expect(screen.getAllByText('Vacuum cup').length).toBeGreaterThan(0));
      expect(calls.some((c) => c.url.includes('ids=71'))).toBe(true);
      const checks = screen.getAllByRole('checkbox').filter((c) => c.closest('tbody'));
      expect((checks[1] as HTMLInputElement).checked).toBe(true);
      fireEvent.click(within(black.closest('tr')!).getByRole('checkbox'));
      expect(onChange).toHaveBeenLastCalledWith([71, 70], expect.anything());
    });

    it(`CategoryPicker: the tree, only a leaf chosen with leafOnly (${lang})`, async () => {
      stubApi({
        'GET /shop-api/category/categoryInfo': { status: 200, body: [
          { categoryId: 1, parentId: 0, grade: 1, categoryName: 'Phones', icon: null, seq: 0, categories: [
            { categoryId: 11, parentId: 1, grade: 2, categoryName: 'Smart phones', icon: null, seq: 0, categories: [
              { categoryId: 111, parentId: 11, grade: 3, categoryName: 'Android', icon: null, seq: 0, categories: [] },
            ] },
          ] },
        ] },
      });
      const onChange = vi.fn();
      const { container } = render(<I18nProvider initial={lang}><CategoryPicker leafOnly onChange={onChange} /></I18nProvider>);
      expect(screen.getByText(T[lang].category)).toBeTruthy();
      openSelect(container);
      fireEvent.click((await screen.findByTitle('Phones')).parentElement!.querySelector('.ant-select-tree-switcher')!);
      fireEvent.click((await screen.findByTitle('Smart phones')).parentElement!.querySelector('.ant-select-tree-switcher')!);
      fireEvent.click(await screen.findByTitle('Smart phones'));
      expect(onChange).not.toHaveBeenCalled(); // only third-level categories with leafOnly
      fireEvent.click(await screen.findByTitle('Android'));
      expect(onChange).toHaveBeenCalledWith(111);
    });
  }
});
