// /flash-sale (default layout, SPEC §2): flash-sale sessions and their items (features/flash-sale).
import type { Route } from './+types/flash-sale';
import { pageMeta } from '../lib/meta';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { loadFlashSale } from '../features/flash-sale/flash-sale.server';
import { FlashSalePage } from '../features/flash-sale/FlashSalePage';
import '../features/catalog/catalog.css';
import { HEADER_TAB } from '@mall/shared';

/** SPEC §2 header tab type of this page (lib/header-tab.ts) */
export const handle = { headerTab: HEADER_TAB.flashSale };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadFlashSale(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('flashSale.meta.list'));

export const ErrorBoundary = RouteErrorBoundary;

export default function FlashSale({ loaderData }: Route.ComponentProps) {
  return <FlashSalePage data={loaderData} />;
}
