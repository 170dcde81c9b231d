// /payment?orderNumbers=<comma-separated> (default layout; a login is needed): the cashier of one checkout — see
// features/payment/PaymentPage.tsx.
import type { PayInfo } from '@mall/shared';
import type { Route } from './+types/payment';
import { pageMeta } from '../lib/meta';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { PaymentPage } from '../features/payment/PaymentPage';
import { loadForUser, queryValue } from '../features/payment/load.server';
import '../features/payment/payment.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const numbers = queryValue(request, 'orderNumbers', /^[\w-]{1,40}(,[\w-]{1,40}){0,49}$/);
  const info = await loadForUser<PayInfo>(request, context, `/p/payment/info?orderNumbers=${encodeURIComponent(numbers)}`);
  return { info };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('payment.meta.payment'));

export const ErrorBoundary = RouteErrorBoundary;

export default function PaymentRoute({ loaderData }: Route.ComponentProps) {
  return <PaymentPage key={loaderData.info.orderNumbers.join(',')} info={loaderData.info} />;
}
