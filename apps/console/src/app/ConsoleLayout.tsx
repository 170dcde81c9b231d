// The console frame of one area: side menu built from the route registries, header with language switch and logout.
import { Button, Layout, Menu, Space, Typography } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useI18n } from './i18n';
import { LangSwitch } from './LangSwitch';
import { areaRoot, type ConsoleArea, type ConsoleRoute } from './registry';
import { useSession } from './session';

export function menuOf(routes: ConsoleRoute[], area: ConsoleArea) {
  return routes
    .filter((r) => r.area === area && !r.hideInMenu)
    .sort((a, b) => (a.order ?? 100) - (b.order ?? 100))
    .map((r) => ({ key: r.path ? `${areaRoot(area)}/${r.path}` : areaRoot(area), icon: r.icon, menuKey: r.menuKey }));
}

export function ConsoleLayout({ area, routes, extra }: { area: ConsoleArea; routes: ConsoleRoute[]; extra?: React.ReactNode }) {
  const { t } = useI18n();
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = menuOf(routes, area);
  // the longest menu path that starts the current address is the selected entry
  const selected = items.filter((i) => pathname === i.key || pathname.startsWith(i.key + '/')).sort((a, b) => b.key.length - a.key.length)[0]?.key;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider breakpoint="lg" collapsedWidth={0} theme="light" width={208}>
        <div style={{ padding: '16px 20px', fontWeight: 600, fontSize: 16 }}>{t(`app.area.${area}`)}</div>
        <Menu
          mode="inline"
          selectedKeys={selected ? [selected] : []}
          items={items.map((i) => ({ key: i.key, icon: i.icon, label: t(i.menuKey) }))}
          onClick={(e) => navigate(e.key)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff', padding: '0 24px', display: 'flex', justifyContent: 'flex-end', alignItems: 'center' }}>
          <Space size="middle">
            {extra}
            <Typography.Text type="secondary">{user?.nickName || user?.username}</Typography.Text>
            <LangSwitch />
            <Button size="small" onClick={() => void logout().then(() => navigate('/login'))}>{t('app.logout')}</Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ margin: 24 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
