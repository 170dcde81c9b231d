// /presale/confirm-order (default layout; token needed): the checkout of a pre-sale's deposit (or full payment) or of
// a pre-sale order's balance (decision 035).
import type { Route } from './+types/presale-confirm';
import { pageMeta } from '../lib/meta';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { loadPresaleCheckout } from '../features/presale/presale.server';
import { PresaleCheckout } from '../features/presale/PresaleCheckout';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPresaleCheckout(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('presale.meta.checkout'));

export const ErrorBoundary = RouteErrorBoundary;

export default function PresaleConfirm({ loaderData }: Route.ComponentProps) {
  return <PresaleCheckout data={loaderData} />;
}
