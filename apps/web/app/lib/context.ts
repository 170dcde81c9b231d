// The load context the server (apps/api) passes to every loader and action.
import type { Lang } from '@mall/shared';

export interface ApiResult<T> {
  status: number;
  data: T;
}

export interface MallContext {
  /**
   * Calls the mall API in-process. `path` is relative to /shop-api (e.g. '/category/categoryInfo'), or starts with
   * '/shop-' for the gateway-root paths. Forwards the browser's cookies; Accept-Language is `lang`.
   * Never throws for HTTP statuses: check `status`.
   */
  api<T = unknown>(path: string, init?: { method?: string; body?: unknown; lang?: Lang }): Promise<ApiResult<T>>;
}

declare module 'react-router' {
  interface AppLoadContext {
    mall: MallContext;
    /** the request's Content-Security-Policy nonce for inline scripts (lib/nonce.ts); absent in tests */
    cspNonce?: string;
  }
}
