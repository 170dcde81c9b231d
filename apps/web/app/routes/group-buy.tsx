// /group-buy?navId= (default layout, SPEC §2; header tab type 3): the group-buying activities (features/group-buy).
import type { Route } from './+types/group-buy';
import { pageMeta } from '../lib/meta';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { loadGroupBuyList } from '../features/group-buy/group-buy.server';
import { GroupBuyPage } from '../features/group-buy/GroupBuyPage';
import '../features/catalog/catalog.css';
import { HEADER_TAB } from '@mall/shared';

/** SPEC §2 header tab type of this page (lib/header-tab.ts) */
export const handle = { headerTab: HEADER_TAB.groupBuy };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadGroupBuyList(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('groupBuy.meta.list'));

export const ErrorBoundary = RouteErrorBoundary;

export default function GroupBuy({ loaderData }: Route.ComponentProps) {
  return <GroupBuyPage data={loaderData} />;
}
