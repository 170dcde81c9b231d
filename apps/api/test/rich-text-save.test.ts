// The console's rich-text editor (Tiptap) saves HTML through the usual routes, and the API's sanitiser stays the
// gate: what the editor makes (headings, marks, lists, quotes, links, uploaded pictures) is kept, while a script, an
// event handler or a javascript: address slipped into the same HTML (a crafted request, a pasted snippet) is
// stripped — for a product description (seller centre) and a help article (platform console).
import { expect, it } from 'vitest';
import { get, post } from './account-helpers';
import { describeEachEngine } from './harness';
import { adminToken } from './store-helpers';
import { createProduct, seller } from './seller-helpers';

/** Tiptap's HTML for a heading, marks, a list, a quote, a link and an image. */
const EDITOR_HTML = '<h2>参数</h2><p><strong>加粗</strong> <em>斜体</em> <u>下划线</u> <s>删除</s></p><ul><li><p>一</p></li></ul>'
  + '<blockquote><p>引用</p></blockquote><p><a target="_blank" rel="noopener noreferrer nofollow" href="https://mall.test/detail/1">链接</a></p><img src="/uploads/1/a.webp" alt="图">';
const EVIL = '<p onclick="steal()">x<script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">y</a>';

function expectKeptAndStripped(html: string) {
  for (const kept of ['<h2>参数</h2>', '<strong>加粗</strong>', '<em>斜体</em>', '<u>下划线</u>', '<s>删除</s>', '<ul><li><p>一</p></li></ul>', '<blockquote><p>引用</p></blockquote>', 'href="https://mall.test/detail/1"', 'src="/uploads/1/a.webp"']) {
    expect(html).toContain(kept);
  }
  expect(html).not.toMatch(/script|onerror|onclick|javascript|alert/i);
}

describeEachEngine('rich text saved from the console editor', (ctx) => {
  it('a product description keeps the formatting and loses script and event handlers', async () => {
    const s = await seller(ctx);
    const { prodId } = await createProduct(ctx, s, { contentZh: EDITOR_HTML + EVIL, contentEn: EDITOR_HTML });
    expectKeptAndStripped((await s.api('GET', `/products/${prodId}`)).json().contentZh);
  });

  it('a help article likewise', async () => {
    const token = await adminToken(ctx);
    const cat = await post(ctx, '/p/admin/helpCategories', { nameZh: '帮助', nameEn: 'Help', parentId: 0, seq: 0 }, { token });
    expect(cat.statusCode, cat.body).toBe(200);
    const made = await post(ctx, '/p/admin/helpArticles', { categoryId: cat.json().id, titleZh: '如何下单', titleEn: 'How to order', contentZh: EDITOR_HTML + EVIL, contentEn: EDITOR_HTML, seq: 0 }, { token });
    expect(made.statusCode, made.body).toBe(200);
    expectKeptAndStripped(made.json().contentZh);
    const list = (await get(ctx, `/p/admin/helpArticles?categoryId=${cat.json().id}`, { token })).json();
    expectKeptAndStripped(list.records[0].contentZh);
  });
});
