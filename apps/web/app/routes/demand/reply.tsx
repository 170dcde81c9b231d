// /demand/demand-detail-reply and /demand/service-detail-reply (?id=; a token is needed): answering a post with a
// quote (features/demand/QuoteForm.tsx).
import { data } from 'react-router';
import type { DemandAbility, DemandDetail, DemandQuoteView } from '@mall/shared';
import type { Route } from './+types/reply';
import { getOr } from '../../lib/api';
import { getForUser } from '../../lib/auth.server';
import { requestLang } from '../../lib/lang';
import { pageMeta } from '../../lib/meta';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { QuoteForm } from '../../features/demand/QuoteForm';
import { kindOfPath } from '../../features/demand/format';
import { idOf } from '../../features/demand/loaders.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const id = idOf(url);
  if (id === null) throw data(null, { status: 404 });
  const ability = await getForUser<DemandAbility>(request, context, `/p/demand/posts/${id}/ability`);
  const [post, mine] = await Promise.all([
    getOr<DemandDetail | null>(context, `/demand/posts/${id}`, requestLang(request), null),
    getForUser<DemandQuoteView | null>(request, context, `/p/demand/posts/${id}/my-quote`),
  ]);
  if (!post || post.kind !== kindOfPath(url.pathname)) throw data(null, { status: 404 });
  return { post, ability, mine };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('demand.meta.reply'));

export const ErrorBoundary = RouteErrorBoundary;

export default function DemandReplyRoute({ loaderData }: Route.ComponentProps) {
  return <QuoteForm key={loaderData.post.id} {...loaderData} />;
}
