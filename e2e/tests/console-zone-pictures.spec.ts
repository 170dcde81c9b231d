// The zone editor's picture parts (issue 16: they were JSON with a hint): an operator builds a zone with an image ad
// (a picture per language uploaded in the console, a link, alt texts in zh and en) and a hot-area picture on which he
// draws a rectangle with the mouse and gives it a category's list as link (picked from the tree) and names; the
// storefront's zone page shows both in zh and en, and the drawn area takes the visitor to that category's list.
import { expect, test } from './support/test';
import { openConsole } from './support/console';
import { tokenOf } from './support/storefront';
import type { Page } from '@playwright/test';

/** A PNG of w × h px with a colour and a word, drawn by the browser. */
async function picture(page: Page, w: number, h: number, color: string, word: string): Promise<Buffer> {
  const url = await page.evaluate(({ w, h, color, word }) => {
    const c = document.createElement('canvas');
    c.width = w;
    c.height = h;
    const g = c.getContext('2d')!;
    g.fillStyle = color;
    g.fillRect(0, 0, w, h);
    g.fillStyle = '#fff';
    g.font = `bold ${Math.round(h / 4)}px sans-serif`;
    g.fillText(word, w / 10, h / 2);
    return c.toDataURL('image/png');
  }, { w, h, color, word });
  return Buffer.from(url.split(',')[1]!, 'base64');
}

test('an operator edits an image ad and a hot area; the storefront shows them (zh, en)', async ({ page, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const nameZh = `图片专题${stamp}`;
  await openConsole(page, 'platform/zones', 'demo_admin', 'admin@123456');
  await page.getByRole('button', { name: 'New', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name (Chinese)', { exact: true }).fill(nameZh);
  await dialog.getByLabel('Name (English)', { exact: true }).fill(`Pictures ${stamp}`);
  await dialog.getByLabel('Title (Chinese)', { exact: true }).fill('图片与热区');
  await dialog.getByLabel('Title (English)', { exact: true }).fill('Pictures and hot areas');

  const addPart = async (label: string) => {
    await dialog.getByLabel('Add a part', { exact: true }).click();
    // the list slides open: clicked during its animation, a loaded machine once picked the first option instead
    const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
    await expect(open).toBeVisible();
    await expect(open).not.toHaveClass(/ant-slide-up-(enter|appear)/);
    await open.locator('.ant-select-item-option').filter({ hasText: `(${label})` }).click();
    await expect(dialog.getByText(`(${label})`, { exact: false }).last()).toBeVisible();
  };
  const upload = async (nth: number, label: string, file: Buffer) => {
    const item = dialog.locator('.ant-form-item').filter({ has: page.getByText(label, { exact: true }) }).nth(nth);
    await item.locator('input[type=file]').setInputFiles({ name: 'pic.png', mimeType: 'image/png', buffer: file });
    await expect(item.locator('.ant-upload-list-item-done')).toHaveCount(1);
  };

  // the image ad: a picture per language, a link, alt texts
  await addPart('image-ad');
  await upload(0, 'Picture (Chinese site)', await picture(page, 1200, 300, '#c2185b', '中文广告'));
  await upload(0, 'Picture (English site)', await picture(page, 1200, 300, '#1d3f9e', 'ENGLISH AD'));
  await dialog.getByLabel('Link', { exact: true }).first().fill('/coupons');
  await dialog.getByLabel('Picture text (read by screen readers) (Chinese)', { exact: true }).fill(`领券中心广告${stamp}`);
  await dialog.getByLabel('Picture text (read by screen readers) (English)', { exact: true }).fill(`Coupon centre ad ${stamp}`);

  // the hot area: its picture, a rectangle drawn with the mouse over its left half, a link and names
  await addPart('hot-area');
  await upload(1, 'Picture (Chinese site)', await picture(page, 1200, 400, '#3d1a9e', '热区'));
  const canvas = dialog.getByTestId('hot-area-canvas');
  await expect(canvas).toHaveAttribute('style', /aspect-ratio: 1200 \/ 400/);
  // the mouse works on the window: the canvas, low in the long dialog, first scrolled into sight
  await canvas.scrollIntoViewIfNeeded();
  const c = (await canvas.boundingBox())!;
  await page.mouse.move(c.x + c.width * 0.1, c.y + c.height * 0.2);
  await page.mouse.down();
  await page.mouse.move(c.x + c.width * 0.3, c.y + c.height * 0.5, { steps: 5 });
  await page.mouse.move(c.x + c.width * 0.5, c.y + c.height * 0.8, { steps: 5 });
  await page.mouse.up();
  await expect(canvas.getByRole('button', { name: 'Area 1' })).toBeVisible();
  // its link: a category's list, chosen from the platform's tree (searched by name)
  await dialog.getByRole('button', { name: /Category$/ }).nth(1).click();
  const categoryPicker = page.getByLabel("Link to a category's products", { exact: true });
  await categoryPicker.click();
  await categoryPicker.fill('Track Pants');
  await page.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: /^Track Pants$/ }).click();
  await expect(dialog.getByLabel('Link', { exact: true }).nth(1)).toHaveValue(/^\/list\?cpid=\d+&cindex=3$/);
  await dialog.getByLabel('Area name (Chinese)', { exact: true }).fill('运动裤热区');
  await dialog.getByLabel('Area name (English)', { exact: true }).fill('Track pants area');
  await dialog.screenshot({ path: test.info().outputPath('editor.png') });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // saved in percent of the picture
  const token = await tokenOf(request, 'demo_admin', 'admin@123456');
  const list = await request.get(`/shop-api/p/admin/zones?keyword=${encodeURIComponent(nameZh)}`, { headers: { authorization: `Bearer ${token}` } });
  const zone = ((await list.json()) as { records: { id: number; parts: { type: string; areas?: { x: number; y: number; w: number; h: number }[] }[] }[] }).records[0]!;
  const area = zone.parts.find((p) => p.type === 'hot-area')!.areas![0]!;
  expect(area.x).toBeCloseTo(10, 0);
  expect(area.y).toBeCloseTo(20, 0);
  expect(area.w).toBeCloseTo(40, 0);
  expect(area.h).toBeCloseTo(60, 0);

  // the storefront, zh then en
  await page.goto(`/zone/zone-all?id=${zone.id}`);
  const adZh = page.getByRole('img', { name: `领券中心广告${stamp}` });
  await expect(adZh).toBeVisible();
  await expect(page.locator('a[href="/coupons"]').filter({ has: adZh })).toHaveCount(1);
  const zhPic = await adZh.getAttribute('src');
  const hotZh = page.getByRole('link', { name: '运动裤热区' });
  await expect(hotZh).toBeVisible();
  const hot = (await page.locator('.zone-hot').boundingBox())!;
  const box = (await hotZh.boundingBox())!;
  expect(box.x - hot.x).toBeCloseTo(hot.width * 0.1, -1);
  expect(box.width).toBeCloseTo(hot.width * 0.4, -1);
  await page.screenshot({ path: test.info().outputPath('zone-zh.png'), fullPage: true });
  await page.goto(`/zone/zone-all?id=${zone.id}&lang=en`);
  const adEn = page.getByRole('img', { name: `Coupon centre ad ${stamp}` });
  await expect(adEn).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('zone-en.png'), fullPage: true });
  // the English picture, not the Chinese one
  expect(await adEn.getAttribute('src')).not.toBe(zhPic);
  // the area takes the visitor to the category's list, which knows its place in the tree
  await page.getByRole('link', { name: 'Track pants area' }).click();
  await expect(page).toHaveURL(/\/list\?cpid=\d+&cindex=3/);
  await expect(page.getByRole('navigation', { name: 'You are here' }).getByText('Track Pants')).toBeVisible();
});
