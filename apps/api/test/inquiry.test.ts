// Inquiries on both engines (issue 17, decision 030): asking (rules and messages in zh and en, not one's own shop),
// the shop's answer (price, validity within 90 days by the app clock, reply) or decline, the buyer's cancel, each move
// once; ordering at the quoted price through the normal checkout for that buyer only (no discount on top), once — two
// racing submits with one quote make one order —, never after the validity (ManualClock) nor once used; another
// user's or shop's inquiry is 404.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import { expectRefused, get, post, type CallOptions } from './account-helpers';
import { describeEachEngine } from './harness';
import { addAddress, confirm, freshSkus, submit, type TestSku } from './order-helpers';
import { buyer, sellerWithShop, verifiedSellerHeaders } from './store-helpers';

const DAY = 86_400_000;

describeEachEngine('inquiries', (ctx) => {
  const ask = (token: string, s: TestSku, count = 10, message = '批量采购请报价', o: CallOptions = {}) => post(ctx, '/p/inquiry', { prodId: s.prodId, skuId: s.skuId, count, message }, { token, ...o });
  /** The owner of the (seeded) shop `shopId`: a new user given the shop, with a store password and a verified session. */
  async function shopOwner(shopId: number) {
    const owner = await buyer(ctx);
    await ctx().database.db.update(schema.shop).set({ userId: owner.id, storePasswordHash: null }).where(eq(schema.shop.id, shopId));
    const pw = await ctx().app.inject({ method: 'PUT', url: '/shop-api/p/shop/account/password', headers: { authorization: `Bearer ${owner.token}` }, payload: { password: 'shop1234', confirmPassword: 'shop1234' } });
    expect(pw.statusCode, pw.body).toBe(200);
    return { ...owner, headers: await verifiedSellerHeaders(ctx, owner.token, 'shop1234') };
  }
  const until = (days: number) => new Date(ctx().clock.now().getTime() + days * DAY).toISOString();
  const answer = (h: Record<string, string>, id: number, body: Record<string, unknown> = {}, o: CallOptions = {}) =>
    post(ctx, `/p/seller/inquiries/${id}/answer`, { unitPrice: 800, validUntil: until(7), reply: '批量价', ...body }, { ...o, headers: { ...h, ...o.headers } });
  async function asked(token: string, s: TestSku, count = 10): Promise<number> {
    const r = await ask(token, s, count);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().id as number;
  }
  const confirmAt = (token: string, s: TestSku, count: number, inquiryId: number, addrId: number) =>
    confirm(ctx, token, { orderItem: { prodId: s.prodId, skuId: s.skuId, prodCount: count, inquiryId }, addrId, couponIds: [] });

  it('asking and answering: rules in zh and en, each move once, another shop\'s or user\'s inquiry is 404, not one\'s own shop', async () => {
    const [s] = await freshSkus(ctx, 1, { price: 1000 });
    const u = await buyer(ctx);
    await expectRefused((lang) => ask(u.token, s!, 0, '', { lang }), '请输入正确的商品数量', 'Please enter the correct number of items');
    await expectRefused((lang) => ask(u.token, s!, 10, '留'.repeat(201), { lang }), '给商家的留言不能超过200个字', 'The message to the merchant cannot exceed 200 characters');
    const r = await ask(u.token, s!, 10, ' 请报价 ');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ status: 'pending', shownStatus: 'pending', count: 10, message: '请报价', listPrice: 1000, shopId: s!.shopId });
    const id = r.json().id as number;
    const shop = await shopOwner(s!.shopId);
    await expectRefused((lang) => ask(shop.token, s!, 5, '', { lang }), '不能向自己的店铺询价', 'You cannot ask your own shop for a quote');
    expect((await get(ctx, '/p/seller/inquiries?status=pending', { headers: shop.headers })).json().records.map((x: { id: number }) => x.id)).toContain(id);
    const other = await sellerWithShop(ctx);
    const otherHeaders = await verifiedSellerHeaders(ctx, other.token, other.storePassword);
    expect((await answer(otherHeaders, id)).statusCode).toBe(404);
    const hidden = await get(ctx, `/p/inquiry/${id}`, { token: other.token });
    expect([hidden.statusCode, hidden.json().message]).toEqual([404, '询价不存在']);
    expect((await get(ctx, `/p/inquiry/${id}`, { token: other.token, lang: 'en' })).json().message).toBe('The inquiry does not exist');
    expect((await post(ctx, `/p/inquiry/${id}/cancel`, {}, { token: other.token })).statusCode).toBe(404);
    await expectRefused((lang) => answer(shop.headers, id, { unitPrice: 0 }, { lang }), '请输入正确的单价', 'Please enter a correct unit price');
    await expectRefused((lang) => answer(shop.headers, id, { validUntil: until(-1) }, { lang }), '有效期须晚于现在且在90天内', 'The validity must end later than now and within 90 days');
    await expectRefused((lang) => answer(shop.headers, id, { validUntil: until(91) }, { lang }), '有效期须晚于现在且在90天内', 'The validity must end later than now and within 90 days');
    await expectRefused((lang) => answer(shop.headers, id, { reply: '回'.repeat(201) }, { lang }), '回复不能超过200个字', 'The reply cannot exceed 200 characters');
    // two answers at once: one moves it
    const both = await Promise.all([answer(shop.headers, id), answer(shop.headers, id, { unitPrice: 700 })]);
    expect(both.map((x) => x.statusCode).sort()).toEqual([200, 400]);
    await expectRefused((lang) => post(ctx, `/p/inquiry/${id}/cancel`, {}, { token: u.token, lang }), '询价状态已变更，请刷新', 'The inquiry has changed, please refresh');
    const seen = (await get(ctx, `/p/inquiry/${id}`, { token: u.token })).json();
    expect(seen).toMatchObject({ status: 'answered', shownStatus: 'answered', reply: '批量价' });
    expect([800, 700]).toContain(seen.unitPrice);
    // decline and cancel of pending ones
    const d = await asked(u.token, s!);
    expect((await post(ctx, `/p/seller/inquiries/${d}/decline`, { reply: '暂不议价' }, { headers: shop.headers })).statusCode).toBe(200);
    const c = await asked(u.token, s!);
    expect((await post(ctx, `/p/inquiry/${c}/cancel`, {}, { token: u.token })).statusCode).toBe(200);
    const mine = (await get(ctx, '/p/inquiry', { token: u.token })).json();
    expect(mine.records.map((x: { id: number; status: string }) => [x.id, x.status])).toEqual([[c, 'canceled'], [d, 'declined'], [id, 'answered']]);
  });

  it('at most 20 inquiries await an answer (zh and en)', async () => {
    const [s] = await freshSkus(ctx, 1, { price: 1000 });
    const u = await buyer(ctx);
    for (let i = 0; i < 20; i++) await asked(u.token, s!, 1);
    await expectRefused((lang) => ask(u.token, s!, 1, '', { lang }), '待回复的询价最多20条', 'At most 20 inquiries can await an answer');
  });

  it('racing asks never leave more than 20 awaiting an answer', async () => {
    const [s] = await freshSkus(ctx, 1, { price: 1000 });
    const u = await buyer(ctx);
    for (let i = 0; i < 18; i++) await asked(u.token, s!, 1);
    const racing = await Promise.all(Array.from({ length: 6 }, () => ask(u.token, s!, 1)));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 200, 400, 400, 400, 400]);
    const pending = await ctx().database.db.select().from(schema.inquiry).where(eq(schema.inquiry.userId, u.id));
    expect(pending.filter((r) => r.status === 'pending')).toHaveLength(20);
  });

  it('ordering at the quoted price, for that buyer only, once: two racing submits with one quote make one order', async () => {
    const [s] = await freshSkus(ctx, 1, { price: 1000, stock: 100 });
    const u = await buyer(ctx);
    const addrId = await addAddress(ctx, u.token);
    const shop = await shopOwner(s!.shopId);
    const id = await asked(u.token, s!, 10);
    expect((await answer(shop.headers, id, { unitPrice: 800 })).statusCode).toBe(200);
    // another buyer cannot use it; nor can the buyer change the SKU's count
    const other = await buyer(ctx);
    const otherAddr = await addAddress(ctx, other.token);
    expect((await confirmAt(other.token, s!, 10, id, otherAddr)).statusCode).toBe(404);
    expect((await confirmAt(u.token, s!, 11, id, addrId)).statusCode).toBe(404);
    const c1 = await confirmAt(u.token, s!, 10, id, addrId);
    const c2 = await confirmAt(u.token, s!, 10, id, addrId);
    expect(c1.statusCode, c1.body).toBe(200);
    expect(c1.json().shopOrders[0].items[0]).toMatchObject({ price: 800, productTotalAmount: 8000, discountAmount: 0 });
    expect(c1.json().productTotal).toBe(8000);
    const results = await Promise.all([submit(ctx, u.token, c1.json().submitToken), submit(ctx, u.token, c2.json().submitToken)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const won = results.find((r) => r.statusCode === 200)!.json().orderNumbers[0] as string;
    const lost = results.find((r) => r.statusCode === 400)!.json();
    expect(lost.message).toBe('报价已使用');
    const order = (await get(ctx, `/p/myOrder/orderDetail?orderNumber=${won}`, { token: u.token })).json();
    expect(order.items[0]).toMatchObject({ price: 800, prodCount: 10 });
    expect((await get(ctx, `/p/inquiry/${id}`, { token: u.token })).json()).toMatchObject({ status: 'used', orderNumber: won });
    // used: never again, in zh and en
    await expectRefused((lang) => confirm(ctx, u.token, { orderItem: { prodId: s!.prodId, skuId: s!.skuId, prodCount: 10, inquiryId: id }, addrId }, { lang }), '报价已使用', 'The quote has already been used');
    // the same buyer without the quote pays the list price
    const plain = await confirm(ctx, u.token, { orderItem: { prodId: s!.prodId, skuId: s!.skuId, prodCount: 10 }, addrId, couponIds: [] });
    expect(plain.json().shopOrders[0].items[0].price).toBe(1000);
  });

  it('validity by the app clock: an expired quote is shown expired and refused at confirm and at submit', async () => {
    const [s] = await freshSkus(ctx, 1, { price: 1000, stock: 100 });
    const u = await buyer(ctx);
    const addrId = await addAddress(ctx, u.token);
    const shop = await shopOwner(s!.shopId);
    const id = await asked(u.token, s!, 2);
    expect((await answer(shop.headers, id, { validUntil: until(1) })).statusCode).toBe(200);
    const c = await confirmAt(u.token, s!, 2, id, addrId);
    expect(c.statusCode, c.body).toBe(200);
    ctx().clock.advance(DAY + 1000);
    expect((await get(ctx, `/p/inquiry/${id}`, { token: u.token })).json().shownStatus).toBe('expired');
    const late = await submit(ctx, u.token, c.json().submitToken);
    expect(late.statusCode).toBe(400);
    await expectRefused((lang) => confirm(ctx, u.token, { orderItem: { prodId: s!.prodId, skuId: s!.skuId, prodCount: 2, inquiryId: id }, addrId }, { lang }), '报价已过期，请重新询价', 'The quote has expired, please ask again');
    expect((await get(ctx, `/p/inquiry/${id}`, { token: u.token })).json().status).toBe('answered');
  });
});
