// /secdetail/confirm-order (default layout, SPEC §2; token needed, SPEC §6): confirm and place a flash-sale order.
import type { Route } from './+types/secdetail-confirm';
import { pageMeta } from '../lib/meta';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { loadSeckillCheckout } from '../features/flash-sale/flash-sale.server';
import { ConfirmOrderPage } from '../features/flash-sale/ConfirmOrderPage';
import { HEADER_TAB } from '@mall/shared';

/** SPEC §2 header tab type of this page (lib/header-tab.ts) */
export const handle = { headerTab: HEADER_TAB.flashSale };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSeckillCheckout(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('flashSale.meta.confirm'));

export const ErrorBoundary = RouteErrorBoundary;

export default function SecDetailConfirm({ loaderData }: Route.ComponentProps) {
  return <ConfirmOrderPage data={loaderData} />;
}
