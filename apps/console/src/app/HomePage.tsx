// The console's start: the areas the user can enter (the platform console only for operators, the service desk only
// for a shop's customer-service staff).
import { Card, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { StaffMine } from '@mall/shared';
import { api } from './api';
import { useI18n } from './i18n';
import { LangSwitch } from './LangSwitch';
import { CenteredPage } from './CenteredPage';
import { useSession } from './session';

export function HomePage() {
  const { t } = useI18n();
  const { user } = useSession();
  const [served, setServed] = useState<StaffMine['staff']>(null);
  useEffect(() => {
    let live = true;
    api<StaffMine>('/p/staff/mine').then((m) => live && setServed(m.staff), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  return (
    <CenteredPage>
      <Card title={t('app.home.title')} extra={<LangSwitch />} style={{ width: 420 }}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          {served && <Link to="/service">{t('service.enter', { shop: served.shopName })}</Link>}
          <Link to="/seller">{t('app.area.seller')}</Link>
          {user?.userType === 1 && <Link to="/platform">{t('app.area.platform')}</Link>}
          <Typography.Text type="secondary">{t('app.home.hint')}</Typography.Text>
        </Space>
      </Card>
    </CenteredPage>
  );
}
