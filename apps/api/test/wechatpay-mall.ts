// The mall built with the WeChat Pay v3 adapter talking to a local fake of WeChat Pay (wechatpay-fake.ts): a
// describe block's fake and app, started before its tests and closed after them.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { ManualClock } from '../src/platform/clock';
import type { PaymentProvider } from '../src/modules/payment/provider';
import { buildApp } from '../src/server';
import type { TestContext } from './harness';
import { startWechatPayFake, type WechatPayFake } from './wechatpay-fake';

export const FAKE_NOTIFY_URL = 'https://mall.example.com/shop-api/payment/notify/wechatpay';

/** Starts the fake and the mall on the current engine before the block's tests; hands both to `ready`. */
export function useMallWithWechatPay(
  ctx: () => TestContext, providerOf: (fake: WechatPayFake, clock: ManualClock) => PaymentProvider,
  ready: (fake: WechatPayFake, app: FastifyInstance) => void,
): void {
  let fake: WechatPayFake | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    fake = await startWechatPayFake(ctx().clock);
    app = await buildApp({
      database: ctx().database, uploadsDir: '/nonexistent', mode: 'test', clock: ctx().clock,
      payment: { kind: 'custom', provider: providerOf(fake, ctx().clock), notifyUrl: FAKE_NOTIFY_URL },
    });
    await app.ready();
    ready(fake, app);
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });
}
