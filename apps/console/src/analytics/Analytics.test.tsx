// The analytics page (issue 18) in zh and en: it loads the chosen dates, shows the totals and the funnel with its
// rates, draws the charts with ECharts, and the CSV export holds every section.
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsOverview } from '@mall/shared';
import { I18nProvider, translate, type Lang } from '../app/i18n';
import { AnalyticsView } from './AnalyticsView';
import { overviewCsv } from './csv';

const overview: AnalyticsOverview = {
  from: '2026-11-19', to: '2026-11-25',
  days: [{ date: '2026-11-24', pv: 120, uv: 40 }, { date: '2026-11-25', pv: 80, uv: 30 }],
  totals: { pv: 200, uv: 60, sessions: 75, pagesPerSession: 2.7, newVisitors: 45, returningVisitors: 15 },
  topPages: [{ pageId: 1, pv: 90, uv: 50 }, { pageId: 3, pv: 60, uv: 30 }],
  topProducts: [{ prodId: 7, prodName: 'Phone, "Pro"', views: 33, visitors: 20 }],
  funnel: [
    { step: 'list', visitors: 50, rate: 100, overall: 100 }, { step: 'detail', visitors: 30, rate: 60, overall: 60 },
    { step: 'cart', visitors: 12, rate: 40, overall: 24 }, { step: 'order', visitors: 6, rate: 50, overall: 12 }, { step: 'pay', visitors: 5, rate: 83.3, overall: 10 },
  ],
  languages: [{ lang: 'zh', pv: 150, uv: 45 }, { lang: 'en', pv: 50, uv: 15 }],
};

describe.each<Lang>(['zh', 'en'])('analytics page (%s)', (lang) => {
  const t = (k: string, v?: Record<string, string | number>) => translate(lang, k, v);
  it('asks for the last 7 days and shows the totals, funnel rates, top pages and products, with charts', async () => {
    const load = vi.fn(async (_q: { from: string; to: string }) => overview);
    const { container } = render(<I18nProvider initial={lang}><AnalyticsView load={load} /></I18nProvider>);
    await waitFor(() => expect(screen.getAllByText(t('analytics.steps.pay')).length).toBeGreaterThan(0));
    const q = load.mock.calls[0]![0];
    expect((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000).toBe(6);
    expect(screen.getByText('83.3%')).toBeTruthy();
    expect(screen.getAllByText(t('analytics.pages.3')).length).toBeGreaterThan(1); // the funnel's step and the top page
    expect(screen.getByText('Phone, "Pro"')).toBeTruthy();
    expect(screen.getByRole('img', { name: t('analytics.byDay') })).toBeTruthy();
    await waitFor(() => expect(container.querySelectorAll('[role="img"] svg').length).toBeGreaterThan(0));
  });

  it('exports every section as CSV, quoting cells that need it; a shop names its first step the shop home', () => {
    const csv = overviewCsv(overview, t);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain('2026-11-24,120,40');
    expect(csv).toContain(`${t('analytics.steps.pay')},5,83.3,10`);
    expect(csv).toContain('"Phone, ""Pro""",33,20');
    expect(csv).toContain(`${t('analytics.langs.en')},50,15`);
    expect(overviewCsv(overview, t, true)).toContain(`${t('analytics.shopSteps.list')},50,100,100`);
  });
});
