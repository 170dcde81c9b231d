// Top-ups (uc-balance): the amount rule of SPEC §5 / §9 (required, above 0, at most 100,000 yuan), paid by QR
// through the sandbox, credited to the ledger exactly once however often the provider says so; the records paged.
import { expect, it } from 'vitest';
import { expectRefused, get, post } from './account-helpers';
import { describeEachEngine } from './harness';
import { balanceOf, expectLedgerConsistent, payer, payStatus, postNotify, prepayIdOf, sandboxConfirm, sandboxNotification } from './payment-helpers';

describeEachEngine('payment: top-up', (ctx) => {
  const recharge = (token: string, amount: unknown, lang?: string) => post(ctx, '/p/balance/recharge', amount === undefined ? {} : { amount }, { token, lang });

  it('refuses a missing, zero, negative, fractional-fen or over-limit amount with its message', async () => {
    const u = await payer(ctx);
    await expectRefused((lang) => recharge(u.token, undefined, lang), '请输入充值金额', 'Please enter the top-up amount');
    await expectRefused((lang) => recharge(u.token, null, lang), '请输入充值金额', 'Please enter the top-up amount');
    await expectRefused((lang) => recharge(u.token, 0, lang), '充值金额必须大于0', 'The top-up amount must be above 0');
    await expectRefused((lang) => recharge(u.token, -100, lang), '充值金额必须大于0', 'The top-up amount must be above 0');
    await expectRefused((lang) => recharge(u.token, 10.5, lang), '请输入正确的金额，最多两位小数', 'Please enter a valid amount with at most 2 decimals');
    await expectRefused((lang) => recharge(u.token, 10_000_001, lang), '单次充值金额不能超过100,000元', 'A single top-up cannot exceed 100,000 yuan');
    expect((await recharge(u.token, 'abc')).statusCode).toBe(400);
    expect((await post(ctx, '/p/balance/recharge', { amount: 100 })).statusCode).toBe(401);
  });

  it('accepts 100,000 yuan; the QR payment credits the balance once, even when told three times', async () => {
    const u = await payer(ctx);
    const res = await recharge(u.token, 10_000_000);
    expect(res.statusCode, res.body).toBe(200);
    const pay = res.json();
    expect(pay).toMatchObject({ kind: 'recharge', amount: 10_000_000, state: 'pending', orderNumbers: [], sandbox: true });
    expect((await sandboxConfirm(ctx, pay.codeUrl)).json().delivered).toBe(true);
    expect(await payStatus(ctx, u.token, pay.payNo)).toMatchObject({ state: 'paid' });
    // told again: by the sandbox page, by a racing pair of notifications, by the sweeper's query
    await sandboxConfirm(ctx, pay.codeUrl);
    const note = await sandboxNotification(ctx, pay.payNo, pay.amount);
    await Promise.all([postNotify(ctx, 'sandbox', note), postNotify(ctx, 'sandbox', note)]);
    ctx().clock.advance(5 * 60_000);
    await ctx().app.services.payment.sweepDue(ctx().clock.now());
    expect(await balanceOf(ctx, u.token)).toBe(10_000_000);
    const rows = (await get(ctx, '/p/balance/records', { token: u.token })).json().records;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'recharge', amount: 10_000_000, balanceAfter: 10_000_000, payNo: pay.payNo });
    await expectLedgerConsistent(ctx, u.userId);
  });

  it('racing top-up notifications of two payments both count; records page newest first', async () => {
    const u = await payer(ctx, 500);
    const pays = [];
    for (const amount of [100, 200, 300]) pays.push((await recharge(u.token, amount)).json());
    await Promise.all(pays.map((p) => sandboxConfirm(ctx, p.codeUrl)));
    expect(await balanceOf(ctx, u.token)).toBe(500 + 600);
    await expectLedgerConsistent(ctx, u.userId);
    const page1 = (await get(ctx, '/p/balance/records?current=1&size=2', { token: u.token })).json();
    expect(page1).toMatchObject({ total: 4, pages: 2, current: 1, size: 2 });
    const page2 = (await get(ctx, '/p/balance/records?current=2&size=2', { token: u.token })).json();
    expect(page2.records.at(-1)).toMatchObject({ type: 'grant', amount: 500 });
    const ids = [...page1.records, ...page2.records].map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // the balance after each row follows from the rows before it
    const oldestFirst = [...page1.records, ...page2.records].reverse();
    let running = 0;
    for (const r of oldestFirst) {
      running += r.amount;
      expect(r.balanceAfter).toBe(running);
    }
  });

  it('an unpaid top-up QR expires after 30 minutes: closed, never credited', async () => {
    const u = await payer(ctx);
    const pay = (await recharge(u.token, 1000)).json();
    ctx().clock.advance(31 * 60_000);
    expect(await payStatus(ctx, u.token, pay.payNo)).toMatchObject({ state: 'closed' });
    await expectRefused((lang) => post(ctx, '/payment/sandbox/confirm', { prepayId: prepayIdOf(pay.codeUrl) }, { lang }), '二维码已过期，请重新下单', 'QR code has expired, please place a new order');
    await ctx().app.services.payment.sweepDue(ctx().clock.now());
    expect(await balanceOf(ctx, u.token)).toBe(0);
  });
});
