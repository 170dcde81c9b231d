// The product page's special discount line: tag, the rule, the discount's name (to /discount-detail) and its end.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Clock } from 'lucide-react';
import type { ProductDiscount } from '@mall/shared';
import { discountEnd, discountRule } from './format';
import './discount.css';

export function DiscountNote({ discount }: { discount: ProductDiscount }) {
  const { t, i18n } = useTranslation();
  return (
    <p className="dsc-note">
      <span className="dsc-tag">{t('discount.tag')}</span>
      <strong>{discountRule(t, discount)}</strong>
      <Link to={`/discount-detail?id=${discount.discountId}`} className="dsc-note__name">{discount.name}</Link>
      <span className="dsc-note__end">
        <Clock size={12} aria-hidden="true" />
        {t('discount.endsAt', { date: discountEnd(discount.endsAt, i18n.language) })}
      </span>
    </p>
  );
}
