// /demand/demand-list and /demand/service-list (one file, two routes): the posts of one kind with the filters of the
// address, paged (features/demand/DemandList.tsx).
import type { DemandCard, Paged } from '@mall/shared';
import type { Route } from './+types/list';
import { getOrThrow } from '../../lib/api';
import { requestLang } from '../../lib/lang';
import { pageMeta } from '../../lib/meta';
import { DemandList } from '../../features/demand/DemandList';
import { kindOfPath } from '../../features/demand/format';
import { demandOptions, filtersOf, pageOf } from '../../features/demand/loaders.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = requestLang(request);
  const kind = kindOfPath(url.pathname);
  const { filters, query } = filtersOf(url);
  query.set('kind', kind);
  query.set('current', String(pageOf(url)));
  query.set('size', '10');
  const [page, options] = await Promise.all([getOrThrow<Paged<DemandCard>>(context, `/demand/posts?${query}`, lang), demandOptions(context, lang)]);
  return { kind, page, filters, ...options };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, (t) => t(kindOfPath(location.pathname) === 'service' ? 'demand.meta.serviceList' : 'demand.meta.demandList'));

export default function DemandListRoute({ loaderData }: Route.ComponentProps) {
  return <DemandList {...loaderData} />;
}
