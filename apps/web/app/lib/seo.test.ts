// @vitest-environment node
// Every route of app/routes.ts is classified for search engines (public with its canonical params, private, or a
// resource route), so a new page cannot ship without deciding; robots.txt names the sitemap and keeps crawlers out
// of the API and the pages that need a login.
import { describe, expect, it } from 'vitest';
import routes from '../routes';
import { PRIVATE_ROUTES, PUBLIC_PAGES, RESOURCE_ROUTES, publicPageOf, seoHead } from './seo';
import { robotsTxt, urlEntries } from './sitemap.server';

type Entry = { id?: string; file: string; path?: string; children?: Entry[] };
const idOf = (e: Entry) => e.id ?? e.file.replace(/\.(tsx?|jsx?)$/, '');
function leaves(entries: Entry[], out: string[] = []): string[] {
  for (const e of entries) {
    const id = idOf(e);
    if (!id.startsWith('layouts/')) out.push(id);
    if (e.children) leaves(e.children, out);
  }
  return out;
}

describe('route classification', () => {
  it('every route is public, private or a resource route, never two of them', () => {
    const ids = leaves(routes as unknown as Entry[]);
    expect(ids.length).toBeGreaterThan(40);
    for (const id of ids) {
      const kinds = [id in PUBLIC_PAGES, PRIVATE_ROUTES.has(id), RESOURCE_ROUTES.has(id)].filter(Boolean).length;
      // a child of the user center is private through its parent
      const child = id.startsWith('routes/user-center/');
      expect(child ? kinds === 0 : kinds === 1, id).toBe(true);
    }
    for (const id of [...Object.keys(PUBLIC_PAGES), ...PRIVATE_ROUTES, ...RESOURCE_ROUTES]) expect(ids, id).toContain(id);
  });

  it('a private parent makes its children private', () => {
    expect(publicPageOf(['root', 'layouts/default', 'user-center', 'routes/user-center/uc-order'])).toBeNull();
    expect(publicPageOf(['root', 'layouts/default', 'routes/list'])).not.toBeNull();
  });

  it('NewsCopy is canonical to /News; an error page is not indexed', () => {
    const head = seoHead({ origin: 'https://m.example', lang: 'zh', pathname: '/NewsCopy', search: '?page=3', routeIds: ['routes/NewsCopy'] });
    expect(head).toMatchObject({ index: true, canonical: 'https://m.example/News?page=3' });
    expect(seoHead({ origin: 'https://m.example', lang: 'zh', pathname: '/list', search: '', routeIds: ['routes/list'], error: true })).toEqual({ index: false });
  });
});

describe('robots.txt and sitemap entries', () => {
  it('robots.txt names the sitemap of this origin and disallows the API and login-only pages', () => {
    const txt = robotsTxt('https://m.example');
    expect(txt).toContain('Sitemap: https://m.example/sitemap.xml');
    for (const p of ['/shop-api/', '/user-center', '/submit-order', '/payment']) expect(txt).toContain(`Disallow: ${p}\n`);
    expect(txt).not.toMatch(/Disallow: \/(detail|list|shopIndex|News|help)\b/);
  });

  it('a page is two <url> entries, zh and en, with the same alternates as its head, XML-escaped', () => {
    const xml = urlEntries('https://m.example', { route: 'routes/list', path: '/list', search: '?cpid=5&cindex=1' });
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://m.example/list?cpid=5&amp;cindex=1</loc>');
    expect(xml).toContain('<loc>https://m.example/list?cpid=5&amp;cindex=1&amp;lang=en</loc>');
    const head = seoHead({ origin: 'https://m.example', lang: 'en', pathname: '/list', search: '?cpid=5&cindex=1', routeIds: ['routes/list'] });
    if (!head.index) throw new Error('public');
    for (const a of head.alternates) expect(xml).toContain(`hreflang="${a.hreflang}" href="${a.href.replace(/&/g, '&amp;')}"`);
  });
});
