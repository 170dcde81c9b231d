// The order module's timings (checkout, lifecycle and the reserved orders of a flash sale's queue read them).
export interface OrderConfig {
  /** unpaid orders are canceled after this */
  payTimeoutMs: number;
  /** shipped orders are confirmed received after this */
  autoConfirmMs: number;
  /** a confirm's submit token lasts this long */
  submitTokenTtlMs: number;
  /** received orders still pending evaluation are completed this long after receipt (the 7-day no-reason window) */
  completeAfterMs: number;
}
export const DEFAULT_ORDER_CONFIG: OrderConfig = {
  payTimeoutMs: 30 * 60_000, autoConfirmMs: 10 * 24 * 3600_000, submitTokenTtlMs: 30 * 60_000, completeAfterMs: 7 * 24 * 3600_000,
};
