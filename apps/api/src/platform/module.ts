// What a domain module hands the composition root (server.ts): its service, the routes it mounts under
// /shop-api, and the sweepers main.ts runs on a timer. Every domain has a `modules/<domain>/module.ts` whose one
// factory returns `domainModule({...})`; adding a domain is its own folder plus one line in createServices, and
// server.ts and main.ts loop over the registrations without learning a module's internals.
import type { ConsoleScope } from '../modules/promotion/console-scope';
import type { ZodApp } from './http';
import type { UploadStore } from './upload-store';

/** Runs due work found in the database (never state held in memory); answers anything worth logging. */
export interface Sweeper {
  /** names the sweeper in the log */
  name: string;
  run: (now: Date) => Promise<unknown>;
  /** default 30 s */
  everyMs?: number;
}

/** What route registration may use beyond the module's own service and deps: things of the app (buildApp). */
export interface RouteContext {
  /** the seller centre's scope check (store session, shop ownership) for console routes */
  consoleScope: ConsoleScope;
  /** where uploaded files are kept: DATA_DIR/uploads or S3 (AppOptions.uploadsDir / s3, upload-store.ts) */
  uploads: UploadStore;
  /** files never served by address (e-invoices): DATA_DIR/uploads-private or the bucket's private/ (privateFileStore) */
  privateFiles: UploadStore;
  /** development tools are served (never in production), e.g. the SMS outbox */
  devTools: boolean;
}

/**
 * A service built after the module that takes it, because the two need each other (the later one is built from
 * the earlier one's service). Call it when routes are mounted or a request comes, never while the module is built.
 */
export type Later<T> = () => T;

export interface DomainModule<S = unknown> {
  name: string;
  service: S;
  /** mounts the module's routes inside the /shop-api prefix */
  routes?: (api: ZodApp, ctx: RouteContext) => void | Promise<void>;
  sweepers?: readonly Sweeper[];
}

/** Declares a module; typed so `service` keeps its type for the modules that call it. */
export function domainModule<S>(m: DomainModule<S>): DomainModule<S> {
  return m;
}
