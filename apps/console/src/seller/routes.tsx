// Seller centre pages (/console/seller/...). Texts: src/seller/i18n/{zh,en}.json under "seller".
import { DashboardOutlined, FileTextOutlined, NotificationOutlined, ShopOutlined, ShoppingOutlined, UploadOutlined } from '@ant-design/icons';
import { MessageOutlined } from '@ant-design/icons';
import { RollbackOutlined } from '@ant-design/icons';
import type { ConsoleRoute } from '../app/registry';
import { DashboardPage } from './pages/DashboardPage';
import { ImportPage } from './pages/ImportPage';
import { NoticesPage } from './pages/NoticesPage';
import { OrderDetailPage } from './pages/OrderDetailPage';
import { OrdersPage } from './pages/OrdersPage';
import { ProductEditPage } from './pages/ProductEditPage';
import { ProductsPage } from './pages/ProductsPage';
import { ShopPage } from './pages/ShopPage';
import { ReviewsPage } from './reviews/ReviewsPage';
import { RefundDetailPage } from './refunds/RefundDetailPage';
import { RefundsPage } from './refunds/RefundsPage';
import { CustomerServiceOutlined } from '@ant-design/icons';
import { DeskPage } from '../chat/DeskPage';
import { AuditOutlined } from '@ant-design/icons';
import { InvoicesPage } from './invoices/InvoicesPage';
import { TeamOutlined } from '@ant-design/icons';
import { StaffPage } from './staff/StaffPage';
import { InquiriesPage } from './inquiries/InquiriesPage';
import { FormOutlined } from '@ant-design/icons';
import { LineChartOutlined } from '@ant-design/icons';
import { ShopAnalyticsPage } from '../analytics/pages';
import { FieldTimeOutlined } from '@ant-design/icons';
import { PresalePage } from './presale/PresalePage';
import { AppstoreAddOutlined, GiftOutlined } from '@ant-design/icons';
import { BundlesPage } from './bundles/BundlesPage';
import { GiftRulesPage } from './bundles/GiftRulesPage';

const seller = 'seller' as const;
export const sellerRoutes: ConsoleRoute[] = [
  { path: '', element: <DashboardPage />, menuKey: 'seller.menu.dashboard', area: seller, icon: <DashboardOutlined />, order: 0 },
  { path: 'analytics', element: <ShopAnalyticsPage />, menuKey: 'analytics.shopMenu', area: seller, icon: <LineChartOutlined />, order: 5 },
  { path: 'products', element: <ProductsPage />, menuKey: 'seller.menu.products', area: seller, icon: <ShoppingOutlined />, order: 10 },
  { path: 'products/:prodId', element: <ProductEditPage />, menuKey: 'seller.menu.productEdit', area: seller, hideInMenu: true },
  { path: 'import', element: <ImportPage />, menuKey: 'seller.menu.import', area: seller, icon: <UploadOutlined />, order: 15 },
  { path: 'orders', element: <OrdersPage />, menuKey: 'seller.menu.orders', area: seller, icon: <FileTextOutlined />, order: 20 },
  { path: 'orders/:orderNumber', element: <OrderDetailPage />, menuKey: 'seller.menu.orderDetail', area: seller, hideInMenu: true },
  { path: 'refunds', element: <RefundsPage />, menuKey: 'refunds.menu', area: seller, icon: <RollbackOutlined />, order: 25 },
  { path: 'refunds/:refundSn', element: <RefundDetailPage />, menuKey: 'refunds.detailMenu', area: seller, hideInMenu: true },
  { path: 'chat', element: <DeskPage kind="seller" />, menuKey: 'chatDesk.menu', area: seller, icon: <CustomerServiceOutlined />, order: 27 },
  { path: 'staff', element: <StaffPage />, menuKey: 'staff.menu', area: seller, icon: <TeamOutlined />, order: 28 },
  { path: 'inquiries', element: <InquiriesPage />, menuKey: 'sellerInquiries.menu', area: seller, icon: <FormOutlined />, order: 24 },
  { path: 'presales', element: <PresalePage />, menuKey: 'sellerPresale.menu', area: seller, icon: <FieldTimeOutlined />, order: 22 },
  { path: 'bundles', element: <BundlesPage />, menuKey: 'bundles.menu', area: seller, icon: <AppstoreAddOutlined />, order: 12 },
  { path: 'gift-rules', element: <GiftRulesPage />, menuKey: 'gifts.menu', area: seller, icon: <GiftOutlined />, order: 13 },
  { path: 'invoices', element: <InvoicesPage />, menuKey: 'invoices.menu', area: seller, icon: <AuditOutlined />, order: 26 },
  { path: 'reviews', element: <ReviewsPage />, menuKey: 'sellerReviews.menu', area: seller, icon: <MessageOutlined />, order: 30 },
  { path: 'shop', element: <ShopPage />, menuKey: 'seller.menu.shop', area: seller, icon: <ShopOutlined />, order: 40 },
  { path: 'notices', element: <NoticesPage />, menuKey: 'seller.menu.notices', area: seller, icon: <NotificationOutlined />, order: 50 },
];
