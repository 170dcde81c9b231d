// Writing reviews: every rule's message in zh and en, the review and follow-up windows (ManualClock), 20 racing
// reviews of one line leave one, the last line's review evaluates the order once (also when two last lines race),
// another user's order and lines answer 404, the user centre counts the lines waiting for a review.
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import { ORDER_STATUS } from '@mall/shared';
import { expectRefused, get } from './account-helpers';
import { describeEachEngine } from './harness';
import { followUp, orderStatus, receivedOrder, reviewBody, writeReview } from './review-helpers';
import { createProduct, paidOrder, seller } from './seller-helpers';
import { buyer, centerInfo, upload } from './store-helpers';

const DAY = 24 * 60 * 60 * 1000;

/** Moves the clock on in steps of 20 days, using the tokens on the way (a token lives 30 days from its last use). */
async function travel(ctx: () => { clock: { advance(ms: number): void } }, ms: number, tokens: string[], call = get) {
  for (let left = ms; left > 0; left -= 20 * DAY) {
    ctx().clock.advance(Math.min(left, 20 * DAY));
    for (const token of tokens) await call(ctx as never, '/p/user/userInfo', { token });
  }
}

describeEachEngine('reviews: writing', (ctx) => {
  it('refuses each broken rule with its message in zh and en', async () => {
    const { buyer: b, itemIds } = await receivedOrder(ctx);
    const id = itemIds[0]!;
    const send = (over: Record<string, unknown>) => (lang: string) => writeReview(ctx, b.token, reviewBody(id, over), { lang });
    for (const rating of [0, 6, 3.5]) await expectRefused(send({ rating }), '请选择1-5星评分', 'Please choose a rating of 1-5 stars');
    for (const content of ['', '    ', '\u3000 \n']) await expectRefused(send({ content }), '评价内容不能为空', 'The review cannot be empty');
    await expectRefused(send({ content: '好'.repeat(151) }), '评价内容不能超过150个字', 'The review cannot exceed 150 characters');
    await expectRefused(send({ pics: Array.from({ length: 10 }, () => upload(b.id)) }), '最多上传9张图片', 'You can add at most 9 photos');
    const other = await buyer(ctx);
    await expectRefused(send({ pics: [upload(other.id)] }), '图片须为本人上传的图片', 'Photos must be images you uploaded');
    await expectRefused(send({ pics: ['https://example.com/a.webp'] }), '图片须为本人上传的图片', 'Photos must be images you uploaded');
    // the limits themselves pass: 150 characters (Chinese counted as one), 9 own photos
    const ok = await writeReview(ctx, b.token, reviewBody(id, { content: '好'.repeat(150), pics: Array.from({ length: 9 }, () => upload(b.id)) }));
    expect(ok.statusCode, ok.body).toBe(200);
    await expectRefused(send({}), '该商品已评价，可以追加评价', 'You have already reviewed this item; you can add a follow-up');
  });

  it('reviews only after receipt and within 30 days; one follow-up within 180 days', async () => {
    const s = await seller(ctx);
    const { prodId, skuIds } = await createProduct(ctx, s);
    const { orderNumber, buyer: b } = await paidOrder(ctx, s, prodId, skuIds.slice(0, 1));
    const itemId = (await get(ctx, `/p/myOrder/orderDetail?orderNumber=${orderNumber}`, { token: b.token })).json().items[0].orderItemId;
    // paid, not received
    await expectRefused((lang) => writeReview(ctx, b.token, reviewBody(itemId), { lang }), '确认收货后才能评价', 'You can review the item after confirming receipt');
    await expectRefused((lang) => followUp(ctx, b.token, { orderItemId: itemId, content: '追评' }, { lang }), '确认收货后才能评价', 'You can review the item after confirming receipt');

    const r = await receivedOrder(ctx, s, 2);
    const [first, second] = r.itemIds as [number, number];
    await expectRefused((lang) => followUp(ctx, r.buyer.token, { orderItemId: first, content: '追评' }, { lang }), '请先评价该商品', 'Please review the item first');
    expect((await writeReview(ctx, r.buyer.token, reviewBody(first))).statusCode).toBe(200);
    await travel(ctx, 30 * DAY + 60_000, [r.buyer.token]);
    try {
      await expectRefused((lang) => writeReview(ctx, r.buyer.token, reviewBody(second), { lang }), '已超过评价期限（收货后30天内可评价）', 'The review period has ended (reviews are open for 30 days after receipt)');
      const view = (await get(ctx, `/p/comment/orderItems?orderNumber=${r.orderNumber}`, { token: r.buyer.token })).json();
      expect([view.canReview, view.canFollowUp]).toEqual([false, true]);
      // the follow-up: same rules, once
      await expectRefused((lang) => followUp(ctx, r.buyer.token, { orderItemId: first, content: '  ' }, { lang }), '评价内容不能为空', 'The review cannot be empty');
      await expectRefused((lang) => followUp(ctx, r.buyer.token, { orderItemId: first, content: 'a'.repeat(151) }, { lang }), '评价内容不能超过150个字', 'The review cannot exceed 150 characters');
      await expectRefused((lang) => followUp(ctx, r.buyer.token, { orderItemId: first, content: '追评', pics: Array.from({ length: 10 }, () => upload(r.buyer.id)) }, { lang }), '最多上传9张图片', 'You can add at most 9 photos');
      const pic = upload(r.buyer.id);
      expect((await followUp(ctx, r.buyer.token, { orderItemId: first, content: '用了一个月，依然很好', pics: [pic] })).statusCode).toBe(200);
      await expectRefused((lang) => followUp(ctx, r.buyer.token, { orderItemId: first, content: '再追评' }, { lang }), '已追加过评价', 'You have already added a follow-up');
      const mine = (await get(ctx, '/p/comment/my', { token: r.buyer.token })).json();
      expect(mine.records[0]).toMatchObject({ followUp: { content: '用了一个月，依然很好', pics: [pic] }, canFollowUp: false, orderNumber: r.orderNumber });

      const late = await receivedOrder(ctx);
      expect((await writeReview(ctx, late.buyer.token, reviewBody(late.itemIds[0]!))).statusCode).toBe(200);
      await travel(ctx, 180 * DAY + 60_000, [late.buyer.token]);
      await expectRefused((lang) => followUp(ctx, late.buyer.token, { orderItemId: late.itemIds[0], content: '追评' }, { lang }), '已超过追评期限（收货后180天内可追评）', 'The follow-up period has ended (follow-ups are open for 180 days after receipt)');
    } finally {
      ctx().clock.set('2026-11-21T08:00:00Z');
    }
  });

  it('another user\'s order and lines answer 404', async () => {
    const { orderNumber, itemIds } = await receivedOrder(ctx);
    const other = await buyer(ctx);
    const view = await get(ctx, `/p/comment/orderItems?orderNumber=${orderNumber}`, { token: other.token, lang: 'en' });
    expect(view.statusCode).toBe(404);
    const w = await writeReview(ctx, other.token, reviewBody(itemIds[0]!), { lang: 'en' });
    expect([w.statusCode, w.json().message]).toEqual([404, 'The order item does not exist']);
    const wZh = await writeReview(ctx, other.token, reviewBody(itemIds[0]!));
    expect([wZh.statusCode, wZh.json().message]).toEqual([404, '订单商品不存在']);
    expect((await followUp(ctx, other.token, { orderItemId: itemIds[0], content: 'x' })).statusCode).toBe(404);
    expect((await writeReview(ctx, other.token, reviewBody(987654321))).statusCode).toBe(404);
  });

  it('20 parallel reviews of one line leave exactly one', async () => {
    const { buyer: b, itemIds, prodId } = await receivedOrder(ctx);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => writeReview(ctx, b.token, reviewBody(itemIds[0]!, { content: `第${i}条` }), { lang: 'en' })));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect([r.statusCode, r.json().message]).toEqual([400, 'You have already reviewed this item; you can add a follow-up']);
    const { db } = ctx().database;
    expect(await db.select().from(schema.review).where(eq(schema.review.orderItemId, itemIds[0]!))).toHaveLength(1);
    const [p] = await db.select({ n: schema.product.reviewCount }).from(schema.product).where(eq(schema.product.id, prodId));
    expect(p!.n).toBe(1);
  });

  it('the last line\'s review evaluates the order; the user centre counts the lines still waiting', async () => {
    const r = await receivedOrder(ctx, undefined, 2);
    const [a, b] = r.itemIds as [number, number];
    expect((await centerInfo(ctx, r.buyer.token)).orderCountData.unComment).toBe(2);
    const first = await writeReview(ctx, r.buyer.token, reviewBody(a));
    expect(first.json().orderEvaluated).toBe(false);
    expect(await orderStatus(ctx, r.buyer.token, r.orderNumber)).toBe(ORDER_STATUS.pendingEvaluation);
    expect((await centerInfo(ctx, r.buyer.token)).orderCountData.unComment).toBe(1);
    const last = await writeReview(ctx, r.buyer.token, reviewBody(b, { rating: 2 }));
    expect(last.json().orderEvaluated).toBe(true);
    expect(await orderStatus(ctx, r.buyer.token, r.orderNumber)).toBe(ORDER_STATUS.evaluated);
    expect((await centerInfo(ctx, r.buyer.token)).orderCountData.unComment).toBe(0);
    const list = (await get(ctx, `/p/myOrder/myOrder?status=${ORDER_STATUS.completed}`, { token: r.buyer.token })).json();
    expect(list.records[0].items.map((i: { commented: boolean }) => i.commented)).toEqual([true, true]);
  });

  it('two last lines reviewed at once: both saved, the order evaluated by exactly one transition', async () => {
    for (let round = 0; round < 3; round++) {
      const r = await receivedOrder(ctx, undefined, 2);
      const [a, b] = r.itemIds as [number, number];
      const both = await Promise.all([writeReview(ctx, r.buyer.token, reviewBody(a)), writeReview(ctx, r.buyer.token, reviewBody(b))]);
      expect(both.map((x) => x.statusCode)).toEqual([200, 200]);
      expect(both.filter((x) => x.json().orderEvaluated)).toHaveLength(1);
      expect(await orderStatus(ctx, r.buyer.token, r.orderNumber)).toBe(ORDER_STATUS.evaluated);
      const { db } = ctx().database;
      const [o] = await db.select({ id: schema.orders.id }).from(schema.orders).where(eq(schema.orders.orderNumber, r.orderNumber));
      const logs = await db.select().from(schema.orderStatusLog).where(and(eq(schema.orderStatusLog.orderId, o!.id), eq(schema.orderStatusLog.event, 'evaluate')));
      expect(logs).toHaveLength(1);
    }
  });
});
