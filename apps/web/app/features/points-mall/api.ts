// Browser calls and addresses of the points mall (issue 14). Never throw: check `status`; a 401 goes to /login.
import type { SubmitAnswer, SubmitBody } from '@mall/shared';
import { clientApi } from '../../lib/api';

export const MALL_PATH = '/member-center/integral-mall';
export const detailHref = (prodId: number) => `/member-center/integral-det/${prodId}`;
export const checkoutHref = (prodId: number, count: number) => `/submit-integral-order?prodId=${prodId}&count=${count}`;
export const MY_POINTS_PATH = '/user-center/uc-integral';
export const orderDetailHref = (orderNumber: string) => `/order-detail?orderNumber=${encodeURIComponent(orderNumber)}`;

export const submitRedeem = (body: SubmitBody, lang: string) => clientApi<SubmitAnswer>('/p/pointsMall/submit', { method: 'POST', body, lang });

/** The points-range filters of the list (query `range`): [min, max] per key; 'mine': what the buyer can afford. */
export const POINT_RANGES = {
  r1: { max: 500 },
  r2: { min: 500, max: 2000 },
  r3: { min: 2000, max: 5000 },
  r4: { min: 5000 },
} as const satisfies Record<string, { min?: number; max?: number }>;
export type RangeKey = keyof typeof POINT_RANGES | 'mine';
