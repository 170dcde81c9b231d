// After-sales journeys through the API on both engines: a return and refund (apply with a voucher → the seller
// accepts with a return address → the buyer ships back → the seller confirms receipt → the money lands in the
// balance ledger, stock is back, the fully refunded order is closed), a whole-order refund before shipping (freight
// back, stock back, at once), a partial refund that leaves the order as it is, the user centre's counts, notices.
import { expect, it } from 'vitest';
import { ORDER_STATUS, REFUND_STATUS } from '@mall/shared';
import { get, post } from './account-helpers';
import { describeEachEngine } from './harness';
import { stockOf } from './order-helpers';
import { balanceOf, expectLedgerConsistent } from './payment-helpers';
import { applied, buyerAct, bought, options, refundDetail, requestRow, RETURN_ADDRESS } from './refund-helpers';
import { upload } from './store-helpers';

describeEachEngine('after-sales: journeys', (ctx) => {
  it('return and refund: apply, accept, ship back, receive; the money, the stock and the order follow', async () => {
    const o = await bought(ctx, { counts: [2], receive: true });
    const stockBefore = await stockOf(ctx, o.skuIds[0]!);
    const before = await balanceOf(ctx, o.buyer.token);
    const opts = await options(ctx, o.buyer.token, o.orderNumber, [o.itemIds[0]!]);
    expect(opts.lines[0].refundableCount).toBe(2);
    expect(opts.noReasonAllowed).toBe(true);
    expect(opts.freightIncluded).toBe(false);
    expect(opts.shipped).toBe(true);
    const paid = opts.lines[0].refundableAmount as number;
    expect(paid).toBe(3980);
    const counts0 = (await get(ctx, '/p/user/centerInfo', { token: o.buyer.token })).json().orderCountData;
    expect(counts0.refund).toBe(0);

    const sn = await applied(ctx, o, { items: [{ itemId: o.itemIds[0], count: 2 }], mode: 2, cargoStatus: 1, reason: 'noReason', amount: paid, vouchers: [upload(o.buyer.userId)], note: '不想要了' });
    expect((await get(ctx, '/p/user/centerInfo', { token: o.buyer.token })).json().orderCountData.refund).toBe(1);
    const line = (await get(ctx, `/p/myOrder/orderDetail?orderNumber=${o.orderNumber}`, { token: o.buyer.token })).json().items[0];
    expect(line.refundStatus).toBe(REFUND_STATUS.applied);
    expect(line.refundSn).toBe(sn);
    expect(line.refundableCount).toBe(0);
    let d = await refundDetail(ctx, o.buyer.token, sn);
    expect(d.actions).toEqual(['withdraw']);
    expect(d.reasonLabel).toBe('7天无理由退货');

    const seen = await o.seller.api('GET', '/refunds?status=10');
    expect(seen.json().records.map((r: { refundSn: string }) => r.refundSn)).toContain(sn);
    const acc = await o.seller.api('POST', `/refunds/${sn}/accept`, { returnAddress: RETURN_ADDRESS });
    expect(acc.statusCode, acc.body).toBe(200);
    d = await refundDetail(ctx, o.buyer.token, sn);
    expect(d.status).toBe(REFUND_STATUS.accepted);
    expect(d.returnAddress).toEqual(RETURN_ADDRESS);
    expect(d.actions).toEqual(['withdraw', 'shipBack']);
    expect(await balanceOf(ctx, o.buyer.token)).toBe(before); // no money before the goods are back

    const ship = await buyerAct(ctx, o.buyer.token, sn, 'ship-back', { companyCode: 'SF', waybillNo: 'SF1234567890' });
    expect(ship.statusCode, ship.body).toBe(200);
    const again = await buyerAct(ctx, o.buyer.token, sn, 'ship-back', { companyCode: 'ZTO', waybillNo: 'ZT987654321' });
    expect(again.statusCode, again.body).toBe(200);
    d = await refundDetail(ctx, o.buyer.token, sn);
    expect(d.logistics).toMatchObject({ companyCode: 'ZTO', waybillNo: 'ZT987654321', companyName: '中通快递' });
    expect(d.timeline.map((t: { note: string | null }) => t.note)).toEqual(expect.arrayContaining(['顺丰速运 SF1234567890', '中通快递 ZT987654321']));

    const rec = await o.seller.api('POST', `/refunds/${sn}/receive`);
    expect(rec.statusCode, rec.body).toBe(200);
    d = await refundDetail(ctx, o.buyer.token, sn);
    expect(d.status).toBe(REFUND_STATUS.refunded);
    expect(d.payRefundNo).toMatch(/^R/);
    expect(d.timeline.map((t: { status: number }) => t.status)).toEqual([10, 20, 30, 30, 40, 50]);
    expect(await balanceOf(ctx, o.buyer.token)).toBe(before + paid);
    await expectLedgerConsistent(ctx, o.buyer.userId);
    expect(await stockOf(ctx, o.skuIds[0]!)).toBe(stockBefore + 2);
    const order = (await get(ctx, `/p/myOrder/orderDetail?orderNumber=${o.orderNumber}`, { token: o.buyer.token })).json();
    expect(order.status).toBe(ORDER_STATUS.canceled);
    expect((await get(ctx, '/p/user/centerInfo', { token: o.buyer.token })).json().orderCountData.refund).toBe(0);
    const notices = (await get(ctx, '/p/refund/notices', { token: o.buyer.token })).json();
    expect(notices.records.map((n: { status: number }) => n.status)).toEqual(expect.arrayContaining([20, 40, 50]));
    expect(notices.records.some((n: { status: number }) => n.status === 30)).toBe(false); // the buyer's own move is no news to the buyer
    expect(notices.unread).toBe(0); // read with the detail above
    const shopNotices = (await o.seller.api('GET', '/refund-notices')).json();
    expect(shopNotices.records.map((n: { status: number }) => n.status)).toEqual(expect.arrayContaining([10, 30, 50]));
    expect(shopNotices.records.some((n: { status: number }) => n.status === 20)).toBe(false); // its own accept
  });

  it('refund only of the whole order before shipping: freight included, paid at once, stock back, order canceled', async () => {
    const o = await bought(ctx, { counts: [1, 2] });
    const before = await balanceOf(ctx, o.buyer.token);
    const stock = [await stockOf(ctx, o.skuIds[0]!), await stockOf(ctx, o.skuIds[1]!)];
    const opts = await options(ctx, o.buyer.token, o.orderNumber);
    const order = (await get(ctx, `/p/myOrder/orderDetail?orderNumber=${o.orderNumber}`, { token: o.buyer.token })).json();
    expect(opts.freightIncluded).toBe(order.freight > 0);
    expect(opts.maxAmount).toBe(order.actualTotal);
    expect(opts.defaultCargoStatus).toBe(0);
    expect(opts.shipped).toBe(false);
    const sn = await applied(ctx, o, { mode: 1, cargoStatus: 0, reason: 'other', amount: opts.maxAmount });
    expect((await requestRow(ctx, sn)).whole).toBe(true);
    const acc = await o.seller.api('POST', `/refunds/${sn}/accept`, {});
    expect(acc.statusCode, acc.body).toBe(200);
    expect((await refundDetail(ctx, o.buyer.token, sn)).status).toBe(REFUND_STATUS.refunded);
    expect(await balanceOf(ctx, o.buyer.token)).toBe(before + order.actualTotal);
    expect([await stockOf(ctx, o.skuIds[0]!), await stockOf(ctx, o.skuIds[1]!)]).toEqual([stock[0]! + 1, stock[1]! + 2]);
    expect((await get(ctx, `/p/myOrder/orderDetail?orderNumber=${o.orderNumber}`, { token: o.buyer.token })).json().status).toBe(ORDER_STATUS.canceled);
    await expectLedgerConsistent(ctx, o.buyer.userId);
    // nothing left to ask for
    const again = await post(ctx, '/p/refund/apply', { orderNumber: o.orderNumber, items: [], mode: 1, cargoStatus: 0, reason: 'other', amount: 1, mobile: '13800138000' }, { token: o.buyer.token });
    expect(again.statusCode).toBe(400);
  });

  it('a partial refund leaves the order going; the next request gets the rest to the fen', async () => {
    const o = await bought(ctx, { counts: [3], receive: true });
    const first = await options(ctx, o.buyer.token, o.orderNumber, [o.itemIds[0]!]);
    const paid = first.lines[0].refundableAmount as number;
    const sn1 = await applied(ctx, o, { items: [{ itemId: o.itemIds[0], count: 1 }], reason: 'quality', amount: Math.floor(paid / 3) });
    expect((await o.seller.api('POST', `/refunds/${sn1}/accept`, {})).statusCode).toBe(200);
    expect((await refundDetail(ctx, o.buyer.token, sn1)).status).toBe(REFUND_STATUS.refunded);
    const order = (await get(ctx, `/p/myOrder/orderDetail?orderNumber=${o.orderNumber}`, { token: o.buyer.token })).json();
    expect(order.status).toBe(ORDER_STATUS.pendingEvaluation);
    expect(order.items[0].refundableCount).toBe(2);
    const rest = await options(ctx, o.buyer.token, o.orderNumber, [o.itemIds[0]!]);
    expect(rest.lines[0].refundableCount).toBe(2);
    expect(rest.lines[0].refundableAmount).toBe(paid - Math.floor(paid / 3));
  });
});
