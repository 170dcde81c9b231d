// The analytics pages of the two consoles: the platform's (operators) and the caller's own shop's (seller centre).
import type { AnalyticsOverview } from '@mall/shared';
import { api } from '../app/api';
import { AnalyticsView, type LoadOverview } from './AnalyticsView';

const platformLoad: LoadOverview = (q) => api<AnalyticsOverview>('/p/admin/analytics/overview', { query: q });
const shopLoad: LoadOverview = (q) => api<AnalyticsOverview>('/p/seller/analytics/overview', { query: q });

export const PlatformAnalyticsPage = () => <AnalyticsView load={platformLoad} />;
export const ShopAnalyticsPage = () => <AnalyticsView load={shopLoad} shop />;
