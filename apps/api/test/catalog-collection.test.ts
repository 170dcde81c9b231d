// Favourite products (uc-collection) and footprint (uc-footprint, POST /p/user/recentBrowse form encoded):
// login needed, only the caller's own rows, racing adds, off-shelf products kept but marked, days in China time.
import { expect, it } from 'vitest';
import type { CollectedProd, CollectState, FootprintItem, Paged } from '@mall/shared';
import { call, get, post, registerUser } from './account-helpers';
import { insertProduct, json, setProductStatus } from './catalog-helpers';
import { describeEachEngine } from './harness';

describeEachEngine('catalog favourites and footprint', (ctx) => {
  const del = (url: string, body: unknown, token?: string) => call(ctx, 'DELETE', url, body, { token });
  const browse = (token: string, prodId: number, form = true) =>
    ctx().app.inject({
      method: 'POST',
      url: '/shop-api/p/user/recentBrowse',
      headers: { authorization: token, 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
      payload: form ? `prodId=${prodId}` : JSON.stringify({ prodId }),
    });

  it('needs a token for every favourite and footprint call (401)', async () => {
    for (const [method, url] of [
      ['GET', '/p/user/collection/prods'], ['GET', '/p/user/collection/prodStatus?prodId=1'], ['POST', '/p/user/collection/prod'],
      ['DELETE', '/p/user/collection/prod'], ['GET', '/p/user/recentBrowse'], ['POST', '/p/user/recentBrowse'], ['DELETE', '/p/user/recentBrowse'],
    ] as const) {
      const res = await call(ctx, method, url, method === 'GET' ? undefined : { prodId: 1, prodIds: [1] });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await browse('not-a-token', 1)).statusCode).toBe(401);
  });

  it('adds, lists, counts and removes favourite products; adding again is a no-op', async () => {
    const { token } = await registerUser(ctx);
    const p1 = await insertProduct(ctx, { nameZh: '收藏一', nameEn: 'Fav one' });
    const p2 = await insertProduct(ctx, { nameZh: '收藏二', nameEn: 'Fav two' });
    expect(await json<CollectState>(ctx, `/p/user/collection/prodStatus?prodId=${p1}`, { token })).toEqual({ collected: false, collectCount: 0 });
    expect((await post(ctx, '/p/user/collection/prod', { prodId: p1 }, { token })).json()).toEqual({ collected: true, collectCount: 1 });
    ctx().clock.advance(1000);
    expect((await post(ctx, '/p/user/collection/prod', { prodId: p2 }, { token })).statusCode).toBe(200);
    expect((await post(ctx, '/p/user/collection/prod', { prodId: p1 }, { token })).json()).toEqual({ collected: true, collectCount: 1 });
    const list: Paged<CollectedProd> = await json(ctx, '/p/user/collection/prods?current=1&size=10', { token, lang: 'en' });
    expect(list.total).toBe(2);
    expect(list.records.map((r) => r.prodName)).toEqual(['Fav two', 'Fav one']);
    expect(list.records.every((r) => r.onSale)).toBe(true);
    const page2: Paged<CollectedProd> = await json(ctx, '/p/user/collection/prods?current=2&size=1', { token });
    expect(page2.records.map((r) => r.prodId)).toEqual([p1]);
    expect((await del('/p/user/collection/prod', { prodIds: [p1, p2, 999999] }, token)).json()).toEqual({ removed: 2 });
    expect((await json<Paged<CollectedProd>>(ctx, '/p/user/collection/prods', { token })).total).toBe(0);
    expect((await del('/p/user/collection/prod', { prodIds: [] }, token)).statusCode).toBe(400);
  });

  it('refuses products not on sale (404) and keeps a favourite that goes off shelf, marked', async () => {
    const { token } = await registerUser(ctx);
    expect((await post(ctx, '/p/user/collection/prod', { prodId: 99999999 }, { token })).statusCode).toBe(404);
    const off = await insertProduct(ctx);
    await setProductStatus(ctx, off, 0);
    const refused = await post(ctx, '/p/user/collection/prod', { prodId: off }, { token });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('商品不存在或已下架');
    const later = await insertProduct(ctx);
    await post(ctx, '/p/user/collection/prod', { prodId: later }, { token });
    await setProductStatus(ctx, later, 0);
    const list: Paged<CollectedProd> = await json(ctx, '/p/user/collection/prods', { token });
    expect(list.records).toHaveLength(1);
    expect(list.records[0]).toMatchObject({ prodId: later, onSale: false });
  });

  it('racing adds of one product by one user keep one row; many users count each once', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => registerUser(ctx)));
    const p = await insertProduct(ctx);
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(ctx, '/p/user/collection/prod', { prodId: p }, { token: users[0]!.token })));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    await Promise.all(users.map((u) => post(ctx, '/p/user/collection/prod', { prodId: p }, { token: u.token })));
    expect((await json<CollectState>(ctx, `/p/user/collection/prodStatus?prodId=${p}`, { token: users[1]!.token })).collectCount).toBe(4);
    expect((await json<Paged<CollectedProd>>(ctx, '/p/user/collection/prods', { token: users[0]!.token })).total).toBe(1);
  });

  it('never shows or removes another user\'s favourites', async () => {
    const a = await registerUser(ctx);
    const b = await registerUser(ctx);
    const p = await insertProduct(ctx);
    await post(ctx, '/p/user/collection/prod', { prodId: p }, { token: a.token });
    expect((await json<Paged<CollectedProd>>(ctx, '/p/user/collection/prods', { token: b.token })).total).toBe(0);
    expect((await json<CollectState>(ctx, `/p/user/collection/prodStatus?prodId=${p}`, { token: b.token })).collected).toBe(false);
    expect((await del('/p/user/collection/prod', { prodIds: [p] }, b.token)).json()).toEqual({ removed: 0 });
    expect((await json<Paged<CollectedProd>>(ctx, '/p/user/collection/prods', { token: a.token })).total).toBe(1);
  });

  it('records views form encoded (and JSON), one row per product at its latest view, grouped by China day', async () => {
    const { token } = await registerUser(ctx);
    const [p1, p2, p3] = [await insertProduct(ctx), await insertProduct(ctx), await insertProduct(ctx)];
    ctx().clock.set('2026-11-20T15:30:00Z'); // 23:30 in China
    expect((await browse(token, p1)).json()).toEqual({ recorded: true });
    ctx().clock.set('2026-11-20T16:30:00Z'); // 00:30 the next day in China
    expect((await browse(token, p2, false)).statusCode).toBe(200);
    expect((await browse(token, p3)).statusCode).toBe(200);
    ctx().clock.advance(60_000);
    expect((await browse(token, p2)).statusCode).toBe(200); // viewed again: moves to the top
    const list: Paged<FootprintItem> = await json(ctx, '/p/user/recentBrowse?size=20', { token });
    expect(list.total).toBe(3);
    expect(list.records.map((r) => r.prodId)).toEqual([p2, p3, p1]);
    expect(list.records.map((r) => r.day)).toEqual(['2026-11-21', '2026-11-21', '2026-11-20']);
    expect((await browse(token, 99999999)).statusCode).toBe(404);
    expect((await browse(token, 0)).statusCode).toBe(400);
    ctx().clock.set('2026-11-21T08:00:00Z');
  });

  it('removes footprint entries by id or all, only the caller\'s own', async () => {
    const a = await registerUser(ctx);
    const b = await registerUser(ctx);
    const [p1, p2] = [await insertProduct(ctx), await insertProduct(ctx)];
    await browse(a.token, p1);
    await browse(a.token, p2);
    await browse(b.token, p1);
    const mine: Paged<FootprintItem> = await json(ctx, '/p/user/recentBrowse', { token: a.token });
    const theirs: Paged<FootprintItem> = await json(ctx, '/p/user/recentBrowse', { token: b.token });
    expect(theirs.records.map((r) => r.prodId)).toEqual([p1]);
    // b cannot remove a's entries by id
    expect((await del('/p/user/recentBrowse', { ids: mine.records.map((r) => r.footprintId) }, b.token)).json()).toEqual({ removed: 0 });
    expect((await json<Paged<FootprintItem>>(ctx, '/p/user/recentBrowse', { token: a.token })).total).toBe(2);
    expect((await del('/p/user/recentBrowse', { ids: [mine.records[0]!.footprintId] }, a.token)).json()).toEqual({ removed: 1 });
    expect((await del('/p/user/recentBrowse', { all: true }, a.token)).json()).toEqual({ removed: 1 });
    expect((await json<Paged<FootprintItem>>(ctx, '/p/user/recentBrowse', { token: a.token })).total).toBe(0);
    expect((await json<Paged<FootprintItem>>(ctx, '/p/user/recentBrowse', { token: b.token })).total).toBe(1);
    expect((await get(ctx, '/p/user/recentBrowse', { token: b.token })).statusCode).toBe(200);
  });
});
