// The customer-service area's pages (/console/service/...): the service desk of the shop served, nothing else.
import { CustomerServiceOutlined } from '@ant-design/icons';
import type { ConsoleRoute } from '../app/registry';
import { DeskPage } from '../chat/DeskPage';

export const serviceRoutes: ConsoleRoute[] = [
  { path: '', element: <DeskPage kind="seller" />, menuKey: 'chatDesk.menu', area: 'service', icon: <CustomerServiceOutlined />, order: 0 },
];
