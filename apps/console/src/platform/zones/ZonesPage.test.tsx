// The zone editor (zh/en): a zone's parts open as form fields — products in ProductPicker (their names looked up by
// id), categories in CategoryPicker, texts per language, pictures as JSON — and saving sends the parts in the stored
// format unchanged; a product list left empty and broken JSON are refused before the call; a part added by type
// arrives with its own props.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang, PickerProduct } from '@mall/shared';
import { I18nProvider } from '../../app/i18n';
import { stubApi } from '../../test/stub-api';
import { ZonesPage } from './ZonesPage';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const prod = (prodId: number, name: string): PickerProduct => ({ prodId, name, pic: '', price: 1990, stock: 5, status: 1, shopId: 1, shopName: 'Shop' });
const parts = [
  { type: 'image-ad', images: [{ picZh: '/uploads/z.webp', picEn: '/uploads/e.webp', link: '/flash-sale', width: 1200, height: 300 }] },
  { type: 'title-text', titleZh: '爆款直降', titleEn: 'Top Deals', subTitleZh: '限时', subTitleEn: 'Limited', align: 'center' },
  { type: 'prod-class', categoryId: 1, titleZh: '潮流服饰', titleEn: 'Fashion', limit: 10, productIds: [7, 8] },
  { type: 'prod-nav', tabs: [{ nameZh: '手机', nameEn: 'Phones', categoryId: 11, productIds: [8] }] },
];
const zone = { id: 3, nameZh: '双11', nameEn: 'Double 11', parts, createdAt: '2026-11-01T00:00:00Z' };
const tree = [{ categoryId: 1, parentId: 0, grade: 1, categoryName: 'Fashion top', icon: null, seq: 0, categories: [
  { categoryId: 11, parentId: 1, grade: 2, categoryName: 'Phones sub', icon: null, seq: 0, categories: [] },
] }];
const page = (records: PickerProduct[]) => ({ status: 200, body: { records, total: records.length, current: 1, size: 8, pages: 1 } });
const T = {
  zh: { edit: '编辑', ok: /^保\s?存$/, title: '标题（中文）', props: '组件属性（JSON）', products: '请至少选择一个商品', json: '请输入合法的 JSON 对象', add: '添加组件', type: '商品列表 (prod-item)', remove: '删除组件 3' },
  en: { edit: 'Edit', ok: /^Save$/, title: 'Title (Chinese)', props: 'Part settings (JSON)', products: 'Choose at least one product', json: 'Please enter a valid JSON object', add: 'Add a part', type: 'Product grid (prod-item)', remove: 'Remove part 3' },
} as const;

describe('platform zone editor', { timeout: 120_000 }, () => {
  for (const lang of ['zh', 'en'] as const satisfies Lang[]) {
    it(`edits the parts with pickers and saves them in the stored format (${lang})`, async () => {
      const calls = stubApi({
        'GET /shop-api/p/admin/zones?': { status: 200, body: { records: [zone], total: 1, current: 1, size: 10, pages: 1 } },
        // the form's ids looked up by the pickers; a plain search answers nothing, so the names come from the lookup
        'GET /shop-api/p/admin/picker/products?size=100&ids=': page([prod(7, 'Vacuum cup'), prod(8, 'Kettle')]),
        'GET /shop-api/p/admin/picker/products?': page([]),
        'GET /shop-api/category/categoryInfo': { status: 200, body: tree },
        'PUT /shop-api/p/admin/zones/3': { status: 200, body: zone },
      }, { prefix: true });
      render(<I18nProvider initial={lang}><ZonesPage /></I18nProvider>);
      const cell = await screen.findByText(lang === 'zh' ? '双11' : 'Double 11');
      fireEvent.click(within(cell.closest('tr')!).getByRole('button', { name: T[lang].edit }));
      const dialog = await screen.findByRole('dialog');
      // texts per language, the picture part as JSON, products and categories by name (not ids)
      const titles = within(dialog).getAllByLabelText(T[lang].title) as HTMLInputElement[];
      expect(titles.map((i) => i.value)).toEqual(['爆款直降', '潮流服饰']);
      expect((within(dialog).getByLabelText(T[lang].props) as HTMLTextAreaElement).value).toContain('/uploads/z.webp');
      expect((await within(dialog).findAllByText('Vacuum cup')).length).toBeGreaterThan(0);
      expect((await within(dialog).findAllByText('Kettle')).length).toBeGreaterThan(0);
      expect(await within(dialog).findByText('Fashion top')).toBeTruthy();
      expect(await within(dialog).findByText('Phones sub')).toBeTruthy();
      expect(calls.some((c) => /picker\/products\?.*ids=7/.test(c.url))).toBe(true);

      // saved untouched: the same parts as stored
      fireEvent.click(screen.getByRole('button', { name: T[lang].ok }));
      await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
      expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ nameZh: '双11', nameEn: 'Double 11', parts });
    });

    it(`refuses an empty product list and broken JSON before the call; a new part comes with its props (${lang})`, async () => {
      const calls = stubApi({
        'GET /shop-api/p/admin/zones?': { status: 200, body: { records: [zone], total: 1, current: 1, size: 10, pages: 1 } },
        'GET /shop-api/p/admin/picker/products?': page([prod(7, 'Vacuum cup'), prod(8, 'Kettle')]),
        'GET /shop-api/category/categoryInfo': { status: 200, body: tree },
        'PUT /shop-api/p/admin/zones/3': { status: 200, body: zone },
      }, { prefix: true });
      render(<I18nProvider initial={lang}><ZonesPage /></I18nProvider>);
      const cell = await screen.findByText(lang === 'zh' ? '双11' : 'Double 11');
      fireEvent.click(within(cell.closest('tr')!).getByRole('button', { name: T[lang].edit }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.change(within(dialog).getByLabelText(T[lang].props), { target: { value: '{ broken' } });
      // a new product grid, left without products
      fireEvent.mouseDown(within(dialog).getByLabelText(T[lang].add));
      fireEvent.click(await screen.findByTitle(T[lang].type));
      fireEvent.click(screen.getByRole('button', { name: T[lang].ok }));
      expect(await within(dialog).findByText(T[lang].json)).toBeTruthy();
      expect(await within(dialog).findByText(T[lang].products)).toBeTruthy();
      expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
      // fixed: the JSON, the third part removed, the new grid given a product
      fireEvent.change(within(dialog).getByLabelText(T[lang].props), { target: { value: '{ "images": [] }' } });
      fireEvent.click(within(dialog).getByRole('button', { name: T[lang].remove }));
      const grids = dialog.querySelectorAll('.ant-card');
      const grid = grids[grids.length - 1] as HTMLElement;
      fireEvent.mouseDown(grid.querySelector('.ant-card-body .ant-select-selector, .ant-card-body .ant-select')!);
      fireEvent.click((await screen.findAllByText('Vacuum cup')).at(-1)!);
      fireEvent.click(screen.getByRole('button', { name: T[lang].ok }));
      await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
      expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
        nameZh: '双11', nameEn: 'Double 11',
        parts: [{ type: 'image-ad', images: [] }, parts[1], parts[3], { type: 'prod-item', productIds: [7], columns: 5 }],
      });
    });
  }
});
