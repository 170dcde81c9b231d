// /return-detail?refundSn= (SPEC §2; a token is needed, SPEC §6): one refund request of the buyer with its timeline
// and the actions of its state (features/aftersale). Another user's request, or an unknown number, is not found.
import { data } from 'react-router';
import type { RefundDetail } from '@mall/shared';
import type { Route } from './+types/return-detail';
import { pageMeta } from '../lib/meta';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { loadForUser } from '../features/order/user-api.server';
import { RefundDetailPage } from '../features/aftersale/RefundDetailPage';

export async function loader({ request, context }: Route.LoaderArgs) {
  const refundSn = new URL(request.url).searchParams.get('refundSn')?.trim() ?? '';
  if (!/^[0-9A-Za-z]{1,40}$/.test(refundSn)) throw data(null, { status: 404 });
  const refund = await loadForUser<RefundDetail>(request, context, `/p/refund/${refundSn}`);
  return { refund };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('aftersale.meta.detail'));

export const ErrorBoundary = RouteErrorBoundary;

export default function ReturnDetailRoute({ loaderData }: Route.ComponentProps) {
  return <RefundDetailPage refund={loaderData.refund} />;
}
