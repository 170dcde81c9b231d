// SPEC §4 shop status as the user center shows it: 1 open (shop home reachable), 0 under review, -1 no shop applied,
// anything else offline; each but 1 is a warning.
import { SHOP_STATUS } from '@mall/shared';

export function shopNoticeKey(shopStatus: number): { tone: 'ok' | 'warning'; key: string } {
  if (shopStatus === SHOP_STATUS.open) return { tone: 'ok', key: 'acct.center.shopOpen' };
  if (shopStatus === SHOP_STATUS.underReview) return { tone: 'warning', key: 'acct.center.shopReview' };
  if (shopStatus === SHOP_STATUS.none) return { tone: 'warning', key: 'acct.center.shopNone' };
  if (shopStatus === SHOP_STATUS.notPassed) return { tone: 'warning', key: 'storeApply.notPassed' };
  return { tone: 'warning', key: 'acct.center.shopOffline' };
}
