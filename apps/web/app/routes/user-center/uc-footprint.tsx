// /user-center/uc-footprint: viewed products grouped by day (features/catalog/uc/Footprint.tsx).
import type { FootprintItem, Paged } from '@mall/shared';
import type { Route } from './+types/uc-footprint';
import { getForUser } from '../../lib/auth.server';
import { pageMeta } from '../../lib/meta';
import { Footprint } from '../../features/catalog/uc/Footprint';
import '../../features/catalog/catalog.css';

const SIZE = 40;
const chinaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = Number(new URL(request.url).searchParams.get('page'));
  const page = Number.isInteger(raw) && raw > 0 && raw < 10_000 ? raw : 1;
  const list = await getForUser<Paged<FootprintItem>>(request, context, `/p/user/recentBrowse?current=${page}&size=${SIZE}`);
  return { page: list, today: chinaDay.format(new Date()) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('catalog.uc.footprint'));

export default function UcFootprint({ loaderData }: Route.ComponentProps) {
  return <Footprint page={loaderData.page} today={loaderData.today} />;
}
