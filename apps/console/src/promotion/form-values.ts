// Helpers of the promotion setup forms: yuan typed in the form ↔ fen in the API, id lists typed as "1, 2 3",
// and a datetime-local value as an ISO time with offset.
export const toFen = (yuan: number | string | undefined | null): number => Math.round(Number(yuan ?? 0) * 100);
export const idList = (text: string | undefined | null): number[] =>
  [...new Set((text ?? '').split(/[\s,，]+/).map((s) => Number(s)).filter((n) => Number.isSafeInteger(n) && n > 0))];
export const isoOf = (local: string | undefined | null): string | null => (local ? new Date(local).toISOString() : null);
export const shown = (iso: string | null, lang: string): string =>
  iso ? new Date(iso).toLocaleString(lang === 'en' ? 'en-GB' : 'zh-CN', { hour12: false, timeZone: 'Asia/Shanghai' }) : '—';
