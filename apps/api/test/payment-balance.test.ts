// Paying orders from the balance: the payment page's data, the payment password and its lockout, 'Insufficient
// balance! The current balance is:', the ledger (every change a row; the rows add up to the balance), racing
// payments from one balance, the same order paid twice at once, an order past its deadline, the pay switch.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import { ORDER_STATUS, PAY_TYPE } from '@mall/shared';
import { expectRefused, get, registerUser } from './account-helpers';
import { describeEachEngine } from './harness';
import { addAddress, detail, freshSkus, placeOrder, skusOfShops, submit } from './order-helpers';
import { balanceOf, balancePay, expectLedgerConsistent, MINUTE, payer } from './payment-helpers';

const S = ORDER_STATUS;

describeEachEngine('payment: balance', (ctx) => {
  const info = async (token: string, numbers: string[]) => (await get(ctx, `/p/payment/info?orderNumbers=${numbers.join(',')}`, { token })).json();
  const statusOf = async (token: string, n: string) => (await detail(ctx, token, n)).json().status;

  it('pays the orders of one checkout (one per shop) from the balance: orders pending delivery, one ledger row', async () => {
    const u = await payer(ctx, 100_000);
    const skus = await skusOfShops(ctx, 2, { price: 1500 });
    for (const s of skus) {
      const res = await ctx().app.inject({ method: 'POST', url: '/shop-api/p/shopCart/changeItem', headers: { authorization: `Bearer ${u.token}` }, payload: { prodId: s.prodId, skuId: s.skuId, count: 1, shopId: s.shopId } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const basketIds = (await ctx().database.db.select({ id: schema.cartItem.id }).from(schema.cartItem).where(eq(schema.cartItem.userId, u.userId))).map((r) => r.id);
    const confirmed = await ctx().app.inject({ method: 'POST', url: '/shop-api/p/order/confirm', headers: { authorization: `Bearer ${u.token}` }, payload: { basketIds } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const placed = (await submit(ctx, u.token, confirmed.json().submitToken)).json();
    expect(placed.orderNumbers).toHaveLength(2);

    const page = await info(u.token, placed.orderNumbers);
    expect(page).toMatchObject({ state: 'payable', total: placed.actualTotal, balance: 100_000, isSetPayPassword: true });
    expect(page.orders).toHaveLength(2);
    expect(new Date(page.expiresAt).getTime()).toBe(new Date(placed.expiresAt).getTime());

    const res = await balancePay(ctx, u.token, placed.orderNumbers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'paid', payType: PAY_TYPE.balance, amount: placed.actualTotal, kind: 'order' });
    for (const n of placed.orderNumbers) {
      const d = (await detail(ctx, u.token, n)).json();
      expect(d).toMatchObject({ status: S.pendingDelivery, payType: PAY_TYPE.balance });
    }
    expect(await balanceOf(ctx, u.token)).toBe(100_000 - placed.actualTotal);
    const records = (await get(ctx, '/p/balance/records', { token: u.token })).json();
    expect(records.records[0]).toMatchObject({ type: 'pay', amount: -placed.actualTotal, balanceAfter: 100_000 - placed.actualTotal, orderNumbers: [...placed.orderNumbers].sort() });
    expect(records.records[1]).toMatchObject({ type: 'grant', amount: 100_000, balanceAfter: 100_000 });
    expect((await info(u.token, placed.orderNumbers)).state).toBe('paid');
    // paid again: refused, nothing taken
    await expectRefused((lang) => balancePay(ctx, u.token, placed.orderNumbers, '123456', lang), '订单状态已发生改变', 'Order status has changed');
    await expectLedgerConsistent(ctx, u.userId);
  });

  it('refuses a wrong payment password, and locks payment after 5 wrong tries; nothing is taken', async () => {
    const u = await payer(ctx, 50_000);
    const [s] = await freshSkus(ctx, 1, { price: 1000 });
    const n = await placeOrder(ctx, u.token, s!);
    // (expectRefused asks twice: zh and en) — tries 1 to 4
    await expectRefused((lang) => balancePay(ctx, u.token, [n], '000000', lang), '支付密码错误', 'The payment password is wrong');
    await expectRefused((lang) => balancePay(ctx, u.token, [n], '000000', lang), '支付密码错误', 'The payment password is wrong');
    const fifth = await balancePay(ctx, u.token, [n], '000000', 'en');
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().message).toMatch(/^Too many wrong payment passwords, please try again in \d+ minutes$/);
    // locked: even the right password is refused for now
    const locked = await balancePay(ctx, u.token, [n]);
    expect(locked.json().code).toBe('ACCOUNT_PAYPASSWORDLOCKED');
    expect(await balanceOf(ctx, u.token)).toBe(50_000);
    expect(await statusOf(u.token, n)).toBe(S.unpaid);
    // the lock ends with its window (15 minutes); the order (30 minutes) is still payable
    ctx().clock.advance(16 * MINUTE);
    expect((await balancePay(ctx, u.token, [n])).statusCode).toBe(200);
    expect(await statusOf(u.token, n)).toBe(S.pendingDelivery);
    await expectLedgerConsistent(ctx, u.userId);
  });

  it('refuses without a payment password set, and with too little balance (the balance in the message)', async () => {
    const plain = await registerUser(ctx);
    const [a, b] = await freshSkus(ctx, 2, { price: 1000 });
    await addAddress(ctx, plain.token);
    const n0 = await placeOrder(ctx, plain.token, a!);
    await expectRefused((lang) => balancePay(ctx, plain.token, [n0], '123456', lang), '请先设置支付密码', 'Please set a payment password first');

    const u = await payer(ctx, 1234);
    const n = await placeOrder(ctx, u.token, b!);
    await expectRefused((lang) => balancePay(ctx, u.token, [n], '123456', lang), '余额不足！当前余额为：¥12.34', 'Insufficient balance! The current balance is: ¥12.34');
    expect(await statusOf(u.token, n)).toBe(S.unpaid);
    expect(await balanceOf(ctx, u.token)).toBe(1234);
    await expectLedgerConsistent(ctx, u.userId);
  });

  it('10 racing payments of orders worth more than the balance: the balance never goes below zero, the ledger adds up', async () => {
    const skus = await freshSkus(ctx, 10, { price: 1000, stock: 10 });
    const u = await payer(ctx, 0);
    const numbers: string[] = [];
    for (const s of skus) numbers.push(await placeOrder(ctx, u.token, s));
    const each = (await info(u.token, [numbers[0]!])).total;
    const start = each * 4 + each / 2; // room for four of the ten
    await ctx().app.services.balance.ensureDemoBalance(u.userId, start);
    const results = await Promise.all(numbers.map((n) => balancePay(ctx, u.token, [n], '123456', 'en')));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(4);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      // a loser either found the balance short or was asked to retry (at most 5 payment-password checks run at once)
      expect(r.json().message).toMatch(/^(Insufficient balance! The current balance is: ¥\d+\.\d\d|Too many requests, please try again later)$/);
    }
    const balance = await expectLedgerConsistent(ctx, u.userId);
    expect(balance).toBe(start - 4 * each);
    const paid = (await Promise.all(numbers.map((n) => statusOf(u.token, n)))).filter((st) => st === S.pendingDelivery);
    expect(paid).toHaveLength(4);
  });

  it('the same order paid twice at once is paid once and charged once', async () => {
    const u = await payer(ctx, 100_000);
    const [s] = await freshSkus(ctx, 1, { price: 2000 });
    const n = await placeOrder(ctx, u.token, s!);
    const total = (await info(u.token, [n])).total;
    const results = await Promise.all([1, 2, 3].map(() => balancePay(ctx, u.token, [n])));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(['ORDER_STATUSCHANGED', 'PAYMENT_PAYING']).toContain(r.json().code);
    expect(await balanceOf(ctx, u.token)).toBe(100_000 - total);
    const rows = (await get(ctx, '/p/balance/records', { token: u.token })).json().records;
    expect(rows.filter((r: { type: string }) => r.type === 'pay')).toHaveLength(1);
    await expectLedgerConsistent(ctx, u.userId);
  });

  it('an order past its payment deadline: "Order has expired, please place a new order", nothing taken', async () => {
    const u = await payer(ctx, 100_000);
    const [s] = await freshSkus(ctx, 1, { price: 1000 });
    const n = await placeOrder(ctx, u.token, s!);
    ctx().clock.advance(31 * MINUTE);
    expect((await info(u.token, [n])).state).toBe('expired');
    await expectRefused((lang) => balancePay(ctx, u.token, [n], '123456', lang), '订单已过期，请重新下单', 'Order has expired, please place a new order');
    expect(await balanceOf(ctx, u.token)).toBe(100_000);
    await ctx().app.services.order.sweepDue(ctx().clock.now());
    expect(await statusOf(u.token, n)).toBe(S.canceled);
    expect((await info(u.token, [n])).state).toBe('expired');
    await expectRefused((lang) => balancePay(ctx, u.token, [n], '123456', lang), '订单已过期，请重新下单', 'Order has expired, please place a new order');
  });

  it('an order that expires between the checks and the debit gets its money back (reversal row)', async () => {
    const u = await payer(ctx, 100_000);
    const [s] = await freshSkus(ctx, 1, { price: 1000 });
    const n = await placeOrder(ctx, u.token, s!);
    // the payment password check is where the clock moves past the deadline
    const account = ctx().app.services.account;
    const verify = account.verifyPayPassword;
    account.verifyPayPassword = async (id, pw) => {
      await verify(id, pw);
      ctx().clock.advance(31 * MINUTE);
    };
    try {
      await expectRefused((lang) => balancePay(ctx, u.token, [n], '123456', lang), '订单已过期，请重新下单');
    } finally {
      account.verifyPayPassword = verify;
    }
    expect(await balanceOf(ctx, u.token)).toBe(100_000);
    const rows = (await get(ctx, '/p/balance/records', { token: u.token })).json().records;
    expect(rows.map((r: { type: string }) => r.type).slice(0, 2)).toEqual(['reversal', 'pay']);
    expect(await statusOf(u.token, n)).toBe(S.canceled);
    await expectLedgerConsistent(ctx, u.userId);
  });

  it('another user\'s orders answer 404; the pay switch turns balance payment off', async () => {
    const owner = await payer(ctx, 100_000);
    const other = await payer(ctx, 100_000);
    const [s] = await freshSkus(ctx, 1);
    const n = await placeOrder(ctx, owner.token, s!);
    expect((await balancePay(ctx, other.token, [n])).statusCode).toBe(404);
    expect((await get(ctx, `/p/payment/info?orderNumbers=${n}`, { token: other.token })).statusCode).toBe(404);
    expect((await get(ctx, `/p/payment/info?orderNumbers=${n}`)).statusCode).toBe(401);

    const { sysConfig } = schema;
    const value = { balancePaySwitch: false, wxPaySwitch: true, aliPaySwitch: false };
    const [before] = await ctx().database.db.select().from(sysConfig).where(eq(sysConfig.key, 'paySwitch'));
    await ctx().database.db.update(sysConfig).set({ value }).where(eq(sysConfig.key, 'paySwitch'));
    try {
      await expectRefused((lang) => balancePay(ctx, owner.token, [n], '123456', lang), '该支付方式暂不可用', 'This payment method is not available');
    } finally {
      await ctx().database.db.update(sysConfig).set({ value: before!.value }).where(eq(sysConfig.key, 'paySwitch'));
    }
    expect((await balancePay(ctx, owner.token, [n])).statusCode).toBe(200);
  });

  it('ensureDemoBalance grants once however often it runs', async () => {
    const u = await payer(ctx, 0);
    const svc = ctx().app.services.balance;
    await Promise.all([svc.ensureDemoBalance(u.userId, 1_000_000), svc.ensureDemoBalance(u.userId, 1_000_000)]);
    await svc.ensureDemoBalance(u.userId, 1_000_000);
    expect(await balanceOf(ctx, u.token)).toBe(1_000_000);
    await expectLedgerConsistent(ctx, u.userId);
  });
});
