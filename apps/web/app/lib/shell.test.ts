import { describe, expect, it } from 'vitest';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { helpColumns } from './shell';
import { langRevalidate } from './revalidate';

describe('helpColumns', () => {
  it('groups children under their column, both in seq order', () => {
    const cols = helpColumns([
      { id: 5, parentId: 1, categoryName: 'b', seq: 2 },
      { id: 2, parentId: 0, categoryName: 'Delivery', seq: 2 },
      { id: 1, parentId: 0, categoryName: 'Guide', seq: 1 },
      { id: 4, parentId: 1, categoryName: 'a', seq: 1 },
      { id: 6, parentId: 2, categoryName: 'c', seq: 1 },
    ]);
    expect(cols.map((c) => [c.column.categoryName, c.children.map((x) => x.categoryName)])).toEqual([
      ['Guide', ['a', 'b']],
      ['Delivery', ['c']],
    ]);
  });
});

describe('langRevalidate', () => {
  const args = (from: string, to: string, formMethod?: string) =>
    ({
      currentUrl: new URL(from, 'http://x'),
      nextUrl: new URL(to, 'http://x'),
      formMethod,
      defaultShouldRevalidate: true,
    }) as unknown as ShouldRevalidateFunctionArgs;
  it('reloads shell data only when the language in the address changes', () => {
    expect(langRevalidate(args('/', '/help?id=3'))).toBe(false);
    expect(langRevalidate(args('/?lang=en', '/help'))).toBe(false);
    expect(langRevalidate(args('/help', '/help?lang=en'))).toBe(true);
    expect(langRevalidate(args('/?lang=en', '/?lang=zh'))).toBe(true);
    expect(langRevalidate(args('/?lang=en', '/help?lang=en'))).toBe(false);
    expect(langRevalidate(args('/', '/?lang=fr'))).toBe(true);
  });
  it('follows the default after a form submission', () => {
    expect(langRevalidate(args('/', '/', 'POST'))).toBe(true);
  });
  it('follows the default on an explicit revalidation of the same address', () => {
    expect(langRevalidate(args('/user-center/uc-account', '/user-center/uc-account'))).toBe(true);
  });
});
