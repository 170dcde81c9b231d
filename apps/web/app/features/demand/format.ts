// Texts of the demand pages: budget ranges in yuan, dates in China time, the pages' addresses by kind.
import type { TFunction } from 'i18next';
import { fenToYuan, type DemandKind } from '@mall/shared';

export function budgetText(t: TFunction, min: number, max: number): string {
  if (max > 0) return min > 0 ? `¥${fenToYuan(min)} - ¥${fenToYuan(max)}` : `≤ ¥${fenToYuan(max)}`;
  return min > 0 ? `≥ ¥${fenToYuan(min)}` : t('demand.card.negotiable');
}

export const dateText = (iso: string, lang: string): string =>
  new Date(iso).toLocaleDateString(lang === 'en' ? 'en-GB' : 'zh-CN', { timeZone: 'Asia/Shanghai' });

/** The yyyy-mm-dd of a time in China (a date input's value). */
export const dateInput = (iso: string): string => new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
/** A date input's day as the end of that day in China. */
export const endOfDay = (day: string): string => (day ? new Date(`${day}T23:59:59+08:00`).toISOString() : '');

export const DEMAND_HREF = {
  list: (k: DemandKind) => `/demand/${k}-list`,
  detail: (k: DemandKind, id: number) => `/demand/${k}-detail?id=${id}`,
  reply: (k: DemandKind, id: number) => `/demand/${k}-detail-reply?id=${id}`,
  post: (k: DemandKind) => `/demand/${k === 'demand' ? 'demand' : 'service'}-coop-post`,
  ucPost: (k: DemandKind) => `/user-center/${k === 'demand' ? 'uc-demand-post' : 'uc-server-post'}`,
  mine: (k: DemandKind) => `/user-center/${k === 'demand' ? 'uc-demand' : 'uc-server'}`,
};

/** The kind a demand page's address is of (/demand/service-... and uc-server... are services). */
export const kindOfPath = (pathname: string): DemandKind => (/\/(service-|uc-server)/.test(pathname) ? 'service' : 'demand');
