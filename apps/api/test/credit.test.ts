// Credit account on both engines (issue 17, decision 028): the console's grant rules (zh and en), paying orders on
// credit (order paid hooks, ledger), racing payments never over the line, a refund back to the line through the
// payment module's refunds, statements closed on the billing day (ManualClock), overdue freezing the line until the
// statement is repaid from the balance or by QR, one invoice per statement, another user's statement answering 404.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import { COMPANY_AUTH_STATUS, PAY_TYPE } from '@mall/shared';
import { nextCloseAfter } from '../src/modules/credit/statements';
import { expectRefused, get, post, put, type CallOptions } from './account-helpers';
import { describeEachEngine } from './harness';
import { freshSkus, placeOrder } from './order-helpers';
import { balanceOf, expectLedgerConsistent, PAY_PW, payer, payStatus, sandboxConfirm } from './payment-helpers';
import { adminToken, loginAs } from './store-helpers';

const DAY = 86_400_000;
const UNIT = { invoiceType: 2, kind: 1, title: '上海某某科技有限公司', taxNumber: '91310115MA1K4ABC2B' };

describeEachEngine('credit account', (ctx) => {
  const db = () => ctx().database.db;
  const approve = async (userId: number) => {
    const now = ctx().clock.now();
    await db().insert(schema.companyAuth).values({ userId, companyName: `企业${userId}`, creditCode: '91310115MA1K4ABC2B', license: '/x.png', status: COMPANY_AUTH_STATUS.passed, createdAt: now, updatedAt: now });
  };
  const grant = async (body: Record<string, unknown>, o: CallOptions = {}) => post(ctx, '/p/admin/credit', body, { token: await adminToken(ctx), ...o });
  /** A buyer with an approved company and a line of `limit` fen (billing day 1, 10 days to repay). */
  async function creditBuyer(limit = 10_000, balance = 0) {
    const u = await payer(ctx, balance);
    await approve(u.userId);
    const r = await grant({ userId: u.userId, limitFen: limit, billingDay: 1, repayDays: 10 });
    expect(r.statusCode, r.body).toBe(200);
    return u;
  }
  const creditPay = (token: string, orderNumbers: string[], o: CallOptions = {}, payPassword = PAY_PW) => post(ctx, '/p/credit/pay', { orderNumbers, payPassword }, { token, ...o });
  const account = async (token: string) => (await get(ctx, '/p/credit/account', { token })).json().account;
  const statements = async (token: string) => (await get(ctx, '/p/credit/statements', { token })).json().records;
  const audit = async (userId: number) => {
    const rows = await db().select().from(schema.creditLog).where(eq(schema.creditLog.userId, userId));
    const [a] = await db().select().from(schema.creditAccount).where(eq(schema.creditAccount.userId, userId));
    expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(a!.used);
    return a!;
  };

  it('the console grants only to an approved company, with every rule in zh and en; the limit never below what is used', async () => {
    const u = await payer(ctx);
    const body = { userId: u.userId, limitFen: 10_000, billingDay: 5, repayDays: 10 };
    const token = await adminToken(ctx);
    await expectRefused((lang) => post(ctx, '/p/admin/credit', body, { token, lang }), '该用户尚未通过企业认证', 'This user has not passed company authentication');
    await approve(u.userId);
    await expectRefused((lang) => post(ctx, '/p/admin/credit', { ...body, limitFen: 0 }, { token, lang }), '请输入正确的授信额度', 'Please enter a correct credit limit');
    await expectRefused((lang) => post(ctx, '/p/admin/credit', { ...body, billingDay: 29 }, { token, lang }), '账单日须为每月1至28日', 'The billing day must be between the 1st and the 28th');
    await expectRefused((lang) => post(ctx, '/p/admin/credit', { ...body, repayDays: 0 }, { token, lang }), '还款期须为1至90天', 'The repayment period must be 1 to 90 days');
    const ok = await post(ctx, '/p/admin/credit', body, { token });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ limitFen: 10_000, used: 0, available: 10_000, state: 'active', billingDay: 5 });
    // the next close is the 5th, 00:00 China time
    expect(ok.json().nextCloseAt).toBe(nextCloseAfter(ctx().clock.now(), 5).toISOString());
    await expectRefused((lang) => post(ctx, '/p/admin/credit', body, { token, lang }), '该用户已有授信额度', 'This user already has a credit line');
    // buyers and anonymous callers cannot grant
    expect((await post(ctx, '/p/admin/credit', body, { token: u.token })).statusCode).toBe(403);

    const [s] = await freshSkus(ctx, 1, { price: 5200 });
    const n = await placeOrder(ctx, u.token, s!);
    expect((await creditPay(u.token, [n])).statusCode).toBe(200);
    const list = (await get(ctx, '/p/admin/credit', { token })).json().records;
    const id = list.find((a: { userId: number }) => a.userId === u.userId).id;
    expect(list.find((a: { userId: number }) => a.userId === u.userId)).toMatchObject({ companyName: `企业${u.userId}`, used: 6000 });
    await expectRefused((lang) => put(ctx, `/p/admin/credit/${id}`, { limitFen: 5000 }, { token, lang }), '授信额度不能低于已用额度60.00元', 'The credit limit cannot be below the 60.00 yuan already used');
    expect((await put(ctx, `/p/admin/credit/${id}`, { limitFen: 6000 }, { token })).json()).toMatchObject({ limitFen: 6000, available: 0 });
    // frozen: paying is refused, unfreezing lets it pay again
    expect((await put(ctx, `/p/admin/credit/${id}`, { frozen: true, limitFen: 20_000 }, { token })).json()).toMatchObject({ state: 'frozen', available: 0 });
    const n2 = await placeOrder(ctx, u.token, s!);
    await expectRefused((lang) => creditPay(u.token, [n2], { lang }), '授信额度已冻结', 'The credit line is frozen');
    await put(ctx, `/p/admin/credit/${id}`, { frozen: false }, { token });
    expect((await creditPay(u.token, [n2])).statusCode).toBe(200);
    expect((await put(ctx, '/p/admin/credit/999999', { frozen: true }, { token })).statusCode).toBe(404);
  });

  it('pays on credit: the order is paid through the payment module, a use row is written; beyond the line and a wrong password are refused', async () => {
    const u = await creditBuyer(10_000);
    const [s] = await freshSkus(ctx, 1, { price: 5200 });
    const n = await placeOrder(ctx, u.token, s!);
    await expectRefused((lang) => creditPay(u.token, [n], { lang }, '000000'), '支付密码错误', 'The payment password is wrong');
    const paid = await creditPay(u.token, [n]);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ state: 'paid', payType: PAY_TYPE.credit, amount: 6000 });
    const order = (await get(ctx, `/p/myOrder/orderDetail?orderNumber=${n}`, { token: u.token })).json();
    expect(order).toMatchObject({ payType: PAY_TYPE.credit });
    expect(order.payTime).not.toBeNull();
    expect(await account(u.token)).toMatchObject({ used: 6000, available: 4000 });
    const logs = (await get(ctx, '/p/credit/logs', { token: u.token })).json();
    expect(logs.records[0]).toMatchObject({ type: 'use', amount: 6000, usedAfter: 6000, orderNumbers: [n], payNo: paid.json().payNo });
    const n2 = await placeOrder(ctx, u.token, s!);
    await expectRefused((lang) => creditPay(u.token, [n2], { lang }), '可用额度不足！当前可用额度为：40.00元', 'Insufficient credit! The available credit is: 40.00 yuan');
    // a buyer without a line
    const other = await payer(ctx);
    const n3 = await placeOrder(ctx, other.token, s!);
    await expectRefused((lang) => creditPay(other.token, [n3], { lang }), '授信账户不存在', 'The credit account does not exist');
    expect(await account(other.token)).toBeNull();
    await audit(u.userId);
  });

  it('two racing payments on one line never pass it', async () => {
    const u = await creditBuyer(10_000);
    const [s] = await freshSkus(ctx, 1, { price: 5200 });
    const orders = [await placeOrder(ctx, u.token, s!), await placeOrder(ctx, u.token, s!), await placeOrder(ctx, u.token, s!)];
    const results = await Promise.all(orders.map((n) => creditPay(u.token, [n])));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.statusCode).toBe(400);
    const a = await audit(u.userId);
    expect(a.used).toBe(6000);
    // the same order paid twice at once: one payment
    const v = await creditBuyer(100_000);
    const n = await placeOrder(ctx, v.token, s!);
    const twice = await Promise.all([creditPay(v.token, [n]), creditPay(v.token, [n])]);
    expect(twice.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect((await audit(v.userId)).used).toBe(6000);
  });

  it('a refund of a credit-paid order goes back to the line (the payment module\'s refunds)', async () => {
    const u = await creditBuyer(10_000);
    const [s] = await freshSkus(ctx, 1, { price: 5200 });
    const n = await placeOrder(ctx, u.token, s!);
    await creditPay(u.token, [n]);
    const r = await ctx().app.services.payment.refundPart(n, 2500, { idemKey: `t:${n}`, reason: '售后退款' });
    expect(r).toMatchObject({ status: 'success', amount: 2500 });
    // once per key
    await ctx().app.services.payment.refundPart(n, 2500, { idemKey: `t:${n}`, reason: '售后退款' });
    expect(await account(u.token)).toMatchObject({ used: 3500, available: 6500 });
    const logs = (await get(ctx, '/p/credit/logs', { token: u.token })).json().records;
    expect(logs[0]).toMatchObject({ type: 'refund', amount: -2500, usedAfter: 3500 });
    await audit(u.userId);
  });

  it('closes the statement on the billing day (ManualClock), due after the repayment days; overdue freezes the line until repaid from the balance', async () => {
    const clock = ctx().clock;
    const u = await creditBuyer(100_000, 50_000);
    const [s] = await freshSkus(ctx, 1, { price: 2200 });
    const n = await placeOrder(ctx, u.token, s!);
    await creditPay(u.token, [n]);
    const closeAt = new Date((await account(u.token)).nextCloseAt);
    const sweep = () => ctx().app.services.credit.sweepDue(clock.now());
    // the day before: nothing closes
    clock.set(closeAt.getTime() - 1000);
    await sweep();
    expect(await statements(u.token)).toHaveLength(0);
    clock.set(closeAt.getTime() + 1000);
    // a use after the close belongs to the next statement
    const later = await placeOrder(ctx, u.token, s!);
    await creditPay(u.token, [later]);
    await Promise.all([sweep(), sweep()]); // racing sweepers close once
    const [st] = await statements(u.token);
    expect(st).toMatchObject({ amount: 3000, status: 'unpaid', periodEnd: closeAt.toISOString(), dueAt: new Date(closeAt.getTime() + 10 * DAY).toISOString() });
    expect(await statements(u.token)).toHaveLength(1);
    expect((await account(u.token)).nextCloseAt).toBe(nextCloseAfter(closeAt, 1).toISOString());
    const logs = (await get(ctx, '/p/credit/logs', { token: u.token })).json().records;
    expect(logs.find((l: { orderNumbers: string[] }) => l.orderNumbers[0] === n).statementNo).toBe(st.statementNo);
    expect(logs.find((l: { orderNumbers: string[] }) => l.orderNumbers[0] === later).statementNo).toBeNull();

    // past due: the line is overdue (frozen), paying refused
    clock.set(closeAt.getTime() + 10 * DAY + 1000);
    await sweep();
    expect(await account(u.token)).toMatchObject({ state: 'overdue', available: 0, unpaid: 3000 });
    expect((await statements(u.token))[0].status).toBe('overdue');
    const n3 = await placeOrder(ctx, u.token, s!);
    await expectRefused((lang) => creditPay(u.token, [n3], { lang }), '账单已逾期，请先还款', 'A statement is overdue, please repay it first');

    // repaid from the balance: the line is active again, a repay row; two racing repayments debit the balance once
    const repay = () => post(ctx, '/p/credit/repay', { statementId: st.id, payType: 'balance', payPassword: PAY_PW }, { token: u.token });
    const both = await Promise.all([repay(), repay()]);
    expect(both.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect((await statements(u.token))[0].status).toBe('paid');
    expect(await account(u.token)).toMatchObject({ state: 'active', used: 3000 });
    expect(await balanceOf(ctx, u.token)).toBe(50_000 - 3000);
    await expectRefused((lang) => post(ctx, '/p/credit/repay', { statementId: st.id, payType: 'balance', payPassword: PAY_PW }, { token: u.token, lang }), '账单已还款', 'The statement has already been repaid');
    await expectLedgerConsistent(ctx, u.userId);
    await audit(u.userId);
  });

  it('a repayment racing the overdue sweep never leaves the line frozen with nothing unpaid', async () => {
    const clock = ctx().clock;
    const sweep = () => ctx().app.services.credit.sweepDue(clock.now());
    for (let round = 0; round < 3; round++) {
      const u = await creditBuyer(100_000, 50_000);
      const [s] = await freshSkus(ctx, 1, { price: 1000 });
      await creditPay(u.token, [await placeOrder(ctx, u.token, s!)]);
      const closeAt = new Date((await account(u.token)).nextCloseAt);
      clock.set(closeAt.getTime() + 1000);
      await sweep();
      const [st] = await statements(u.token);
      expect(st).toMatchObject({ status: 'unpaid' });
      // past due, the sweep not yet run: the buyer repays while the sweep freezes late lines
      clock.set(new Date(st.dueAt).getTime() + 1000);
      const [paid] = await Promise.all([
        post(ctx, '/p/credit/repay', { statementId: st.id, payType: 'balance', payPassword: PAY_PW }, { token: u.token }),
        sweep(),
      ]);
      expect(paid.statusCode).toBe(200);
      expect(await account(u.token)).toMatchObject({ state: 'active', unpaid: 0 });
      await audit(u.userId);
    }
  });

  it('repays a statement by WeChat QR (the payment module\'s QR flow); another user\'s statement is 404; one invoice per statement', async () => {
    const clock = ctx().clock;
    const u = await creditBuyer(100_000);
    const [s] = await freshSkus(ctx, 1, { price: 3200 });
    await creditPay(u.token, [await placeOrder(ctx, u.token, s!)]);
    clock.set(new Date((await account(u.token)).nextCloseAt).getTime() + 1000);
    await ctx().app.services.credit.sweepDue(clock.now());
    const [st] = await statements(u.token);

    const stranger = await payer(ctx);
    expect((await post(ctx, '/p/credit/repay', { statementId: st.id, payType: 'wechat' }, { token: stranger.token })).statusCode).toBe(404);
    const t0 = await post(ctx, '/p/invoice/titles', UNIT, { token: stranger.token });
    expect((await post(ctx, '/p/credit/invoice', { statementId: st.id, titleId: t0.json().id }, { token: stranger.token })).statusCode).toBe(404);

    // invoice: the caller's title only; one request per statement
    const title = (await post(ctx, '/p/invoice/titles', UNIT, { token: u.token })).json().id;
    expect((await post(ctx, '/p/credit/invoice', { statementId: st.id, titleId: t0.json().id }, { token: u.token })).statusCode).toBe(404);
    const inv = await Promise.all([post(ctx, '/p/credit/invoice', { statementId: st.id, titleId: title }, { token: u.token }), post(ctx, '/p/credit/invoice', { statementId: st.id, titleId: title }, { token: u.token })]);
    expect(inv.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(inv.find((r) => r.statusCode === 200)!.json().invoice).toMatchObject({ title: UNIT.title, amount: 4000, status: 'applying' });
    await expectRefused((lang) => post(ctx, '/p/credit/invoice', { statementId: st.id, titleId: title }, { token: u.token, lang }), '该账单已申请过发票', 'An invoice has already been requested for this statement');

    // asking again, even two at once, shows the same open QR: one payment, not one per click
    const asks = await Promise.all([1, 2, 3].map(() => post(ctx, '/p/credit/repay', { statementId: st.id, payType: 'wechat' }, { token: u.token })));
    const qr = asks[0]!;
    expect(qr.statusCode, qr.body).toBe(200);
    expect(qr.json()).toMatchObject({ kind: 'creditRepay', state: 'pending', amount: 4000 });
    expect(asks.map((a) => [a.statusCode, a.json().payNo])).toEqual(asks.map(() => [200, qr.json().payNo]));
    expect((await ctx().database.db.select().from(schema.payment).where(eq(schema.payment.userId, u.userId))).filter((p) => p.kind === 'creditRepay')).toHaveLength(1);
    expect((await sandboxConfirm(ctx, qr.json().codeUrl)).statusCode).toBe(200);
    expect((await payStatus(ctx, u.token, qr.json().payNo)).state).toBe('paid');
    expect((await statements(u.token))[0]).toMatchObject({ status: 'paid' });
    expect(await account(u.token)).toMatchObject({ used: 0, available: 100_000 });
    await audit(u.userId);
  });

  it('demo data: an approved company with a line and three closed statements — two repaid, the oldest invoiced by the platform with a PDF, the last not yet due —; a second run changes nothing', async () => {
    const u = await payer(ctx);
    const services = ctx().app.services;
    for (let i = 0; i < 2; i++) {
      await services.company.ensureDemoApproved(u.userId, '上海示例贸易有限公司', '91310115MA1K4ABC2B');
      await services.credit.ensureDemo(u.userId, 1);
    }
    expect(await services.company.isCompany(u.userId)).toBe(true);
    expect(await account(u.token)).toMatchObject({ state: 'active', used: 128_000, unpaid: 128_000, available: 5_000_000 - 128_000 });
    const list = await statements(u.token);
    expect(list.map((s: { amount: number; status: string }) => [s.amount, s.status])).toEqual([[128_000, 'unpaid'], [236_000, 'paid'], [86_000, 'paid']]);
    expect(new Date(list[0].dueAt).getTime()).toBeGreaterThan(ctx().clock.now().getTime());
    // the periods follow one another, newest first
    expect(list[0].periodStart).toBe(list[1].periodEnd);
    expect(list[1].periodStart).toBe(list[2].periodEnd);
    expect(list[0].invoice).toBeNull();
    expect(list[1].invoice).toBeNull();
    expect(list[2].invoice).toMatchObject({ status: 'invoiced', title: '上海示例贸易有限公司', taxNumber: '91310115MA1K4ABC2B', issuedAmount: 86_000, fileType: 'pdf' });
    const file = await get(ctx, list[2].invoice.fileUrl.replace('/shop-api', ''), { token: u.token });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.rawPayload.toString('latin1')).toContain(`credit statement ${list[2].statementNo}`);
    await audit(u.userId);
  });

  it('a refund after its statement was repaid is a credit the next statement nets (a nothing-owed statement cannot be invoiced); an unknown statement is 404 in zh and en', async () => {
    const clock = ctx().clock;
    const u = await creditBuyer(100_000, 100_000);
    const [s] = await freshSkus(ctx, 1, { price: 2200 });
    const n = await placeOrder(ctx, u.token, s!);
    await creditPay(u.token, [n]);
    const sweep = () => ctx().app.services.credit.sweepDue(clock.now());
    /** to just after the line's next close, logged in again (a token lasts 30 days), and the sweeper run */
    const toNextClose = async () => {
      clock.set(new Date((await account(u.token)).nextCloseAt).getTime() + 1000);
      u.token = await loginAs(ctx, u.username, u.password);
      await sweep();
    };
    await toNextClose();
    const [first] = await statements(u.token);
    expect((await post(ctx, '/p/credit/repay', { statementId: first.id, payType: 'balance', payPassword: PAY_PW }, { token: u.token })).statusCode).toBe(200);
    // refunded after the repayment: the line owes less than nothing
    await ctx().app.services.payment.refundPart(n, 1000, { idemKey: `carry:${n}`, reason: '售后退款' });
    expect(await account(u.token)).toMatchObject({ used: -1000, available: 101_000 });
    // the next close: a statement of nothing owed (paid at once), and a use after it nets the credit
    await toNextClose();
    const [second] = await statements(u.token);
    expect(second).toMatchObject({ amount: 0, status: 'paid' });
    const title = (await post(ctx, '/p/invoice/titles', UNIT, { token: u.token })).json().id;
    await expectRefused((lang) => post(ctx, '/p/credit/invoice', { statementId: second.id, titleId: title }, { token: u.token, lang }), '该账单没有可开票金额', 'This statement has nothing to invoice');
    await creditPay(u.token, [await placeOrder(ctx, u.token, s!)]);
    await toNextClose();
    expect((await statements(u.token))[0]).toMatchObject({ amount: 3000 - 1000, status: 'unpaid' });
    await audit(u.userId);

    for (const [lang, message] of [['zh', '账单不存在'], ['en', 'The statement does not exist']] as const) {
      const res = await post(ctx, '/p/credit/repay', { statementId: 999_999, payType: 'wechat' }, { token: u.token, lang });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(message);
    }
  });
});
