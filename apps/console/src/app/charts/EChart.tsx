// One ECharts chart (decision 037): the core with only the chart types and components the consoles use (bar, line,
// pie, funnel; grid, tooltip, legend, title), drawn by the SVG renderer (crisp at any zoom, and it draws in jsdom for
// the component tests). Resizes with its box.
import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, FunnelChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([BarChart, LineChart, PieChart, FunnelChart, GridComponent, TooltipComponent, LegendComponent, TitleComponent, SVGRenderer]);

export type ChartOption = echarts.EChartsCoreOption;

export function EChart({ option, height = 300, label }: { option: ChartOption; height?: number; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const c = echarts.init(el, null, { renderer: 'svg', width: el.clientWidth || 720, height });
    chart.current = c;
    const resize = () => c.resize({ width: el.clientWidth || 720, height });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, [height]);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
