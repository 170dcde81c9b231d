// A small SVG chart of the dashboard: daily paid sales as bars (left axis, yuan) and orders as a line (right axis).
import { fenToYuan } from '@mall/shared';

export interface ChartDay {
  date: string;
  orders: number;
  sales: number;
}

const W = 720;
const H = 240;
const PAD = { left: 56, right: 40, top: 16, bottom: 28 };

/** The smallest 1/2/5 × 10^k yuan (in fen, at least 2 yuan) not below fen. */
export function niceFen(fen: number): number {
  const yuan = Math.max(2, fen / 100);
  const p = 10 ** Math.floor(Math.log10(yuan));
  return ([1, 2, 5, 10].find((m) => m * p >= yuan) ?? 10) * p * 100;
}

export function SalesChart({ days, salesLabel, ordersLabel }: { days: ChartDay[]; salesLabel: string; ordersLabel: string }) {
  // axis tops: 1, 2 or 5 × a power of ten yuan and an even number of orders, so the middle line is round too
  const maxSales = niceFen(Math.max(...days.map((d) => d.sales)));
  const maxOrders = Math.ceil(Math.max(2, ...days.map((d) => d.orders)) / 2) * 2;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const step = plotW / Math.max(1, days.length);
  const x = (i: number) => PAD.left + step * i + step / 2;
  const ySales = (v: number) => PAD.top + plotH - (v / maxSales) * plotH;
  const yOrders = (v: number) => PAD.top + plotH - (v / maxOrders) * plotH;
  const labelEvery = days.length > 10 ? 5 : 1;
  const line = days.map((d, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${yOrders(d.orders).toFixed(1)}`).join(' ');

  return (
    <svg viewBox={`0 0 ${W} ${H + 20}`} width="100%" role="img" aria-label={`${salesLabel} / ${ordersLabel}`} style={{ maxWidth: 960 }}>
      {[0, 0.5, 1].map((f) => (
        <g key={f}>
          <line x1={PAD.left} x2={W - PAD.right} y1={PAD.top + plotH * (1 - f)} y2={PAD.top + plotH * (1 - f)} stroke="#eee" />
          <text x={PAD.left - 6} y={PAD.top + plotH * (1 - f) + 4} fontSize="10" textAnchor="end" fill="#888">{fenToYuan(maxSales * f).replace(/\.00$/, '')}</text>
          <text x={W - PAD.right + 6} y={PAD.top + plotH * (1 - f) + 4} fontSize="10" fill="#888">{Math.round(maxOrders * f)}</text>
        </g>
      ))}
      {days.map((d, i) => (
        <g key={d.date}>
          <rect x={x(i) - step * 0.3} width={step * 0.6} y={ySales(d.sales)} height={PAD.top + plotH - ySales(d.sales)} fill="#e4393c" opacity="0.75">
            <title>{`${d.date} ${salesLabel} ¥${fenToYuan(d.sales)} · ${ordersLabel} ${d.orders}`}</title>
          </rect>
          {i % labelEvery === 0 && <text x={x(i)} y={H - 8} fontSize="10" textAnchor="middle" fill="#666">{d.date.slice(5)}</text>}
        </g>
      ))}
      <path d={line} fill="none" stroke="#1677ff" strokeWidth="2" />
      {days.map((d, i) => <circle key={d.date} cx={x(i)} cy={yOrders(d.orders)} r="3" fill="#1677ff" />)}
      <rect x={PAD.left} y={H + 6} width="10" height="10" fill="#e4393c" opacity="0.75" />
      <text x={PAD.left + 14} y={H + 15} fontSize="11" fill="#444">{salesLabel}</text>
      <rect x={PAD.left + 110} y={H + 10} width="14" height="2" fill="#1677ff" />
      <text x={PAD.left + 128} y={H + 15} fontSize="11" fill="#444">{ordersLabel}</text>
    </svg>
  );
}
