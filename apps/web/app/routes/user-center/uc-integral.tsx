// /user-center/uc-integral (SPEC §2): my points, the daily sign-in and the points records (features/points).
import { POINTS_LIMITS, POINTS_LOG_TYPES, type Paged, type PointsInfo, type PointsLogTypeName, type PointsRecord, type SignInCalendar } from '@mall/shared';
import type { Route } from './+types/uc-integral';
import { getForUser } from '../../lib/auth.server';
import { pageMeta } from '../../lib/meta';
import { RECORDS_PARAM, TYPE_PARAM } from '../../features/points/api';
import { PointsPage } from '../../features/points/PointsPage';
import '../../features/payment/payment.css';
import '../../features/catalog/catalog.css';
import '../../features/points/points.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams;
  const raw = Number(q.get(RECORDS_PARAM));
  const current = Number.isInteger(raw) && raw > 0 && raw < 100_000 ? raw : 1;
  const asked = q.get(TYPE_PARAM);
  const type = (POINTS_LOG_TYPES as readonly string[]).includes(asked ?? '') ? (asked as PointsLogTypeName) : null;
  const info = await getForUser<PointsInfo>(request, context, '/p/points/info');
  const [records, calendar] = await Promise.all([
    getForUser<Paged<PointsRecord>>(request, context, `/p/points/records?current=${current}&size=${POINTS_LIMITS.recordsPageSize}${type ? `&type=${type}` : ''}`),
    getForUser<SignInCalendar>(request, context, `/p/points/signInCalendar?month=${info.today.slice(0, 7)}`),
  ]);
  return { info, records, calendar, type };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('points.meta'));

export default function UcIntegral({ loaderData }: Route.ComponentProps) {
  return <PointsPage {...loaderData} />;
}
