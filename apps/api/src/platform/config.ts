// Environment of the server, read once and validated.
import { resolve } from 'node:path';
import { z } from 'zod';
import type { S3Config } from './s3';
import { s3ConfigFromEnv } from './upload-store';
import { defaultLogFormat, defaultLogLevel, LOG_LEVELS, type LogFormat } from './logging';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** default: 127.0.0.1 in demo mode (anything but production: the sandboxes are open), 0.0.0.0 in production */
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  /** default info in production, warn otherwise (platform/logging.ts) */
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  /** json or pretty; default pretty in a terminal outside production, else json (platform/logging.ts) */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  /** proxy-addr trust for X-Forwarded-For: 'loopback' (default), a list of addresses/CIDRs, or 'true' */
  TRUST_PROXY: z.string().optional(),
  /** Seed the demo mall into an empty database (default on outside production). */
  SEED_DEMO: z.enum(['0', '1']).optional(),
  /** '1': the sandbox payment provider (and the demo's other sandboxes) in production, on purpose (run-mode.ts) */
  PAYMENT_SANDBOX: z.string().optional(),
  /** origin of the chat socket (SPEC §7 chat host) when it is not the page's own, e.g. https://im.example.com */
  CHAT_HOST: z.string().url().optional(),
  /** how long an anonymous visitor's public page is kept in memory (ms; 0 = never; platform/page-cache.ts) */
  PAGE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** how long the catalog's public answers are kept for the storefront's pages (ms; 0 = never; platform/shell-cache.ts) */
  CATALOG_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** HOST was given (else the mode's default) */
  hostExplicit: boolean;
  dataDir: string;
  uploadsDir: string;
  /** S3_*: uploads go to this S3-compatible bucket (under uploads/) instead of uploadsDir (decision 042) */
  s3?: S3Config;
  pgliteDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  logLevel: string;
  logFormat: LogFormat;
  seedDemo: boolean;
  /** PAYMENT_SANDBOX=1 */
  paymentSandbox: boolean;
  trustProxy: string | string[] | boolean;
  /** CHAT_HOST: origin the chat socket address points at (default: the page's own) */
  chatHost?: string;
  pageCacheMs?: number;
  catalogCacheMs?: number;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, isTTY = Boolean(process.stdout.isTTY)): Config {
  const e = envSchema.parse(env);
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    // demo mode answers SMS codes and pays for free to whoever reaches it: this machine only unless HOST says otherwise
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    hostExplicit: e.HOST !== undefined,
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    s3: s3ConfigFromEnv(env),
    pgliteDir: resolve(dataDir, 'pglite'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL ?? defaultLogLevel(e.NODE_ENV),
    logFormat: e.LOG_FORMAT ?? defaultLogFormat(e.NODE_ENV, isTTY),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === '1' : e.NODE_ENV !== 'production',
    paymentSandbox: e.PAYMENT_SANDBOX === '1',
    chatHost: e.CHAT_HOST ? new URL(e.CHAT_HOST).origin : undefined,
    pageCacheMs: e.PAGE_CACHE_MS,
    catalogCacheMs: e.CATALOG_CACHE_MS,
  };
}

function parseTrustProxy(v: string | undefined): string | string[] | boolean {
  if (!v) return 'loopback';
  if (v === 'true') return true;
  if (v === 'false') return false;
  return v.split(',').map((s) => s.trim()).filter(Boolean);
}
