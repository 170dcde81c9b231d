// One submit of the same lines at a time across the browser's tabs (SPEC §8 'Please do not submit orders at the
// same time'): a tab that submits marks the lines in localStorage for a short while; another tab submitting the same
// lines meanwhile is told so without placing a second order. The API refuses a second use of a submit token and
// lines that another submit already ordered; this only answers sooner.
import type { ConfirmAnswer } from '@mall/shared';

const KEY = 'mall.orderSubmit';
export const SUBMIT_LOCK_MS = 15_000;

/** What a submit orders: its cart lines, or the buy-now SKU. */
export function selectionKey(confirm: ConfirmAnswer): string {
  const lines = confirm.shopOrders.flatMap((s) => s.items);
  const baskets = lines.map((l) => l.basketId).filter((id): id is number => id !== null);
  if (baskets.length) return `cart:${baskets.sort((a, b) => a - b).join(',')}`;
  return `item:${lines.map((l) => `${l.prodId}-${l.skuId}`).join(',')}`;
}

function read(): { key: string; at: number } | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    const v = raw ? (JSON.parse(raw) as { key?: unknown; at?: unknown }) : null;
    return v && typeof v.key === 'string' && typeof v.at === 'number' ? { key: v.key, at: v.at } : null;
  } catch {
    return null;
  }
}

/** Takes the lock for `key`; false when another submit of the same lines started less than SUBMIT_LOCK_MS ago. */
export function tryLock(key: string, now = Date.now()): boolean {
  const held = read();
  if (held && held.key === key && now - held.at >= 0 && now - held.at < SUBMIT_LOCK_MS) return false;
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ key, at: now }));
  } catch {
    /* storage unavailable: the API still refuses a second order */
  }
  return true;
}

export function unlock(key: string): void {
  if (read()?.key !== key) return;
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    /* storage unavailable */
  }
}
