// Seller centre pages (/console/seller/...). Texts: src/seller/i18n/{zh,en}.json under "seller".
import { DashboardOutlined } from '@ant-design/icons';
import type { ConsoleRoute } from '../app/registry';
import { DashboardPage } from './pages/DashboardPage';

export const sellerRoutes: ConsoleRoute[] = [
  { path: '', element: <DashboardPage />, menuKey: 'seller.menu.dashboard', area: 'seller', icon: <DashboardOutlined />, order: 0 },
];
