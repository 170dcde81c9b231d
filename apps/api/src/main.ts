// Starts the mall: open (and migrate) the database, load the demo mall on first start, serve.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@mall/db';
import { isSeeded, seedDemo } from '@mall/db/seed';
import { DEMO_USERS, ensureDemoUsers } from './modules/account/demo-users';
import { sandboxSms } from './modules/account/sms';
import { smsProviderFromEnv } from './modules/account/sms-aliyun';
import { systemClock } from './platform/clock';
import { startSweeper } from './platform/sweeper';
import { loadConfig } from './platform/config';
import { publicUploadStore } from './platform/upload-store';
import { loggerOptions } from './platform/logging';
import { paymentSetupFromEnv, WechatPayConfigError, type PaymentSetup } from './modules/payment/setup';
import { CERT_REFRESH_MS } from './modules/payment/wechatpay-certificates';
import { productionRefusal, sandboxesOf } from './run-mode';
import { defaultWebBuild, webBuildExists } from './platform/web';
import { consoleBuildExists, defaultConsoleBuild } from './platform/console';
import { buildApp } from './server';
import { startOrderThread, type OrderThread } from './modules/promotion/flash-sale/order-thread';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  // a half-set S3_* (or another variable that cannot work) stops here with its message
  console.error((err as Error).message);
  process.exit(1);
}
const DEMO_PAY_PASSWORD = DEMO_USERS[0].payPassword;
let payment: PaymentSetup;
try {
  payment = paymentSetupFromEnv(process.env);
} catch (err) {
  // a WeChat Pay configuration that cannot work stops here, saying which variable, rather than failing every payment
  if (!(err instanceof WechatPayConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
const webDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web');

const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.pgliteDir });
// Aliyun SMS when ALIYUN_SMS_* is set; else the sandbox outbox (in production a provider that refuses to send)
const smsOutbox = sandboxSms(database.db, systemClock);
const sms = smsProviderFromEnv(process.env, smsOutbox, { onError: (detail) => console.warn('sms send failed', detail) });
// production refuses to start with a sandbox on, unless PAYMENT_SANDBOX=1 (run-mode.ts)
const refusal = productionRefusal(config, sandboxesOf(config, { sms, smsOutbox, payment }));
if (refusal) {
  console.error(refusal);
  await database.close();
  process.exit(1);
}
await database.migrate();
if (config.seedDemo && !(await isSeeded(database.db))) {
  const started = Date.now();
  await seedDemo(database.db, { uploadsDir: config.s3 ? (key, webp) => publicUploadStore(config).put(key, webp, 'image/webp') : config.uploadsDir, now: systemClock.now() }); // usage log up to today
  console.log(`Loaded the demo mall in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const web = { ...defaultWebBuild(webDir), pageCacheMs: config.pageCacheMs, catalogCacheMs: config.catalogCacheMs };
const consoleBuild = defaultConsoleBuild(join(webDir, '..', 'console'));
const app = await buildApp({
  database,
  uploadsDir: config.uploadsDir,
  s3: config.s3,
  logger: loggerOptions(config.logLevel, config.logFormat),
  web: webBuildExists(web) ? web : undefined,
  console: consoleBuildExists(consoleBuild) ? consoleBuild : undefined,
  mode: config.env,
  redisUrl: config.redisUrl,
  chat: { host: config.chatHost },
  trustProxy: config.trustProxy,
  sms,
  payment,
});
if (config.seedDemo) {
  const demo = await ensureDemoUsers(app.services.account);
  await app.services.balance.ensureDemoBalance(demo.demo_buyer, 10_000_00);
  await app.services.member.ensureDemoPoints(demo.demo_buyer);
  await app.services.membership.ensureDemo(demo.demo_buyer); // levels, plans; the buyer at 白银 (no goods discount: other journeys' prices stay)
  await app.services.store.ensureDemoOwner(demo.demo_seller);
  await app.services.store.ensureDemoStorePassword(demo.demo_seller);
  await app.services.storeStaff.ensureDemo(demo.demo_seller, demo.demo_service); // the shop's customer service
  await app.services.order.ensureDefaultFreight();
  await app.services.promotion.ensureDemoCoupons();
  await app.services.flashSale.ensureDemo();
  await app.services.groupBuy.ensureDemo();
  await app.services.pointsMall.ensureDemo();
  await app.services.presale.ensureDemo(demo.demo_seller); // a deposit pre-sale and a full-payment one (decision 035)
  await app.services.invoice.titles.ensureDemo(demo.demo_buyer);
  // a credit buyer (decision 028): the demo buyer's company approved, a line with one closed statement
  await app.services.company.ensureDemoApproved(demo.demo_buyer, '上海示例贸易有限公司', '91310115MA1K4ABC2B');
  await app.services.credit.ensureDemo(demo.demo_buyer, demo.demo_admin);
  await app.services.demand.ensureDemo(demo.demo_buyer, demo.demo_seller); // the demand and service hall: demands, services, quotes (decision 029)
  await app.services.inquiry.ensureDemo(demo.demo_buyer, demo.demo_seller); // an answered inquiry and one awaiting the shop (decision 030)
  // a package and a gift rule in the demo seller's shop (decision 036)
  await app.services.ensureDemoBundles((await app.services.store.shopOf(demo.demo_seller)).shopId ?? null);
  // two received orders of the demo seller's shop: one invoice being issued, one issued with its PDF (decision 026)
  await app.services.ensureDemoInvoices(demo.demo_buyer, demo.demo_seller, DEMO_PAY_PASSWORD);
}
// the flash-sale Redis gate (REDIS_URL) starts from the database's stock, the record
await app.services.flashSale.reconcile();
let orderThread: OrderThread | null = null;

// Timed changes (unpaid order expiry, auto-confirm, refunds, ...) are swept from the database, never held in memory;
// every module lists its sweepers (server.ts createServices).
const stopSweepers = app.services.sweepers.map((s) =>
  startSweeper(() => s.run(new Date()), {
    // SWEEP_EVERY_MS: a shorter period for every sweeper (the cluster test makes all processes sweep at once)
    everyMs: Math.min(s.everyMs ?? 30_000, Number(process.env.SWEEP_EVERY_MS) || Infinity),
    onError: (err) => app.log.error({ err, sweeper: s.name }, 'sweep failed'),
  }),
);
// WeChat Pay platform certificates: downloaded at start and every hour, so a rotation's new certificate is known
// before it signs (an unknown serial also makes a download, wechatpay-certificates.ts)
if (payment.kind === 'wechatpay' && payment.config.certificates.download) {
  const certificates = payment.config.certificates;
  const refresh = async () => {
    const r = await certificates.refresh(new Date());
    if (r.added.length) app.log.info({ serials: r.serials, added: r.added }, 'WeChat Pay platform certificates downloaded');
  };
  const onError = (err: unknown) => app.log.error({ err }, 'WeChat Pay platform certificates download failed: the known keys stay in use');
  void refresh().catch(onError);
  stopSweepers.push(startSweeper(refresh, { everyMs: CERT_REFRESH_MS, onError }));
}
if (!webBuildExists(web)) app.log.warn('storefront build not found: serving the API only (run `npm run build`)');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await Promise.all(stopSweepers.map((stop) => stop()));
    await orderThread?.stop();
    await app.close();
    await database.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
// the flash sale's order workers on a thread of their own (PostgreSQL + Redis; FLASH_SALE_ORDER_THREAD=0 keeps them
// inline), started once the process answers (loading it competes with the start); the inline sweeper drains till then
if (config.databaseUrl && config.redisUrl && app.services.flashSale.queue && process.env.FLASH_SALE_ORDER_THREAD !== '0') {
  const thread = startOrderThread({ databaseUrl: config.databaseUrl, redisUrl: config.redisUrl, prefix: process.env.REDIS_PREFIX, onError: (err) => app.log.error({ err }, 'flash-sale order thread failed') });
  orderThread = thread;
  app.services.flashSale.queue.offload(() => thread.kick());
}
const base = `http://localhost:${(app.server.address() as { port: number }).port}`;
console.log(`
  Mall is running at ${base}   (English: ${base}/?lang=en)
  API docs: ${base}/shop-api/docs   OpenAPI: ${base}/shop-api/openapi.json
  Database: ${database.kind === 'pglite' ? `PGlite in ${config.pgliteDir}` : 'PostgreSQL (DATABASE_URL)'}
  Mode: ${config.env === 'production' ? `production${config.paymentSandbox ? ' with the sandboxes on purpose (PAYMENT_SANDBOX=1)' : ''}` : 'DEMO (NODE_ENV is not production): the SMS outbox, the sandbox payment page and the demo logins are open to anyone who can reach this port'}
  Listening on ${config.host}${listenNote()}${config.seedDemo ? `
  Demo logins:
    buyer     demo_buyer  / demo@123456
    seller    demo_seller / demo@123456  (store password store123)
    service   demo_service / demo@123456 (customer service of demo_seller's shop: /console/service)
    operator  demo_admin  / admin@123456` : ''}
`);

function listenNote(): string {
  if (config.env === 'production') return '';
  if (!config.hostExplicit) return ' only (demo mode: this machine alone can reach it; HOST=0.0.0.0 opens it to the network, sandboxes and all)';
  return ['127.0.0.1', '::1', 'localhost'].includes(config.host) ? '' : ' (HOST set: the demo\'s sandboxes are open to the network)';
}
