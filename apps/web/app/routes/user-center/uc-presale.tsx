// /user-center/uc-presale: my pre-sale orders (deposit, what it counts for, balance due, windows, state; "pay the
// balance" while its window is open) and the in-site messages of pre-sale (decision 035).
import type { PresaleNoticeView, PresaleOrderView } from '@mall/shared';
import type { Route } from './+types/uc-presale';
import { getForUser } from '../../lib/auth.server';
import { pageMeta } from '../../lib/meta';
import { MyPresales } from '../../features/presale/MyPresales';

export async function loader({ request, context }: Route.LoaderArgs) {
  const [orders, notices] = await Promise.all([
    getForUser<PresaleOrderView[]>(request, context, '/p/presale/orders'),
    getForUser<PresaleNoticeView[]>(request, context, '/p/presale/notices'),
  ]);
  return { orders, notices };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('presale.mine.title'));

export default function UcPresale({ loaderData }: Route.ComponentProps) {
  return <MyPresales {...loaderData} />;
}
