// The balance records (/user-center/uc-balance): a payment's orders named in its details, "Order" for one and
// "Orders" for several in English.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { BalanceRecord } from '@mall/shared';
import { demoUser, renderAccount } from '../account/test-utils';
import { BalancePage } from './BalancePage';

const paid = (id: number, orderNumbers: string[]): BalanceRecord =>
  ({ id, type: 'pay', amount: -9900, balanceAfter: 100, payNo: `P${id}`, orderNumbers, createTime: '2026-11-27T04:00:00Z' }) as BalanceRecord;

describe('balance records: the orders of a payment', () => {
  it.each([
    ['en', 'Order S1', 'Orders S2, S3'],
    ['zh', '订单 S1', '订单 S2, S3'],
  ] as const)('%s', (lang, one, two) => {
    renderAccount(<BalancePage balance={100} records={{ records: [paid(1, ['S1']), paid(2, ['S2', 'S3'])], total: 2, current: 1, size: 10, pages: 1 }} />, { lang, user: demoUser() });
    expect(screen.getByText(one)).toBeTruthy();
    expect(screen.getByText(two)).toBeTruthy();
  });
});
