// Refunds to the original method (for the after-sales issue): a balance payment back to the ledger at once, a QR
// payment through the provider; never more than was paid, also when refunds race.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import { translate } from '@mall/shared';
import { AppError } from '../src/platform/errors';
import { get } from './account-helpers';
import { describeEachEngine } from './harness';
import { freshSkus, placeOrder } from './order-helpers';
import { balanceOf, balancePay, expectLedgerConsistent, payer, sandboxConfirm, wxPay } from './payment-helpers';

describeEachEngine('payment: refunds', (ctx) => {
  const svc = () => ctx().app.services.payment;
  const refusal = async (p: Promise<unknown>) => {
    const err = await p.then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    return translate((err as AppError).key, 'en');
  };

  it('refunds a balance payment to the ledger, in parts, never above what was paid', async () => {
    const u = await payer(ctx, 100_000);
    const [s] = await freshSkus(ctx, 1, { price: 3000 });
    const n = await placeOrder(ctx, u.token, s!);
    const paid = (await balancePay(ctx, u.token, [n])).json();
    const found = await svc().paymentOfOrder(n);
    expect(found).toMatchObject({ payNo: paid.payNo, amount: paid.amount, refunded: 0 });

    expect(await svc().refund(found!.paymentId, 1000, 'size does not fit')).toMatchObject({ status: 'success' });
    expect(await balanceOf(ctx, u.token)).toBe(100_000 - paid.amount + 1000);
    expect(await refusal(svc().refund(found!.paymentId, paid.amount))).toBe('The refund exceeds the amount that can be refunded');
    expect(await refusal(svc().refund(found!.paymentId, 0))).toBe('The refund amount must be above 0');
    // racing refunds of the rest: exactly what is left goes back
    const rest = paid.amount - 1000;
    const results = await Promise.allSettled([svc().refund(found!.paymentId, rest), svc().refund(found!.paymentId, rest), svc().refund(found!.paymentId, 1)]);
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    expect(ok).toBeGreaterThanOrEqual(1);
    const after = await svc().paymentOfOrder(n);
    expect(after!.refunded).toBeLessThanOrEqual(paid.amount);
    expect(await balanceOf(ctx, u.token)).toBe(100_000 - paid.amount + after!.refunded);
    const rows = (await get(ctx, '/p/balance/records?size=50', { token: u.token })).json().records;
    expect(rows.filter((r: { type: string }) => r.type === 'refund').reduce((sum: number, r: { amount: number }) => sum + r.amount, 0)).toBe(after!.refunded);
    await expectLedgerConsistent(ctx, u.userId);
  });

  it('refundOrder gives back what is left of a payment refunded in part before, once per key', async () => {
    const u = await payer(ctx, 100_000);
    const [s] = await freshSkus(ctx, 1, { price: 3000 });
    const n = await placeOrder(ctx, u.token, s!);
    const paid = (await balancePay(ctx, u.token, [n])).json();
    const found = await svc().paymentOfOrder(n);
    await svc().refund(found!.paymentId, 700, 'part');
    const r = await svc().refundOrder(n, { idemKey: `t:${n}` });
    expect(r).toMatchObject({ status: 'success', amount: paid.amount - 700 });
    expect(await svc().refundOrder(n, { idemKey: `t:${n}` })).toMatchObject({ refundNo: r.refundNo, amount: paid.amount - 700 });
    expect(await balanceOf(ctx, u.token)).toBe(100_000);
    await expectLedgerConsistent(ctx, u.userId);
  });

  it('refunds a QR payment through the provider', async () => {
    const u = await payer(ctx);
    const [s] = await freshSkus(ctx, 1, { price: 2500 });
    const n = await placeOrder(ctx, u.token, s!);
    const pay = (await wxPay(ctx, u.token, [n])).json();
    await sandboxConfirm(ctx, pay.codeUrl);
    const found = await svc().paymentOfOrder(n);
    expect(found).toMatchObject({ payNo: pay.payNo, refunded: 0 });
    expect(await svc().refund(found!.paymentId, pay.amount)).toMatchObject({ status: 'success' });
    const [prepay] = await ctx().database.db.select().from(schema.paymentSandboxPrepay).where(eq(schema.paymentSandboxPrepay.outTradeNo, pay.payNo));
    expect(prepay).toMatchObject({ state: 'REFUND', refunded: pay.amount });
    expect(await refusal(svc().refund(found!.paymentId, 1))).toBe('The refund exceeds the amount that can be refunded');
    // the balance is not involved
    expect(await balanceOf(ctx, u.token)).toBe(0);
  });

  it('an unpaid payment cannot be refunded; an unknown one answers 404', async () => {
    const u = await payer(ctx);
    const [s] = await freshSkus(ctx, 1);
    const n = await placeOrder(ctx, u.token, s!);
    const pay = (await wxPay(ctx, u.token, [n])).json();
    const [row] = await ctx().database.db.select().from(schema.payment).where(eq(schema.payment.payNo, pay.payNo));
    expect(await refusal(svc().refund(row!.id, 100))).toBe('Order status has changed');
    const err = await svc().refund(99_999_999, 100).catch((e: AppError) => e);
    expect((err as AppError).status).toBe(404);
    expect(await svc().paymentOfOrder(n)).toBeNull();
  });
});
