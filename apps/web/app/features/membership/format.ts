// Small formatting helpers of the membership pages (zod-free imports only).
import type { MemberPeriodUnitName } from '@mall/shared';

type T = (k: string, o?: Record<string, unknown>) => string;

/** '9.5' (zh 折) or '5' (en % off) of a paid percent; '' when there is no discount. */
export function discountText(percent: number, t: T, lang: string): string {
  if (percent >= 100) return t('membership.noDiscount');
  return lang.startsWith('en') ? t('membership.discount', { percent: 100 - percent }) : t('membership.discount', { rate: String(percent / 10) });
}
/** '1个月' / '3个月'; 'month' for one, '3 months' for more. */
export const periodText = (unit: MemberPeriodUnitName, count: number, t: T, lang = 'zh') =>
  (count === 1 && lang.startsWith('en') ? t(`membership.periodOne.${unit}`) : t(`membership.period.${unit}`, { count }));
export const timesText = (multiplier: number) => String(multiplier / 100);
export const chinaDate = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang.startsWith('en') ? 'en-GB' : 'zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
