// Guess you like (issue 16, decision 031): GET /p/user/guessYouLike for a logged-in buyer: best sellers in the
// categories of what they viewed and kept, without those products, filled up with the mall's best sellers.
import { inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import type { ProductCard } from '@mall/shared';
import { get, post, registerUser } from './account-helpers';
import { json } from './catalog-helpers';
import { describeEachEngine } from './harness';

type Guess = { personal: boolean; records: ProductCard[] };

describeEachEngine('guess you like', (ctx) => {
  const categoriesOf = async (ids: number[]) => {
    const rows = await ctx().database.db.select({ id: schema.product.id, categoryId: schema.product.categoryId }).from(schema.product).where(inArray(schema.product.id, ids));
    return new Map(rows.map((r) => [r.id, r.categoryId]));
  };
  const browse = (token: string, prodId: number) =>
    ctx().app.inject({ method: 'POST', url: '/shop-api/p/user/recentBrowse', headers: { authorization: token }, payload: { prodId } });

  it('needs a login (401) and checks the size', async () => {
    expect((await get(ctx, '/p/user/guessYouLike')).statusCode).toBe(401);
    const { token } = await registerUser(ctx);
    expect((await get(ctx, '/p/user/guessYouLike?size=31', { token })).statusCode).toBe(400);
  });

  it('a new buyer gets the best sellers, not personal', async () => {
    const { token } = await registerUser(ctx);
    const hot: ProductCard[] = await json(ctx, '/prod/hotSaleProds?size=8');
    const guess: Guess = await json(ctx, '/p/user/guessYouLike?size=8', { token });
    expect(guess.personal).toBe(false);
    expect(guess.records.map((c) => c.prodId)).toEqual(hot.map((c) => c.prodId));
  });

  it('from the footprint and favourites: their categories first, best sellers first, never those products; in English too', async () => {
    const { token } = await registerUser(ctx);
    const latest = (await json<{ records: ProductCard[] }>(ctx, '/prod/lastedProdPage?current=1&size=40')).records;
    const cats = await categoriesOf(latest.map((c) => c.prodId));
    const viewed = latest[0]!;
    const kept = latest.find((c) => cats.get(c.prodId) !== cats.get(viewed.prodId))!;
    expect((await browse(token, viewed.prodId)).statusCode).toBe(200);
    expect((await post(ctx, '/p/user/collection/prod', { prodId: kept.prodId }, { token })).statusCode).toBe(200);

    const guess: Guess = await json(ctx, '/p/user/guessYouLike?size=30', { token, lang: 'en' });
    expect(guess.personal).toBe(true);
    const ids = guess.records.map((c) => c.prodId);
    expect(ids).not.toContain(viewed.prodId);
    expect(ids).not.toContain(kept.prodId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(30);
    const theirs = new Set([cats.get(viewed.prodId), cats.get(kept.prodId)]);
    const guessCats = await categoriesOf(ids);
    // the categories' own products lead, sold count descending; then the fill
    const lead = guess.records.filter((c) => theirs.has(guessCats.get(c.prodId)));
    expect(lead.length).toBeGreaterThan(0);
    expect(guess.records.slice(0, lead.length)).toEqual(lead);
    expect(lead.map((c) => c.soldNum)).toEqual([...lead.map((c) => c.soldNum)].sort((a, b) => b - a));
    expect(guess.records[0]!.prodName).toMatch(/[A-Za-z]/);
  });
});
