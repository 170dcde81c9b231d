// Display helpers of the platform pages.
import type { Lang } from '../../app/i18n';

/** The text of the console's language, the other one when it is empty. */
export const bi = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en || zh : zh || en);
/** An ISO time as local 'YYYY-MM-DD HH:mm', '' for none. */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
/** An ISO time as the value of an <input type="datetime-local"> (local time), '' for none. */
export const toLocalInput = (iso: string | null | undefined): string => (iso ? dateTime(iso).replace(' ', 'T') : '');
/** The value of an <input type="datetime-local"> as ISO, null when empty. */
export const fromLocalInput = (v: string | null | undefined): string | null => (v ? new Date(v).toISOString() : null);
