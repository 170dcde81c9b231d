// /submit-integral-order (default layout, SPEC §2; token needed, SPEC §6): confirm and place a points order.
import type { Route } from './+types/submit-integral-order';
import { pageMeta } from '../lib/meta';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { loadRedeemCheckout } from '../features/points-mall/points-mall.server';
import { RedeemCheckout } from '../features/points-mall/RedeemCheckout';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadRedeemCheckout(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('pointsMall.meta.checkout'));

export const ErrorBoundary = RouteErrorBoundary;

export default function SubmitIntegralOrder({ loaderData }: Route.ComponentProps) {
  return <RedeemCheckout data={loaderData} />;
}
