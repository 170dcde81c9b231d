// The storefront's cache of answers every page asks for (platform/shell-cache.ts, decision 024): served from memory
// (a change made behind the console's back is not seen), dropped at once by a console write of the category tree or
// the nav (the page shows the new name in zh and en), kept after a refused write; and the cache's own rules (expiry,
// non-200 answers not kept, an answer read before a write not kept after it, frozen answers).
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@mall/db';
import { createShellCache, isShellPath } from '../src/platform/shell-cache';
import { call } from './account-helpers';
import { adminToken } from './store-helpers';
import { describeWithStorefront } from './web-stand-in';

type Node = { categoryId: number; categoryName: string; categories: Node[] };
const names = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.categoryName, ...names(n.categories)]);

describeWithStorefront("shell cache of the storefront's in-process API calls", (ctx) => {
  const page = async (lang: 'zh' | 'en' = 'zh') => {
    const res = await ctx().app.inject({ method: 'GET', url: `/shell${lang === 'en' ? '?lang=en' : ''}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { categories: Node[]; nav: { id: number; name: string }[] };
  };

  it('a console edit of a category shows on the next page at once, in zh and en; a change behind its back is not seen', async () => {
    const token = await adminToken(ctx);
    const first = (await page()).categories[0]!;
    await page('en');
    // a change that bypasses the console is not seen: the page's answer came from the cache
    await ctx().database.db.update(schema.category).set({ nameZh: '直接改的', nameEn: 'Changed directly' }).where(eq(schema.category.id, first.categoryId));
    expect(names((await page()).categories)).not.toContain('直接改的');
    expect(names((await page('en')).categories)).not.toContain('Changed directly');

    const res = await call(ctx, 'PUT', `/p/admin/categories/${first.categoryId}`, { nameZh: '控制台改名', nameEn: 'Renamed in console', icon: null, seq: 1, status: 1 }, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect((await page()).categories.find((c) => c.categoryId === first.categoryId)?.categoryName).toBe('控制台改名');
    expect((await page('en')).categories.find((c) => c.categoryId === first.categoryId)?.categoryName).toBe('Renamed in console');

    // a new third-level category appears, a deleted one goes
    const mid = (await page()).categories.find((c) => c.categories.length)!.categories[0]!;
    const added = await call(ctx, 'POST', '/p/admin/categories', { parentId: mid.categoryId, nameZh: '新三级', nameEn: 'New leaf', seq: 9 }, { token });
    expect(added.statusCode, added.body).toBe(200);
    expect(names((await page()).categories)).toContain('新三级');
    expect((await call(ctx, 'DELETE', `/p/admin/categories/${added.json().id}`, undefined, { token })).statusCode).toBe(200);
    expect(names((await page()).categories)).not.toContain('新三级');
  });

  it('a console edit of the nav shows at once; a refused write keeps the cache', async () => {
    const token = await adminToken(ctx);
    const before = (await page()).nav;
    const created = await call(ctx, 'POST', '/p/admin/nav', { nameZh: '缓存测试', nameEn: 'Cache test', type: 'link', uri: '/list', seq: 99, showStatus: 0 }, { token });
    expect(created.statusCode, created.body).toBe(200);
    expect((await page()).nav.map((n) => n.name)).toContain('缓存测试');
    expect((await page('en')).nav.map((n) => n.name)).toContain('Cache test');
    expect(before.map((n) => n.name)).not.toContain('缓存测试');
    // behind the console's back, then a refused console write: still the cached nav
    await ctx().database.db.update(schema.navItem).set({ nameZh: '背后改的' }).where(eq(schema.navItem.id, created.json().id));
    const refused = await call(ctx, 'POST', '/p/admin/categories', { parentId: 987654, nameZh: 'x', nameEn: 'x', seq: 1 }, { token });
    expect(refused.statusCode).toBe(400);
    expect((await page()).nav.map((n) => n.name)).toContain('缓存测试');
  });
}, {}, { serverEntry: join(import.meta.dirname, 'shell-web-build.ts'), seed: true });

describe('shell cache rules', () => {
  it('keeps 200 answers per address and language until they expire; other answers are not kept', async () => {
    let t = 0;
    const cache = createShellCache(() => t, 1000);
    let loads = 0;
    const load = (status = 200) => async () => ({ status, data: { n: ++loads } });
    expect((await cache.get('/a', 'zh', load())).data).toEqual({ n: 1 });
    expect((await cache.get('/a', 'zh', load())).data).toEqual({ n: 1 });
    expect((await cache.get('/a', 'en', load())).data).toEqual({ n: 2 });
    t = 1001;
    expect((await cache.get('/a', 'zh', load())).data).toEqual({ n: 3 });
    expect((await cache.get('/b', 'zh', load(500))).status).toBe(500);
    expect((await cache.get('/b', 'zh', load())).data).toEqual({ n: 5 });
    await expect(cache.get('/c', 'zh', async () => { throw new Error('down'); })).rejects.toThrow('down');
    expect((await cache.get('/c', 'zh', load())).data).toEqual({ n: 6 });
  });

  it('concurrent misses load once; an answer read before a clear() is not kept after it; answers are frozen', async () => {
    const cache = createShellCache(() => 0, 1000);
    let loads = 0;
    let release!: () => void;
    const slow = () => new Promise<{ status: number; data: { n: number; list: number[] } }>((r) => {
      loads++;
      release = () => r({ status: 200, data: { n: loads, list: [1] } });
    });
    const a = cache.get('/x', 'zh', slow);
    const b = cache.get('/x', 'zh', slow);
    cache.clear(); // a console write while the first load is on its way
    release();
    expect((await a).data).toBe((await b).data);
    expect(loads).toBe(1);
    const fresh = cache.get('/x', 'zh', slow);
    release();
    expect(((await fresh).data as { n: number }).n).toBe(2);
    const answer = (await fresh).data as { list: number[] };
    expect(() => answer.list.push(2)).toThrow();
  });

  it('only the shell addresses are cached, whatever their query', () => {
    expect(isShellPath('/shop-api/category/categoryInfo')).toBe(true);
    expect(isShellPath('/shop-api/search/hotSearch?number=10')).toBe(true);
    expect(isShellPath('/shop-api/search/prodPage?current=1')).toBe(false);
    expect(isShellPath('/shop-api/p/user/userInfo')).toBe(false);
  });
});
