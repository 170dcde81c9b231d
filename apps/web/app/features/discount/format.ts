// How a special discount reads: "8折" / "20% off", "直降¥10" / "¥10 off", and its end in China time.
import type { TFunction } from 'i18next';
import { DISCOUNT_KIND, fenToYuan } from '@mall/shared';

export const discountRule = (t: TFunction, d: { kind: number; value: number }): string =>
  d.kind === DISCOUNT_KIND.percent
    ? t('discount.percent', { n: (d.value / 10).toFixed(1).replace(/\.0$/, ''), off: 100 - d.value })
    : t('discount.amount', { amount: fenToYuan(d.value).replace(/\.00$/, '') });

export function discountEnd(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'zh-CN', {
    month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Shanghai',
  }).format(new Date(iso));
}
