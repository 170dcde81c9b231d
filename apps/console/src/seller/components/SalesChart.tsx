// The dashboard's chart: daily paid sales as bars (left axis, yuan) and orders as a line (right axis), drawn by
// ECharts (app/charts/EChart.tsx).
import { useMemo } from 'react';
import { fenToYuan } from '@mall/shared';
import { EChart } from '../../app/charts/EChart';

export interface ChartDay {
  date: string;
  orders: number;
  sales: number;
}

/** The smallest 1/2/5 × 10^k yuan (in fen, at least 2 yuan) not below fen. */
export function niceFen(fen: number): number {
  const yuan = Math.max(2, fen / 100);
  const p = 10 ** Math.floor(Math.log10(yuan));
  return ([1, 2, 5, 10].find((m) => m * p >= yuan) ?? 10) * p * 100;
}

export function salesOption(days: ChartDay[], salesLabel: string, ordersLabel: string) {
  // axis tops: 1, 2 or 5 × a power of ten yuan and an even number of orders, so the middle line is round too
  const maxSales = niceFen(Math.max(0, ...days.map((d) => d.sales)));
  const maxOrders = Math.ceil(Math.max(2, ...days.map((d) => d.orders)) / 2) * 2;
  return {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0, data: [salesLabel, ordersLabel] },
    grid: { left: 56, right: 40, top: 16, bottom: 48 },
    xAxis: { type: 'category', data: days.map((d) => d.date.slice(5)) },
    yAxis: [
      { type: 'value', min: 0, max: maxSales / 100, interval: maxSales / 200, axisLabel: { formatter: (v: number) => String(v) } },
      { type: 'value', min: 0, max: maxOrders, interval: maxOrders / 2, splitLine: { show: false } },
    ],
    series: [
      { name: salesLabel, type: 'bar', data: days.map((d) => Number(fenToYuan(d.sales))), itemStyle: { color: '#e4393c', opacity: 0.75 }, barMaxWidth: 32 },
      { name: ordersLabel, type: 'line', yAxisIndex: 1, data: days.map((d) => d.orders), itemStyle: { color: '#1677ff' }, symbolSize: 6 },
    ],
  };
}

export function SalesChart({ days, salesLabel, ordersLabel }: { days: ChartDay[]; salesLabel: string; ordersLabel: string }) {
  const option = useMemo(() => salesOption(days, salesLabel, ordersLabel), [days, salesLabel, ordersLabel]);
  return <EChart option={option} height={280} label={`${salesLabel} / ${ordersLabel}`} />;
}
