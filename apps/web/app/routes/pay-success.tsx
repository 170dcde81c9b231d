// /pay-success?payNo= (default layout; a login is needed): the payment went through — links to the orders.
import type { PaymentStatus } from '@mall/shared';
import type { Route } from './+types/pay-success';
import { pageMeta } from '../lib/meta';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { PaySuccess } from '../features/payment/PaySuccess';
import { loadForUser, queryValue } from '../features/payment/load.server';
import '../features/payment/payment.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const payNo = queryValue(request, 'payNo', /^[A-Za-z0-9]{6,40}$/);
  return { status: await loadForUser<PaymentStatus>(request, context, `/p/payment/status?payNo=${payNo}`) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('payment.meta.success'));

export const ErrorBoundary = RouteErrorBoundary;

export default function PaySuccessRoute({ loaderData }: Route.ComponentProps) {
  return <PaySuccess status={loaderData.status} />;
}
