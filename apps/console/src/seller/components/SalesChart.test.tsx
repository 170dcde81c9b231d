import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { niceFen, salesOption, SalesChart } from './SalesChart';

describe('sales chart', () => {
  it('rounds the sales axis up to 1, 2 or 5 × a power of ten yuan', () => {
    expect(niceFen(0)).toBe(200);
    expect(niceFen(263400)).toBe(500000);
    expect(niceFen(100000)).toBe(100000);
    expect(niceFen(100001)).toBe(200000);
    expect(niceFen(30)).toBe(200);
  });
  it('draws the days with ECharts: sales bars in yuan on the left axis, orders as a line on the right', async () => {
    const days = [{ date: '2026-11-21', orders: 0, sales: 0 }, { date: '2026-11-22', orders: 3, sales: 1990 }];
    const option = salesOption(days, 'Sales', 'Orders');
    expect(option.xAxis.data).toEqual(['11-21', '11-22']);
    expect(option.series[0]!.data).toEqual([0, 19.9]);
    expect(option.series[1]!.data).toEqual([0, 3]);
    expect(option.yAxis[0]!.max).toBe(20);
    expect(option.yAxis[1]!.max).toBe(4);
    const { container, getByRole } = render(<SalesChart days={days} salesLabel="Sales" ordersLabel="Orders" />);
    expect(getByRole('img', { name: 'Sales / Orders' })).toBeTruthy();
    await waitFor(() => expect(container.querySelector('svg')).not.toBeNull());
    expect(container.textContent).toContain('11-22');
  });
});
