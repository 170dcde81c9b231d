// /quickOrder (SPEC §2; a token is needed, SPEC §6): SKU codes with quantities added to the cart at once
// (features/cart/quick-order). No token, or one the API refuses → /login?redirect=/quickOrder.
import type { Route } from './+types/quick-order';
import { pageMeta } from '../lib/meta';
import { requireUser } from '../lib/auth.server';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { QuickOrderPage } from '../features/cart/quick-order/QuickOrderPage';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('shopCart.quickOrder.meta'));

export const ErrorBoundary = RouteErrorBoundary;

export default function QuickOrder() {
  return <QuickOrderPage />;
}
