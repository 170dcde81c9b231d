// Platform console pages (operators). Owned by the platform engineer: add entries here; the menu and router
// of /console/platform are built from this list (see src/app/registry.ts). Texts: src/platform/i18n/{zh,en}.json
// under the top-level key "platform".
import {
  AppstoreOutlined, AuditOutlined, BankOutlined, BellOutlined, FileTextOutlined, FireOutlined, LinkOutlined, MenuOutlined,
  PictureOutlined, QuestionCircleOutlined, ReadOutlined, SafetyCertificateOutlined, SettingOutlined, ShopOutlined, TeamOutlined,
} from '@ant-design/icons';
import type { ConsoleRoute } from '../app/registry';
import { CategoriesPage } from './pages/CategoriesPage';
import { ArticlesPage, HotWordsPage, LinksPage, NavPage, PopupAdsPage } from './pages/ContentPages';
import { HelpPage } from './pages/HelpPage';
import { ApplicationsPage, CompanyAuthPage, ShopsPage } from './pages/ReviewPages';
import { SwitchesPage, TermsPage, UsersPage } from './pages/SettingsPages';
import { ZonesPage } from './zones/ZonesPage';
import { CrownOutlined, GiftOutlined, RollbackOutlined, ShoppingOutlined } from '@ant-design/icons';
import { ArbitrationPage } from './refunds/ArbitrationPage';
import { PointsSettingsPage } from './points/PointsSettingsPage';
import { PointsMallPage } from './points-mall/PointsMallPage';
import { MembershipPage } from './membership/MembershipPage';
import { CustomerServiceOutlined, MessageOutlined } from '@ant-design/icons';
import { DeskPage } from '../chat/DeskPage';
import { ChatViewPage } from '../chat/ChatViewPage';
import { DemandReviewPage } from './demand/DemandReviewPage';
import { SolutionOutlined } from '@ant-design/icons';
import { CreditCardOutlined } from '@ant-design/icons';
import { CreditPage } from './credit/CreditPage';
import { LineChartOutlined } from '@ant-design/icons';
import { PlatformAnalyticsPage } from '../analytics/pages';

const page = (path: string, key: string, element: React.ReactNode, icon: React.ReactNode, order: number): ConsoleRoute =>
  ({ path, element, menuKey: `platform.menu.${key}`, area: 'platform', icon, order });

export const platformRoutes: ConsoleRoute[] = [
  page('', 'applications', <ApplicationsPage />, <AuditOutlined />, 0),
  page('company-auth', 'companyAuth', <CompanyAuthPage />, <SafetyCertificateOutlined />, 1),
  page('shops', 'shops', <ShopsPage />, <ShopOutlined />, 2),
  { path: 'demand', element: <DemandReviewPage />, menuKey: 'demandReview.menu', area: 'platform', icon: <SolutionOutlined />, order: 3.5 },
  { path: 'analytics', element: <PlatformAnalyticsPage />, menuKey: 'analytics.menu', area: 'platform', icon: <LineChartOutlined />, order: 3.7 },
  { path: 'credit', element: <CreditPage />, menuKey: 'credit.menu', area: 'platform', icon: <CreditCardOutlined />, order: 3.6 },
  { path: 'chat', element: <DeskPage kind="platform" />, menuKey: 'chatDesk.platformMenu', area: 'platform', icon: <CustomerServiceOutlined />, order: 4 },
  { path: 'chat-view', element: <ChatViewPage />, menuKey: 'chatDesk.viewMenu', area: 'platform', icon: <MessageOutlined />, order: 5 },
  { path: 'refunds', element: <ArbitrationPage />, menuKey: 'arbitration.menu', area: 'platform', icon: <RollbackOutlined />, order: 3 },
  page('categories', 'categories', <CategoriesPage />, <AppstoreOutlined />, 10),
  page('nav', 'nav', <NavPage />, <MenuOutlined />, 11),
  page('zones', 'zones', <ZonesPage />, <BankOutlined />, 12),
  page('ads', 'ads', <PopupAdsPage />, <PictureOutlined />, 13),
  page('notices', 'notices', <ArticlesPage kind="notices" />, <BellOutlined />, 14),
  page('news', 'news', <ArticlesPage kind="news" />, <ReadOutlined />, 15),
  page('help', 'help', <HelpPage />, <QuestionCircleOutlined />, 16),
  page('links', 'links', <LinksPage />, <LinkOutlined />, 17),
  page('hot-words', 'hotWords', <HotWordsPage />, <FireOutlined />, 18),
  { path: 'points', element: <PointsSettingsPage />, menuKey: 'points.menu', area: 'platform', icon: <GiftOutlined />, order: 20 },
  { path: 'points-mall', element: <PointsMallPage />, menuKey: 'pointsMall.menu', area: 'platform', icon: <ShoppingOutlined />, order: 21 },
  { path: 'membership', element: <MembershipPage />, menuKey: 'membership.menu', area: 'platform', icon: <CrownOutlined />, order: 22 },
  page('switches', 'switches', <SwitchesPage />, <SettingOutlined />, 30),
  page('terms', 'terms', <TermsPage />, <FileTextOutlined />, 31),
  page('users', 'users', <UsersPage />, <TeamOutlined />, 40),
];
