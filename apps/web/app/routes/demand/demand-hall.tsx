// /demand/demand-hall: the landing of the demand and service hall (features/demand/DemandHall.tsx).
import type { DemandHall as Hall } from '@mall/shared';
import type { Route } from './+types/demand-hall';
import { getOrThrow } from '../../lib/api';
import { requestLang } from '../../lib/lang';
import { pageMeta } from '../../lib/meta';
import { DemandHall } from '../../features/demand/DemandHall';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { hall: await getOrThrow<Hall>(context, '/demand/hall', requestLang(request)) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('demand.meta.hall'), undefined, undefined, (t) => t('demand.meta.hallDescription'));

export default function DemandHallRoute({ loaderData }: Route.ComponentProps) {
  return <DemandHall hall={loaderData.hall} />;
}
