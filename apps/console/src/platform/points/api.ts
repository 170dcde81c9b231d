// The platform's points settings (/shop-api/p/admin/points/..., operators only): the 7-day sign-in cycle and the
// points rules of checkout and completed orders.
import type { PointsCheckoutRules, SignInRewardsBody } from '@mall/shared';
import { api } from '../../app/api';

export const pointsApi = {
  signInRewards: () => api<SignInRewardsBody>('/p/admin/points/signInRewards'),
  setSignInRewards: (body: SignInRewardsBody) => api<{ ok: true }>('/p/admin/points/signInRewards', { method: 'PUT', body }),
  checkoutRules: () => api<PointsCheckoutRules>('/p/admin/points/checkoutRules'),
  setCheckoutRules: (body: PointsCheckoutRules) => api<{ ok: true }>('/p/admin/points/checkoutRules', { method: 'PUT', body }),
};
