// /secdetail/{seckillId} (default layout, SPEC §2): one flash-sale item; unknown or withdrawn: not found (404).
import type { Route } from './+types/secdetail';
import { pageMeta } from '../lib/meta';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { loadSecDetail } from '../features/flash-sale/flash-sale.server';
import { SecDetailPage } from '../features/flash-sale/SecDetailPage';
import { HEADER_TAB } from '@mall/shared';

/** SPEC §2 header tab type of this page (lib/header-tab.ts) */
export const handle = { headerTab: HEADER_TAB.flashSale };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { item: await loadSecDetail(request, context, params.seckillId) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => pageMeta(matches, (t) => loaderData?.item.prodName ?? t('flashSale.meta.list'));

export const ErrorBoundary = RouteErrorBoundary;

export default function SecDetail({ loaderData }: Route.ComponentProps) {
  return <SecDetailPage key={loaderData.item.seckillId} item={loaderData.item} />;
}
