// The console's start: the areas the user can enter (the platform console only for operators).
import { Card, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useI18n } from './i18n';
import { LangSwitch } from './LangSwitch';
import { CenteredPage } from './CenteredPage';
import { useSession } from './session';

export function HomePage() {
  const { t } = useI18n();
  const { user } = useSession();
  return (
    <CenteredPage>
      <Card title={t('app.home.title')} extra={<LangSwitch />} style={{ width: 420 }}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Link to="/seller">{t('app.area.seller')}</Link>
          {user?.userType === 1 && <Link to="/platform">{t('app.area.platform')}</Link>}
          <Typography.Text type="secondary">{t('app.home.hint')}</Typography.Text>
        </Space>
      </Card>
    </CenteredPage>
  );
}
