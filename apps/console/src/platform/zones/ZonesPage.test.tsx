// The zone editor (zh/en): a zone's parts open as form fields — products in ProductPicker (their names looked up by
// id), categories in CategoryPicker, texts per language, image ads as pictures with link and alt texts, hot areas as
// rectangles drawn on their picture — and saving sends the parts in the stored format unchanged; a product list left
// empty and a bad link are refused before the call; a part added by type arrives with its own props.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang, PickerProduct } from '@mall/shared';
import { I18nProvider } from '../../app/i18n';
import { stubApi, type Answers } from '../../test/stub-api';
import { ZonesPage } from './ZonesPage';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const prod = (prodId: number, name: string): PickerProduct => ({ prodId, name, pic: '', price: 1990, stock: 5, status: 1, shopId: 1, shopName: 'Shop' });
const adImage = { picZh: '/uploads/z.webp', picEn: '/uploads/e.webp', link: '/flash-sale', width: 1200, height: 300 };
const parts = [
  { type: 'image-ad', images: [adImage] },
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
  zh: { edit: '编辑', ok: /^保\s?存$/, title: '标题（中文）', link: '链接', products: '请至少选择一个商品', badLink: '请填写站内路径（/ 开头）或 http(s) 地址', add: '添加组件', type: '商品列表 (prod-item)', remove: '删除组件 3', altZh: '图片说明（读屏软件朗读）（中文）', altEn: '图片说明（读屏软件朗读）（英文）' },
  en: { edit: 'Edit', ok: /^Save$/, title: 'Title (Chinese)', link: 'Link', products: 'Choose at least one product', badLink: 'A site path (starting with /) or an http(s) address', add: 'Add a part', type: 'Product grid (prod-item)', remove: 'Remove part 3', altZh: 'Picture text (read by screen readers) (Chinese)', altEn: 'Picture text (read by screen readers) (English)' },
} as const;

/** The zone list holding `z`, its editor opened; `answers`: the pickers' and the tree's (the first key a call starts with) */
async function openEditor(lang: Lang, z: { id: number; nameZh: string; nameEn: string }, answers: Answers) {
  const calls = stubApi({
    'GET /shop-api/p/admin/zones?': { status: 200, body: { records: [z], total: 1, current: 1, size: 10, pages: 1 } },
    ...answers,
    [`PUT /shop-api/p/admin/zones/${z.id}`]: { status: 200, body: z },
  }, { prefix: true });
  render(<I18nProvider initial={lang}><ZonesPage /></I18nProvider>);
  const cell = await screen.findByText(lang === 'zh' ? z.nameZh : z.nameEn);
  fireEvent.click(within(cell.closest('tr')!).getByRole('button', { name: T[lang].edit }));
  return { calls, dialog: await screen.findByRole('dialog') };
}

describe('platform zone editor', { timeout: 120_000 }, () => {
  for (const lang of ['zh', 'en'] as const satisfies Lang[]) {
    it(`edits the parts with pickers and saves them in the stored format (${lang})`, async () => {
      const { calls, dialog } = await openEditor(lang, zone, {
        // the form's ids looked up by the pickers; a plain search answers nothing, so the names come from the lookup
        'GET /shop-api/p/admin/picker/products?size=100&ids=': page([prod(7, 'Vacuum cup'), prod(8, 'Kettle')]),
        'GET /shop-api/p/admin/picker/products?': page([]),
        'GET /shop-api/category/categoryInfo': { status: 200, body: tree },
      });
      // texts per language, the image ad's pictures and link, products and categories by name (not ids)
      const titles = within(dialog).getAllByLabelText(T[lang].title) as HTMLInputElement[];
      expect(titles.map((i) => i.value)).toEqual(['爆款直降', '潮流服饰']);
      const pictures = [...dialog.querySelectorAll<HTMLAnchorElement>('.ant-upload-list-item a[href]')].map((a) => a.getAttribute('href'));
      expect(pictures).toEqual(expect.arrayContaining(['/uploads/z.webp', '/uploads/e.webp']));
      expect((within(dialog).getAllByLabelText(T[lang].link)[0] as HTMLInputElement).value).toBe('/flash-sale');
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

    it(`links a picture to a category's list chosen from the platform tree (${lang})`, async () => {
      const { calls, dialog } = await openEditor(lang, zone, {
        'GET /shop-api/p/admin/picker/products?': page([prod(7, 'Vacuum cup'), prod(8, 'Kettle')]),
        'GET /shop-api/category/categoryInfo': { status: 200, body: tree },
      });
      fireEvent.click(within(dialog).getAllByRole('button', { name: lang === 'zh' ? /选分类$/ : /Category$/ })[0]!);
      // the second-level category, under its parent in the tree
      const picker = await screen.findByLabelText(lang === 'zh' ? '链接到分类商品列表' : "Link to a category's products");
      fireEvent.mouseDown(picker.closest('.ant-select')!.querySelector('.ant-select-selector') ?? picker.closest('.ant-select')!);
      const treeNode = async (title: string) => {
        let node: Element | undefined;
        await waitFor(() => { node = screen.getAllByTitle(title).map((e) => e.closest('.ant-select-tree-treenode')).find(Boolean) ?? undefined; expect(node).toBeTruthy(); });
        return node!;
      };
      fireEvent.click((await treeNode('Fashion top')).querySelector('.ant-select-tree-switcher')!);
      fireEvent.click((await treeNode('Phones sub')).querySelector('.ant-select-tree-node-content-wrapper')!);
      const link = within(dialog).getAllByLabelText(T[lang].link)[0] as HTMLInputElement;
      await waitFor(() => expect(link.value).toBe('/list?cpid=11&cindex=2'));
      fireEvent.click(screen.getByRole('button', { name: T[lang].ok }));
      await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
      const body = calls.find((c) => c.method === 'PUT')!.body as { parts: { images?: { link: string }[] }[] };
      expect(body.parts[0]!.images![0]!.link).toBe('/list?cpid=11&cindex=2');
    });

    it(`refuses an empty product list and a bad link before the call; a new part comes with its props (${lang})`, async () => {
      const { calls, dialog } = await openEditor(lang, zone, {
        'GET /shop-api/p/admin/picker/products?': page([prod(7, 'Vacuum cup'), prod(8, 'Kettle')]),
        'GET /shop-api/category/categoryInfo': { status: 200, body: tree },
      });
      const link = within(dialog).getAllByLabelText(T[lang].link)[0] as HTMLInputElement;
      fireEvent.change(link, { target: { value: 'javascript:alert(1)' } });
      // a new product grid, left without products
      fireEvent.mouseDown(within(dialog).getByLabelText(T[lang].add));
      fireEvent.click(await screen.findByTitle(T[lang].type));
      fireEvent.click(screen.getByRole('button', { name: T[lang].ok }));
      expect(await within(dialog).findByText(T[lang].badLink)).toBeTruthy();
      expect(await within(dialog).findByText(T[lang].products)).toBeTruthy();
      expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
      // fixed: the link, alt texts given, the third part removed, the new grid given a product
      fireEvent.change(link, { target: { value: '/coupons' } });
      fireEvent.change(within(dialog).getByLabelText(T[lang].altZh), { target: { value: '领券' } });
      fireEvent.change(within(dialog).getByLabelText(T[lang].altEn), { target: { value: 'Coupons' } });
      fireEvent.click(within(dialog).getByRole('button', { name: T[lang].remove }));
      const grids = dialog.querySelectorAll('.ant-card');
      const grid = grids[grids.length - 1] as HTMLElement;
      fireEvent.mouseDown(grid.querySelector('.ant-card-body .ant-select-selector, .ant-card-body .ant-select')!);
      fireEvent.click((await screen.findAllByText('Vacuum cup')).at(-1)!);
      fireEvent.click(screen.getByRole('button', { name: T[lang].ok }));
      await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
      expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
        nameZh: '双11', nameEn: 'Double 11',
        parts: [
          { type: 'image-ad', images: [{ ...adImage, link: '/coupons', altZh: '领券', altEn: 'Coupons' }] },
          parts[1], parts[3], { type: 'prod-item', productIds: [7], columns: 5 },
        ],
      });
    });
  }
});

describe('hot-area editor', { timeout: 120_000 }, () => {
  const hotZone = {
    id: 4, nameZh: '热区', nameEn: 'Hot', createdAt: '2026-11-01T00:00:00Z',
    parts: [{ type: 'hot-area', picZh: '/uploads/h-zh.webp', picEn: '', width: 1200, height: 400, areas: [{ x: 50, y: 0, w: 20, h: 50, link: '/coupons', labelZh: '领券', labelEn: 'Coupons' }] }],
  };
  /** The canvas is 600 x 200 px on screen: 6 px = 1 % across, 2 px = 1 % down. */
  function canvasBox() {
    const real = HTMLElement.prototype.getBoundingClientRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.dataset.testid === 'hot-area-canvas') return { left: 0, top: 0, x: 0, y: 0, width: 600, height: 200, right: 600, bottom: 200, toJSON: () => ({}) } as DOMRect;
      return real.call(this);
    });
  }

  for (const lang of ['zh', 'en'] as const satisfies Lang[]) {
    it(`draws, moves and resizes areas on the picture, and saves them in percent (${lang})`, async () => {
      canvasBox();
      const { calls, dialog } = await openEditor(lang, hotZone, {
        'GET /shop-api/p/admin/picker/products?': page([]),
      });
      const canvas = within(dialog).getByTestId('hot-area-canvas');
      expect(canvas.style.background).toContain('/uploads/h-zh.webp');
      const area = (n: number) => within(dialog).getByRole('button', { name: lang === 'zh' ? `热区 ${n}` : `Area ${n}` });

      // draw a second area from (10 %, 10 %) to (40 %, 60 %)
      fireEvent.pointerDown(canvas, { clientX: 60, clientY: 20, pointerId: 1, button: 0 });
      fireEvent.pointerMove(canvas, { clientX: 240, clientY: 120, pointerId: 1 });
      fireEvent.pointerUp(canvas, { clientX: 240, clientY: 120, pointerId: 1 });
      expect(area(2).style.left).toBe('10%');
      expect(area(2).getAttribute('aria-pressed')).toBe('true');
      // a click without a drag draws nothing
      fireEvent.pointerDown(canvas, { clientX: 500, clientY: 180, pointerId: 1, button: 0 });
      fireEvent.pointerUp(canvas, { clientX: 500, clientY: 180, pointerId: 1 });
      expect(within(dialog).queryByRole('button', { name: lang === 'zh' ? '热区 3' : 'Area 3' })).toBeNull();

      // move the first one by (+5 %, +10 %), pushed back inside the picture at the right edge
      fireEvent.pointerDown(area(1), { clientX: 330, clientY: 10, pointerId: 1, button: 0 });
      fireEvent.pointerMove(canvas, { clientX: 360, clientY: 30, pointerId: 1 });
      fireEvent.pointerUp(canvas, { clientX: 360, clientY: 30, pointerId: 1 });
      // resize the second one by its corner (+10 % wide), then one step narrower and lower with the keys
      fireEvent.pointerDown(area(2).querySelector('[data-handle]')!, { clientX: 240, clientY: 120, pointerId: 1, button: 0 });
      fireEvent.pointerMove(canvas, { clientX: 300, clientY: 120, pointerId: 1 });
      fireEvent.pointerUp(canvas, { clientX: 300, clientY: 120, pointerId: 1 });
      fireEvent.keyDown(area(2), { key: 'ArrowLeft', shiftKey: true });
      fireEvent.keyDown(area(2), { key: 'ArrowDown' });

      // the new area needs a link before saving
      fireEvent.click(screen.getByRole('button', { name: T[lang].ok }));
      expect((await within(dialog).findAllByText(T[lang].badLink, {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
      expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
      const links = within(dialog).getAllByLabelText(T[lang].link) as HTMLInputElement[];
      fireEvent.change(links[1]!, { target: { value: '/flash-sale' } });
      fireEvent.change(within(dialog).getAllByLabelText(lang === 'zh' ? '热区名称（英文）' : 'Area name (English)')[1]!, { target: { value: 'Flash sale' } });
      fireEvent.click(screen.getByRole('button', { name: T[lang].ok }));
      await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
      expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
        nameZh: '热区', nameEn: 'Hot',
        parts: [{
          type: 'hot-area', picZh: '/uploads/h-zh.webp', picEn: '', width: 1200, height: 400,
          areas: [
            { x: 55, y: 10, w: 20, h: 50, link: '/coupons', labelZh: '领券', labelEn: 'Coupons' },
            { x: 10, y: 11, w: 39, h: 50, link: '/flash-sale', labelZh: '', labelEn: 'Flash sale' },
          ],
        }],
      });
    });
  }
});
