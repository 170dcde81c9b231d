// SPEC §4 order states: what the buyer may do in each.
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS as S } from '@mall/shared';
import { createI18n } from '../../i18n';
import { actionsOf, statusKey } from './status';
import { formatCountdown, formatTime } from './format';

describe('order actions by state', () => {
  it.each([
    [S.unpaid, ['pay', 'cancel']],
    [S.pendingDelivery, ['buyAgain']],
    [S.shipped, ['receipt', 'buyAgain']],
    [S.pendingEvaluation, ['buyAgain']],
    [S.completed, ['buyAgain', 'delete']],
    [S.evaluated, ['buyAgain', 'delete']],
    [S.canceled, ['buyAgain', 'delete']],
    [S.grouping, []],
  ])('state %i', (status, actions) => {
    expect(actionsOf(status)).toEqual(actions);
  });

  it('names every state in both languages', () => {
    for (const lang of ['zh', 'en'] as const) {
      const t = createI18n(lang).t;
      for (const s of Object.values(S)) expect(t(statusKey(s))).not.toContain('orders.status');
    }
    expect(createI18n('zh').t(statusKey(S.unpaid))).toBe('待付款');
    expect(createI18n('en').t(statusKey(S.shipped))).toBe('Pending receipt');
  });
});

describe('times', () => {
  it('shows instants in China time', () => {
    expect(formatTime('2026-05-01T06:03:09Z')).toBe('2026-05-01 14:03:09');
    expect(formatTime(null)).toBe('');
  });

  it('counts down in mm:ss', () => {
    expect(formatCountdown(29 * 60_000 + 5_000)).toBe('29:05');
    expect(formatCountdown(-1)).toBe('00:00');
    expect(formatCountdown(3_600_000 + 61_000)).toBe('1:01:01');
  });
});
