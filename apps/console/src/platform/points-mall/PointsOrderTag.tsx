// The mark of a points order (ORDER_TYPE.points) in the seller centre's order list and an order's page.
import { Tag } from 'antd';
import { ORDER_TYPE } from '@mall/shared';
import { useI18n } from '../../app/i18n';

export function PointsOrderTag({ orderType }: { orderType: number }) {
  const { t } = useI18n();
  return orderType === ORDER_TYPE.points ? <Tag color="volcano">{t('pointsMall.orderTag')}</Tag> : null;
}
