// The console SPA: login, the area chooser, and one layout per area whose pages come from the route registries.
import { ConfigProvider, Result } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { platformRoutes } from '../platform/routes';
import { promotionRoutes } from '../promotion/routes';
import { sellerRoutes } from '../seller/routes';
import { serviceRoutes } from '../service/routes';
import { ServedShopName, StaffGate } from '../service/StaffGate';
import { StoreGate } from '../seller/StoreGate';
import { ConsoleLayout } from './ConsoleLayout';
import { HomePage } from './HomePage';
import { I18nProvider, useI18n } from './i18n';
import { LoginPage } from './LoginPage';
import type { ConsoleArea, ConsoleRoute } from './registry';
import { RequireLogin } from './RequireLogin';
import { SessionProvider } from './session';

export const allRoutes: ConsoleRoute[] = [...sellerRoutes, ...platformRoutes, ...promotionRoutes, ...serviceRoutes];

function NotFound() {
  const { t } = useI18n();
  return <Result status="404" title="404" subTitle={t('app.notFound')} />;
}

const children = (area: ConsoleArea): RouteObject[] => [
  ...allRoutes.filter((r) => r.area === area).map((r) => (r.path ? { path: r.path, element: r.element } : { index: true, element: r.element })),
  { path: '*', element: <NotFound /> },
];

export function consoleRouteObjects(): RouteObject[] {
  return [
    { path: '/login', element: <LoginPage /> },
    { path: '/', element: <RequireLogin><HomePage /></RequireLogin> },
    {
      path: '/seller',
      element: <RequireLogin><StoreGate><ConsoleLayout area="seller" routes={allRoutes} /></StoreGate></RequireLogin>,
      children: children('seller'),
    },
    {
      path: '/platform',
      element: <RequireLogin><ConsoleLayout area="platform" routes={allRoutes} /></RequireLogin>,
      children: children('platform'),
    },
    {
      path: '/service',
      element: <RequireLogin><StaffGate><ConsoleLayout area="service" routes={allRoutes} extra={<ServedShopName />} /></StaffGate></RequireLogin>,
      children: children('service'),
    },
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}

function Themed() {
  const { lang } = useI18n();
  const [router] = useState(() => createBrowserRouter(consoleRouteObjects(), { basename: '/console' }));
  return (
    <ConfigProvider locale={lang === 'en' ? enUS : zhCN} theme={{ token: { colorPrimary: '#e4393c' } }}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </ConfigProvider>
  );
}

export function App() {
  return (
    <I18nProvider>
      <Themed />
    </I18nProvider>
  );
}
