// /group-buy/confirm-order (default layout; token needed, SPEC §6): open or join a group and place its order.
import type { Route } from './+types/group-buy-confirm';
import { pageMeta } from '../lib/meta';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { loadGroupCheckout } from '../features/group-buy/group-buy.server';
import { ConfirmGroupPage } from '../features/group-buy/ConfirmGroupPage';
import { HEADER_TAB } from '@mall/shared';

/** SPEC §2 header tab type of this page (lib/header-tab.ts) */
export const handle = { headerTab: HEADER_TAB.groupBuy };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadGroupCheckout(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('groupBuy.meta.confirm'));

export const ErrorBoundary = RouteErrorBoundary;

export default function GroupBuyConfirm({ loaderData }: Route.ComponentProps) {
  return <ConfirmGroupPage data={loaderData} />;
}
