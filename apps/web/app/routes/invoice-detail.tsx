// /invoice-detail?id= (SPEC §2; a token is needed): one of the buyer's invoice requests with its e-invoice
// (features/invoice). Another user's request, or an unknown id, is the not-found page.
import { data } from 'react-router';
import type { InvoiceView } from '@mall/shared';
import type { Route } from './+types/invoice-detail';
import { pageMeta } from '../lib/meta';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { loadForUser } from '../features/order/user-api.server';
import { InvoiceDetail } from '../features/invoice/InvoiceDetail';

export async function loader({ request, context }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get('id')?.trim() ?? '';
  if (!/^[1-9][0-9]{0,9}$/.test(id)) throw data(null, { status: 404 });
  return { invoice: await loadForUser<InvoiceView>(request, context, `/p/invoice/requests/${id}`) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('invoice.meta.detail'));

export const ErrorBoundary = RouteErrorBoundary;

export default function InvoiceDetailRoute({ loaderData }: Route.ComponentProps) {
  return <InvoiceDetail invoice={loaderData.invoice} />;
}
