// Checkout: confirm prices per shop and issues a one-time token; submit places one order per shop in one
// transaction with stock reserved by guarded updates. Double submits, price changes, the SPEC §5/§8 rules,
// and 50 racing submits for the last 10 units.
import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import { expectRefused, get, post, registerUser } from './account-helpers';
import { describeEachEngine } from './harness';
import {
  addAddress, addToCart, confirm, confirmBuyNow, detail, freshSkus, setProductStatus, setSku, skusOfShops, stockOf, submit, unitsOrdered, XINJIANG,
} from './order-helpers';

describeEachEngine('checkout', (ctx) => {
  const cartLines = async (token: string) =>
    ((await post(ctx, '/p/shopCart/info', [], { token })).json() as { shopCartItemDiscounts: { shopCartItems: { basketId: number }[] }[] }[])
      .flatMap((g) => g.shopCartItemDiscounts.flatMap((d) => d.shopCartItems.map((i) => i.basketId)));
  const ordersOf = async (token: string) => (await get(ctx, '/p/myOrder/myOrder?size=50', { token })).json().records as { orderNumber: string }[];

  it('confirms the checked cart lines per shop with freight to the address, and submits one order per shop', async () => {
    const { token } = await registerUser(ctx);
    const addrId = await addAddress(ctx, token);
    const [a, b] = await skusOfShops(ctx, 2, { price: 1000, stock: 20 });
    const ba = await addToCart(ctx, token, a!, 3);
    const bb = await addToCart(ctx, token, b!, 1);
    const res = await confirm(ctx, token, { basketIds: [ba, bb] });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json();
    expect(c.userAddr.addrId).toBe(addrId); // the default address
    expect(c.needAddress).toBe(true);
    expect(c.shopOrders).toHaveLength(2);
    const sa = c.shopOrders.find((s: { shopId: number }) => s.shopId === a!.shopId);
    expect(sa).toMatchObject({ productTotal: 3000, shopDiscount: 0, couponDiscount: 0, pointsDiscount: 0, freight: 800 + 2 * 200, actualTotal: 4200, totalCount: 3 });
    expect(sa.items[0]).toMatchObject({ basketId: ba, prodId: a!.prodId, skuId: a!.skuId, price: 1000, prodCount: 3, productTotalAmount: 3000, actualTotal: 3000 });
    expect(c).toMatchObject({ productTotal: 4000, freight: 1200 + 800, actualTotal: 6000, totalCount: 4 });
    expect(typeof c.submitToken).toBe('string');

    // another address: remote region freight
    const far = await addAddress(ctx, token, XINJIANG);
    const c2 = (await confirm(ctx, token, { basketIds: [ba, bb], addrId: far })).json();
    expect(c2.shopOrders.find((s: { shopId: number }) => s.shopId === a!.shopId).freight).toBe(1500 + 2 * 500);

    const sub = await submit(ctx, token, c.submitToken, { remarks: [{ shopId: a!.shopId, remarks: '请尽快发货' }] });
    expect(sub.statusCode, sub.body).toBe(200);
    const { orderNumbers, actualTotal } = sub.json();
    expect(orderNumbers).toHaveLength(2);
    expect(actualTotal).toBe(6000);
    for (const n of orderNumbers) expect(n).toMatch(/^\d{20}$/);
    expect(await cartLines(token)).toEqual([]); // ordered lines left the cart
    expect(await stockOf(ctx, a!.skuId)).toBe(17);
    expect(await stockOf(ctx, b!.skuId)).toBe(19);
    const orders = await Promise.all(orderNumbers.map(async (n: string) => (await detail(ctx, token, n)).json()));
    const oa = orders.find((o) => o.shopId === a!.shopId);
    expect(oa).toMatchObject({ status: 1, remarks: '请尽快发货', actualTotal: 4200, freight: 1200, productCount: 3, address: { receiver: '张三', province: '上海市', area: '浦东新区' } });
    expect(oa.expiresAt).toBe(new Date(ctx().clock.now().getTime() + 30 * 60_000).toISOString());
  });

  it('buys one item now, keeping the cart as it is', async () => {
    const { token } = await registerUser(ctx);
    await addAddress(ctx, token);
    const [s, other] = await freshSkus(ctx, 2, { price: 2500, stock: 5 });
    const kept = await addToCart(ctx, token, other!, 1);
    const t = await confirmBuyNow(ctx, token, s!, 2);
    const res = await submit(ctx, token, t);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(ctx, s!.skuId)).toBe(3);
    expect(await cartLines(token)).toEqual([kept]);
  });

  it('spends the token once: a retried submit answers the same orders, never a second set', async () => {
    const { token } = await registerUser(ctx);
    await addAddress(ctx, token);
    const [s] = await freshSkus(ctx, 1, { stock: 10 });
    const t = await confirmBuyNow(ctx, token, s!);
    const first = await submit(ctx, token, t);
    expect(first.statusCode).toBe(200);
    const again = await submit(ctx, token, t);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await ordersOf(token)).toHaveLength(1);
    expect(await stockOf(ctx, s!.skuId)).toBe(9);
  });

  it('turns a double click (one token, 6 racing submits) into exactly one set of orders, answered to every click', async () => {
    const { token } = await registerUser(ctx);
    await addAddress(ctx, token);
    const [a, b] = await skusOfShops(ctx, 2, { stock: 10 });
    const ba = await addToCart(ctx, token, a!);
    const bb = await addToCart(ctx, token, b!);
    const t = (await confirm(ctx, token, { basketIds: [ba, bb] })).json().submitToken;
    const results = await Promise.all(Array.from({ length: 6 }, () => submit(ctx, token, t)));
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const answers = new Set(results.map((r) => JSON.stringify(r.json())));
    expect(answers.size).toBe(1);
    expect(results[0]!.json().orderNumbers).toHaveLength(2);
    expect(await ordersOf(token)).toHaveLength(2);
    expect(await stockOf(ctx, a!.skuId)).toBe(9);
    expect(await stockOf(ctx, b!.skuId)).toBe(9);
  });

  it('turns two tabs, each with its own token for the same cart lines, into exactly one set of orders', async () => {
    const { token } = await registerUser(ctx);
    await addAddress(ctx, token);
    const [a, b] = await skusOfShops(ctx, 2, { stock: 10 });
    const basketIds = [await addToCart(ctx, token, a!), await addToCart(ctx, token, b!)];
    const tabs = await Promise.all([1, 2, 3].map(async () => (await confirm(ctx, token, { basketIds })).json().submitToken as string));
    expect(new Set(tabs).size).toBe(3);
    const results = await Promise.all(tabs.map((t) => submit(ctx, token, t)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.statusCode).toBeGreaterThanOrEqual(400);
    expect(await ordersOf(token)).toHaveLength(2);
    expect(await stockOf(ctx, a!.skuId)).toBe(9);
    expect(await stockOf(ctx, b!.skuId)).toBe(9);
  });

  it('re-checks prices: a price changed since confirm refuses the submit until the buyer confirms again', async () => {
    const { token } = await registerUser(ctx);
    await addAddress(ctx, token);
    const [s] = await freshSkus(ctx, 1, { price: 1000, stock: 10 });
    const t = await confirmBuyNow(ctx, token, s!);
    await setSku(ctx, s!.skuId, { price: 1100 });
    await expectRefused((lang) => submit(ctx, token, t, {}, { lang }), '商品价格或运费已变化，请重新确认订单', 'Prices or freight have changed, please confirm the order again');
    expect(await stockOf(ctx, s!.skuId)).toBe(10);
    const again = await submit(ctx, token, await confirmBuyNow(ctx, token, s!));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().actualTotal).toBe(1100 + 800);
  });

  it('refuses what cannot be bought: too many, off the shelf, nothing selected, no address', async () => {
    const { token } = await registerUser(ctx);
    const [s] = await freshSkus(ctx, 1, { stock: 2 });
    await expectRefused((lang) => confirm(ctx, token, { orderItem: { prodId: s!.prodId, skuId: s!.skuId, prodCount: 3 } }, { lang }), '库存不足', 'Insufficient inventory');
    await expectRefused((lang) => confirm(ctx, token, {}, { lang }), '请选择要结算的商品', 'Please select the items to check out');
    await expectRefused((lang) => confirm(ctx, token, { basketIds: [] }, { lang }), '请选择要结算的商品');
    // no address yet: the preview shows none, the submit asks for one
    const c = await confirm(ctx, token, { orderItem: { prodId: s!.prodId, skuId: s!.skuId, prodCount: 1 } });
    expect(c.json()).toMatchObject({ userAddr: null, needAddress: true });
    await expectRefused((lang) => submit(ctx, token, c.json().submitToken, {}, { lang }), '请选择收货地址', 'Please choose a delivery address');
    await setProductStatus(ctx, s!.prodId, 0);
    await expectRefused((lang) => confirm(ctx, token, { orderItem: { prodId: s!.prodId, skuId: s!.skuId, prodCount: 1 } }, { lang }),
      '商品已下架或店铺未营业，无法购买', 'This product is off the shelf or its shop is not open');
    await setProductStatus(ctx, s!.prodId, 1);
  });

  it('refuses a submit when the stock went since confirm, and keeps the token for a retry', async () => {
    const { token } = await registerUser(ctx);
    await addAddress(ctx, token);
    const [s] = await freshSkus(ctx, 1, { stock: 3 });
    const t = await confirmBuyNow(ctx, token, s!, 3);
    await setSku(ctx, s!.skuId, { stock: 2 });
    await expectRefused((lang) => submit(ctx, token, t, {}, { lang }), '库存不足', 'Insufficient inventory');
    await setSku(ctx, s!.skuId, { stock: 3 });
    expect((await submit(ctx, token, t)).statusCode).toBe(200);
    expect(await stockOf(ctx, s!.skuId)).toBe(0);
  });

  it('lets a submit token expire after 30 minutes; an unknown token is refused alike', async () => {
    const { token } = await registerUser(ctx);
    await addAddress(ctx, token);
    const [s] = await freshSkus(ctx, 1);
    const t = await confirmBuyNow(ctx, token, s!);
    ctx().clock.advance(30 * 60_000 + 1);
    await expectRefused((lang) => submit(ctx, token, t, {}, { lang }), '订单信息已失效，请重新确认订单', 'The order information has expired, please confirm the order again');
    await expectRefused((lang) => submit(ctx, token, 'no-such-token', {}, { lang }), '订单信息已失效，请重新确认订单');
    // another user cannot spend my token
    const other = await registerUser(ctx);
    const mine = await confirmBuyNow(ctx, token, s!);
    await expectRefused((lang) => submit(ctx, other.token, mine, {}, { lang }), '订单信息已失效，请重新确认订单');
  });

  it('takes a merchant message of up to 200 characters and an invoice request (personal or unit)', async () => {
    const { token } = await registerUser(ctx);
    await addAddress(ctx, token);
    const [s] = await freshSkus(ctx, 1);
    const t = await confirmBuyNow(ctx, token, s!);
    await expectRefused((lang) => submit(ctx, token, t, { remarks: [{ shopId: s!.shopId, remarks: '字'.repeat(201) }] }, { lang }),
      '给商家留言不能超过200个字', 'The message to the merchant cannot exceed 200 characters');
    const unit = (over: Record<string, unknown>) => ({ invoice: { invoiceType: 2, title: '某某科技有限公司', taxNumber: '91310115MA1K4ABC2B', ...over } });
    await expectRefused((lang) => submit(ctx, token, t, unit({ taxNumber: '' }), { lang }), '请输入纳税人识别号', 'Please enter the taxpayer number');
    for (const bad of ['12345', '91310115MA1K4ABC2X', '123456789012345']) { // short, a wrong check character, an old 15-digit number
      await expectRefused((lang) => submit(ctx, token, t, unit({ taxNumber: bad }), { lang }), '纳税人识别号格式不正确', 'The taxpayer number is not in the correct format');
    }
    await expectRefused((lang) => submit(ctx, token, t, unit({ title: ' ' }), { lang }), '请输入发票抬头', 'Please enter the invoice title');
    await expectRefused((lang) => submit(ctx, token, t, unit({ invoiceType: 3 }), { lang }), '请选择发票类型', 'Please choose the invoice type');
    const res = await submit(ctx, token, t, { remarks: [{ shopId: s!.shopId, remarks: '字'.repeat(200) }], ...unit({ taxNumber: '91310115ma1k4abc2b' }) });
    expect(res.statusCode, res.body).toBe(200);
    const d = (await detail(ctx, token, res.json().orderNumbers[0])).json();
    expect(d.remarks).toBe('字'.repeat(200));
    expect(d.invoice).toEqual({ invoiceType: 2, title: '某某科技有限公司', taxNumber: '91310115MA1K4ABC2B' });
    const personal = await submit(ctx, token, await confirmBuyNow(ctx, token, s!), { invoice: { invoiceType: 1, title: '张三', taxNumber: 'ignored' } });
    expect((await detail(ctx, token, personal.json().orderNumbers[0])).json().invoice).toEqual({ invoiceType: 1, title: '张三', taxNumber: '' });
  });

  it('never oversells: 50 parallel submits for the last 10 units', async () => {
    const buyers = await Promise.all(Array.from({ length: 5 }, () => registerUser(ctx)));
    for (const b of buyers) await addAddress(ctx, b.token);
    const [s] = await freshSkus(ctx, 1, { stock: 10 });
    const { db } = ctx().database;
    const soldBefore = (await db.select({ n: schema.product.soldNum }).from(schema.product).where(eq(schema.product.id, s!.prodId)))[0]!.n;
    const tokens: { token: string; submitToken: string }[] = [];
    for (const b of buyers) for (let i = 0; i < 10; i++) tokens.push({ token: b.token, submitToken: await confirmBuyNow(ctx, b.token, s!, 1) });
    const results = await Promise.all(tokens.map((t) => submit(ctx, t.token, t.submitToken)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(10);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json().message).toBe('库存不足');
    const stock = await stockOf(ctx, s!.skuId);
    const sold = await unitsOrdered(ctx, s!.skuId);
    expect(stock).toBe(0);
    expect(sold).toBe(10);
    expect(stock + sold).toBe(10);
    const soldAfter = (await db.select({ n: schema.product.soldNum }).from(schema.product).where(eq(schema.product.id, s!.prodId)))[0]!.n;
    expect(soldAfter - soldBefore).toBe(10);
    // refused submits rolled back: only the 10 winners spent their tokens
    const spent = await db.select().from(schema.orderSubmitToken).where(inArray(schema.orderSubmitToken.token, tokens.map((t) => t.submitToken)));
    expect(spent.filter((t) => t.usedAt).length).toBe(10);
  });

  it('writes a default freight template for every open shop once (ensureDefaultFreight)', async () => {
    const order = ctx().app.services.order;
    const first = await order.ensureDefaultFreight();
    expect(first).toBeGreaterThan(0);
    expect(await order.ensureDefaultFreight()).toBe(0);
    const rows = await ctx().database.db.select().from(schema.freightTemplate);
    expect(rows.length).toBeGreaterThanOrEqual(first);
    const self = rows.find((r) => r.rules.some((x) => x.freeThreshold === 5900));
    expect(self).toBeDefined(); // the self-operated store delivers free from 59.00
  });
});
