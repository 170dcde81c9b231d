// Reading reviews and the seller's reply: the product page's summary and filters, anonymous names and sensitive words
// masked, text kept as plain text, the list sorted by review count; the seller replies once, to its own shop's
// reviews only (another shop's: 404), with the reply rules in zh and en, and lists unreplied / all.
import { expect, it } from 'vitest';
import { PROD_SORT } from '@mall/shared';
import { call, expectRefused, get } from './account-helpers';
import { addAddress, placeOrder } from './order-helpers';
import { describeEachEngine } from './harness';
import { receivedOrder, reviewBody, writeReview } from './review-helpers';
import { seller } from './seller-helpers';
import { buyer, upload } from './store-helpers';

describeEachEngine('reviews: product page and seller reply', (ctx) => {
  it('summary, filters, masking of anonymous names and sensitive words, plain text', async () => {
    const s = await seller(ctx);
    // one product, five buyers (a product per receivedOrder: reuse the first one's product for the others)
    const first = await receivedOrder(ctx, s);
    const prodId = first.prodId;
    const nick = async (token: string, name: string) => expect((await call(ctx, 'PUT', '/p/user/setUserInfo', { nickName: name }, { token })).statusCode).toBe(200);
    await nick(first.buyer.token, '张三丰');
    expect((await writeReview(ctx, first.buyer.token, reviewBody(first.itemIds[0]!, { rating: 5, anonymous: true, content: '很好 <script>alert(1)</script> 傻逼卖家 FUCK', pics: [upload(first.buyer.id)] }))).statusCode).toBe(200);
    // more reviews of the same product by other buyers (their orders are of the same product through the helper's seller)
    const more: [number, boolean][] = [[4, false], [3, false], [1, false]];
    for (const [rating, anonymous] of more) {
      const b = await buyer(ctx);
      await nick(b.token, `买家${rating}`);
      const r = await reviewOf(b.token);
      expect((await writeReview(ctx, b.token, reviewBody(r, { rating, anonymous }))).statusCode).toBe(200);
    }

    const page = (filter = 'all') => get(ctx, `/comment/prodComments?prodId=${prodId}&filter=${filter}`, { lang: 'en' }).then((r) => r.json());
    const all = await page();
    expect(all.summary).toEqual({ count: 4, good: 2, medium: 1, bad: 1, withPics: 1, positiveRate: 50 });
    expect(all.total).toBe(4);
    // the total is the same on a full page, the short last page and past the end
    for (const current of [1, 2, 3]) {
      const paged = (await get(ctx, `/comment/prodComments?prodId=${prodId}&filter=all&current=${current}&size=3`)).json();
      expect([paged.total, paged.pages, paged.records.length], `page ${current}`).toEqual([4, 2, [3, 1, 0][current - 1]]);
    }
    const anon = all.records.find((r: { rating: number }) => r.rating === 5);
    expect(anon).toMatchObject({ reviewer: '张***丰', avatar: '', anonymous: true, content: '很好 <script>alert(1)</script> **卖家 ****' });
    expect(all.records.find((r: { rating: number }) => r.rating === 4).reviewer).toBe('买家4');
    expect((await page('pics')).records.map((r: { rating: number }) => r.rating)).toEqual([5]);
    expect((await page('good')).records.map((r: { rating: number }) => r.rating).sort()).toEqual([4, 5]);
    expect((await page('medium')).records.map((r: { rating: number }) => r.rating)).toEqual([3]);
    expect((await page('bad')).records.map((r: { rating: number }) => r.rating)).toEqual([1]);
    expect((await get(ctx, `/comment/prodComments?prodId=${prodId}&filter=nope`)).statusCode).toBe(400);

    // the product list sorts by review count: this product (4 reviews) comes first
    const sorted = (await get(ctx, `/search/prodPage?sort=${PROD_SORT.reviews}&size=5`)).json();
    expect(sorted.records[0].prodId).toBe(prodId);

    /** A fresh buyer's received order of this product; answers its line id. */
    async function reviewOf(token: string): Promise<number> {
      const view = (await get(ctx, `/prod/prodInfo?prodId=${prodId}`)).json();
      const skuId = view.skus[0].skuId as number;
      const addrId = await addAddress(ctx, token);
      const orderNumber = await placeOrder(ctx, token, { skuId, prodId, shopId: s.shopId }, 1, addrId);
      await ctx().app.services.order.markPaid([orderNumber], { payType: 1, payNo: `P${orderNumber}` });
      await ctx().app.services.order.ship(orderNumber, [{ companyCode: 'SF', waybillNo: `SF${orderNumber}` }]);
      expect((await call(ctx, 'PUT', `/p/myOrder/receipt/${orderNumber}`, {}, { token })).statusCode).toBe(200);
      return (await get(ctx, `/p/myOrder/orderDetail?orderNumber=${orderNumber}`, { token })).json().items[0].orderItemId;
    }
  });

  it('the seller replies once to its own shop\'s reviews; another shop\'s review is 404', async () => {
    const a = await seller(ctx);
    const b = await seller(ctx);
    const r = await receivedOrder(ctx, a);
    const reviewId = (await writeReview(ctx, r.buyer.token, reviewBody(r.itemIds[0]!))).json().reviewId as number;
    const list = async (who: typeof a, filter: string) => (await who.api('GET', `/reviews?filter=${filter}`)).json();
    expect((await list(a, 'unreplied')).records.map((x: { reviewId: number }) => x.reviewId)).toEqual([reviewId]);
    expect((await list(b, 'all')).total).toBe(0);

    const reply = (who: typeof a, content: string, lang = 'zh-CN') => who.api('POST', `/reviews/${reviewId}/reply`, { content }, { lang });
    const byB = await reply(b, '谢谢', 'en');
    expect([byB.statusCode, byB.json().message]).toEqual([404, 'The review does not exist']);
    const byBZh = await reply(b, '谢谢');
    expect([byBZh.statusCode, byBZh.json().message]).toEqual([404, '评价不存在']);
    await expectRefused((lang) => reply(a, '   ', lang), '回复内容不能为空', 'The reply cannot be empty');
    await expectRefused((lang) => reply(a, '谢'.repeat(201), lang), '回复不能超过200个字', 'The reply cannot exceed 200 characters');
    // racing replies: one wins
    const racing = await Promise.all([reply(a, '感谢您的支持！'), reply(a, '第二条回复')]);
    expect(racing.map((x) => x.statusCode).sort()).toEqual([200, 400]);
    await expectRefused((lang) => reply(a, '再次回复', lang), '该评价已回复过', 'This review already has a reply');

    expect((await list(a, 'unreplied')).total).toBe(0);
    const replied = (await list(a, 'all')).records[0];
    expect(replied.reply.content).toMatch(/^(感谢您的支持！|第二条回复)$/);
    expect(replied).toMatchObject({ prodId: r.prodId, prodName: '测试保温杯' });
    // the buyer sees it on the product page and in their own list
    const onPage = (await get(ctx, `/comment/prodComments?prodId=${r.prodId}`)).json();
    expect(onPage.records[0].reply.content).toBe(replied.reply.content);
    const mine = (await get(ctx, '/p/comment/my', { token: r.buyer.token })).json();
    expect(mine.records[0]).toMatchObject({ reviewId, prodId: r.prodId, reply: { content: replied.reply.content } });
    // the buyer cannot reply (no store session)
    expect((await call(ctx, 'POST', `/p/seller/reviews/${reviewId}/reply`, { content: 'x' }, { token: r.buyer.token })).statusCode).toBe(403);
  });
});
