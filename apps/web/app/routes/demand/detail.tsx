// /demand/demand-detail and /demand/service-detail (?id=; one file, two routes): a post the public may see, or the
// caller's own post in any state; with the caller's abilities, the contact when allowed and, for the poster, the
// quotes (features/demand/DemandDetail.tsx). Unknown ids, and others' pending or refused posts, are the not-found page.
import { data } from 'react-router';
import type { DemandAbility, DemandDetail as Detail, DemandOwnView } from '@mall/shared';
import type { Route } from './+types/detail';
import { getOr } from '../../lib/api';
import { tokenOfRequest } from '../../lib/auth.server';
import { requestLang } from '../../lib/lang';
import { pageMeta } from '../../lib/meta';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { DemandDetail } from '../../features/demand/DemandDetail';
import { kindOfPath } from '../../features/demand/format';
import { idOf } from '../../features/demand/loaders.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = requestLang(request);
  const id = idOf(url);
  if (id === null) throw data(null, { status: 404 });
  const token = tokenOfRequest(request);
  const [post, own, ability] = await Promise.all([
    getOr<Detail | null>(context, `/demand/posts/${id}`, lang, null),
    token ? getOr<DemandOwnView | null>(context, `/p/demand/posts/${id}`, lang, null) : null,
    token ? getOr<DemandAbility | null>(context, `/p/demand/posts/${id}/ability`, lang, null) : null,
  ]);
  const shown = own ?? post;
  if (!shown || shown.kind !== kindOfPath(url.pathname)) throw data(null, { status: 404 });
  const contact = own ? { contactName: own.contactName, contactPhone: own.contactPhone }
    : ability?.contactVisible ? await getOr<{ contactName: string; contactPhone: string } | null>(context, `/p/demand/posts/${id}/contact`, lang, null) : null;
  return { post: shown, own, ability, contact };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => pageMeta(matches, loaderData?.post.title ?? ((t) => t('demand.meta.detail')));

export const ErrorBoundary = RouteErrorBoundary;

export default function DemandDetailRoute({ loaderData }: Route.ComponentProps) {
  return <DemandDetail key={loaderData.post.id} {...loaderData} />;
}
