// Browser calls of the coupon pages.
import type { ClaimAnswer } from '@mall/shared';
import { clientApi } from '../../lib/api';

export const claimCoupon = (couponId: number, lang: string) => clientApi<ClaimAnswer>('/p/coupon/claim', { method: 'POST', body: { couponId }, lang });
