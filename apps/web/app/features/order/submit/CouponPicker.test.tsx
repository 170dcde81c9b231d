import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { CheckoutCoupons, CouponOffer, ShopOrderPreview } from '@mall/shared';
import { renderApp } from '../../../test/render';
import { CouponPicker, nextChoice } from './CouponPicker';

const offer = (over: Partial<CouponOffer>): CouponOffer => ({
  userCouponId: 1, couponId: 1, name: '店铺券', kind: 1, threshold: 0, value: 500, maxOff: 0, validUntil: null, off: 500, usable: true, chosen: false, ...over,
});
const shops = [{ shopId: 7, shopName: '自营店' }] as ShopOrderPreview[];
const coupons: CheckoutCoupons = {
  shops: [{ shopId: 7, offers: [offer({ userCouponId: 11, name: '店铺9折', kind: 2, value: 90, off: 1500, chosen: true })] }],
  platform: [offer({ userCouponId: 21, name: '满199减20', threshold: 19900, value: 2000, off: 0, usable: false }), offer({ userCouponId: 22, name: '5元无门槛', kind: 3, value: 500, off: 500 })],
  chosen: [11],
  discount: 1500,
};

describe('checkout coupon picker', () => {
  it('nextChoice replaces the choice of one group only', () => {
    expect(nextChoice([11, 22], coupons.platform, null)).toEqual([11]);
    expect(nextChoice([11], coupons.platform, 22)).toEqual([11, 22]);
    expect(nextChoice([11, 22], coupons.shops[0]!.offers, null)).toEqual([22]);
  });

  it('pre-selects the chosen coupon, greys an unusable one with why, and asks for the new choice', () => {
    const onChoose = vi.fn();
    renderApp(<CouponPicker coupons={coupons} shops={shops} disabled={false} onChoose={onChoose} />);
    expect(screen.getByText('自营店 店铺券')).toBeTruthy();
    const chosen = screen.getByRole('radio', { name: /店铺9折/ }) as HTMLInputElement;
    expect(chosen.checked).toBe(true);
    const unusable = screen.getByRole('radio', { name: /满199减20/ }) as HTMLInputElement;
    expect(unusable.disabled).toBe(true);
    expect(screen.getByText('未满足使用条件')).toBeTruthy();
    expect(screen.getByText('省¥15.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /5元无门槛/ }));
    expect(onChoose).toHaveBeenCalledWith([11, 22]);
    fireEvent.click(screen.getAllByRole('radio', { name: '不使用优惠券' })[0]!);
    expect(onChoose).toHaveBeenLastCalledWith([]);
  });
});
