// Builds the whole mall server from its parts: API modules under /shop-api, uploads, docs,
// and (when built) the server-rendered storefront for every other path.
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '@mall/db';
import { registerApiFallback, registerErrorHandling } from './platform/errors';
import { systemClock, type Clock } from './platform/clock';
import { registerJsonBody } from './platform/json-body';
import { registerLang } from './platform/lang';
import { registerOpenApi, registerOpenApiJson } from './platform/openapi';
import { registerUploads } from './platform/uploads';
import { privateFileStore, publicUploadStore } from './platform/upload-store';
import type { S3Config } from './platform/s3';
import { registerWeb, type WebBuildPaths } from './platform/web';
import { registerConsole } from './platform/console';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerCompression } from './platform/compression';
import { OneLinePerRequest } from './platform/logging';
import { createCounters, memoryCounters, type Counters } from './platform/counters';
import { accountModule } from './modules/account/module';
import type { AccountService } from './modules/account/service';
import { registerAuthGuard } from './modules/account/guard';
import type { SmsProvider } from './modules/account/sms';
import { unavailableSms } from './modules/account/sms-aliyun';
import { addressModule } from './modules/address/module';
import { refundModule } from './modules/aftersale/refund/module';
import { reviewModule } from './modules/aftersale/review/module';
import { analyticsModule } from './modules/analytics/module';
import { balanceModule } from './modules/balance/module';
import { cartModule } from './modules/cart/module';
import { chatModule, type ChatInfra } from './modules/chat/module';
import { catalogModule } from './modules/catalog/module';
import type { CatalogService } from './modules/catalog/service';
import type { BundleService } from './modules/bundle/service';
import type { GiftService } from './modules/gift/service';
import type { PresaleService } from './modules/presale/service';
import { collectionModule } from './modules/collection/module';
import { companyModule } from './modules/company/module';
import { contentModule } from './modules/content/module';
import { creditModule } from './modules/credit/module';
import { demandModule } from './modules/demand/module';
import { inquiryModule } from './modules/inquiry/module';
import { bundleModule } from './modules/bundle/module';
import { giftModule } from './modules/gift/module';
import { ensureDemoBundlesAndGifts } from './modules/bundle/demo';
import { ensureDemoInvoices } from './modules/invoice/demo';
import type { BundleSource, GiftSource, QuoteSource } from './modules/order/pricing/types';
import { footprintModule } from './modules/footprint/module';
import { recommendModule } from './modules/recommend/module';
import { invoiceModule } from './modules/invoice/module';
import { memberModule } from './modules/member/module';
import { membershipModule } from './modules/membership/module';
import type { PurposePayments } from './modules/membership/paid';
import type { MemberPriceSource } from './modules/order/pricing/types';
import { pointsMallModule } from './modules/points-mall/module';
import { orderModule } from './modules/order/module';
import type { OrderService } from './modules/order/service';
import type { StoreSessions } from './modules/seller/session';
import { paymentModule } from './modules/payment/module';
import type { PaymentSetup } from './modules/payment/setup';
import { createConsoleScope } from './modules/promotion/console-scope';
import { flashSaleModule } from './modules/promotion/flash-sale/module';
import { registerFlashSaleShedding } from './modules/promotion/flash-sale/shed';
import { registerLeanBuy } from './modules/promotion/flash-sale/lean-buy';
import { registerLeanPoll } from './modules/promotion/flash-sale/lean-poll';
import { groupBuyModule } from './modules/promotion/group-buy/module';
import { promotionModule } from './modules/promotion/module';
import { searchModule } from './modules/search/module';
import { sellerModule } from './modules/seller/module';
import { inboxModule } from './modules/inbox/module';
import { presaleModule } from './modules/presale/module';
import { prodPromotionsModule } from './modules/prod-promotions/module';
import { storeModule } from './modules/store/module';
import { storeStaffModule } from './modules/store-staff/module';
import type { StoreStaffService } from './modules/store-staff/service';
import type { DomainModule, RouteContext } from './platform/module';

export interface AppOptions {
  database: Database;
  /** DATA_DIR/uploads: the upload store when s3 is absent; uploadsDir-private keeps the e-invoices (the bucket's private/ with s3) */
  uploadsDir: string;
  /** S3_* (upload-store.ts s3ConfigFromEnv): uploads go to this bucket under uploads/ instead of uploadsDir, e-invoices under private/ */
  s3?: S3Config;
  logger?: FastifyServerOptions['logger'];
  /** Serve the storefront from this React Router build; API only when absent. */
  web?: WebBuildPaths;
  /** Serve the console SPA (apps/console/build) under /console when given. */
  console?: string;
  mode?: 'development' | 'production' | 'test';
  /** Time source for everything timed; tests pass a ManualClock. */
  clock?: Clock;
  /** Redis for counters and rate limits (REDIS_URL); in process when absent. */
  redisUrl?: string;
  /** proxy-addr trust setting for X-Forwarded-For; default 'loopback' */
  trustProxy?: string | string[] | boolean;
  /** Counters to use instead (tests); the app does not close these. */
  counters?: Counters;
  /** SMS gateway (smsProviderFromEnv in modules/account/sms-aliyun.ts); when absent the sandbox outbox,
   *  or in production a provider that refuses to send (account.smsUnavailable). */
  sms?: SmsProvider;
  /** QR payment provider; from WECHATPAY_* / NODE_ENV when absent (modules/payment/setup.ts). */
  payment?: PaymentSetup;
  /** chat: the fan-out bus (else Redis with redisUrl, or in process) and CHAT_HOST */
  chat?: ChatInfra;
}

export function createServices(database: Database, clock: Clock = systemClock, infra: { counters?: Counters; sms?: SmsProvider; payment?: PaymentSetup; chat?: ChatInfra; onError?: (err: unknown) => void } = {}) {
  const { db } = database;
  const counters = infra.counters ?? memoryCounters(clock);
  // One DomainModule per domain (modules/<domain>/module.ts), built in dependency order: each gets the services it
  // calls. Where two need each other, the one built first gets a getter (`Later`, platform/module.ts) of the other,
  // typed here so the module types do not depend on each other.
  // buildApp mounts their routes and main.ts runs their sweepers in this order.
  const modules: DomainModule[] = [];
  const add = <M extends DomainModule>(m: M): M => {
    modules.push(m);
    return m;
  };
  const content = add(contentModule(db, { clock, account: (): AccountService => account.service, staff: (): StoreStaffService => storeStaff.service }));
  const store = add(storeModule(db, { clock, counters, catalog: (): CatalogService => catalog.service, account: (): AccountService => account.service }));
  const catalog = add(catalogModule(db, { store: store.service, content: content.service, presale: (): PresaleService => presale.service }));
  const { skus } = catalog; // stock and prices of SKUs: cart, order, promotions, after-sales
  const search = add(searchModule({ catalog: catalog.service, store: store.service, content: content.service, counters }));
  const collection = add(collectionModule(db, { catalog: catalog.service, store: store.service, clock }));
  const footprint = add(footprintModule(db, { catalog: catalog.service, clock }));
  add(recommendModule({ catalog: catalog.service, footprint: footprint.service, collection: collection.service })); // guess you like (decision 031)
  const analytics = add(analyticsModule(db, { clock, catalog: (): CatalogService => catalog.service, order: (): OrderService => order.service })); // usage log, batched (decision 037)
  const account = add(accountModule(db, { clock, counters, sms: infra.sms, serviceSwitch: content.service.serviceSwitch, store: store.service, analytics: analytics.service }));
  const address = add(addressModule(db, { clock }));
  const promotion = add(promotionModule(db, { clock, store: store.service, catalog: catalog.service, content: content.service }));
  const cart = add(cartModule(db, { clock, skus, store: store.service, collection: collection.service, discounts: promotion.service.discountSource, member: (): MemberPriceSource => membership.service.priceSource, gifts: (): GiftSource => gift.service.source, bundles: (): BundleSource => bundle.service.source }));
  const groupBuy = add(groupBuyModule(db, { clock, skus, account: account.service, catalog: catalog.service }));
  const flashSale = add(flashSaleModule(db, { clock, skus, store: store.service, catalog: catalog.service, counters, order: (): OrderService => order.service, onError: infra.onError }));
  const member = add(memberModule(db, { clock })); // points: spent at checkout, given back, earned by completed orders
  // levels, growth and paid membership (decision 023): the member price, points multiplier and growth of orders, sign-ins, reviews, refunds
  const membership = add(membershipModule(db, {
    clock, grantCoupons: (tx, userId, ids) => promotion.service.userCoupons.grant(tx, userId, ids),
    earnPoints: (tx, e) => member.service.ledger.earn(tx, { ...e, source: 'levelUp' }),
    payments: (): PurposePayments => ({ payWithBalance: (u, p) => payment.service.payPurposeWithBalance(u, p), payWithWechat: (u, p) => payment.service.payPurposeWithWechat(u, p), refund: (...a) => payment.service.refundPurpose(...a) }),
  }));
  member.service.signIn.onSignedIn((tx, s) => membership.service.growth.signedIn(tx, s));
  const orderPoints = membership.service.withMembership(member.service.orderPoints);
  const pointsMall = add(pointsMallModule(db, { clock, skus, catalog: catalog.service, store: store.service, points: member.service.orderPoints, order: (): OrderService => order.service }));
  // the product page's pre-sale, packages and gifts in one cached call; before those modules, so its hook sees their seller routes
  add(prodPromotionsModule({ catalog: catalog.service, presale: (): PresaleService => presale.service, bundle: (): BundleService => bundle.service, gift: (): GiftService => gift.service }));
  const presale = add(presaleModule(db, { clock, skus, store: store.service, order: (): OrderService => order.service, sessions: (): StoreSessions => seller.service.sessions })); // pre-sale: deposit + balance (decision 035)
  const order = add(orderModule(db, {
    clock, skus, store: store.service, cart: cart.service, address: address.service, account: account.service,
    coupons: promotion.service.couponSource, discounts: promotion.service.discountSource, promotions: [groupBuy.service.source, flashSale.service.source, pointsMall.service.source, presale.service.source],
    points: orderPoints, member: membership.service.priceSource, quotes: (): QuoteSource => inquiry.service.quoteSource,
    bundles: (): BundleSource => bundle.service.source, gifts: (): GiftSource => gift.service.source,
  }));
  const seller = add(sellerModule(db, { clock, store: store.service, content: content.service, order: order.service, account: account.service }));
  const company = add(companyModule(db, { clock }));
  const balance = add(balanceModule(db, { clock, account: account.service }));
  const payment = add(paymentModule(db, { clock, order: order.service, balance: balance.service, account: account.service, paySwitch: content.service.paySwitch, setup: infra.payment }));
  groupBuy.service.connect({ order: order.service, payment: payment.service }); // failed groups are refunded through them
  payment.service.registerPurpose('membership', { apply: (tx, p) => membership.service.paid.applyPayment(tx, p) });
  add(reviewModule(db, { clock, order: order.service, catalog: catalog.service, account: account.service, store: store.service, sessions: seller.service.sessions, rewards: [member.service.orderPoints.earnForReview, membership.service.growth.reviewed] }));
  const refund = add(refundModule(db, { clock, order: order.service, payment: payment.service, skus, store: store.service, sessions: seller.service.sessions, points: orderPoints }));
  const invoice = add(invoiceModule(db, { clock, order: order.service, refund: refund.service, store: store.service, sessions: seller.service.sessions })); // titles, requests, the shop's e-invoices
  const storeStaff = add(storeStaffModule(db, { clock, account: account.service, store: store.service, sessions: seller.service.sessions })); // a shop's customer-service staff (decision 027)
  const credit = add(creditModule(db, { clock, company: company.service, titles: invoice.service.titles, files: invoice.service.files, payment: payment.service })); // credit lines: pay on credit, monthly statements (decision 028)
  const chat = add(chatModule(db, { clock, counters, store: store.service, catalog: catalog.service, order: order.service, account: account.service, sessions: seller.service.sessions, staff: storeStaff.service, infra: infra.chat }));
  const demand = add(demandModule(db, { clock, counters, content: content.service, store: store.service, company: company.service })); // the demand and service hall
  const inquiry = add(inquiryModule(db, { clock, skus, store: store.service, sessions: seller.service.sessions })); // quotes asked of shops, ordered at once through the checkout
  const bundle = add(bundleModule(db, { clock, skus, sessions: seller.service.sessions })); // packages bought together (decision 036)
  const inbox = add(inboxModule({ refund: refund.service, presale: presale.service })); // one inbox of the in-site messages (issue 18)
  const gift = add(giftModule(db, { clock, skus, catalog: catalog.service, sessions: seller.service.sessions })); // gift rules: gift lines at price 0 (decision 036)
  return {
    content: content.service, adminContent: content.admin, news: content.news, store: store.service, catalog: catalog.service,
    search: search.service, collection: collection.service, footprint: footprint.service, analytics: analytics.service,
    account: account.service, address: address.service, cart: cart.service, order: order.service, balance: balance.service,
    payment: payment.service, company: company.service, promotion: promotion.service, groupBuy: groupBuy.service,
    flashSale: flashSale.service, seller: seller.service, refund: refund.service, member: member.service, membership: membership.service, chat: chat.service, storeStaff: storeStaff.service, pointsMall: pointsMall.service, invoice: invoice.service, credit: credit.service, demand: demand.service, inquiry: inquiry.service, presale: presale.service, bundle: bundle.service, gift: gift.service, inbox: inbox.service,
    /** demo data: a package and a gift rule in a shop (decision 036) */
    ensureDemoBundles: (shopId: number | null) => ensureDemoBundlesAndGifts({ skus, bundle: bundle.service, gift: gift.service }, shopId),
    /** demo data: the buyer's received orders of the seller's shop, one invoice asked, one issued (issue 17) */
    ensureDemoInvoices: (buyer: number, seller: number, payPassword: string) => ensureDemoInvoices({
      skus, address: address.service, order: order.service, payment: payment.service, store: store.service, invoice: invoice.service,
    }, buyer, seller, payPassword),
    modules,
    /** every module's timed work, run by main.ts */
    sweepers: modules.flatMap((m) => m.sweepers ?? []),
  };
}
export type Services = ReturnType<typeof createServices>;

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const trustProxy = opts.trustProxy ?? 'loopback';
  const app = Fastify({
    logger: opts.logger ?? false,
    logController: new OneLinePerRequest(), // one line per request, none for in-process calls (platform/logging.ts)
    forceCloseConnections: true,
    // Client addresses (rate limits) come from X-Forwarded-For only when the hop is this machine:
    // the in-process storefront render, or a reverse proxy on the same host. TRUST_PROXY widens it.
    trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerLang(app);
  registerErrorHandling(app);
  const apiFallback = registerApiFallback(app); // before the routes: it indexes them
  registerJsonBody(app);
  await app.register(cookie);
  // CSP, framing, nosniff, referrer, HSTS over HTTPS: every answer; a chat host of its own may be called (its socket)
  await registerCompression(app);
  const securityHeaders = await registerSecurityHeaders(app, { connectSrc: opts.chat?.host ? [opts.chat.host.replace(/^http/, 'ws')] : [], trustProxy });
  await registerOpenApi(app);

  const clock = opts.clock ?? systemClock;
  // REDIS_PREFIX: several malls (or a test's cluster) on one Redis server keep apart
  const counters = opts.counters ?? createCounters({ redisUrl: opts.redisUrl, clock, prefix: process.env.REDIS_PREFIX });
  if (!opts.counters) app.addHook('onClose', () => counters.close());
  // production never falls back to the sandbox outbox: without a gateway (opts.sms) sending is refused
  const sms = opts.sms ?? ((opts.mode ?? process.env.NODE_ENV) === 'production' ? unavailableSms() : undefined);
  // a fault of the flash-sale order queue (the database down, ...) is logged; its entries are retried or released
  const services = createServices(opts.database, clock, { counters, sms, payment: opts.payment, chat: { redisUrl: opts.redisUrl, ...opts.chat }, onError: (err) => app.log.error({ err }, 'flash-sale order queue') });
  // the sandbox payment provider posts its notifications through the app itself, as a provider would over HTTP
  services.payment.connect({
    log: app.log,
    deliver: async (url, headers, body) => {
      const res = await app.inject({ method: 'POST', url, headers, payload: body });
      return { status: res.statusCode, body: res.body };
    },
  });
  app.decorate('services', services);
  // flash-sale buying calls beyond the in-flight bound are refused before the token check (a crowd costs no query)
  registerFlashSaleShedding(app, services.flashSale.shedder, services.flashSale.buyShedder);
  // with Redis a buy attempt whose token is in the shared cache is answered by one Lua call, before Fastify (a front)
  // or in an early hook (FLASH_SALE_LEAN_BUY=0: every attempt takes the ordinary route — to compare, or to rule it out;
  // FLASH_SALE_BUY_FRONT=0: the hook only)
  if (services.flashSale.queue && process.env.FLASH_SALE_LEAN_BUY !== '0') {
    registerLeanBuy(app, services.flashSale.queue, { securityHeaders, front: !services.flashSale.buyShedder && process.env.FLASH_SALE_BUY_FRONT !== '0' });
  }
  // ...and a winner's held poll likewise, before Fastify (FLASH_SALE_POLL_FRONT=0: every poll takes the route)
  if (services.flashSale.queue && process.env.FLASH_SALE_POLL_FRONT !== '0') registerLeanPoll(app, services.flashSale.queue, securityHeaders);
  registerAuthGuard(app, services.account.tokens);

  const uploads = publicUploadStore(opts);
  // what module routes may use of the app (platform/module.ts)
  const routeContext: RouteContext = {
    consoleScope: createConsoleScope(services.store, services.seller.sessions),
    uploads,
    privateFiles: privateFileStore(opts),
    devTools: (opts.mode ?? process.env.NODE_ENV) !== 'production',
  };
  await app.register(
    async (api) => {
      const zapi = api.withTypeProvider<ZodTypeProvider>();
      // every domain's routes (createServices' modules, in their order); then the API's own document and its 404
      for (const m of services.modules) await m.routes?.(zapi, routeContext);
      registerOpenApiJson(api, app);
      api.setNotFoundHandler(apiFallback);
    },
    { prefix: '/shop-api' },
  );

  registerUploads(app, uploads);

  if (opts.console) await registerConsole(app, opts.console);
  if (opts.web) await registerWeb(app, opts.web, apiFallback);
  else app.setNotFoundHandler(apiFallback);

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
