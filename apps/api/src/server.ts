// Builds the whole mall server from its parts: API modules under /shop-api, uploads, docs,
// and (when built) the server-rendered storefront for every other path.
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '@mall/db';
import { apiNotFoundHandler, registerErrorHandling } from './platform/errors';
import { systemClock, type Clock } from './platform/clock';
import { registerLang } from './platform/lang';
import { registerOpenApi, registerOpenApiJson } from './platform/openapi';
import { registerUploads } from './platform/uploads';
import { registerWeb, type WebBuildPaths } from './platform/web';
import { createCounters, memoryCounters, type Counters } from './platform/counters';
import { createAccountService } from './modules/account/service';
import { registerAccountRoutes } from './modules/account/routes';
import { registerAuthGuard } from './modules/account/guard';
import { sandboxSms, type SmsProvider } from './modules/account/sms';
import { createAnalyticsService } from './modules/analytics/service';
import { registerAnalyticsRoutes } from './modules/analytics/routes';
import { createCatalogService } from './modules/catalog/service';
import { registerCatalogRoutes } from './modules/catalog/routes';
import { createContentService } from './modules/content/service';
import { registerContentRoutes } from './modules/content/routes';
import { createStoreService } from './modules/store/service';
import { registerStoreRoutes } from './modules/store/routes';

export interface AppOptions {
  database: Database;
  uploadsDir: string;
  logger?: FastifyServerOptions['logger'];
  /** Serve the storefront from this React Router build; API only when absent. */
  web?: WebBuildPaths;
  mode?: 'development' | 'production' | 'test';
  /** Time source for everything timed; tests pass a ManualClock. */
  clock?: Clock;
  /** Redis for counters and rate limits (REDIS_URL); in process when absent. */
  redisUrl?: string;
  /** proxy-addr trust setting for X-Forwarded-For; default 'loopback' */
  trustProxy?: string | string[] | boolean;
  /** Counters to use instead (tests); the app does not close these. */
  counters?: Counters;
  /** SMS gateway; the sandbox outbox (sms_outbox table) when absent. */
  sms?: SmsProvider;
}

export function createServices(database: Database, clock: Clock = systemClock, infra: { counters?: Counters; sms?: SmsProvider } = {}) {
  const { db } = database;
  const counters = infra.counters ?? memoryCounters(clock);
  const content = createContentService(db);
  const store = createStoreService(db);
  const catalog = createCatalogService(db, store);
  return {
    content,
    store,
    catalog,
    analytics: createAnalyticsService(db),
    account: createAccountService(db, { clock, counters, sms: infra.sms ?? sandboxSms(db, clock), serviceSwitch: content.serviceSwitch }),
  };
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
  await app.register(cookie);
  await registerOpenApi(app);

  const clock = opts.clock ?? systemClock;
  const counters = opts.counters ?? createCounters({ redisUrl: opts.redisUrl, clock });
  if (!opts.counters) app.addHook('onClose', () => counters.close());
  const services = createServices(opts.database, clock, { counters, sms: opts.sms });
  app.decorate('services', services);
  registerAuthGuard(app, services.account.tokens);

  await app.register(
    async (api) => {
      const zapi = api.withTypeProvider<ZodTypeProvider>();
      registerContentRoutes(zapi, services.content);
      registerCatalogRoutes(zapi, services.catalog);
      registerStoreRoutes(zapi, services.store, services.catalog.countByShop);
      registerAnalyticsRoutes(zapi, services.analytics);
      registerAccountRoutes(zapi, services.account, {
        analytics: services.analytics,
        uploadsDir: opts.uploadsDir,
        devTools: (opts.mode ?? process.env.NODE_ENV) !== 'production',
      });
      registerOpenApiJson(api, app);
      api.setNotFoundHandler(apiNotFoundHandler);
    },
    { prefix: '/shop-api' },
  );

  registerUploads(app, opts.uploadsDir);

  if (opts.web) await registerWeb(app, opts.web);
  else app.setNotFoundHandler(apiNotFoundHandler);

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
