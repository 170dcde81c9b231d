// Dates in the console's language (the browser's own locale may differ from the chosen one), in China time like the
// storefront (apps/web features/order/format.ts): a seller abroad reads the same time the buyer's order page shows.
import type { Lang } from './i18n';

export const MALL_TIME_ZONE = 'Asia/Shanghai';

export function formatTime(iso: string | null | undefined, lang: Lang): string {
  if (!iso) return '-';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '-';
  return d.toLocaleString(lang === 'en' ? 'en-GB' : 'zh-CN', { hour12: false, timeZone: MALL_TIME_ZONE });
}
