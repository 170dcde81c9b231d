// Dates in the console's language (the browser's own locale may differ from the chosen one).
import type { Lang } from './i18n';

export const formatTime = (iso: string | null | undefined, lang: Lang): string =>
  iso ? new Date(iso).toLocaleString(lang === 'en' ? 'en-GB' : 'zh-CN', { hour12: false }) : '-';
