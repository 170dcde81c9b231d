// /user-center/uc-demand and /user-center/uc-server (one file, two routes): the caller's demands or services with
// their quotes, by state, paged (features/demand/MyPosts.tsx).
import { DEMAND_STATUSES, type DemandOwnView, type DemandStatusName, type Paged } from '@mall/shared';
import type { Route } from './+types/uc-demand';
import { getForUser } from '../../lib/auth.server';
import { pageMeta } from '../../lib/meta';
import { MyPosts } from '../../features/demand/MyPosts';
import { kindOfPath } from '../../features/demand/format';
import { pageOf } from '../../features/demand/loaders.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = kindOfPath(url.pathname);
  const s = url.searchParams.get('status');
  const status = (DEMAND_STATUSES as readonly string[]).includes(s ?? '') ? (s as DemandStatusName) : null;
  const page = await getForUser<Paged<DemandOwnView>>(request, context, `/p/demand/mine?kind=${kind}&current=${pageOf(url)}&size=10${status ? `&status=${status}` : ''}`);
  return { kind, status, page };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, (t) => t(kindOfPath(location.pathname) === 'service' ? 'demand.meta.mineService' : 'demand.meta.mineDemand'));

export default function UcDemand({ loaderData }: Route.ComponentProps) {
  return <MyPosts {...loaderData} />;
}
