// Helpers of the promotion setup forms: yuan typed in the form ↔ fen in the API, and a datetime-local value as an
// ISO time with offset.
export const toFen = (yuan: number | string | undefined | null): number => Math.round(Number(yuan ?? 0) * 100);
export const isoOf = (local: string | undefined | null): string | null => (local ? new Date(local).toISOString() : null);
export const shown = (iso: string | null, lang: string): string =>
  iso ? new Date(iso).toLocaleString(lang === 'en' ? 'en-GB' : 'zh-CN', { hour12: false, timeZone: 'Asia/Shanghai' }) : '—';
