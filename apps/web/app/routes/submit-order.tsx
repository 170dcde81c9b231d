// /submit-order (SPEC §2; a token is needed, SPEC §6): check and place the order (features/order/submit).
import type { Route } from './+types/submit-order';
import { pageMeta } from '../lib/meta';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { loadCheckout } from '../features/order/checkout.server';
import { SubmitOrderPage } from '../features/order/submit/SubmitOrderPage';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckout(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('orders.meta.checkout'));

export const ErrorBoundary = RouteErrorBoundary;

export default function SubmitOrder({ loaderData }: Route.ComponentProps) {
  return <SubmitOrderPage data={loaderData} />;
}
