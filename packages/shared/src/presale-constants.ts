// Pre-sale constants, the deposit arithmetic and the seller centre's input rule (issue 18, decision 035); zod-free so
// the storefront and the console can import them without zod. Money in integer fen.
import type { MessageKey } from './messages';

/** 1 full payment now (ships on the ship date), 2 deposit now + balance in its window */
export const PRESALE_MODE = { full: 1, deposit: 2 } as const;
/** What happens to the deposit of a balance not paid in its window (the shop states it; shown before paying). */
export const PRESALE_FORFEIT = { keepDeposit: 1 } as const;
/** presale_order.status (the transition table is modules/presale/status.ts) */
export const PRESALE_ORDER_STATUS = { depositUnpaid: 1, depositPaid: 2, balanceUnpaid: 3, done: 4, forfeited: 5, canceled: 6 } as const;

export const PRESALE_LIMITS = {
  /** fen: one unit at most 1,000,000 yuan */
  priceMax: 100_000_000,
  stockMax: 1_000_000,
  /** the deposit counts 100% to 500% of itself */
  deductMin: 100,
  deductMax: 500,
  perOrderMax: 99,
} as const;

export interface PresaleAmounts {
  /** paid now: the deposit (deposit mode) or the full price, for the whole count */
  now: number;
  /** what the deposit counts for against the price */
  deduct: number;
  /** still due in the balance window (0 in full mode) */
  balance: number;
}

/** The amounts of buying `count` units, in fen: deposit D counting D × percent / 100 (rounded down to the fen). */
export function presaleAmounts(item: { mode: number; price: number; deposit: number; deductPercent: number }, count: number): PresaleAmounts {
  if (item.mode === PRESALE_MODE.full) return { now: item.price * count, deduct: 0, balance: 0 };
  const deductUnit = Math.floor((item.deposit * item.deductPercent) / 100);
  return { now: item.deposit * count, deduct: deductUnit * count, balance: (item.price - deductUnit) * count };
}

export interface PresaleInput {
  mode: number;
  price: number;
  deposit: number;
  deductPercent: number;
  saleStart: string;
  saleEnd: string;
  balanceStart?: string | null;
  balanceEnd?: string | null;
  shipDate: string;
  stock: number;
}

const time = (s: string | null | undefined) => (s ? Date.parse(s) : NaN);

/** The seller centre's rule for a pre-sale: answers the first message that refuses, or null. */
export function presaleRule(b: PresaleInput): MessageKey | null {
  if (!Number.isInteger(b.price) || b.price <= 0 || b.price > PRESALE_LIMITS.priceMax) return 'presale.priceInvalid';
  if (!Number.isInteger(b.stock) || b.stock < 1 || b.stock > PRESALE_LIMITS.stockMax) return 'presale.stockInvalid';
  const start = time(b.saleStart);
  const end = time(b.saleEnd);
  const ship = time(b.shipDate);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) return 'presale.windowInvalid';
  if (b.mode === PRESALE_MODE.deposit) {
    if (!Number.isInteger(b.deposit) || b.deposit <= 0) return 'presale.depositInvalid';
    if (!Number.isInteger(b.deductPercent) || b.deductPercent < PRESALE_LIMITS.deductMin || b.deductPercent > PRESALE_LIMITS.deductMax) return 'presale.deductInvalid';
    // the balance must stay above zero: the deposit's worth is less than the price
    if (Math.floor((b.deposit * b.deductPercent) / 100) >= b.price) return 'presale.depositTooHigh';
    const bStart = time(b.balanceStart);
    const bEnd = time(b.balanceEnd);
    if (!Number.isFinite(bStart) || !Number.isFinite(bEnd) || bEnd <= bStart || bStart < end) return 'presale.balanceWindowInvalid';
    if (!Number.isFinite(ship) || ship < bEnd) return 'presale.shipDateInvalid';
  } else if (b.mode === PRESALE_MODE.full) {
    if (!Number.isFinite(ship) || ship < end) return 'presale.shipDateInvalid';
  } else {
    return 'presale.modeInvalid';
  }
  return null;
}
