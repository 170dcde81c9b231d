// A points price (DESIGN.md: the brand colour for the price): "1,200积分", with "+ ¥9.90" when there is a cash part.
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@mall/shared';

export function PointsPrice({ points, cash, size = 'md' }: { points: number; cash: number; size?: 'md' | 'lg' }) {
  const { t, i18n } = useTranslation();
  return (
    <span className={`pm-price pm-price--${size}`}>
      <span className="pm-price__points">{points.toLocaleString(i18n.language === 'en' ? 'en-US' : 'zh-CN')}</span>
      <span className="pm-price__unit">{t('pointsMall.pointsUnit')}</span>
      {cash > 0 && (
        <span className="pm-price__cash">
          {t('pointsMall.plusCash')} {formatPrice(cash)}
        </span>
      )}
    </span>
  );
}
