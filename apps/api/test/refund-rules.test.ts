// Every rule of the after-sales form and flow fires its message in zh and en through the API (SPEC §5 refund rules,
// §8 'Order status has changed', §9 limits): the form's fields (reason, amount, quantity, lines, note, vouchers,
// mobile, mode, cargo status), what the order allows (paid, received for a return, the 15-day after-sales window,
// 7-day no-reason returns by the clock, by the shop's setting and for virtual goods), one open request per line, the
// resubmit limit, the seller's, the buyer's and the platform's own fields, every move from a state that does not
// allow it, and another buyer's or shop's request answering 404.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import { GOODS_TYPE, ORDER_STATUS, REFUND_MODE, REFUND_STATUS } from '@mall/shared';
import { expectRefused, get, post, put, type CallOptions } from './account-helpers';
import { describeEachEngine } from './harness';
import { addToCart, freshSkus, placeOrder } from './order-helpers';
import { balancePay, payer } from './payment-helpers';
import { apply, applyBody, applied, bought, buyerAct, options, refundDetail, requestRow, RETURN_ADDRESS, type Bought } from './refund-helpers';
import { createProduct, seller } from './seller-helpers';
import { adminToken, upload } from './store-helpers';

const DAY = 24 * 3600_000;
const MINUTE = 60_000;

/** The catalogue's texts (packages/shared/src/messages.ts), written out so a changed text is noticed. */
const T = {
  reasonRequired: ['请选择退款原因', 'Please choose a refund reason'],
  amountRequired: ['请输入退款金额', 'Please enter the refund amount'],
  amountTooMuch: ['退款金额不能超过可退金额', 'The refund amount cannot exceed the refundable amount'],
  countInvalid: ['退货数量须在1到可退数量之间', 'The quantity must be between 1 and the quantity that can still be returned'],
  noteTooLong: ['说明不能超过200个字', 'The note cannot exceed 200 characters'],
  noteBlank: ['说明不能全为空格', 'The note cannot be only spaces'],
  noteRequired: ['请填写说明', 'Please enter a note'],
  vouchersTooMany: ['最多上传5张凭证图片', 'You can add at most 5 voucher images'],
  voucherInvalid: ['凭证须为本人上传的图片', 'Vouchers must be images you uploaded'],
  mobileInvalid: ['请输入11位手机号', 'Please enter an 11-digit mobile number'],
  waybillRequired: ['请填写物流公司和运单号', 'Please enter the logistics company and waybill number'],
  noReasonExpired: ['已超过7天无理由退货期限', 'The 7-day no-reason return period has ended'],
  noReasonNotAllowed: ['该商品不支持7天无理由退货', 'This item does not support 7-day no-reason returns'],
  notRefundable: ['该订单当前不能申请售后', 'After-sales cannot be requested for this order now'],
  windowClosed: ['已超过售后申请期限（收货后15天内可申请）', 'The after-sales period has ended (requests are open for 15 days after receipt)'],
  returnNeedsReceipt: ['未收到货时只能申请仅退款', 'Before the goods are received only a refund (no return) can be requested'],
  alreadyOpen: ['该商品已有进行中的售后申请', 'This item already has an after-sales request in progress'],
  resubmitLimit: ['已达到重新提交次数上限（3次）', 'The request has been resubmitted the maximum number of times (3)'],
  notFound: ['售后申请不存在', 'The after-sales request does not exist'],
  refuseReasonRequired: ['请填写拒绝原因', 'Please enter the reason for refusing'],
  returnAddressRequired: ['请填写退货地址（收件人、手机号、地址）', 'Please enter the return address (receiver, mobile number, address)'],
  modeRequired: ['请选择售后类型', 'Please choose the after-sales type'],
  cargoRequired: ['请选择货物状态', 'Please choose the goods status'],
  statusChanged: ['订单状态已发生改变', 'Order status has changed'],
  orderNotFound: ['订单不存在', 'The order does not exist'],
} as const;
type Text = readonly [string, string];

type Res = Awaited<ReturnType<typeof get>>;
const refused = (send: (lang: string) => Promise<Res>, [zh, en]: Text) => expectRefused(send as never, zh, en);

/** A 404 whose message is the text in zh and in en. */
async function expectMissing(send: (lang: string) => Promise<Res>, [zh, en]: Text) {
  for (const [lang, text] of [['zh-CN', zh], ['en', en]] as const) {
    const res = await send(lang);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().message).toBe(text);
  }
}

/** The body without one of its fields. */
const withoutField = (body: Record<string, unknown>, field: string) => Object.fromEntries(Object.entries(body).filter(([k]) => k !== field));

/** The fields of an edit (PUT /p/refund/{sn}): the apply body without the order and lines. */
const editBody = (over: Record<string, unknown> = {}) => {
  const { orderNumber: _o, items: _i, ...rest } = applyBody('x', over);
  return rest;
};

describeEachEngine('after-sales rules: every message in zh and en', (ctx) => {
  const edit = (token: string, sn: string, over: Record<string, unknown> = {}, o: CallOptions = {}) => put(ctx, `/p/refund/${sn}`, editBody(over), { token, ...o });
  const refuse = (o: Bought, sn: string, reason = '不符合退货条件', lang?: string) => o.seller.api('POST', `/refunds/${sn}/refuse`, { reason }, { lang });
  const accept = (o: Bought, sn: string, body: unknown = {}, lang?: string) => o.seller.api('POST', `/refunds/${sn}/accept`, body, { lang });
  const ok = (res: Res) => expect(res.statusCode, res.body).toBe(200);
  const statusOf = async (sn: string) => (await requestRow(ctx, sn)).status;

  it('the form: reason, amount, quantity, lines, note, vouchers, mobile, mode and cargo status', async () => {
    const o = await bought(ctx, { counts: [2, 1], receive: true });
    const [a, b] = o.itemIds as [number, number];
    const one = { items: [{ itemId: a, count: 1 }], amount: 100 };
    const send = (over: Record<string, unknown>) => (lang: string) => apply(ctx, o.buyer.token, applyBody(o.orderNumber, { ...one, ...over }), { lang });

    for (const reason of ['', 'bogus', 'refund.reason.quality']) await refused(send({ reason }), T.reasonRequired);
    for (const amount of [0, -1, -1990, 1.5, 0.01]) await refused(send({ amount }), T.amountRequired);
    const max = (await options(ctx, o.buyer.token, o.orderNumber, [a])).lines[0].refundableAmount as number;
    expect(max).toBe(3980); // 2 × 19.90
    await refused(send({ amount: 3980 / 2 + 1 }), T.amountTooMuch); // one unit of two: half
    await refused(send({ items: [{ itemId: a, count: 2 }], amount: 3981 }), T.amountTooMuch);
    await refused(send({ items: [{ itemId: a, count: 2 }, { itemId: b, count: 1 }], amount: 3980 + 30 + 1 }), T.amountTooMuch);
    await refused(send({ items: [], amount: 3980 + 30 + 1 }), T.amountTooMuch); // the whole order after shipping: no freight

    for (const count of [0, -1, 3, 1.5]) await refused(send({ items: [{ itemId: a, count }] }), T.countInvalid);
    await refused(send({ items: [{ itemId: b, count: 2 }] }), T.countInvalid);
    await refused(send({ items: [{ itemId: 99_999_999, count: 1 }] }), T.countInvalid);
    await refused(send({ items: [{ itemId: a, count: 1 }, { itemId: a, count: 1 }] }), T.countInvalid);
    const otherOrder = await bought(ctx, { counts: [1], receive: true });
    await refused(send({ items: [{ itemId: otherOrder.itemIds[0], count: 1 }] }), T.countInvalid); // a line of another order

    await refused(send({ note: '退'.repeat(201) }), T.noteTooLong);
    await refused(send({ note: 'a'.repeat(201) }), T.noteTooLong);

    const own = () => upload(o.buyer.userId);
    await refused(send({ vouchers: Array.from({ length: 6 }, own) }), T.vouchersTooMany);
    await refused(send({ vouchers: [own(), upload(otherOrder.buyer.userId)] }), T.voucherInvalid);
    await refused(send({ vouchers: ['https://example.com/a.webp'] }), T.voucherInvalid);
    await refused(send({ vouchers: [`/uploads/user/${o.buyer.userId}/../${otherOrder.buyer.userId}/x.webp`] }), T.voucherInvalid);

    for (const mobile of ['1380013800', '138001380001', '23800138000', '', '1380013800a']) await refused(send({ mobile }), T.mobileInvalid);

    for (const mode of [0, 3, -1]) await refused(send({ mode }), T.modeRequired);
    for (const cargoStatus of [2, -1]) await refused(send({ cargoStatus }), T.cargoRequired);

    // none of that made a request; the limits themselves pass: 200 characters, 5 vouchers, the most refundable
    expect((await get(ctx, '/p/refund/list', { token: o.buyer.token })).json().total).toBe(0);
    const sn = await applied(ctx, o, { ...one, amount: 1990, note: `${'退'.repeat(199)}x`, vouchers: Array.from({ length: 5 }, own), mobile: ' 13800138000 ' });
    const d = await refundDetail(ctx, o.buyer.token, sn);
    expect(d).toMatchObject({ amount: 1990, mobile: '13800138000', status: REFUND_STATUS.applied });
    expect(d.vouchers).toHaveLength(5);
  });

  it('the amount is at most what is still refundable, also after an earlier partial refund', async () => {
    const o = await bought(ctx, { counts: [3], receive: true });
    const a = o.itemIds[0]!;
    const send = (count: number, amount: number) => (lang: string) => apply(ctx, o.buyer.token, applyBody(o.orderNumber, { items: [{ itemId: a, count }], amount }), { lang });
    await refused(send(1, 1991), T.amountTooMuch); // 3 × 19.90: 19.90 a unit
    // the first unit refunded for 10.00 only
    const first = await applied(ctx, o, { items: [{ itemId: a, count: 1 }], amount: 1000 });
    ok(await accept(o, first));
    expect(await statusOf(first)).toBe(REFUND_STATUS.refunded);
    const opts = await options(ctx, o.buyer.token, o.orderNumber, [a]);
    expect(opts.lines[0]).toMatchObject({ refundableCount: 2, refundableAmount: 5970 - 1000 });
    // one more unit: up to two units' share minus what came back
    await refused(send(1, 3980 - 1000 + 1), T.amountTooMuch);
    await refused(send(2, 5970 - 1000 + 1), T.amountTooMuch);
    await refused(send(3, 1), T.countInvalid);
    const second = await applied(ctx, o, { items: [{ itemId: a, count: 1 }], amount: 3980 - 1000 });
    ok(await accept(o, second));
    // the last unit: exactly what is left of the line
    await refused(send(1, 5970 - 3980 + 1), T.amountTooMuch);
    await refused(send(2, 1), T.countInvalid);
    const last = await applied(ctx, o, { items: [{ itemId: a, count: 1 }], amount: 5970 - 3980 });
    ok(await accept(o, last));
    expect(await statusOf(last)).toBe(REFUND_STATUS.refunded);
    expect((await get(ctx, `/p/myOrder/orderDetail?orderNumber=${o.orderNumber}`, { token: o.buyer.token })).json().status).toBe(ORDER_STATUS.canceled);
  });

  it('a return needs goods received; before receipt only a refund of goods not received', async () => {
    const unshipped = await bought(ctx, { counts: [1] });
    const shipped = await bought(ctx, { counts: [1], ship: true });
    const received = await bought(ctx, { counts: [1], receive: true });
    const send = (o: Bought, mode: number, cargoStatus: number) => (lang: string) =>
      apply(ctx, o.buyer.token, applyBody(o.orderNumber, { items: [{ itemId: o.itemIds[0], count: 1 }], mode, cargoStatus, amount: 100 }), { lang });
    const { refundOnly, returnAndRefund } = REFUND_MODE;
    await refused(send(unshipped, returnAndRefund, 1), T.returnNeedsReceipt);
    await refused(send(unshipped, returnAndRefund, 0), T.returnNeedsReceipt);
    await refused(send(unshipped, refundOnly, 1), T.returnNeedsReceipt); // nothing was sent: it cannot have arrived
    await refused(send(shipped, returnAndRefund, 0), T.returnNeedsReceipt);
    await refused(send(received, returnAndRefund, 0), T.returnNeedsReceipt);
    for (const o of [unshipped, shipped, received]) await refused(send(o, 3, 1), T.modeRequired);
    await refused(send(received, refundOnly, 2), T.cargoRequired);
    // what is allowed
    ok(await send(unshipped, refundOnly, 0)('zh-CN'));
    ok(await send(shipped, refundOnly, 0)('zh-CN'));
    ok(await send(received, returnAndRefund, 1)('zh-CN'));
  });

  it('an unpaid or canceled order takes no request; another buyer\'s order is not found', async () => {
    const b = await payer(ctx, 1_000_000);
    const [s] = await freshSkus(ctx, 1, { price: 2500, stock: 20 });
    const unpaid = await placeOrder(ctx, b.token, s!, 1);
    const send = (orderNumber: string, token = b.token) => (lang: string) => apply(ctx, token, applyBody(orderNumber, { mode: 1, cargoStatus: 0, amount: 100 }), { lang });
    await refused(send(unpaid), T.notRefundable);
    await refused((lang) => get(ctx, `/p/refund/options?orderNumber=${unpaid}`, { token: b.token, lang }), T.notRefundable);
    ok(await put(ctx, `/p/myOrder/cancel/${unpaid}`, {}, { token: b.token }));
    await refused(send(unpaid), T.notRefundable);
    const paid = await bought(ctx, { counts: [1] });
    await expectMissing(send(paid.orderNumber, b.token), T.orderNotFound);
    await expectMissing((lang) => get(ctx, `/p/refund/options?orderNumber=${paid.orderNumber}`, { token: b.token, lang }), T.orderNotFound);
  });

  it('7-day no-reason returns: not for a shop that turned them off, not for virtual goods', async () => {
    const shop = await seller(ctx);
    expect((await shop.api('GET', '/refund-settings')).json()).toEqual({ noReasonReturns: true });
    ok(await shop.api('PUT', '/refund-settings', { noReasonReturns: false }));
    expect((await shop.api('GET', '/refund-settings')).json()).toEqual({ noReasonReturns: false });
    const o = await bought(ctx, { counts: [1], receive: true, seller: shop });
    const send = (x: Bought, over: Record<string, unknown> = {}) => (lang: string) =>
      apply(ctx, x.buyer.token, applyBody(x.orderNumber, { reason: 'noReason', amount: 100, ...over }), { lang });
    expect((await options(ctx, o.buyer.token, o.orderNumber)).noReasonAllowed).toBe(false);
    await refused(send(o), T.noReasonNotAllowed);
    await refused(send(o, { mode: 2, cargoStatus: 1 }), T.noReasonNotAllowed);
    ok(await send(o, { reason: 'quality' })('zh-CN')); // another reason is fine
    // turned on again: offered again (another order of the shop)
    ok(await shop.api('PUT', '/refund-settings', { noReasonReturns: true }));
    const o2 = await bought(ctx, { counts: [1], receive: true, seller: shop });
    expect((await options(ctx, o2.buyer.token, o2.orderNumber)).noReasonAllowed).toBe(true);
    ok(await send(o2)('zh-CN'));

    // virtual goods (the seller's product form has no goods type yet: the product is made virtual in the database)
    const vshop = await seller(ctx);
    const { prodId, skuIds } = await createProduct(ctx, vshop);
    await ctx().database.db.update(schema.product).set({ goodsType: GOODS_TYPE.virtual }).where(eq(schema.product.id, prodId));
    const vb = await payer(ctx, 1_000_000);
    const basketId = await addToCart(ctx, vb.token, { prodId, skuId: skuIds[0]!, shopId: vshop.shopId }, 1);
    const c = await post(ctx, '/p/order/confirm', { basketIds: [basketId] }, { token: vb.token });
    ok(c);
    const sub = await post(ctx, '/p/order/submit', { submitToken: c.json().submitToken }, { token: vb.token });
    ok(sub);
    const vOrder = sub.json().orderNumbers[0] as string;
    ok(await balancePay(ctx, vb.token, [vOrder]));
    const vItems = (await get(ctx, `/p/myOrder/orderDetail?orderNumber=${vOrder}`, { token: vb.token })).json().items;
    expect(vItems[0].goodsType).toBe(GOODS_TYPE.virtual);
    expect((await options(ctx, vb.token, vOrder)).noReasonAllowed).toBe(false);
    const v = { buyer: { ...vb }, orderNumber: vOrder } as unknown as Bought;
    await refused(send(v, { mode: 1, cargoStatus: 0 }), T.noReasonNotAllowed);
    ok(await send(v, { mode: 1, cargoStatus: 0, reason: 'other' })('zh-CN'));
  });

  it('one open request per line: a line (or part of it) in an open request takes no second one until it is withdrawn', async () => {
    const o = await bought(ctx, { counts: [2, 1], receive: true });
    const [a, b] = o.itemIds as [number, number];
    const send = (items: unknown[]) => (lang: string) => apply(ctx, o.buyer.token, applyBody(o.orderNumber, { items, amount: 10 }), { lang });
    const whole = await applied(ctx, o, { items: [{ itemId: a, count: 2 }], amount: 100 });
    await refused(send([{ itemId: a, count: 1 }]), T.alreadyOpen);
    await refused(send([{ itemId: b, count: 1 }, { itemId: a, count: 1 }]), T.alreadyOpen);
    ok(await buyerAct(ctx, o.buyer.token, whole, 'withdraw'));
    // one unit of two in an open request: the other unit waits too
    const part = await applied(ctx, o, { items: [{ itemId: a, count: 1 }], amount: 100 });
    await refused(send([{ itemId: a, count: 1 }]), T.alreadyOpen);
    await refused(send([]), T.alreadyOpen); // the whole order includes that line
    // a refused request still holds its line (it can be edited or escalated)
    ok(await refuse(o, part));
    await refused(send([{ itemId: a, count: 1 }]), T.alreadyOpen);
    ok(await buyerAct(ctx, o.buyer.token, part, 'withdraw'));
    ok(await send([{ itemId: a, count: 1 }])('zh-CN'));
    ok(await send([{ itemId: b, count: 1 }])('zh-CN'));
    // every line taken: the whole order has nothing left to ask for
    await refused(send([]), T.alreadyOpen);
  });

  it('a refused request is edited and resubmitted at most 3 times, each edit checked like the form', async () => {
    const o = await bought(ctx, { counts: [1], receive: true });
    const sn = await applied(ctx, o, { amount: 500 });
    await refused((lang) => edit(o.buyer.token, sn, { amount: 600 }, { lang }), T.statusChanged); // not refused yet
    for (let n = 1; n <= 3; n++) {
      ok(await refuse(o, sn, `第${n}次拒绝`));
      const d = await refundDetail(ctx, o.buyer.token, sn);
      expect(d).toMatchObject({ status: REFUND_STATUS.refused, refuseReason: `第${n}次拒绝`, resubmitsLeft: 4 - n });
      expect(d.actions).toContain('edit');
      if (n === 1) {
        await refused((lang) => edit(o.buyer.token, sn, { reason: '' }, { lang }), T.reasonRequired);
        await refused((lang) => edit(o.buyer.token, sn, { amount: 1991 }, { lang }), T.amountTooMuch);
        await refused((lang) => edit(o.buyer.token, sn, { amount: 0 }, { lang }), T.amountRequired);
        await refused((lang) => edit(o.buyer.token, sn, { mobile: '12345' }, { lang }), T.mobileInvalid);
        await refused((lang) => edit(o.buyer.token, sn, { mode: 2, cargoStatus: 0 }, { lang }), T.returnNeedsReceipt);
        await refused((lang) => edit(o.buyer.token, sn, { vouchers: Array.from({ length: 6 }, () => upload(o.buyer.userId)) }, { lang }), T.vouchersTooMany);
      }
      ok(await edit(o.buyer.token, sn, { amount: 500 + n * 100, reason: 'damaged' }));
      expect(await refundDetail(ctx, o.buyer.token, sn)).toMatchObject({ status: REFUND_STATUS.applied, amount: 500 + n * 100, reason: 'damaged', refuseReason: null });
    }
    ok(await refuse(o, sn, '第4次拒绝'));
    const d = await refundDetail(ctx, o.buyer.token, sn);
    expect(d.resubmitsLeft).toBe(0);
    expect(d.actions).toEqual(['withdraw', 'escalate']);
    await refused((lang) => edit(o.buyer.token, sn, { amount: 900 }, { lang }), T.resubmitLimit);
    expect(await statusOf(sn)).toBe(REFUND_STATUS.refused);
    // still possible: ask the platform
    ok(await buyerAct(ctx, o.buyer.token, sn, 'escalate', { note: '商家多次拒绝' }));
  });

  it('the seller\'s, the buyer\'s and the platform\'s own fields: refuse reason, return address, logistics, notes', async () => {
    const o = await bought(ctx, { counts: [1, 1], receive: true });
    const [a, b] = o.itemIds as [number, number];
    const ret = await applied(ctx, o, { items: [{ itemId: a, count: 1 }], mode: 2, cargoStatus: 1, amount: 1990 });
    const only = await applied(ctx, o, { items: [{ itemId: b, count: 1 }], mode: 1, cargoStatus: 1, amount: 30 });

    // refuse: a reason of 1-200 characters
    for (const reason of ['', '   ']) await refused((lang) => refuse(o, only, reason, lang), T.refuseReasonRequired);
    await refused((lang) => refuse(o, only, '拒'.repeat(201), lang), T.noteTooLong);
    // accepting a return: the address to send it to, with an 11-digit mobile
    await refused((lang) => accept(o, ret, {}, lang), T.returnAddressRequired);
    for (const missing of ['receiver', 'mobile', 'address'] as const) {
      await refused((lang) => accept(o, ret, { returnAddress: { ...RETURN_ADDRESS, [missing]: ' ' } }, lang), T.returnAddressRequired);
    }
    for (const mobile of ['1390013900', '139001390001', '2390013900x']) {
      await refused((lang) => accept(o, ret, { returnAddress: { ...RETURN_ADDRESS, mobile } }, lang), T.mobileInvalid);
    }
    await refused((lang) => accept(o, ret, { returnAddress: { ...RETURN_ADDRESS, address: '地'.repeat(201) } }, lang), T.noteTooLong);
    expect(await statusOf(ret)).toBe(REFUND_STATUS.applied);
    ok(await accept(o, ret, { returnAddress: RETURN_ADDRESS }));

    // shipping back: a known company and a waybill number
    const ship = (body: unknown) => (lang: string) => buyerAct(ctx, o.buyer.token, ret, 'ship-back', body, { lang });
    await refused(ship({ companyCode: 'SF', waybillNo: '' }), T.waybillRequired);
    await refused(ship({ companyCode: 'SF', waybillNo: '   ' }), T.waybillRequired);
    await refused(ship({ companyCode: '', waybillNo: 'SF123' }), T.waybillRequired);
    await refused(ship({ companyCode: 'NOPE', waybillNo: 'SF123' }), T.waybillRequired);
    expect(await statusOf(ret)).toBe(REFUND_STATUS.accepted);
    ok(await ship({ companyCode: 'SF', waybillNo: 'SF123456' })('zh-CN'));
    // modifying the logistics: the same rules
    await refused(ship({ companyCode: 'SF', waybillNo: '' }), T.waybillRequired);
    await refused(ship({ companyCode: 'XX', waybillNo: 'SF1' }), T.waybillRequired);
    expect((await refundDetail(ctx, o.buyer.token, ret)).logistics).toMatchObject({ companyCode: 'SF', waybillNo: 'SF123456' });

    // escalating a refused request, and the platform's decision: a note of 1-200 characters
    ok(await refuse(o, only));
    for (const note of ['', '  ']) await refused((lang) => buyerAct(ctx, o.buyer.token, only, 'escalate', { note }, { lang }), T.noteRequired);
    await refused((lang) => buyerAct(ctx, o.buyer.token, only, 'escalate', { note: '申'.repeat(201) }, { lang }), T.noteTooLong);
    expect(await statusOf(only)).toBe(REFUND_STATUS.refused);
    ok(await buyerAct(ctx, o.buyer.token, only, 'escalate', { note: '商品确有质量问题' }));
    const admin = await adminToken(ctx);
    const arbitrate = (body: unknown) => (lang: string) => post(ctx, `/p/admin/refunds/${only}/arbitrate`, body, { token: admin, lang });
    for (const decision of ['buyer', 'seller']) {
      for (const note of ['', '   ']) await refused(arbitrate({ decision, note }), T.noteRequired);
      await refused(arbitrate({ decision, note: '裁'.repeat(201) }), T.noteTooLong);
    }
    expect(await statusOf(only)).toBe(REFUND_STATUS.arbitrating);
    ok(await arbitrate({ decision: 'buyer', note: '支持买家' })('zh-CN'));
    expect(await statusOf(only)).toBe(REFUND_STATUS.refunded);
  });

  it('every move from a state that does not allow it answers \'Order status has changed\'', async () => {
    const o = await bought(ctx, { counts: [1, 1], receive: true });
    const [a, b] = o.itemIds as [number, number];
    const o2 = await bought(ctx, { counts: [1], receive: true, seller: o.seller });
    const admin = await adminToken(ctx);
    const buyer = (sn: string, action: string, body: unknown = {}) => (lang: string) => buyerAct(ctx, o.buyer.token, sn, action, body, { lang });
    const sellerDoes = (sn: string, action: string, body: unknown = {}) => (lang: string) => o.seller.api('POST', `/refunds/${sn}/${action}`, body, { lang });
    const arbitrate = (sn: string) => (lang: string) => post(ctx, `/p/admin/refunds/${sn}/arbitrate`, { decision: 'buyer', note: '裁决' }, { token: admin, lang });
    const shipBody = { companyCode: 'SF', waybillNo: 'SF1' };
    const escalateBody = { note: '请平台介入' };

    // a return, applied: the seller cannot confirm receipt, the buyer cannot ship back, escalate or edit, the platform cannot decide
    const ret = await applied(ctx, o, { items: [{ itemId: a, count: 1 }], mode: 2, cargoStatus: 1, amount: 1990 });
    await refused(sellerDoes(ret, 'receive'), T.statusChanged);
    await refused(buyer(ret, 'ship-back', shipBody), T.statusChanged);
    await refused(buyer(ret, 'escalate', escalateBody), T.statusChanged);
    await refused((lang) => edit(o.buyer.token, ret, { mode: 2, amount: 1000 }, { lang }), T.statusChanged);
    await refused(arbitrate(ret), T.statusChanged);
    // accepted: not accepted or refused again, no receipt before the goods are shipped back
    ok(await accept(o, ret, { returnAddress: RETURN_ADDRESS }));
    await refused(sellerDoes(ret, 'accept', { returnAddress: RETURN_ADDRESS }), T.statusChanged);
    await refused(sellerDoes(ret, 'refuse', { reason: '晚了' }), T.statusChanged);
    await refused(sellerDoes(ret, 'receive'), T.statusChanged);
    await refused(buyer(ret, 'escalate', escalateBody), T.statusChanged);
    // shipped back, received, refunded: nothing more, not even a withdrawal
    ok(await buyer(ret, 'ship-back', shipBody)('zh-CN'));
    await refused(sellerDoes(ret, 'accept', { returnAddress: RETURN_ADDRESS }), T.statusChanged);
    ok(await sellerDoes(ret, 'receive')('zh-CN'));
    expect(await statusOf(ret)).toBe(REFUND_STATUS.refunded);
    await refused(buyer(ret, 'withdraw'), T.statusChanged);
    await refused(buyer(ret, 'ship-back', shipBody), T.statusChanged);
    await refused(sellerDoes(ret, 'receive'), T.statusChanged);
    await refused(sellerDoes(ret, 'refuse', { reason: '晚了' }), T.statusChanged);
    await refused(arbitrate(ret), T.statusChanged);

    // a refund only: never shipped back, whatever its state
    const only = await applied(ctx, o, { items: [{ itemId: b, count: 1 }], mode: 1, cargoStatus: 1, amount: 30 });
    await refused(buyer(only, 'ship-back', shipBody), T.statusChanged);
    await ctx().database.db.update(schema.refundRequest).set({ status: REFUND_STATUS.accepted }).where(eq(schema.refundRequest.refundSn, only)); // accepted, money not yet due
    await refused(buyer(only, 'ship-back', shipBody), T.statusChanged);
    await refused(buyer(only, 'withdraw'), T.statusChanged); // an accepted refund only is paid, not withdrawn
    await ctx().database.db.update(schema.refundRequest).set({ status: REFUND_STATUS.applied }).where(eq(schema.refundRequest.refundSn, only));
    ok(await accept(o, only));
    expect(await statusOf(only)).toBe(REFUND_STATUS.refunded);
    await refused(buyer(only, 'withdraw'), T.statusChanged);
    await refused(sellerDoes(only, 'receive'), T.statusChanged);

    // withdrawn: final (another order of the shop)
    const buyer2 = (sn: string, action: string, body: unknown = {}) => (lang: string) => buyerAct(ctx, o2.buyer.token, sn, action, body, { lang });
    const gone = await applied(ctx, o2, { amount: 100 });
    ok(await buyer2(gone, 'withdraw')('zh-CN'));
    await refused(buyer2(gone, 'withdraw'), T.statusChanged);
    await refused(sellerDoes(gone, 'accept'), T.statusChanged);
    await refused(sellerDoes(gone, 'refuse', { reason: '不行' }), T.statusChanged);
    await refused((lang) => edit(o2.buyer.token, gone, { amount: 100 }, { lang }), T.statusChanged);
    // arbitration: the seller has no say any more, the platform decides once
    const esc = await applied(ctx, o2, { amount: 100 });
    ok(await refuse(o2, esc));
    ok(await buyer2(esc, 'escalate', escalateBody)('zh-CN'));
    await refused(sellerDoes(esc, 'accept'), T.statusChanged);
    await refused(sellerDoes(esc, 'refuse', { reason: '不行' }), T.statusChanged);
    await refused(buyer2(esc, 'escalate', escalateBody), T.statusChanged);
    await refused((lang) => edit(o2.buyer.token, esc, { amount: 100 }, { lang }), T.statusChanged);
    ok(await post(ctx, `/p/admin/refunds/${esc}/arbitrate`, { decision: 'seller', note: '支持商家' }, { token: admin }));
    expect(await statusOf(esc)).toBe(REFUND_STATUS.closed);
    await refused(arbitrate(esc), T.statusChanged);
    await refused(buyer2(esc, 'withdraw'), T.statusChanged);
  });

  it('another buyer or another shop reading or acting on a request: 404', async () => {
    const o = await bought(ctx, { counts: [1], receive: true });
    const sn = await applied(ctx, o, { mode: 2, cargoStatus: 1, amount: 100 });
    const other = await bought(ctx, { counts: [1], receive: true }); // another buyer and another shop
    const t = other.buyer.token;
    await expectMissing((lang) => get(ctx, `/p/refund/${sn}`, { token: t, lang }), T.notFound);
    await expectMissing((lang) => edit(t, sn, {}, { lang }), T.notFound);
    await expectMissing((lang) => buyerAct(ctx, t, sn, 'withdraw', {}, { lang }), T.notFound);
    await expectMissing((lang) => buyerAct(ctx, t, sn, 'ship-back', { companyCode: 'SF', waybillNo: 'SF1' }, { lang }), T.notFound);
    await expectMissing((lang) => buyerAct(ctx, t, sn, 'escalate', { note: '介入' }, { lang }), T.notFound);
    await expectMissing((lang) => get(ctx, `/p/refund/options?orderNumber=${o.orderNumber}&refundSn=${sn}`, { token: t, lang }), T.orderNotFound);
    await expectMissing((lang) => get(ctx, `/p/refund/options?orderNumber=${other.orderNumber}&refundSn=${sn}`, { token: t, lang }), T.notFound); // own order, another's request
    expect((await get(ctx, '/p/refund/list', { token: t })).json().total).toBe(0);
    // the shop owner's own login is not the buyer's
    await expectMissing((lang) => get(ctx, `/p/refund/${sn}`, { token: o.seller.token, lang }), T.notFound);
    // another shop
    const s = other.seller;
    await expectMissing((lang) => s.api('GET', `/refunds/${sn}`, undefined, { lang }), T.notFound);
    await expectMissing((lang) => s.api('POST', `/refunds/${sn}/accept`, { returnAddress: RETURN_ADDRESS }, { lang }), T.notFound);
    await expectMissing((lang) => s.api('POST', `/refunds/${sn}/refuse`, { reason: '不行' }, { lang }), T.notFound);
    await expectMissing((lang) => s.api('POST', `/refunds/${sn}/receive`, {}, { lang }), T.notFound);
    expect((await s.api('GET', '/refunds')).json().records.some((r: { refundSn: string }) => r.refundSn === sn)).toBe(false);
    // an unknown request
    await expectMissing((lang) => get(ctx, '/p/refund/A000000000000000000', { token: o.buyer.token, lang }), T.notFound);
    await expectMissing((lang) => o.seller.api('POST', '/refunds/A000000000000000000/accept', {}, { lang }), T.notFound);
    const admin = await adminToken(ctx);
    await expectMissing((lang) => post(ctx, '/p/admin/refunds/A000000000000000000/arbitrate', { decision: 'buyer', note: '裁决' }, { token: admin, lang }), T.notFound);
    // nothing moved
    expect(await statusOf(sn)).toBe(REFUND_STATUS.applied);
    expect((await refundDetail(ctx, o.buyer.token, sn)).timeline).toHaveLength(1);
  });

  it('by the clock: no-reason returns within 7 days of receipt, any request within 15 days', async () => {
    const t0 = ctx().clock.now();
    try {
      const o = await bought(ctx, { counts: [1], receive: true });
      const late = await bought(ctx, { counts: [1], receive: true });
      const send = (x: Bought, over: Record<string, unknown> = {}) => (lang: string) =>
        apply(ctx, x.buyer.token, applyBody(x.orderNumber, { reason: 'noReason', mode: 2, cargoStatus: 1, amount: 100, ...over }), { lang });
      ctx().clock.advance(7 * DAY - MINUTE);
      expect((await options(ctx, o.buyer.token, o.orderNumber)).noReasonAllowed).toBe(true);
      const sn = (await send(o)('zh-CN')).json().refundSn as string;
      ok(await buyerAct(ctx, o.buyer.token, sn, 'withdraw'));
      ctx().clock.advance(2 * MINUTE); // 7 days and a minute after receipt
      expect((await options(ctx, o.buyer.token, o.orderNumber)).noReasonAllowed).toBe(false);
      await refused(send(o), T.noReasonExpired);
      await refused(send(o, { mode: 1 }), T.noReasonExpired);
      ok(await send(o, { reason: 'quality' })('zh-CN')); // other reasons go on

      ctx().clock.advance(8 * DAY - 2 * MINUTE); // 15 days less a minute
      ok(await get(ctx, `/p/refund/options?orderNumber=${late.orderNumber}`, { token: late.buyer.token }));
      ctx().clock.advance(2 * MINUTE);
      await refused(send(late, { reason: 'quality' }), T.windowClosed);
      await refused(send(late, { reason: 'quality', mode: 1 }), T.windowClosed);
      await refused((lang) => get(ctx, `/p/refund/options?orderNumber=${late.orderNumber}`, { token: late.buyer.token, lang }), T.windowClosed);
      const line = (await get(ctx, `/p/myOrder/orderDetail?orderNumber=${late.orderNumber}`, { token: late.buyer.token })).json();
      expect(line.items[0].refundableCount).toBe(0);
      expect(line.canApplyRefund).toBe(false);
    } finally {
      ctx().clock.set(t0);
    }
  });

  // Cases that fail against the refund module as committed in 79b0384 (reported to its owner; not edited here).

  // Against 79b0384 these failed: the contract (packages/shared/src/api/aftersale.ts requestFields) required the fields,
  // so a body without one answered 400 VALIDATION '参数校验失败：reason: Invalid input…' instead of the rule's message.
  for (const [field, text] of [['reason', T.reasonRequired], ['amount', T.amountRequired], ['mode', T.modeRequired], ['cargoStatus', T.cargoRequired], ['mobile', T.mobileInvalid]] as const) {
    it(`a missing ${field} answers '${text[1]}', not a bare validation error`, async () => {
      const o = await bought(ctx, { counts: [1], receive: true });
      await refused((lang) => apply(ctx, o.buyer.token, withoutField(applyBody(o.orderNumber, { amount: 100 }), field), { lang }), text);
      const sn = await applied(ctx, o, { amount: 100 });
      ok(await refuse(o, sn));
      await refused((lang) => put(ctx, `/p/refund/${sn}`, withoutField(editBody({ amount: 100 }), field), { token: o.buyer.token, lang }), text);
    });
  }

  // Against 79b0384 these failed: service.ts apply() ran choose() (refund.alreadyOpen for a line with no units left,
  // refunded ones included) before the order's rules, so a fully refunded (closed) order and a line refunded in full
  // answered '该商品已有进行中的售后申请' (in progress) instead of refund.notRefundable.
  it('an order closed by refunding everything takes no request, and says so (not \'in progress\')', async () => {
    const o = await bought(ctx, { counts: [1], receive: true });
    const sn = await applied(ctx, o, { items: [{ itemId: o.itemIds[0], count: 1 }], amount: 1990 });
    ok(await accept(o, sn));
    expect((await get(ctx, `/p/myOrder/orderDetail?orderNumber=${o.orderNumber}`, { token: o.buyer.token })).json().status).toBe(ORDER_STATUS.canceled);
    await refused((lang) => get(ctx, `/p/refund/options?orderNumber=${o.orderNumber}`, { token: o.buyer.token, lang }), T.notRefundable);
    await refused((lang) => apply(ctx, o.buyer.token, applyBody(o.orderNumber, { items: [{ itemId: o.itemIds[0], count: 1 }], amount: 1 }), { lang }), T.notRefundable);
    await refused((lang) => apply(ctx, o.buyer.token, applyBody(o.orderNumber, { amount: 1 }), { lang }), T.notRefundable);
  });
  it('a line refunded in full takes no more requests, and says so (not \'in progress\')', async () => {
    const o = await bought(ctx, { counts: [1, 1], receive: true });
    const sn = await applied(ctx, o, { items: [{ itemId: o.itemIds[0], count: 1 }], amount: 1990 });
    ok(await accept(o, sn));
    expect(await statusOf(sn)).toBe(REFUND_STATUS.refunded);
    await refused((lang) => apply(ctx, o.buyer.token, applyBody(o.orderNumber, { items: [{ itemId: o.itemIds[0], count: 1 }], amount: 1 }), { lang }), T.notRefundable);
    // the other line still takes one
    ok(await apply(ctx, o.buyer.token, applyBody(o.orderNumber, { items: [{ itemId: o.itemIds[1], count: 1 }], amount: 30 })));
  });

  // Against 79b0384 this failed: service.ts bodyFields() trimmed the note before checkFields() ran refundNoteRule, so a
  // note of only spaces was saved as '' (200) and refund.noteBlank never fired through the API.
  it('a note of only spaces is refused, on applying and on editing', async () => {
    const o = await bought(ctx, { counts: [1], receive: true });
    const send = (note: string) => (lang: string) => apply(ctx, o.buyer.token, applyBody(o.orderNumber, { amount: 100, note }), { lang });
    await refused(send('   '), T.noteBlank);
    await refused(send('\u3000 \t'), T.noteBlank);
    const sn = await applied(ctx, o, { amount: 100 });
    ok(await refuse(o, sn));
    await refused((lang) => edit(o.buyer.token, sn, { note: ' ' }, { lang }), T.noteBlank);
  });
});
