// The demo's sandboxes and production: which of them a start would open, and whether production may start so.
// In demo mode (NODE_ENV is not production) they are the point: SMS codes readable at /dev/sms-outbox, a payment page
// that pays without money, demo accounts with published passwords. In production any of them lets whoever reaches
// the port take over accounts by mobile or pay for free, so production refuses to start with one enabled unless
// PAYMENT_SANDBOX=1 says the public demo is meant.
import type { SmsProvider } from './modules/account/sms';
import type { PaymentSetup } from './modules/payment/setup';
import type { Config } from './platform/config';

export interface Sandboxes {
  /** SMS codes go to the database outbox instead of a gateway */
  smsOutbox: boolean;
  /** QR payments go to the built-in sandbox provider, whose confirm page pays without money */
  sandboxPayment: boolean;
  /** the demo accounts (demo_buyer, demo_seller, demo_admin) with the passwords printed in the README */
  demoLogins: boolean;
}

const NAMES: Record<keyof Sandboxes, string> = {
  smsOutbox: 'the SMS outbox (no ALIYUN_SMS_* gateway)',
  sandboxPayment: 'the sandbox payment provider (no WECHATPAY_* merchant)',
  demoLogins: 'the demo logins (SEED_DEMO=1)',
};

/** Why this start must stop (a message for the operator), or null when it may go on. */
export function productionRefusal(config: Pick<Config, 'env' | 'paymentSandbox'>, sandboxes: Sandboxes): string | null {
  if (config.env !== 'production' || config.paymentSandbox) return null;
  const enabled = (Object.keys(NAMES) as (keyof Sandboxes)[]).filter((k) => sandboxes[k]).map((k) => NAMES[k]);
  if (enabled.length === 0) return null;
  return [
    `Refusing to start: NODE_ENV=production with ${enabled.join(', ')} enabled.`,
    'Anyone who reaches the port could read SMS codes, pay for free or log in with the published demo passwords.',
    'Configure the real providers (WECHATPAY_*, ALIYUN_SMS_*) and SEED_DEMO=0, or set PAYMENT_SANDBOX=1 to run a public demo on purpose.',
  ].join('\n');
}

/** The sandboxes of a start, read from the providers it chose (`smsOutbox`: the outbox it offered as the fallback). */
export function sandboxesOf(
  config: Pick<Config, 'seedDemo'>,
  chosen: { sms: SmsProvider; smsOutbox: SmsProvider; payment: PaymentSetup },
): Sandboxes {
  return { smsOutbox: chosen.sms === chosen.smsOutbox, sandboxPayment: chosen.payment.kind === 'sandbox', demoLogins: config.seedDemo };
}
