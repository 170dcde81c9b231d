// Order numbers that clash (numbers.ts): two orders (or refunds) of one second drawing the same 8 digits. The unique index
// catches it and the write runs again with fresh numbers — a buyer's submit still answers its order, and a flash
// sale's batch of reservations still becomes its orders in the same drain. The digits are drawn from a sequence
// here (the clock is the suite's manual one, so both orders share the second).
import { eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { schema } from '@mall/db';
import { orderNumberDigits } from '../src/modules/order/numbers';
import { get, post, registerUser } from './account-helpers';
import { buyers, describeFlashSale, makeItem } from './flash-sale-helpers';
import { describeEachEngine } from './harness';
import { addAddress, confirmBuyNow, freshSkus, submit } from './order-helpers';
import { applied, apply, applyBody, bought } from './refund-helpers';

const realDraw = orderNumberDigits.draw;
/** Draws these digits in turn, then random ones again. */
function drawInTurn(...digits: number[]) {
  const queue = [...digits];
  orderNumberDigits.draw = () => queue.shift() ?? realDraw();
}
afterEach(() => {
  orderNumberDigits.draw = realDraw;
});

describeEachEngine('order numbers that clash', (ctx) => {
  it('a submit whose drawn number is already taken is stored under another, and its token names that one', async () => {
    const [s] = await freshSkus(ctx, 1, { stock: 10 });
    const { token } = await registerUser(ctx);
    const addrId = await addAddress(ctx, token);
    drawInTurn(11_111_111);
    const first = await submit(ctx, token, await confirmBuyNow(ctx, token, s!, 1, addrId));
    expect(first.statusCode, first.body).toBe(200);
    const taken = first.json().orderNumbers[0] as string;
    expect(taken).toMatch(/11111111$/);
    const submitToken = await confirmBuyNow(ctx, token, s!, 1, addrId);
    drawInTurn(11_111_111, 22_222_222);
    const second = await submit(ctx, token, submitToken);
    expect(second.statusCode, second.body).toBe(200);
    const [number] = second.json().orderNumbers as string[];
    expect(number).toBe(taken.replace(/11111111$/, '22222222'));
    const [row] = await ctx().database.db.select({ orderNumbers: schema.orderSubmitToken.orderNumbers }).from(schema.orderSubmitToken).where(eq(schema.orderSubmitToken.token, submitToken));
    expect(row!.orderNumbers).toEqual([number]);
    expect((await get(ctx, `/p/myOrder/orderDetail?orderNumber=${number}`, { token })).statusCode).toBe(200);
    // a token spent again answers the same order (nothing made twice)
    expect((await submit(ctx, token, submitToken)).json().orderNumbers).toEqual([number]);
  });

  it('a refund request whose drawn number is already taken is stored under another', async () => {
    const [first, second] = [await bought(ctx), await bought(ctx)];
    drawInTurn(77_777_777);
    const taken = await applied(ctx, first!, { cargoStatus: 0 });
    expect(taken).toMatch(/^A\d{12}77777777$/);
    drawInTurn(77_777_777, 88_888_888);
    const res = await apply(ctx, second!.buyer.token, applyBody(second!.orderNumber, { cargoStatus: 0 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refundSn).toBe(taken.replace(/77777777$/, '88888888'));
    expect((await get(ctx, `/p/refund/${res.json().refundSn}`, { token: second!.buyer.token })).json()).toMatchObject({ orderNumber: second!.orderNumber });
  });
});

describeFlashSale('flash-sale orders whose numbers clash', (ctx) => {
  it('a batch of reservations one of whose numbers is taken becomes its orders in the same drain', async () => {
    const { seckillId } = await makeItem(ctx, { stock: 5, limit: 1 });
    const [a, b, c] = await buyers(ctx, 3);
    const first = await post(ctx, '/p/seckill/buy', { seckillId, prodCount: 1, addrId: a!.addrId }, { token: a!.token });
    expect(first.json().state).toBe('queued');
    drawInTurn(33_333_333);
    expect(await ctx().app.services.flashSale.queue!.drain()).toBe(1);
    for (const x of [b!, c!]) expect((await post(ctx, '/p/seckill/buy', { seckillId, prodCount: 1, addrId: x.addrId }, { token: x.token })).json().state).toBe('queued');
    drawInTurn(33_333_333, 44_444_444, 55_555_555, 66_666_666);
    expect(await ctx().app.services.flashSale.queue!.drain()).toBe(2);
    const answers = await Promise.all([a!, b!, c!].map(async (x) => (await get(ctx, `/p/seckill/reservation?seckillId=${seckillId}`, { token: x.token })).json()));
    expect(answers.map((r) => r.state)).toEqual(['ordered', 'ordered', 'ordered']);
    // a's number was drawn first; the batch drew it again (a clash), then two fresh ones
    expect(answers.map((r) => String(r.orderNumber).slice(-8))).toEqual(['33333333', '55555555', '66666666']);
    const stored = await ctx().database.db.select({ n: schema.orders.orderNumber }).from(schema.orders).where(eq(schema.orders.orderType, 2));
    expect(stored.map((r) => r.n).sort()).toEqual(answers.map((r) => r.orderNumber).sort());
  });
}, { only: 'redis', env: { FLASH_SALE_AUTO_DRAIN: 0 } });
