// Helpers of the payment tests: a buyer with an address, a payment password and a balance; payments through the
// API; the sandbox's pay page; signed notifications made with the sandbox's own keys (to test amounts and replays).
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { sandboxKeys } from '../src/modules/payment/sandbox-provider';
import { buildV3Notification, platformHeaders, rfc3339 } from '../src/modules/payment/wechatpay-v3';
import { get, post, put, registerUser, userId } from './account-helpers';
import type { TestContext } from './harness';
import { addAddress } from './order-helpers';

type Ctx = () => TestContext;
export const PAY_PW = '123456';
export const MINUTE = 60_000;

/** A registered buyer with a delivery address, payment password 123456 and `balance` fen. */
export async function payer(ctx: Ctx, balance = 0) {
  const u = await registerUser(ctx);
  await addAddress(ctx, u.token);
  const res = await put(ctx, '/p/user/payPassword', { payPassword: PAY_PW, confirmPayPassword: PAY_PW }, { token: u.token });
  expect(res.statusCode, res.body).toBe(200);
  const id = await userId(ctx, u.token);
  if (balance > 0) await ctx().app.services.balance.ensureDemoBalance(id, balance);
  return { ...u, userId: id };
}

export const balancePay = (ctx: Ctx, token: string, orderNumbers: string[], payPassword = PAY_PW, lang?: string) =>
  post(ctx, '/p/payment/balancePay', { orderNumbers, payPassword }, { token, lang });

export const wxPay = (ctx: Ctx, token: string, orderNumbers: string[], lang?: string) => post(ctx, '/p/payment/wxNativePay', { orderNumbers }, { token, lang });

export const payStatus = async (ctx: Ctx, token: string, payNo: string) => (await get(ctx, `/p/payment/status?payNo=${payNo}`, { token })).json();

export const balanceOf = async (ctx: Ctx, token: string): Promise<number> => (await get(ctx, '/p/balance/info', { token })).json().balance;

export const prepayIdOf = (codeUrl: string) => new URL(codeUrl, 'http://x').searchParams.get('prepayId')!;

/** The payer confirms on the sandbox's page (the sandbox then notifies the mall). */
export const sandboxConfirm = (ctx: Ctx, codeUrl: string) => post(ctx, '/payment/sandbox/confirm', { prepayId: prepayIdOf(codeUrl) });

/** The ledger agrees with the balance: the sum of the rows, and the last row's balance after. */
export async function expectLedgerConsistent(ctx: Ctx, uid: number) {
  const a = await ctx().app.services.balance.audit(uid);
  expect(a.ledgerSum).toBe(a.balance);
  expect(a.lastBalanceAfter ?? 0).toBe(a.balance);
  expect(a.balance).toBeGreaterThanOrEqual(0);
  return a.balance;
}

/** A notification signed with the sandbox's keys, as the sandbox would send it (for amounts, replays, forgeries). */
export async function sandboxNotification(ctx: Ctx, outTradeNo: string, amount: number, opts: { id?: string; at?: Date; transactionId?: string } = {}) {
  const k = await sandboxKeys(ctx().database.db, ctx().clock);
  const at = opts.at ?? ctx().clock.now();
  const body = buildV3Notification(k.apiV3Key, 'TRANSACTION.SUCCESS', {
    mchid: 'sandbox', appid: 'sandbox', out_trade_no: outTradeNo, transaction_id: opts.transactionId ?? `T${Date.now()}`, trade_type: 'NATIVE',
    trade_state: 'SUCCESS', success_time: rfc3339(at), amount: { total: amount, payer_total: amount, currency: 'CNY', payer_currency: 'CNY' },
  }, at, opts.id ?? randomUUID());
  return { body, headers: { ...platformHeaders(k.privateKey, k.serial, body, at), 'content-type': 'application/json' }, keys: k };
}

export const postNotify = (ctx: Ctx, provider: string, n: { body: string; headers: Record<string, string> }) =>
  ctx().app.inject({ method: 'POST', url: `/shop-api/payment/notify/${provider}`, headers: n.headers, payload: n.body });
