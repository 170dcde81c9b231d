// What a domain module hands the composition root (server.ts): its service, the routes it mounts under
// /shop-api, and the sweepers main.ts runs on a timer. Adding a domain is its own folder plus one line in
// createServices; server.ts and main.ts loop over the registrations and never learn a module's internals.
import type { ConsoleScope } from '../modules/promotion/console-scope';
import type { ZodApp } from './http';

/** Runs due work found in the database (never state held in memory); answers anything worth logging. */
export interface Sweeper {
  /** names the sweeper in the log */
  name: string;
  run: (now: Date) => Promise<unknown>;
  /** default 30 s */
  everyMs?: number;
}

/** What route registration may use beyond the module's own service. */
export interface RouteContext {
  /** the seller centre's scope check (store session, shop ownership) for console routes */
  consoleScope: ConsoleScope;
}

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
