/** A publish time as a date in Beijing time, in the page's language. */
export const newsDate = (iso: string, lang: string) =>
  new Date(iso).toLocaleDateString(lang === 'en' ? 'en-GB' : 'zh-CN', { timeZone: 'Asia/Shanghai' });
