// /member-center/member-center (issue 14; a login is needed): my level, growth, benefits, paid membership, growth records.
import type { GrowthRecord, MembershipInfo, Paged } from '@mall/shared';
import type { Route } from './+types/member-center';
import { getForUser } from '../../lib/auth.server';
import { pageMeta } from '../../lib/meta';
import { MemberCenterPage, RECORDS_PARAM } from '../../features/membership/MemberCenterPage';
import '../../features/membership/membership.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = Number(new URL(request.url).searchParams.get(RECORDS_PARAM));
  const current = Number.isInteger(raw) && raw > 0 && raw < 100_000 ? raw : 1;
  const [info, records] = await Promise.all([
    getForUser<MembershipInfo>(request, context, '/p/membership/info'),
    getForUser<Paged<GrowthRecord>>(request, context, `/p/membership/growthRecords?current=${current}&size=10`),
  ]);
  return { info, records };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('membership.meta.center'));

export default function MemberCenter({ loaderData }: Route.ComponentProps) {
  return <MemberCenterPage {...loaderData} />;
}
