// The benefits of a level or a plan as a short list (member-center, member-equity).
import { useTranslation } from 'react-i18next';
import { discountText, timesText } from './format';

export function Benefits(b: { discountPercent: number; freeShipping?: boolean; pointsMultiplier: number; levelUpPoints?: number; coupons?: number; monthlyCoupons?: number }) {
  const { t, i18n } = useTranslation();
  const items = [discountText(b.discountPercent, t, i18n.language)];
  if (b.freeShipping) items.push(t('membership.freeShipping'));
  if (b.pointsMultiplier > 100) items.push(t('membership.points', { times: timesText(b.pointsMultiplier) }));
  if (b.levelUpPoints) items.push(t('membership.levelUpPoints', { points: b.levelUpPoints }));
  if (b.coupons) items.push(t('membership.coupons', { count: b.coupons }));
  if (b.monthlyCoupons) items.push(t('membership.monthlyCoupons', { count: b.monthlyCoupons }));
  return (
    <ul className="mbr-benefits">
      {items.map((x) => (
        <li key={x}>{x}</li>
      ))}
    </ul>
  );
}
