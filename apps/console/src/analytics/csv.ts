// The figures of an analytics overview as CSV (one section after another, a blank line between), with a BOM so a
// spreadsheet opens the Chinese texts as UTF-8.
import type { AnalyticsOverview } from '@mall/shared';

type T = (key: string, vars?: Record<string, string | number>) => string;

const cell = (v: string | number) => {
  const s = String(v);
  return /[",\n\r]/.test(s) || /^[=+\-@]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const rows = (lines: (string | number)[][]) => lines.map((l) => l.map(cell).join(',')).join('\r\n');

export function overviewCsv(o: AnalyticsOverview, t: T, shop = false): string {
  const step = (s: string) => (shop && s === 'list' ? t('analytics.shopSteps.list') : t(`analytics.steps.${s}`));
  const sections = [
    rows([[t('analytics.date'), t('analytics.pv'), t('analytics.uv')], ...o.days.map((d) => [d.date, d.pv, d.uv])]),
    rows([
      [t('analytics.pv'), t('analytics.uv'), t('analytics.sessions'), t('analytics.pagesPerSession'), t('analytics.newVisitors'), t('analytics.returningVisitors')],
      [o.totals.pv, o.totals.uv, o.totals.sessions, o.totals.pagesPerSession, o.totals.newVisitors, o.totals.returningVisitors],
    ]),
    rows([[t('analytics.step'), t('analytics.visitors'), `${t('analytics.rate')} %`, `${t('analytics.overall')} %`], ...o.funnel.map((f) => [step(f.step), f.visitors, f.rate, f.overall])]),
    rows([[t('analytics.page'), t('analytics.pv'), t('analytics.uv')], ...o.topPages.map((p) => [t(`analytics.pages.${p.pageId}`), p.pv, p.uv])]),
    rows([[t('analytics.product'), t('analytics.views'), t('analytics.visitors')], ...o.topProducts.map((p) => [p.prodName, p.views, p.visitors])]),
    rows([[t('analytics.lang'), t('analytics.pv'), t('analytics.uv')], ...o.languages.map((l) => [t(`analytics.langs.${l.lang}`), l.pv, l.uv])]),
  ];
  return `\uFEFF${sections.join('\r\n\r\n')}\r\n`;
}
