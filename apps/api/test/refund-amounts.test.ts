// Refundable amounts to the fen (amounts.ts), property-style with a seeded generator (a failure repeats with its seed):
// over random lines and random sequences of partial requests nothing refunded passes what was paid, the last unit gets
// the rest exactly, and splitAmount spreads an amount within the lines' maxima. Then the same through the API: random
// orders (two lines, a special discount and a shop coupon) refunded by random partial requests, each accepted: the
// balance goes up by exactly what was asked, never past what was paid, and the ledger stays consistent.
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, REFUND_STATUS } from '@mall/shared';
import { refundableAmount, refundableCount, splitAmount, type LineShare } from '../src/modules/aftersale/refund/amounts';
import { expectRefused, get, post } from './account-helpers';
import { claimOk, makeCoupon } from './coupon-helpers';
import { makeDiscount } from './discount-helpers';
import { describeEachEngine } from './harness';
import { addToCart } from './order-helpers';
import { balanceOf, balancePay, expectLedgerConsistent, payer } from './payment-helpers';
import { apply, applyBody, refundDetail } from './refund-helpers';
import { createProduct, seller } from './seller-helpers';

function rng(seed: number) {
  let s = seed >>> 0;
  /** a whole number in [0, n) */
  return (n: number) => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    const hi = s;
    s = (Math.imul(s ^ (s >>> 13), 0x297a2d39) + 0x6d2b79f5) >>> 0;
    return Math.floor(((hi * 2 ** 32 + s) / 2 ** 64) * n);
  };
}
/** a whole number in [lo, hi] */
const between = (r: (n: number) => number, lo: number, hi: number) => lo + r(hi - lo + 1);

/** The most k more units may get back, written out independently of amounts.ts: the paid share up to those units minus what was taken. */
const oracleMax = (paid: number, count: number, takenCount: number, takenAmount: number, k: number) =>
  Math.floor((paid * (takenCount + k)) / count) - takenAmount;

describe('refundable amounts over random lines and partial requests', () => {
  it('the refunds of a line never pass what was paid; asking the most each time ends exactly at what was paid (3000 lines)', () => {
    const r = rng(20261125);
    let reachedExactly = 0;
    for (let run = 0; run < 3000; run++) {
      const count = between(r, 1, 20);
      const paid = r(4) === 0 ? r(count * 3) : r(10_000_001); // some lines paid less than a fen a unit
      const allMax = r(2) === 0;
      const l: LineShare = { count, paid, takenCount: 0, takenAmount: 0 };
      let lastAskedMax = false;
      while (refundableCount(l) > 0) {
        const left = refundableCount(l);
        const k = r(3) === 0 ? left : between(r, 1, left);
        const max = refundableAmount(l, k);
        expect(max, `seed run ${run}: paid ${paid} count ${count} taken ${l.takenCount}/${l.takenAmount} k ${k}`).toBe(oracleMax(paid, count, l.takenCount, l.takenAmount, k));
        expect(max).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(max)).toBe(true);
        // out of range asks get nothing
        expect(refundableAmount(l, 0)).toBe(0);
        expect(refundableAmount(l, left + 1)).toBe(0);
        expect(refundableAmount(l, k + 0.5)).toBe(0);
        const amount = allMax || max === 0 ? max : between(r, 1, max);
        lastAskedMax = amount === max;
        l.takenCount += k;
        l.takenAmount += amount;
        expect(l.takenAmount).toBeLessThanOrEqual(paid);
        if (allMax) expect(l.takenAmount).toBe(Math.floor((paid * l.takenCount) / count)); // each unit its share, the remainder last
      }
      expect(l.takenCount).toBe(count);
      if (allMax || lastAskedMax) {
        expect(l.takenAmount, `run ${run}: paid ${paid} count ${count}`).toBe(paid);
        reachedExactly++;
      }
      expect(refundableAmount(l, 1)).toBe(0); // nothing left
    }
    expect(reachedExactly).toBeGreaterThan(1000); // the property was really exercised
  });

  it('the last unit gets the rest: asking for every remaining unit allows exactly paid minus what was taken', () => {
    const r = rng(7);
    for (let run = 0; run < 2000; run++) {
      const count = between(r, 1, 20);
      const paid = r(10_000_001);
      const takenCount = r(count);
      const takenAmount = r(Math.floor((paid * takenCount) / count) + 1);
      const l: LineShare = { count, paid, takenCount, takenAmount };
      expect(refundableAmount(l, count - takenCount)).toBe(paid - takenAmount);
    }
  });

  it('splitAmount: each share within its maximum, whole fen, adding up to min(amount, sum of maxima) (3000 splits)', () => {
    const r = rng(424242);
    for (let run = 0; run < 3000; run++) {
      const maxima = Array.from({ length: between(r, 1, 8) }, () => (r(5) === 0 ? 0 : r(4) === 0 ? r(5) : r(10_000_001)));
      const total = maxima.reduce((s, m) => s + m, 0);
      const amount = r(6) === 0 ? total + r(1000) : r(6) === 0 ? -r(100) : r(total + 1);
      const shares = splitAmount(amount, maxima);
      const where = `run ${run}: ${amount} over [${maxima.join(', ')}] → [${shares.join(', ')}]`;
      expect(shares.length, where).toBe(maxima.length);
      shares.forEach((s, i) => {
        expect(Number.isInteger(s), where).toBe(true);
        expect(s, where).toBeGreaterThanOrEqual(0);
        expect(s, where).toBeLessThanOrEqual(maxima[i]!);
      });
      expect(shares.reduce((s, x) => s + x, 0), where).toBe(Math.max(0, Math.min(amount, total)));
    }
  });

  it('splitAmount: shares follow the maxima (never more than a fen from the exact proportion)', () => {
    const r = rng(99);
    for (let run = 0; run < 1000; run++) {
      const maxima = Array.from({ length: between(r, 2, 6) }, () => between(r, 1, 1_000_000));
      const total = maxima.reduce((s, m) => s + m, 0);
      const amount = r(total + 1);
      const shares = splitAmount(amount, maxima);
      shares.forEach((s, i) => expect(Math.abs(s - (amount * maxima[i]!) / total)).toBeLessThan(1));
    }
    expect(splitAmount(100, [0, 0])).toEqual([0, 0]);
    expect(splitAmount(10, [3, 3, 3])).toEqual([3, 3, 3]);
    expect(splitAmount(2, [1, 1, 1])).toEqual([1, 1, 0]);
  });
});

describeEachEngine('refund amounts through the API: random discounted, coupon-paid orders refunded piece by piece', (ctx) => {
  /** The form's options for the whole order, or null once the order takes no more requests (fully refunded: closed). */
  const optionsOf = async (token: string, orderNumber: string) => {
    const res = await get(ctx, `/p/refund/options?orderNumber=${orderNumber}`, { token });
    if (res.statusCode === 400 && res.json().code === 'REFUND_NOTREFUNDABLE') return null;
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { lines: { itemId: number; count: number; refundableCount: number; refundableAmount: number }[] };
  };
  const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

  /** A product of two SKUs at random prices, a special discount on it and a shop coupon; bought (counts), paid, shipped, received. */
  async function discountedOrder(r: (n: number) => number) {
    const shop = await seller(ctx);
    const prices = [between(r, 101, 99_999), between(r, 101, 99_999)];
    const counts = [between(r, 1, 9), between(r, 1, 9)];
    const { prodId, skuIds } = await createProduct(ctx, shop, {
      skus: prices.map((p, i) => ({ values: [i], price: yuan(p), oriPrice: '', stock: 100, skuCode: '' })),
    });
    await makeDiscount(ctx, shop.shopId, [prodId], { kind: 1, value: between(r, 50, 99) });
    const coupon = await makeCoupon(ctx, r(2) === 0
      ? { scope: 1, shopId: shop.shopId, kind: 3, threshold: 0, value: between(r, 1, 150) }
      : { scope: 1, shopId: shop.shopId, kind: 2, threshold: 0, value: between(r, 80, 97), maxOff: 0 });
    await ctx().app.services.order.ensureDefaultFreight();
    const b = await payer(ctx, 10_000_000);
    await claimOk(ctx, b.token, coupon.id);
    const basketIds = [];
    for (const [i, n] of counts.entries()) basketIds.push(await addToCart(ctx, b.token, { prodId, skuId: skuIds[i]!, shopId: shop.shopId }, n));
    const c = await post(ctx, '/p/order/confirm', { basketIds }, { token: b.token });
    expect(c.statusCode, c.body).toBe(200);
    const sub = await post(ctx, '/p/order/submit', { submitToken: c.json().submitToken }, { token: b.token });
    expect(sub.statusCode, sub.body).toBe(200);
    const orderNumber = sub.json().orderNumbers[0] as string;
    expect((await balancePay(ctx, b.token, [orderNumber])).statusCode).toBe(200);
    await ctx().app.services.order.ship(orderNumber, [{ companyCode: 'SF', waybillNo: `SF${orderNumber}` }], { shopId: shop.shopId });
    const rec = await ctx().app.inject({ method: 'PUT', url: `/shop-api/p/myOrder/receipt/${orderNumber}`, headers: { authorization: `Bearer ${b.token}` }, payload: {} });
    expect(rec.statusCode, rec.body).toBe(200);
    const order = (await get(ctx, `/p/myOrder/orderDetail?orderNumber=${orderNumber}`, { token: b.token })).json();
    return { shop, buyer: b, orderNumber, order };
  }

  it('random partial refunds add up to the fen: the balance rises by exactly what was refunded, never past what was paid (5 orders)', async () => {
    const r = rng(ctx().engine === 'pglite' ? 1125 : 2511);
    let discounted = 0;
    let couponed = 0;
    let requests = 0;
    for (let n = 0; n < 5; n++) {
      const { shop, buyer: b, orderNumber, order } = await discountedOrder(r);
      if (order.items.some((i: { discountAmount: number }) => i.discountAmount > 0)) discounted++;
      if (order.couponDiscount > 0) couponed++;
      const lines = order.items as { orderItemId: number; prodCount: number; actualTotal: number }[];
      const paidOfLines = lines.reduce((s, l) => s + l.actualTotal, 0);
      expect(paidOfLines).toBe(order.actualTotal - order.freight);
      const start = await balanceOf(ctx, b.token);
      let refunded = 0;
      for (let step = 0; step < 40; step++) {
        const opts = await optionsOf(b.token, orderNumber);
        const open = opts?.lines.filter((l) => l.refundableCount > 0) ?? [];
        if (open.length === 0) break;
        // one line or both, random units of each; the most they may get, worked out here from what is left
        const chosen = open.length > 1 && r(3) === 0 ? open : [open[r(open.length)]!];
        let max = 0;
        const items = chosen.map((l) => {
          const line = lines.find((x) => x.orderItemId === l.itemId)!;
          const k = r(4) === 0 ? l.refundableCount : between(r, 1, Math.ceil(l.refundableCount / 2));
          const takenCount = line.prodCount - l.refundableCount;
          const takenAmount = line.actualTotal - l.refundableAmount;
          max += oracleMax(line.actualTotal, line.prodCount, takenCount, takenAmount, k);
          return { itemId: l.itemId, count: k };
        });
        if (max <= 0) {
          // nothing left to pay for those units (amounts smaller than the most were asked before): the API says so
          await expectRefused((lang) => apply(ctx, b.token, applyBody(orderNumber, { items, amount: 1 }), { lang }), '退款金额不能超过可退金额', 'The refund amount cannot exceed the refundable amount');
          continue;
        }
        await expectRefused((lang) => apply(ctx, b.token, applyBody(orderNumber, { items, amount: max + 1 }), { lang }), '退款金额不能超过可退金额', 'The refund amount cannot exceed the refundable amount');
        const amount = r(2) === 0 ? max : between(r, 1, max);
        const res = await apply(ctx, b.token, applyBody(orderNumber, { items, amount }));
        expect(res.statusCode, res.body).toBe(200);
        const sn = res.json().refundSn as string;
        const acc = await shop.api('POST', `/refunds/${sn}/accept`, {});
        expect(acc.statusCode, acc.body).toBe(200);
        expect((await refundDetail(ctx, b.token, sn)).status).toBe(REFUND_STATUS.refunded);
        refunded += amount;
        requests++;
        expect(await balanceOf(ctx, b.token)).toBe(start + refunded);
        expect(refunded).toBeLessThanOrEqual(order.actualTotal);
      }
      // every unit refunded: the order is closed; what came back is at most what was paid for the lines, and the balance says exactly that
      expect(await optionsOf(b.token, orderNumber)).toBeNull();
      expect((await get(ctx, `/p/myOrder/orderDetail?orderNumber=${orderNumber}`, { token: b.token })).json().status).toBe(ORDER_STATUS.canceled);
      expect(refunded).toBeLessThanOrEqual(paidOfLines);
      expect(await balanceOf(ctx, b.token)).toBe(start + refunded);
      await expectLedgerConsistent(ctx, b.userId);
    }
    expect(discounted).toBe(5);
    expect(couponed).toBeGreaterThan(0);
    expect(requests).toBeGreaterThan(15); // partial requests really happened
  });

  it('asking the most every time gives back exactly what was paid for the lines, to the fen', async () => {
    const r = rng(ctx().engine === 'pglite' ? 77 : 78);
    for (let n = 0; n < 3; n++) {
      const { shop, buyer: b, orderNumber, order } = await discountedOrder(r);
      const lines = order.items as { orderItemId: number; prodCount: number; actualTotal: number }[];
      const start = await balanceOf(ctx, b.token);
      for (let step = 0; step < 30; step++) {
        const opts = await optionsOf(b.token, orderNumber);
        const open = opts?.lines.filter((l) => l.refundableCount > 0) ?? [];
        if (open.length === 0) break;
        const l = open[r(open.length)]!;
        const line = lines.find((x) => x.orderItemId === l.itemId)!;
        const k = between(r, 1, l.refundableCount);
        const amount = oracleMax(line.actualTotal, line.prodCount, line.prodCount - l.refundableCount, line.actualTotal - l.refundableAmount, k);
        if (amount === 0) continue;
        const res = await apply(ctx, b.token, applyBody(orderNumber, { items: [{ itemId: l.itemId, count: k }], amount }));
        expect(res.statusCode, res.body).toBe(200);
        expect((await shop.api('POST', `/refunds/${res.json().refundSn}/accept`, {})).statusCode).toBe(200);
      }
      const got = (await balanceOf(ctx, b.token)) - start;
      expect(got).toBe(lines.reduce((s, x) => s + x.actualTotal, 0));
      await expectLedgerConsistent(ctx, b.userId);
    }
  });
});
