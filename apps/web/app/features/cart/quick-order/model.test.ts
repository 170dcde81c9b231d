import { describe, expect, it } from 'vitest';
import { parseQuickOrder, type QuickOrderCheckLine } from '@mall/shared';
import { rowsOf } from './model';

const check = (skuCode: string, ok: boolean, message?: string): QuickOrderCheckLine => ({
  skuCode, count: 1, ok, ...(message ? { message } : {}), prodId: ok ? 1 : null, skuId: ok ? 2 : null, prodName: '', skuName: '', price: ok ? 100 : null, stock: ok ? 5 : null,
});

describe('quick order rows', () => {
  it('puts the parser\'s errors and the API\'s verdicts in the order of the text', () => {
    const parsed = parseQuickOrder('SKU-1 1\nbad\nSKU-2 1');
    const rows = rowsOf(parsed, [check('SKU-1', true), check('SKU-2', false, 'Unknown SKU code')]);
    expect(rows.map((r) => [r.line, r.ok, r.skuCode, r.message ?? r.messageKey])).toEqual([
      [1, true, 'SKU-1', null],
      [2, false, '', 'quickOrder.lineFormat'],
      [3, false, 'SKU-2', 'Unknown SKU code'],
    ]);
  });
});
