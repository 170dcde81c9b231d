// /user-center/uc-demand-post and /user-center/uc-server-post (one file, two routes): posting a demand or a service
// from the user centre, or editing one's pending or refused post (?id=) (features/demand/DemandForm.tsx).
import { data } from 'react-router';
import type { DemandOwnView } from '@mall/shared';
import type { Route } from './+types/uc-demand-post';
import { getForUser } from '../../lib/auth.server';
import { requestLang } from '../../lib/lang';
import { pageMeta } from '../../lib/meta';
import { DemandForm } from '../../features/demand/DemandForm';
import { kindOfPath } from '../../features/demand/format';
import { demandOptions, idOf } from '../../features/demand/loaders.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = kindOfPath(url.pathname);
  const id = url.searchParams.has('id') ? idOf(url) : null;
  if (url.searchParams.has('id') && id === null) throw data(null, { status: 404 });
  const post = id ? await getForUser<DemandOwnView>(request, context, `/p/demand/posts/${id}`) : null;
  if (post && post.kind !== kind) throw data(null, { status: 404 });
  return { kind, post, ...(await demandOptions(context, requestLang(request))) };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, (t) => t(kindOfPath(location.pathname) === 'service' ? 'demand.meta.postService' : 'demand.meta.postDemand'));

export default function UcDemandPost({ loaderData }: Route.ComponentProps) {
  return <DemandForm key={`${loaderData.kind}-${loaderData.post?.id ?? 'new'}`} {...loaderData} inCenter />;
}
