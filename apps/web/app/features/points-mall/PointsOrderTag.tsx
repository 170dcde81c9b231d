// The mark of a points order (ORDER_TYPE.points) in my orders and an order's page: "积分订单 · 600积分".
import { useTranslation } from 'react-i18next';
import { ORDER_TYPE } from '@mall/shared';

export function PointsOrderTag({ order }: { order: { orderType: number; pointsUsed: number } }) {
  const { t, i18n } = useTranslation();
  if (order.orderType !== ORDER_TYPE.points) return null;
  return (
    <span className="badge badge--red pm-order-tag" data-testid="points-order-tag">
      {t('pointsMall.badge')} · {t('pointsMall.points', { points: order.pointsUsed.toLocaleString(i18n.language === 'en' ? 'en-US' : 'zh-CN') })}
    </span>
  );
}
