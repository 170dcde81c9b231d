// /order-detail?orderNumber= (SPEC §2; a token is needed, SPEC §6): one order of the buyer (features/order/detail).
// Another user's order, or an unknown number, is the not-found page.
import { data } from 'react-router';
import type { InvoiceView, OrderDetail, Paged } from '@mall/shared';
import type { Route } from './+types/order-detail';
import { pageMeta } from '../lib/meta';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { callForUser, loadForUser } from '../features/order/user-api.server';
import { OrderDetailPage } from '../features/order/detail/OrderDetailPage';

export async function loader({ request, context }: Route.LoaderArgs) {
  const orderNumber = new URL(request.url).searchParams.get('orderNumber')?.trim() ?? '';
  if (!/^[0-9A-Za-z]{1,40}$/.test(orderNumber)) throw data(null, { status: 404 });
  // the order, and its newest invoice request (asked at checkout or later from the user centre)
  const [order, invoices] = await Promise.all([
    loadForUser<OrderDetail>(request, context, `/p/myOrder/orderDetail?orderNumber=${orderNumber}`),
    callForUser<Paged<InvoiceView>>(request, context, `/p/invoice/requests?orderNumber=${orderNumber}&size=1`),
  ]);
  return { order, invoice: invoices.status === 200 ? (invoices.data.records[0] ?? null) : null };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('orders.meta.detail'));

export const ErrorBoundary = RouteErrorBoundary;

export default function OrderDetailRoute({ loaderData }: Route.ComponentProps) {
  return <OrderDetailPage order={loaderData.order} invoice={loaderData.invoice} />;
}
