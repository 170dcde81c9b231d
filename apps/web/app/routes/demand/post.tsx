// /demand/demand-coop-post and /demand/service-coop-post (one file, two routes; a token is needed): posting a demand
// or a service from the hall (features/demand/DemandForm.tsx); the user centre has the same form (uc-demand-post).
import type { Route } from './+types/post';
import { requireUser } from '../../lib/auth.server';
import { requestLang } from '../../lib/lang';
import { pageMeta } from '../../lib/meta';
import { DemandForm } from '../../features/demand/DemandForm';
import { kindOfPath } from '../../features/demand/format';
import { demandOptions } from '../../features/demand/loaders.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return { kind: kindOfPath(new URL(request.url).pathname), ...(await demandOptions(context, requestLang(request))) };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, (t) => t(kindOfPath(location.pathname) === 'service' ? 'demand.meta.postService' : 'demand.meta.postDemand'));

export default function DemandPostRoute({ loaderData }: Route.ComponentProps) {
  return <DemandForm key={loaderData.kind} {...loaderData} post={null} inCenter={false} />;
}
