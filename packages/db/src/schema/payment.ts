// Tables owned by the payment module (payments of orders and top-ups, their orders, refunds, the notifications
// received, and the built-in sandbox provider's own state) and by the balance module (one account row per user
// and the ledger: every change of a balance is a row, the balance is never a number overwritten alone).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One payment: of one or more orders of a checkout (kind 'order'), or a top-up (kind 'recharge').
 * status: pending (waiting for the payer) → settling (money received, being applied) → paid; pending → closed
 * (expired or closed unpaid); settling → reversed (money received but the orders could not take it: given back).
 * Every change is a guarded UPDATE ... WHERE status = $from.
 */
export const payment = pgTable(
  'payment',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** our number, also the provider's out_trade_no */
    payNo: text('pay_no').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    kind: text('kind').$type<'order' | 'recharge' | 'membership' | 'creditRepay'>().notNull(),
    /** PAY_TYPE */
    payType: smallint('pay_type').notNull(),
    /** 'balance', 'sandbox' or 'wechatpay' */
    provider: text('provider').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<'pending' | 'settling' | 'paid' | 'closed' | 'reversed'>().notNull(),
    /** the sorted order numbers joined by ',' (kind 'order'): finds the open QR payment of the same orders */
    orderKey: text('order_key').notNull().default(''),
    codeUrl: text('code_url'),
    /** the provider's transaction id once paid */
    transactionId: text('transaction_id'),
    /** a QR payment is closed after this (the orders' payment deadline) */
    expiresAt: ts('expires_at'),
    paidAt: ts('paid_at'),
    /** fen refunded so far (refunds and the reversal); never above amount */
    refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
    /** why a payment was reversed or closed (an error key), for operators */
    note: text('note'),
    /** the sweeper looks at the payment again at this time (provider query, stalled settling) */
    nextCheckAt: ts('next_check_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('payment_pay_no_uq').on(t.payNo),
    index('payment_user_idx').on(t.userId, t.createdAt),
    // one open QR payment per set of orders and provider: a second request gets the same QR
    uniqueIndex('payment_open_uq').on(t.userId, t.kind, t.orderKey, t.provider).where(sql`status = 'pending' AND kind <> 'recharge'`),
    index('payment_check_idx').on(t.status, t.nextCheckAt),
    check('payment_refunded_ck', sql`${t.refunded} >= 0 AND ${t.refunded} <= ${t.amount}`),
  ],
);

/** The orders a payment covers (kind 'order'). */
export const paymentOrder = pgTable(
  'payment_order',
  {
    paymentId: bigint('payment_id', { mode: 'number' }).notNull(),
    orderNumber: text('order_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.orderNumber] }), index('payment_order_number_idx').on(t.orderNumber)],
);

/** A refund of (part of) a payment, to where the money came from: the balance ledger or the provider. */
export const paymentRefund = pgTable(
  'payment_refund',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** our number, also the provider's out_refund_no */
    refundNo: text('refund_no').notNull(),
    paymentId: bigint('payment_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** processing (the provider has not said yet), success, failed */
    status: text('status').$type<'processing' | 'success' | 'failed'>().notNull(),
    reason: text('reason').notNull().default(''),
    providerRefundId: text('provider_refund_id'),
    /** the caller's key of a refund that must happen once (e.g. 'group:<memberId>'): a repeated call gets this row */
    idemKey: text('idem_key'),
    nextCheckAt: ts('next_check_at'),
    createdAt: ts('created_at').notNull(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    uniqueIndex('payment_refund_no_uq').on(t.refundNo),
    uniqueIndex('payment_refund_idem_uq').on(t.idemKey),
    index('payment_refund_payment_idx').on(t.paymentId),
    index('payment_refund_check_idx').on(t.status, t.nextCheckAt),
  ],
);

/** Notifications taken from a provider, by their id: a replayed or repeated one is answered without acting again. */
export const paymentNotify = pgTable(
  'payment_notify',
  {
    provider: text('provider').notNull(),
    notifyId: text('notify_id').notNull(),
    eventType: text('event_type').notNull(),
    payNo: text('pay_no'),
    outcome: text('outcome').notNull(),
    receivedAt: ts('received_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.notifyId] })],
);

/** The sandbox provider's keys, made at first start (never in the repository): RSA platform key pair and APIv3 key. */
export const paymentSandboxKey = pgTable('payment_sandbox_key', {
  name: text('name').primaryKey(),
  serial: text('serial').notNull(),
  privateKey: text('private_key').notNull(),
  publicKey: text('public_key').notNull(),
  apiV3Key: text('api_v3_key').notNull(),
  createdAt: ts('created_at').notNull(),
});

/** The sandbox provider's side of a native (QR) payment: what a real provider would keep. */
export const paymentSandboxPrepay = pgTable(
  'payment_sandbox_prepay',
  {
    prepayId: text('prepay_id').primaryKey(),
    outTradeNo: text('out_trade_no').notNull(),
    description: text('description').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    notifyUrl: text('notify_url').notNull(),
    /** NOTPAY, SUCCESS, CLOSED, REFUND */
    state: text('state').notNull(),
    transactionId: text('transaction_id'),
    refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    paidAt: ts('paid_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('payment_sandbox_prepay_trade_uq').on(t.outTradeNo)],
);

/** The balance of a user: changed only together with a ledger row, by guarded updates (never below zero). */
export const balanceAccount = pgTable(
  'balance_account',
  {
    userId: bigint('user_id', { mode: 'number' }).primaryKey(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [check('balance_account_nonnegative_ck', sql`${t.balance} >= 0`)],
);

/** The balance ledger: the sum of a user's amounts is the balance; each row records the balance after it. */
export const balanceLog = pgTable(
  'balance_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** recharge, pay, refund, reversal, grant */
    type: text('type').$type<'recharge' | 'pay' | 'refund' | 'reversal' | 'grant'>().notNull(),
    /** fen, negative for money going out */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** the payment (order payment, top-up, reversal) or the refunded payment */
    payNo: text('pay_no'),
    refundNo: text('refund_no'),
    /** the orders a payment or its reversal or refund concerns (shown in the records) */
    orderNumbers: jsonb('order_numbers').$type<string[]>().notNull().default([]),
    /** unique per change ('pay:<payNo>', 'recharge:<payNo>', 'refund:<refundNo>', 'grant:demo:<userId>'): a change is written once */
    idemKey: text('idem_key').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('balance_log_idem_uq').on(t.idemKey), index('balance_log_user_idx').on(t.userId, t.id)],
);
