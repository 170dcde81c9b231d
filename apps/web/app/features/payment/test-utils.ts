// Helpers of the payment component tests: a fetch stub answering by path, and a payment status.
import { vi } from 'vitest';
import type { PaymentStatus } from '@mall/shared';

export type Answer = { status: number; body: unknown } | ((body: unknown) => { status: number; body: unknown });

/** Stubs fetch: the answer of the first path prefix that matches; calls are recorded. */
export function stubFetch(answers: Record<string, Answer>) {
  const calls: { url: string; body: unknown }[] = [];
  const fn = vi.fn(async (url: string, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ url, body });
    const key = Object.keys(answers).find((k) => url.startsWith(k));
    const a = key ? answers[key]! : { status: 404, body: { code: 'NOT_FOUND', message: 'not found' } };
    const { status, body: out } = typeof a === 'function' ? a(body) : a;
    return new Response(JSON.stringify(out), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fn);
  return calls;
}

export const refused = (code: string, message: string) => ({ status: 400, body: { code, message } });

export const SWITCH_ON = { status: 200, body: { balancePaySwitch: true, wxPaySwitch: true, aliPaySwitch: false } };

export const paymentStatus = (over: Partial<PaymentStatus> = {}): PaymentStatus => ({
  payNo: 'P202611210800001234567890',
  kind: 'order',
  payType: 2,
  amount: 1800,
  state: 'pending',
  orderNumbers: ['26112108000012345678'],
  codeUrl: '/sandbox-pay?prepayId=sbx1',
  sandbox: true,
  expiresAt: '2026-11-21T08:30:00.000Z',
  paidAt: null,
  serverTime: '2026-11-21T08:00:00.000Z',
  ...over,
});

export const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};
