// /cart (SPEC §2; a token is needed, SPEC §6): the shop cart (features/cart).
import type { Route } from './+types/cart';
import { pageMeta } from '../lib/meta';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { loadCart } from '../features/cart/cart.server';
import { CartPage } from '../features/cart/CartPage';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCart(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('shopCart.meta'));

export const ErrorBoundary = RouteErrorBoundary;

export default function Cart({ loaderData }: Route.ComponentProps) {
  return <CartPage data={loaderData} />;
}
