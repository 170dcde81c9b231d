import { Card } from 'antd';
import { useI18n } from '../../app/i18n';

export function DashboardPage() {
  const { t } = useI18n();
  return <Card title={t('seller.menu.dashboard')} />;
}
