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
import { registerWeb, type WebBuildPaths } from './platform/web';
import { registerConsole } from './platform/console';
import { registerSecurityHeaders } from './platform/security-headers';
import { createCounters, memoryCounters, type Counters } from './platform/counters';
import { createAccountService } from './modules/account/service';
import { registerAccountRoutes } from './modules/account/routes';
import { registerAuthGuard } from './modules/account/guard';
import { sandboxSms, type SmsProvider } from './modules/account/sms';
import { unavailableSms } from './modules/account/sms-aliyun';
import { createAnalyticsService } from './modules/analytics/service';
import { registerAnalyticsRoutes } from './modules/analytics/routes';
import { createCatalogService } from './modules/catalog/service';
import { registerCatalogRoutes } from './modules/catalog/routes';
import { createContentService } from './modules/content/service';
import { registerContentRoutes } from './modules/content/routes';
import { createAdminContent } from './modules/content/admin-service';
import { registerPlatformConsoleRoutes } from './modules/content/admin-routes';
import { createNewsReader, registerNewsRoutes } from './modules/content/news';
import { createAdminUsers } from './modules/account/admin-users';
import { createCategoryUsage } from './modules/catalog/category-usage';
import { createStoreService } from './modules/store/service';
import { registerStoreRoutes } from './modules/store/routes';
import { createSellerService } from './modules/seller/service';
import { registerSellerRoutes } from './modules/seller/routes';
import { createCompanyService } from './modules/company/service';
import { registerCompanyRoutes } from './modules/company/routes';
import { createSearchService } from './modules/search/service';
import { registerSearchRoutes } from './modules/search/routes';
import { createCollectionService } from './modules/collection/service';
import { registerCollectionRoutes } from './modules/collection/routes';
import { createFootprintService } from './modules/footprint/service';
import { registerFootprintRoutes } from './modules/footprint/routes';
import { createCatalogSkus } from './modules/catalog/skus';
import { createAddressService } from './modules/address/service';
import { registerAddressRoutes } from './modules/address/routes';
import { createCartService } from './modules/cart/service';
import { registerCartRoutes } from './modules/cart/routes';
import { createOrderService } from './modules/order/service';
import { registerOrderRoutes } from './modules/order/routes';
import { createBalanceService } from './modules/balance/service';
import { registerBalanceRoutes } from './modules/balance/routes';
import { createPaymentService } from './modules/payment/service';
import { registerPaymentRoutes } from './modules/payment/routes';
import type { PaymentSetup } from './modules/payment/setup';
import { createPromotionService } from './modules/promotion/service';
import { registerCouponRoutes } from './modules/promotion/routes';
import { createGroupBuyService } from './modules/promotion/group-buy/service';
import { registerGroupBuyRoutes } from './modules/promotion/group-buy/routes';
import { createFlashSaleService } from './modules/promotion/flash-sale/service';
import { registerFlashSaleRoutes } from './modules/promotion/flash-sale/routes';
import { registerFlashSaleShedding } from './modules/promotion/flash-sale/shed';
import { registerDiscountRoutes } from './modules/promotion/discount-routes';
import { createConsoleScope } from './modules/promotion/console-scope';
import { reviewModule } from './modules/aftersale/review/module';
import { refundModule } from './modules/aftersale/refund/module';
import type { DomainModule, Sweeper } from './platform/module';

export interface AppOptions {
  database: Database;
  uploadsDir: string;
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
}

export function createServices(database: Database, clock: Clock = systemClock, infra: { counters?: Counters; sms?: SmsProvider; payment?: PaymentSetup } = {}) {
  const { db } = database;
  const counters = infra.counters ?? memoryCounters(clock);
  const content = createContentService(db, clock);
  const store = createStoreService(db, clock, counters);
  const catalog = createCatalogService(db, store, content);
  const skus = createCatalogSkus(db, store);
  const address = createAddressService(db, clock);
  const services = {
    content,
    store,
    catalog,
    search: createSearchService({ catalog, store, content, counters }),
    collection: createCollectionService(db, { catalog, store, clock }),
    footprint: createFootprintService(db, { catalog, clock }),
    analytics: createAnalyticsService(db),
    account: createAccountService(db, { clock, counters, sms: infra.sms ?? sandboxSms(db, clock), serviceSwitch: content.serviceSwitch }),
  };
  const promotion = createPromotionService(db, { clock, store, catalog, content });
  const cart = createCartService(db, { clock, skus, store, collection: services.collection, discounts: promotion.discountSource });
  const groupBuy = createGroupBuyService(db, { clock, skus, account: services.account, catalog });
  const flashSale = createFlashSaleService(db, { clock, skus, store, catalog, counters });
  const order = createOrderService(db, { clock, skus, store, cart, address, coupons: promotion.couponSource, discounts: promotion.discountSource, promotions: [groupBuy.source, flashSale.source] });
  const seller = createSellerService(db, { clock, store, content, order });
  services.account.tokens.onRevokeAll(seller.sessions.endAll); // store sessions end with every login token
  services.account.extendCenterInfo({ orderCounts: order.counts, shopOf: store.shopOf });
  const company = createCompanyService(db, { clock });
  const balance = createBalanceService(db, { clock });
  const payment = createPaymentService(db, { clock, order, balance, account: services.account, paySwitch: content.paySwitch, setup: infra.payment });
  groupBuy.connect({ order, payment });
  order.onCanceled(payment.closeForOrders); // a canceled order's QR is closed at the provider at once
  // the platform console's content and users (operators only)
  const adminContent = createAdminContent(db, { clock, content, usage: createCategoryUsage(db), users: createAdminUsers(db, services.account.loginLockedMinutes) });
  const news = createNewsReader(db, clock);
  // Domains registered as one DomainModule each (platform/module.ts): routes and sweepers are mounted from here.
  const refund = refundModule(db, { clock, order, payment, skus, store, sessions: seller.sessions });
  const modules: DomainModule[] = [
    reviewModule(db, { clock, order, catalog, account: services.account, store, sessions: seller.sessions }),
    refund,
  ];
  // Timed work of the older modules, run by main.ts beside the registered modules' sweepers.
  const sweepers: Sweeper[] = [
    { name: 'order', run: (now) => order.sweepDue(now) }, // unpaid order expiry, auto-confirm, completion
    { name: 'payment', run: (now) => payment.sweepDue(now) }, // payments still unconfirmed asked of their provider
    { name: 'group buy', run: (now) => groupBuy.sweepDue(now) }, // groups not full in time fail and are refunded
    { name: 'flash sale close', run: (now) => flashSale.closeEnded(now) }, // unsold stock back to the SKUs
    ...modules.flatMap((m) => m.sweepers ?? []),
  ];
  return { ...services, adminContent, news, address, cart, order, balance, payment, company, promotion, groupBuy, flashSale, seller, refund: refund.service, modules, sweepers };
}
export type Services = ReturnType<typeof createServices>;

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    forceCloseConnections: true,
    // Client addresses (rate limits) come from X-Forwarded-For only when the hop is this machine:
    // the in-process storefront render, or a reverse proxy on the same host. TRUST_PROXY widens it.
    trustProxy: opts.trustProxy ?? 'loopback',
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
  await registerSecurityHeaders(app); // CSP, framing, nosniff, referrer, HSTS over HTTPS: every answer
  await registerOpenApi(app);

  const clock = opts.clock ?? systemClock;
  const counters = opts.counters ?? createCounters({ redisUrl: opts.redisUrl, clock });
  if (!opts.counters) app.addHook('onClose', () => counters.close());
  // production never falls back to the sandbox outbox: without a gateway (opts.sms) sending is refused
  const sms = opts.sms ?? ((opts.mode ?? process.env.NODE_ENV) === 'production' ? unavailableSms() : undefined);
  const services = createServices(opts.database, clock, { counters, sms, payment: opts.payment });
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
  registerFlashSaleShedding(app, services.flashSale.shedder);
  registerAuthGuard(app, services.account.tokens);

  await app.register(
    async (api) => {
      const zapi = api.withTypeProvider<ZodTypeProvider>();
      registerContentRoutes(zapi, services.content);
      registerNewsRoutes(zapi, services.news);
      // operators only: one onRequest check for every route of this scope
      await zapi.register(async (platform) => registerPlatformConsoleRoutes(platform.withTypeProvider<ZodTypeProvider>(), services.adminContent));
      registerCatalogRoutes(zapi, services.catalog);
      registerStoreRoutes(zapi, services.store, services.catalog.countByShop, services.account);
      await registerSellerRoutes(zapi, services.seller);
      registerCompanyRoutes(zapi, services.company);
      registerSearchRoutes(zapi, services.search);
      registerCollectionRoutes(zapi, services.collection);
      registerFootprintRoutes(zapi, services.footprint);
      registerCartRoutes(zapi, services.cart);
      registerAddressRoutes(zapi, services.address);
      registerOrderRoutes(zapi, services.order);
      const consoleScope = createConsoleScope(services.store, services.seller.sessions);
      registerCouponRoutes(zapi, services.promotion, consoleScope);
      registerGroupBuyRoutes(zapi, services.groupBuy, consoleScope);
      registerFlashSaleRoutes(zapi, services.flashSale, services.order, consoleScope);
      registerDiscountRoutes(zapi, services.promotion, consoleScope);
      for (const m of services.modules) await m.routes?.(zapi, { consoleScope });
      registerPaymentRoutes(zapi, services.payment);
      registerBalanceRoutes(zapi, services.balance, services.account);
      registerAnalyticsRoutes(zapi, services.analytics);
      registerAccountRoutes(zapi, services.account, {
        analytics: services.analytics,
        uploadsDir: opts.uploadsDir,
        devTools: (opts.mode ?? process.env.NODE_ENV) !== 'production',
      });
      registerOpenApiJson(api, app);
      api.setNotFoundHandler(apiFallback);
    },
    { prefix: '/shop-api' },
  );

  registerUploads(app, opts.uploadsDir);

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
