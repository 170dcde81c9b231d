// /write-comments?orderNumber= (SPEC §2; a token is needed, SPEC §6): reviews of one received order's lines
// (features/review). Another user's order, or an unknown number, is the not-found page.
import { data } from 'react-router';
import type { WriteCommentsView } from '@mall/shared';
import type { Route } from './+types/write-comments';
import { pageMeta } from '../lib/meta';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { loadForUser } from '../features/order/user-api.server';
import { WriteComments } from '../features/review/WriteComments';

export async function loader({ request, context }: Route.LoaderArgs) {
  const orderNumber = new URL(request.url).searchParams.get('orderNumber')?.trim() ?? '';
  if (!/^[0-9A-Za-z]{1,40}$/.test(orderNumber)) throw data(null, { status: 404 });
  const view = await loadForUser<WriteCommentsView>(request, context, `/p/comment/orderItems?orderNumber=${orderNumber}`);
  return { view };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('review.meta.write'));

export const ErrorBoundary = RouteErrorBoundary;

export default function WriteCommentsRoute({ loaderData }: Route.ComponentProps) {
  return <WriteComments view={loaderData.view} />;
}
