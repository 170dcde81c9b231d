import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { niceFen, SalesChart } from './SalesChart';

describe('sales chart', () => {
  it('rounds the sales axis up to 1, 2 or 5 × a power of ten yuan', () => {
    expect(niceFen(0)).toBe(200);
    expect(niceFen(263400)).toBe(500000);
    expect(niceFen(100000)).toBe(100000);
    expect(niceFen(100001)).toBe(200000);
    expect(niceFen(30)).toBe(200);
  });
  it('draws a bar and a point per day with the day labels', () => {
    const days = [{ date: '2026-11-21', orders: 0, sales: 0 }, { date: '2026-11-22', orders: 3, sales: 1990 }];
    const { container } = render(<SalesChart days={days} salesLabel="Sales" ordersLabel="Orders" />);
    expect(container.querySelectorAll('circle')).toHaveLength(2);
    expect(container.textContent).toContain('11-22');
    expect(container.querySelector('title')?.textContent).toContain('2026-11-21');
  });
});
