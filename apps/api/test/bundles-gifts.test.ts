// Packages and gifts on both engines (issue 18, decision 036): the seller centre's packages and gift rules (rules and
// messages in zh and en, another shop's is 404); a package on its members' pages (price, saving, shares to the fen,
// stock the least of the parts) bought through the checkout (lines at their shares, part stock taken); racing package
// purchases never oversell a part; gift lines in the cart and the order at price 0; buyers racing for the last gifts get
// exactly the units there were (stock never negative, the orders still go through) and a canceled order gives its gift's
// stock back; a refund of the main line takes the gift along ('return') or deducts its value ('value').
import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import { call, expectRefused, get, post } from './account-helpers';
import { describeEachEngine } from './harness';
import { addAddress, addToCart, confirm, detail, setSku, stockOf, submit } from './order-helpers';
import { balancePay, payer } from './payment-helpers';
import { apply, applyBody, options } from './refund-helpers';
import { createProduct, seller, type TestSeller } from './seller-helpers';
import { buyer } from './store-helpers';

describeEachEngine('packages and gifts', (ctx) => {
  /** A new shop with three products (each: SKU 0 at 19.90 stock 10, SKU 1 at 0.30 stock 5). */
  async function shopWithProducts() {
    const s = await seller(ctx);
    await ctx().app.services.order.ensureDefaultFreight();
    const a = await createProduct(ctx, s);
    const b = await createProduct(ctx, s);
    const g = await createProduct(ctx, s);
    return { s, a, b, g };
  }
  const newBundle = (s: TestSeller, body: Record<string, unknown>, lang?: string) =>
    s.api('POST', '/bundles', { nameZh: '保温杯双件套', nameEn: 'Two-cup package', price: 3000, status: 1, ...body }, { lang });
  const newGift = (s: TestSeller, body: Record<string, unknown>, lang?: string) =>
    s.api('POST', '/gift-rules', { nameZh: '买杯送杯套', nameEn: 'Free sleeve with a cup', kind: 'buy', minCount: 1, giftCount: 1, returnPolicy: 'return', status: 1, ...body }, { lang });
  async function ready() {
    const u = await buyer(ctx);
    return { ...u, addrId: await addAddress(ctx, u.token) };
  }
  const buyBundle = (token: string, bundleId: number, addrId: number, count = 1) => confirm(ctx, token, { bundle: { bundleId, count }, addrId, couponIds: [] });

  it('a package: set up with its rules, shown on its members\' pages with shares to the fen, bought at its price; another shop\'s is 404', async () => {
    const { s, a, b, g } = await shopWithProducts();
    await setSku(ctx, b.skuIds[0]!, { price: 1000 });
    expect((await newBundle(s, { skuIds: [a.skuIds[0]] })).statusCode).toBe(400); // one part: the schema refuses it
    await expectRefused((lang) => newBundle(s, { skuIds: [a.skuIds[0], a.skuIds[0]] }, lang), '套餐需包含本店2-5个不同的商品规格', 'A package needs 2-5 different SKUs of your shop');
    await expectRefused((lang) => newBundle(s, { skuIds: [a.skuIds[0], b.skuIds[0]], price: 2991 }, lang), '套餐价须大于0且不高于各商品原价之和', 'The package price must be above 0 and not above the parts\' prices together');
    await expectRefused((lang) => newBundle(s, { skuIds: [a.skuIds[0], b.skuIds[0]], nameZh: ' ' }, lang), '套餐名称为1-60个字', 'The package name must be 1-60 characters');
    const other = await seller(ctx);
    const foreign = await createProduct(ctx, other);
    await expectRefused((lang) => newBundle(s, { skuIds: [a.skuIds[0], foreign.skuIds[0]] }, lang), '套餐需包含本店2-5个不同的商品规格', 'A package needs 2-5 different SKUs of your shop');
    const made = await newBundle(s, { skuIds: [a.skuIds[0], b.skuIds[0]], price: 2800 });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().id as number;
    expect((await other.api('PUT', `/bundles/${id}`, { nameZh: '改', nameEn: 'x', price: 100, skuIds: foreign.skuIds, status: 1 })).statusCode).toBe(404);
    expect((await other.api('DELETE', `/bundles/${id}`)).statusCode).toBe(404);

    // both members' pages show it: 19.90 + 10.00 = 29.90 for 30.00 → apportioned 19.97 + 10.03 (largest remainder), saving 0
    for (const prodId of [a.prodId, b.prodId]) {
      const page = await get(ctx, `/prod/bundles?prodId=${prodId}`, { lang: 'en' });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json()).toHaveLength(1);
    }
    expect((await get(ctx, `/prod/bundles?prodId=${g.prodId}`)).json()).toEqual([]);
    await s.api('PUT', `/bundles/${id}`, { nameZh: '保温杯双件套', nameEn: 'Two-cup package', price: 2500, skuIds: [a.skuIds[0], b.skuIds[0]], status: 1 });
    const [view] = (await get(ctx, `/prod/bundles?prodId=${a.prodId}`, { lang: 'en' })).json();
    expect(view).toMatchObject({ id, name: 'Two-cup package', price: 2500, partsTotal: 2990, saving: 490, stock: 10 });
    expect(view.parts.map((p: { share: number }) => p.share)).toEqual([1664, 836]); // 2500 × 1990/2990 = 1663.88, × 1000/2990 = 836.12
    await setSku(ctx, b.skuIds[0]!, { stock: 4 });
    expect((await get(ctx, `/prod/bundles?prodId=${a.prodId}`)).json()[0].stock).toBe(4); // the least of the parts

    // bought: two packages, each line at its share, no discount on top; the parts' stock goes down
    const u = await ready();
    const c = await buyBundle(u.token, id, u.addrId, 2);
    expect(c.statusCode, c.body).toBe(200);
    const shop = c.json().shopOrders[0];
    expect(shop.items.map((i: { skuId: number; price: number; prodCount: number; bundleId: number }) => [i.skuId, i.price, i.prodCount, i.bundleId])).toEqual([[a.skuIds[0], 1664, 2, id], [b.skuIds[0], 836, 2, id]]);
    expect(shop.productTotal).toBe(5000);
    const sub = await submit(ctx, u.token, c.json().submitToken);
    expect(sub.statusCode, sub.body).toBe(200);
    const d = (await detail(ctx, u.token, sub.json().orderNumbers[0])).json();
    expect(d.items.map((i: { actualTotal: number; bundleId: number }) => [i.actualTotal, i.bundleId])).toEqual([[3328, id], [1672, id]]);
    expect([await stockOf(ctx, a.skuIds[0]!), await stockOf(ctx, b.skuIds[0]!)]).toEqual([8, 2]);
    // more packages than the scarcest part: refused in zh and en
    await expectRefused((lang) => confirm(ctx, u.token, { bundle: { bundleId: id, count: 3 }, addrId: u.addrId }, { lang }), '库存不足', 'Insufficient inventory');
    // off sale: not shown, not bought
    await s.api('PUT', `/bundles/${id}`, { nameZh: '保温杯双件套', nameEn: 'Two-cup package', price: 2500, skuIds: [a.skuIds[0], b.skuIds[0]], status: 0 });
    expect((await get(ctx, `/prod/bundles?prodId=${a.prodId}`)).json()).toEqual([]);
    const gone = await buyBundle(u.token, id, u.addrId, 1);
    expect([gone.statusCode, gone.json().message]).toEqual([404, '套餐不存在或已下架']);
    expect((await s.api('DELETE', `/bundles/${id}`)).statusCode).toBe(200);
    expect((await s.api('GET', '/bundles')).json()).toEqual([]);
  });

  it('racing package purchases never oversell a part: 6 buyers, 3 of the scarcest part → 3 orders', async () => {
    const { s, a, b } = await shopWithProducts();
    await setSku(ctx, a.skuIds[0]!, { stock: 3 });
    const id = (await newBundle(s, { skuIds: [a.skuIds[0], b.skuIds[0]], price: 3500 })).json().id as number;
    const buyers = await Promise.all(Array.from({ length: 6 }, () => ready()));
    const tokens = await Promise.all(buyers.map(async (u) => {
      const c = await buyBundle(u.token, id, u.addrId);
      expect(c.statusCode, c.body).toBe(200);
      return c.json().submitToken as string;
    }));
    const results = await Promise.all(buyers.map((u, i) => submit(ctx, u.token, tokens[i]!)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode !== 200).map((r) => r.json().message)).toEqual(['库存不足', '库存不足', '库存不足']);
    expect([await stockOf(ctx, a.skuIds[0]!), await stockOf(ctx, b.skuIds[0]!)]).toEqual([0, 7]);
  });

  it('a package in the cart: one group with one count, the package price apportioned as at checkout; bought from the cart at the same price as bought now', async () => {
    const { s, a, b, g } = await shopWithProducts();
    await setSku(ctx, b.skuIds[0]!, { price: 1000, stock: 4 });
    const id = (await newBundle(s, { skuIds: [a.skuIds[0], b.skuIds[0]], price: 2500 })).json().id as number;
    const u = await ready();
    const add = (bundleId: number, count: number, lang?: string) => post(ctx, '/p/shopCart/bundle', { bundleId, count }, { token: u.token, lang });
    expect((await add(id, 1)).json()).toMatchObject({ count: 1 });
    const line = (await add(id, 1)).json();
    expect(line.count).toBe(2);
    await expectRefused((lang) => add(id, 3, lang), '库存不足', 'Insufficient inventory'); // 5 > the scarcest part's 4
    expect((await add(id, 0)).statusCode).toBe(400);
    expect((await add(999_999, 1)).statusCode).toBe(404);
    // an ordinary line of the same shop beside it
    const basketId = await addToCart(ctx, u.token, { prodId: g.prodId, skuId: g.skuIds[0]!, shopId: s.shopId }, 1);
    const shopCart = (await post(ctx, '/p/shopCart/info', [], { token: u.token, lang: 'en' })).json().find((c: { shopId: number }) => c.shopId === s.shopId);
    expect(shopCart.bundles).toHaveLength(1);
    expect(shopCart.bundles[0]).toMatchObject({ cartBundleId: line.cartBundleId, count: 2, checked: true, valid: true, bundle: { id, name: 'Two-cup package', price: 2500, stock: 4 } });
    expect(shopCart.bundles[0].bundle.parts.map((p: { share: number }) => p.share)).toEqual([1664, 836]);
    expect((await get(ctx, '/p/shopCart/prodCount', { token: u.token })).json()).toBe(3);
    expect((await post(ctx, '/p/shopCart/bundle/count', { cartBundleId: line.cartBundleId, count: 5 }, { token: u.token })).json().message).toBe('库存不足');
    expect((await post(ctx, '/p/shopCart/bundle/count', { cartBundleId: line.cartBundleId, count: 2 }, { token: u.token })).statusCode).toBe(200);
    // another buyer cannot touch it
    const other = await ready();
    expect((await post(ctx, '/p/shopCart/bundle/count', { cartBundleId: line.cartBundleId, count: 1 }, { token: other.token })).statusCode).toBe(404);
    expect((await confirm(ctx, other.token, { cartBundleIds: [line.cartBundleId], addrId: other.addrId })).statusCode).toBe(404);

    // checkout from the cart: the package lines at their shares (as a package bought now), the ordinary line at its price
    const now = (await buyBundle(u.token, id, u.addrId, 2)).json().shopOrders[0];
    const c = await confirm(ctx, u.token, { basketIds: [basketId], cartBundleIds: [line.cartBundleId], addrId: u.addrId });
    expect(c.statusCode, c.body).toBe(200);
    const shop = c.json().shopOrders[0];
    const lines = (x: { items: { skuId: number; price: number; prodCount: number; bundleId?: number | null }[] }) => x.items.map((i) => [i.skuId, i.price, i.prodCount, i.bundleId ?? null]);
    expect(lines(shop)).toEqual([...lines(now), [g.skuIds[0], 1990, 1, null]]);
    expect(shop.productTotal).toBe(now.productTotal + 1990);
    const sub = await submit(ctx, u.token, c.json().submitToken);
    expect(sub.statusCode, sub.body).toBe(200);
    const d = (await detail(ctx, u.token, sub.json().orderNumbers[0])).json();
    expect(d.items.filter((i: { bundleId: number | null }) => i.bundleId === id).map((i: { actualTotal: number }) => i.actualTotal)).toEqual([3328, 1672]);
    expect([await stockOf(ctx, a.skuIds[0]!), await stockOf(ctx, b.skuIds[0]!)]).toEqual([8, 2]);
    // the package and the line left the cart
    expect((await post(ctx, '/p/shopCart/info', [], { token: u.token })).json().find((x: { shopId: number }) => x.shopId === s.shopId)).toBeUndefined();
    // a package alone in the cart, removed
    const again = (await add(id, 1)).json();
    expect((await call(ctx, 'DELETE', '/p/shopCart/bundle', [again.cartBundleId], { token: u.token })).statusCode).toBe(200);
    expect((await get(ctx, '/p/shopCart/prodCount', { token: u.token })).json()).toBe(0);
  });

  it('racing package purchases from the cart never oversell a part: 6 buyers, 3 of the scarcest part → 3 orders', async () => {
    const { s, a, b } = await shopWithProducts();
    const id = (await newBundle(s, { skuIds: [a.skuIds[0], b.skuIds[0]], price: 3500 })).json().id as number;
    const buyers = await Promise.all(Array.from({ length: 6 }, () => ready()));
    const tokens = await Promise.all(buyers.map(async (u) => {
      const added = await post(ctx, '/p/shopCart/bundle', { bundleId: id, count: 1 }, { token: u.token });
      expect(added.statusCode, added.body).toBe(200);
      const c = await confirm(ctx, u.token, { cartBundleIds: [added.json().cartBundleId], addrId: u.addrId });
      expect(c.statusCode, c.body).toBe(200);
      return c.json().submitToken as string;
    }));
    await setSku(ctx, a.skuIds[0]!, { stock: 3 });
    const results = await Promise.all(buyers.map((u, i) => submit(ctx, u.token, tokens[i]!)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode !== 200).map((r) => r.json().message)).toEqual(['库存不足', '库存不足', '库存不足']);
    expect([await stockOf(ctx, a.skuIds[0]!), await stockOf(ctx, b.skuIds[0]!)]).toEqual([0, 7]);
  });

  it('gift rules: set up with their rules; the cart and the order show the gift line at price 0; a spend-N rule', async () => {
    const { s, a, b, g } = await shopWithProducts();
    const other = await seller(ctx);
    const foreign = await createProduct(ctx, other);
    await expectRefused((lang) => newGift(s, { prodId: foreign.prodId, giftSkuId: g.skuIds[1] }, lang), '请选择本店要购买的商品，或填写满额门槛', 'Choose a product of your shop to buy, or enter a spending threshold');
    await expectRefused((lang) => newGift(s, { kind: 'spend', threshold: 0, giftSkuId: g.skuIds[1] }, lang), '请选择本店要购买的商品，或填写满额门槛', 'Choose a product of your shop to buy, or enter a spending threshold');
    await expectRefused((lang) => newGift(s, { prodId: a.prodId, giftSkuId: foreign.skuIds[1] }, lang), '赠品须为本店在售的商品规格', 'The gift must be an on-sale SKU of your shop');
    await expectRefused((lang) => newGift(s, { prodId: a.prodId, giftSkuId: g.skuIds[1], nameEn: '' }, lang), '赠品活动名称为1-60个字', 'The gift rule name must be 1-60 characters');
    const rule = await newGift(s, { prodId: a.prodId, minCount: 2, giftSkuId: g.skuIds[1] });
    expect(rule.statusCode, rule.body).toBe(200);
    expect(rule.json()).toMatchObject({ kind: 'buy', prodId: a.prodId, giftSkuId: g.skuIds[1], giftStock: 5, returnPolicy: 'return' });
    expect((await other.api('DELETE', `/gift-rules/${rule.json().id}`)).statusCode).toBe(404);
    expect((await get(ctx, `/prod/gifts?prodId=${a.prodId}`, { lang: 'en' })).json().map((r: { name: string }) => r.name)).toEqual(['Free sleeve with a cup']);
    expect((await get(ctx, `/prod/gifts?prodId=${b.prodId}`)).json()).toEqual([]);

    const u = await ready();
    const one = await addToCart(ctx, u.token, { prodId: a.prodId, skuId: a.skuIds[0]!, shopId: s.shopId }, 1);
    const cartOf = async () => (await post(ctx, '/p/shopCart/info', [], { token: u.token, lang: 'en' })).json().find((c: { shopId: number }) => c.shopId === s.shopId);
    expect((await cartOf()).gifts).toBeUndefined(); // 1 of 2
    await addToCart(ctx, u.token, { prodId: a.prodId, skuId: a.skuIds[0]!, shopId: s.shopId }, 1);
    expect((await cartOf()).gifts).toMatchObject([{ ruleName: 'Free sleeve with a cup', skuId: g.skuIds[1], count: 1, value: 30, returnPolicy: 'return' }]);
    const c = await confirm(ctx, u.token, { basketIds: [one], addrId: u.addrId });
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json().shopOrders[0].gifts).toMatchObject([{ skuId: g.skuIds[1], count: 1 }]);
    const total = c.json().actualTotal;
    const sub = await submit(ctx, u.token, c.json().submitToken);
    expect(sub.statusCode, sub.body).toBe(200);
    expect(sub.json().actualTotal).toBe(total);
    const d = (await detail(ctx, u.token, sub.json().orderNumbers[0], 'en')).json();
    expect(d.items.map((i: { skuId: number; price: number; actualTotal: number; gift: unknown }) => [i.skuId, i.price, i.actualTotal, i.gift])).toEqual([
      [a.skuIds[0], 1990, 3980, null],
      [g.skuIds[1], 0, 0, { ruleId: rule.json().id, returnPolicy: 'return', value: 30, ofSkuId: a.skuIds[0] }],
    ]);
    expect(await stockOf(ctx, g.skuIds[1]!)).toBe(4);

    // spend 30.00 in the shop: a second gift rule
    expect((await newGift(s, { kind: 'spend', threshold: 3000, prodId: null, giftSkuId: b.skuIds[1], returnPolicy: 'value' })).statusCode).toBe(200);
    const v = await ready();
    await addToCart(ctx, v.token, { prodId: b.prodId, skuId: b.skuIds[0]!, shopId: s.shopId }, 1);
    const low = (await post(ctx, '/p/shopCart/info', [], { token: v.token })).json().find((x: { shopId: number }) => x.shopId === s.shopId);
    expect(low.gifts).toBeUndefined();
    await addToCart(ctx, v.token, { prodId: b.prodId, skuId: b.skuIds[0]!, shopId: s.shopId }, 1);
    const high = (await post(ctx, '/p/shopCart/info', [], { token: v.token })).json().find((x: { shopId: number }) => x.shopId === s.shopId);
    expect(high.gifts).toMatchObject([{ skuId: b.skuIds[1], returnPolicy: 'value' }]);
  });

  it('buyers racing for the last gifts: exactly the 3 units there were are given, every order goes through, stock never below 0', async () => {
    const { s, a, g } = await shopWithProducts();
    await setSku(ctx, g.skuIds[1]!, { stock: 3 });
    expect((await newGift(s, { prodId: a.prodId, giftSkuId: g.skuIds[1] })).statusCode).toBe(200);
    const buyers = await Promise.all(Array.from({ length: 8 }, () => ready()));
    const tokens = await Promise.all(buyers.map(async (u) => {
      const c = await confirm(ctx, u.token, { orderItem: { prodId: a.prodId, skuId: a.skuIds[0], prodCount: 1 }, addrId: u.addrId });
      expect(c.statusCode, c.body).toBe(200);
      expect(c.json().shopOrders[0].gifts).toHaveLength(1);
      return c.json().submitToken as string;
    }));
    await setSku(ctx, a.skuIds[0]!, { stock: 100 });
    const results = await Promise.all(buyers.map((u, i) => submit(ctx, u.token, tokens[i]!)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const numbers = results.map((r) => r.json().orderNumbers[0] as string);
    const { db } = ctx().database;
    const orderIds = (await db.select({ id: schema.orders.id }).from(schema.orders).where(inArray(schema.orders.orderNumber, numbers))).map((o) => o.id);
    const giftLines = await db.select().from(schema.orderItem).where(inArray(schema.orderItem.orderId, orderIds));
    expect(giftLines.filter((l) => l.giftRuleId !== null).reduce((n, l) => n + l.count, 0)).toBe(3);
    expect(await stockOf(ctx, g.skuIds[1]!)).toBe(0);
    // a canceled order with a gift gives the gift's stock back with its other lines
    const withGift = giftLines.find((l) => l.giftRuleId !== null)!;
    const [o] = await db.select().from(schema.orders).where(eq(schema.orders.id, withGift.orderId));
    const owner = buyers[numbers.indexOf(o!.orderNumber)]!;
    expect((await call(ctx, 'PUT', `/p/myOrder/cancel/${o!.orderNumber}`, {}, { token: owner.token })).statusCode).toBe(200);
    expect(await stockOf(ctx, g.skuIds[1]!)).toBe(1);
  });

  it('a refund of the main line takes the gift along (\'return\') or deducts its value (\'value\')', async () => {
    for (const policy of ['return', 'value'] as const) {
      const { s, a, g } = await shopWithProducts();
      await setSku(ctx, g.skuIds[0]!, { price: 500 });
      expect((await newGift(s, { prodId: a.prodId, giftSkuId: g.skuIds[0], giftCount: 2, returnPolicy: policy })).statusCode).toBe(200);
      const u = await payer(ctx, 1_000_000);
      const addrId = await addAddress(ctx, u.token);
      const c = await confirm(ctx, u.token, { orderItem: { prodId: a.prodId, skuId: a.skuIds[0], prodCount: 2 }, addrId });
      const sub = await submit(ctx, u.token, c.json().submitToken);
      expect(sub.statusCode, sub.body).toBe(200);
      const orderNumber = sub.json().orderNumbers[0] as string;
      expect((await balancePay(ctx, u.token, [orderNumber])).statusCode).toBe(200);
      const items = (await detail(ctx, u.token, orderNumber)).json().items as { orderItemId: number; gift: unknown; actualTotal: number }[];
      const main = items.find((i) => !i.gift)!;
      const gift = items.find((i) => i.gift)!;
      const body = (amount: number) => applyBody(orderNumber, { items: [{ itemId: main.orderItemId, count: 1 }], mode: 1, cargoStatus: 0, reason: 'other', amount });
      if (policy === 'return') {
        const r = await apply(ctx, u.token, body(1990));
        expect(r.statusCode, r.body).toBe(200);
        const [req] = await ctx().database.db.select().from(schema.refundRequest).where(eq(schema.refundRequest.refundSn, r.json().refundSn));
        const lines = await ctx().database.db.select().from(schema.refundItem).where(eq(schema.refundItem.requestId, req!.id));
        expect(lines.map((l) => [l.orderItemId, l.count, l.amount]).sort()).toEqual([[main.orderItemId, 1, 1990], [gift.orderItemId, 1, 0]].sort());
      } else {
        // one of two units back: half of the gifts' value (2 × 5.00) is deducted → at most 19.90 - 5.00
        // the options of the main line say so: both units back deduct both gifts' value (2 × 19.90 - 2 × 5.00)
        expect((await options(ctx, u.token, orderNumber, [main.orderItemId])).maxAmount).toBe(2 * 1990 - 1000);
        await expectRefused((lang) => apply(ctx, u.token, body(1491), { lang }), '退款金额不能超过可退金额', 'The refund amount cannot exceed the refundable amount');
        const r = await apply(ctx, u.token, body(1490));
        expect(r.statusCode, r.body).toBe(200);
      }
    }
  });
  it('a spend-N gift: a partial refund that keeps the goods at the threshold leaves it; the one that falls below takes it back (\'return\') or deducts its value (\'value\')', async () => {
    for (const policy of ['return', 'value'] as const) {
      const { s, a, b, g } = await shopWithProducts();
      await setSku(ctx, b.skuIds[0]!, { price: 1990 });
      await setSku(ctx, g.skuIds[0]!, { price: 500 });
      expect((await newGift(s, { kind: 'spend', threshold: 3000, prodId: null, giftSkuId: g.skuIds[0], returnPolicy: policy })).statusCode).toBe(200);
      const u = await payer(ctx, 1_000_000);
      const addrId = await addAddress(ctx, u.token);
      const basketIds = [
        await addToCart(ctx, u.token, { prodId: a.prodId, skuId: a.skuIds[0]!, shopId: s.shopId }, 2),
        await addToCart(ctx, u.token, { prodId: b.prodId, skuId: b.skuIds[0]!, shopId: s.shopId }, 1),
      ];
      const c = await confirm(ctx, u.token, { basketIds, addrId, couponIds: [] });
      expect(c.statusCode, c.body).toBe(200);
      const sub = await submit(ctx, u.token, c.json().submitToken);
      expect(sub.statusCode, sub.body).toBe(200);
      const orderNumber = sub.json().orderNumbers[0] as string;
      expect((await balancePay(ctx, u.token, [orderNumber])).statusCode).toBe(200);
      const items = (await detail(ctx, u.token, orderNumber)).json().items as { orderItemId: number; skuId: number; gift: unknown }[];
      const lineA = items.find((i) => !i.gift && i.skuId === a.skuIds[0])!;
      const lineB = items.find((i) => !i.gift && i.skuId === b.skuIds[0])!;
      const gift = items.find((i) => i.gift)!;
      expect(gift).toBeDefined();
      const linesOf = async (refundSn: string) => {
        const [req] = await ctx().database.db.select().from(schema.refundRequest).where(eq(schema.refundRequest.refundSn, refundSn));
        return (await ctx().database.db.select().from(schema.refundItem).where(eq(schema.refundItem.requestId, req!.id))).map((l) => [l.orderItemId, l.count, l.amount]).sort();
      };
      const body = (itemId: number, amount: number) => applyBody(orderNumber, { items: [{ itemId, count: 1 }], mode: 1, cargoStatus: 0, reason: 'other', amount });
      // 59.70 of goods, b's unit back: 39.80 kept, still over 30.00 — the gift stays, the whole 19.90 comes back
      const first = await apply(ctx, u.token, body(lineB.orderItemId, 1990));
      expect(first.statusCode, first.body).toBe(200);
      expect(await linesOf(first.json().refundSn)).toEqual([[lineB.orderItemId, 1, 1990]]);
      // one unit of a back too: 19.90 kept, below 30.00 — the gift goes back with it, or its 5.00 is deducted
      if (policy === 'return') {
        const second = await apply(ctx, u.token, body(lineA.orderItemId, 1990));
        expect(second.statusCode, second.body).toBe(200);
        expect(await linesOf(second.json().refundSn)).toEqual([[lineA.orderItemId, 1, 1990], [gift.orderItemId, 1, 0]].sort());
      } else {
        await expectRefused((lang) => apply(ctx, u.token, body(lineA.orderItemId, 1491), { lang }), '退款金额不能超过可退金额', 'The refund amount cannot exceed the refundable amount');
        const second = await apply(ctx, u.token, body(lineA.orderItemId, 1490));
        expect(second.statusCode, second.body).toBe(200);
        expect(await linesOf(second.json().refundSn)).toEqual([[lineA.orderItemId, 1, 1490]]);
      }
    }
  });
});
