// The usage figures of the platform (/console/platform/analytics) or of the caller's shop (/console/seller/analytics):
// a date range, the totals, PV/UV by day, the funnel, new vs returning visitors, languages, top pages and products,
// and a CSV export. Charts: ECharts (app/charts/EChart.tsx).
import { Alert, Button, Card, Col, DatePicker, Empty, Row, Space, Statistic, Table, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useEffect, useMemo, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import type { AnalyticsOverview } from '@mall/shared';
import { useI18n } from '../app/i18n';
import { EChart } from '../app/charts/EChart';
import { overviewCsv } from './csv';

export type LoadOverview = (q: { from: string; to: string }) => Promise<AnalyticsOverview>;

const FMT = 'YYYY-MM-DD';

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function AnalyticsView({ load, shop = false }: { load: LoadOverview; shop?: boolean }) {
  const { t, lang } = useI18n();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(6, 'day'), dayjs()]);
  const [state, setState] = useState<{ key: string; value?: AnalyticsOverview; error?: string } | null>(null);
  const from = range[0].format(FMT);
  const to = range[1].format(FMT);
  // product names come in the console's language: ask again when it changes
  const key = `${from}/${to}/${lang}`;

  useEffect(() => {
    let live = true;
    load({ from, to }).then((value) => live && setState({ key, value }), (e: Error) => live && setState({ key, error: e.message }));
    return () => {
      live = false;
    };
  }, [load, from, to, key]);

  const o = state?.value;
  const step = (s: string) => (shop && s === 'list' ? t('analytics.shopSteps.list') : t(`analytics.steps.${s}`));
  const daysOption = useMemo(() => o && {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0, data: [t('analytics.pv'), t('analytics.uv')] },
    grid: { left: 48, right: 24, top: 16, bottom: 48 },
    xAxis: { type: 'category', data: o.days.map((d) => d.date.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: t('analytics.pv'), type: 'bar', data: o.days.map((d) => d.pv), itemStyle: { color: '#e4393c', opacity: 0.8 }, barMaxWidth: 28 },
      { name: t('analytics.uv'), type: 'line', data: o.days.map((d) => d.uv), itemStyle: { color: '#1677ff' } },
    ],
  }, [o, t]);
  const funnelOption = useMemo(() => o && {
    tooltip: { trigger: 'item', formatter: '{b}: {c}' },
    series: [{
      type: 'funnel', left: '10%', width: '80%', top: 8, bottom: 8, sort: 'none', minSize: '8%', gap: 2,
      label: { show: true, position: 'inside', formatter: '{b} {c}' },
      data: o.funnel.map((f) => ({ name: step(f.step), value: f.visitors })),
      color: ['#e4393c', '#f0643c', '#f5903c', '#fab43c', '#52c41a'],
    }],
  }, [o, t, shop]); // eslint-disable-line react-hooks/exhaustive-deps
  const pie = (data: { name: string; value: number }[]) => ({
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { bottom: 0 },
    series: [{ type: 'pie', radius: ['40%', '68%'], top: 0, bottom: 28, data, label: { formatter: '{b}\n{d}%' } }],
  });
  const visitorsOption = useMemo(() => o && pie([
    { name: t('analytics.newVisitors'), value: o.totals.newVisitors },
    { name: t('analytics.returningVisitors'), value: o.totals.returningVisitors },
  ]), [o, t]);
  const langOption = useMemo(() => o && pie(o.languages.map((l) => ({ name: t(`analytics.langs.${l.lang}`), value: l.pv }))), [o, t]);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>{t(shop ? 'analytics.shopTitle' : 'analytics.title')}</Typography.Title>
        <Space wrap>
          <DatePicker.RangePicker
            aria-label={t('analytics.range')}
            allowClear={false}
            value={range}
            disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
          />
          <Button icon={<DownloadOutlined />} disabled={!o} onClick={() => o && download(`${shop ? 'shop-' : ''}analytics-${from}-${to}.csv`, overviewCsv(o, t, shop))}>
            {t('analytics.export')}
          </Button>
        </Space>
      </Space>
      {state?.error && <Alert type="error" title={state.error} showIcon />}
      <Row gutter={[16, 16]}>
        {(['pv', 'uv', 'sessions', 'pagesPerSession', 'newVisitors', 'returningVisitors'] as const).map((k) => (
          <Col key={k} xs={12} md={8} xl={4}>
            <Card loading={!o}><Statistic title={t(`analytics.${k}`)} value={o?.totals[k] ?? 0} /></Card>
          </Col>
        ))}
      </Row>
      <Typography.Text type="secondary">{t('analytics.sessionNote')}</Typography.Text>
      {o && o.totals.pv === 0 && <Empty description={t('analytics.empty')} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card title={t('analytics.byDay')} loading={!o}>{daysOption && <EChart option={daysOption} label={t('analytics.byDay')} />}</Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title={t('analytics.funnel')} loading={!o}>{funnelOption && <EChart option={funnelOption} label={t('analytics.funnel')} />}</Card>
        </Col>
        <Col xs={24}>
          <Card title={t('analytics.funnel')} loading={!o}>
            <Table
              size="small"
              pagination={false}
              rowKey="step"
              dataSource={o?.funnel ?? []}
              columns={[
                { title: t('analytics.step'), dataIndex: 'step', render: (s: string) => step(s) },
                { title: t('analytics.visitors'), dataIndex: 'visitors' },
                { title: t('analytics.rate'), dataIndex: 'rate', render: (v: number) => `${v}%` },
                { title: t('analytics.overall'), dataIndex: 'overall', render: (v: number) => `${v}%` },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title={t('analytics.visitorKinds')} loading={!o}>{visitorsOption && <EChart option={visitorsOption} height={260} label={t('analytics.visitorKinds')} />}</Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title={t('analytics.languages')} loading={!o}>{langOption && <EChart option={langOption} height={260} label={t('analytics.languages')} />}</Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('analytics.topPages')} loading={!o}>
            <Table size="small" pagination={false} rowKey="pageId" dataSource={o?.topPages ?? []} columns={[
              { title: t('analytics.page'), dataIndex: 'pageId', render: (id: number) => t(`analytics.pages.${id}`) },
              { title: t('analytics.pv'), dataIndex: 'pv' },
              { title: t('analytics.uv'), dataIndex: 'uv' },
            ]} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('analytics.topProducts')} loading={!o}>
            <Table size="small" pagination={false} rowKey="prodId" dataSource={o?.topProducts ?? []} columns={[
              { title: t('analytics.product'), dataIndex: 'prodName' },
              { title: t('analytics.views'), dataIndex: 'views' },
              { title: t('analytics.visitors'), dataIndex: 'visitors' },
            ]} />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
