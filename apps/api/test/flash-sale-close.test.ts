// Flash sales: an ended session's unsold stock goes back to the SKU it was set aside from, once, after the unpaid
// orders' payment window; a unit of an order that expires after that goes back to the SKU as well.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import { CLOSE_AFTER_MS } from '../src/modules/promotion/flash-sale/close';
import { buyers, describeFlashSale, itemState, makeItem, submitSeckill, tokenFor } from './flash-sale-helpers';

const MIN = 60_000;

describeFlashSale('flash sale: closing ended items', (ctx) => {
  const skuStock = async (skuId: number) =>
    (await ctx().database.db.select({ stock: schema.sku.stock }).from(schema.sku).where(eq(schema.sku.id, skuId)))[0]!.stock;

  it('gives the unsold units back to the SKU once (racing sweeps too), and a late expiry to the SKU', async () => {
    const { seckillId, sku } = await makeItem(ctx, { stock: 5, limit: 1, lastsMs: 60 * MIN });
    const before = await skuStock(sku.skuId);
    const [b] = await buyers(ctx, 1);
    const { flashSale, order } = ctx().app.services;

    // a buyer orders 5 minutes before the end and does not pay
    ctx().clock.advance(54 * MIN);
    expect((await submitSeckill(ctx, b!, await tokenFor(ctx, b!, seckillId))).statusCode).toBe(200);
    expect(await itemState(ctx, seckillId)).toMatchObject({ stock: 4, orders: 1 });

    // ended, but the unpaid order's window is still open: nothing closes
    ctx().clock.advance(6 * MIN);
    expect(await flashSale.closeEnded(ctx().clock.now())).toBe(0);
    expect(await skuStock(sku.skuId)).toBe(before);

    // after the window: the 4 unsold units go back to the SKU, once, whoever sweeps
    ctx().clock.advance(CLOSE_AFTER_MS);
    const closed = await Promise.all([flashSale.closeEnded(ctx().clock.now()), flashSale.closeEnded(ctx().clock.now())]);
    expect(closed[0]! + closed[1]!).toBe(1);
    expect(await skuStock(sku.skuId)).toBe(before + 4);
    expect((await itemState(ctx, seckillId)).stock).toBe(0);

    // the unpaid order expires now: its unit goes to the SKU, not to the closed item
    await order.sweepDue(ctx().clock.now());
    expect(await skuStock(sku.skuId)).toBe(before + 5);
    expect(await itemState(ctx, seckillId)).toMatchObject({ stock: 0, orders: 0 });
    expect(await flashSale.closeEnded(ctx().clock.now())).toBe(0);
    expect(await skuStock(sku.skuId)).toBe(before + 5);
  });
});
