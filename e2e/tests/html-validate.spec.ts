// The server-rendered HTML of the main storefront pages is valid where it matters to screen readers and browsers
// (issue 16: 186 misuses of aria-label were measured): html-validate's rules for aria-label on elements that cannot
// carry a name, duplicate ids, and content not permitted where it stands (invalid nesting), in zh and en, logged out
// and — for the cart — logged in. The HTML is the server's answer, before any script runs.
import { expect, test } from './support/test';
import { HtmlValidate, type Message } from 'html-validate';
import { tokenOf } from './support/storefront';

const validator = new HtmlValidate({
  root: true,
  extends: [],
  elements: ['html5'],
  rules: {
    'aria-label-misuse': 'error',
    'no-dup-id': 'error',
    'element-permitted-content': 'error',
    'element-permitted-parent': 'error',
    'element-permitted-occurrences': 'error',
    'element-permitted-order': 'error',
    'element-required-ancestor': 'error',
  },
});

const PAGES = ['/', '/list', '/detail/272', '/login'];

async function problems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((r) => r.messages).map((m: Message) => `${m.ruleId}: ${m.message} [${m.selector ?? ''}]`);
}

for (const lang of ['zh', 'en'] as const) {
  for (const path of PAGES) {
    test(`${path} (${lang}) has no aria-label misuse, duplicate id or invalid nesting`, async ({ request }) => {
      const res = await request.get(lang === 'en' ? `${path}${path.includes('?') ? '&' : '?'}lang=en` : path);
      expect(res.status()).toBe(200);
      expect(await problems(await res.text())).toEqual([]);
    });
  }

  test(`/cart logged in (${lang}) likewise`, async ({ request }) => {
    const token = await tokenOf(request, 'demo_buyer', 'demo@123456');
    const res = await request.get(lang === 'en' ? '/cart?lang=en' : '/cart', { headers: { cookie: `token=${token}` } });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('/login?redirect');
    expect(await problems(html)).toEqual([]);
  });
}
