// /user-center (index, query currentPage): the center info (SPEC §3): user, order counts, shop status, and the
// newest orders, the page ?currentPage= of them (SPEC §2), and the mall inbox (in-site messages; #inbox).
import type { CenterInfo, InboxAnswer, OrderSummary, Paged } from '@mall/shared';
import type { Route } from './+types/index';
import { getForUser } from '../../lib/auth.server';
import { requestLang } from '../../lib/lang';
import { pageMeta } from '../../lib/meta';
import { CenterHome } from '../../features/account/user-center/CenterHome';
import { RecentOrders } from '../../features/account/user-center/RecentOrders';
import { Inbox } from '../../features/inbox/Inbox';
import { useUcUser } from '../../features/account/user-center/use-uc-user';
import { loadForUser } from '../../features/order/user-api.server';
import '../../features/order/order.css';
import '../../features/site-pages/site-pages.css';

const SIZE = 5;

export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = Number(new URL(request.url).searchParams.get('currentPage'));
  const current = Number.isInteger(raw) && raw > 0 && raw < 10_000 ? raw : 1;
  const center = await getForUser<CenterInfo>(request, context, '/p/user/centerInfo');
  const [orders, inbox] = await Promise.all([
    loadForUser<Paged<OrderSummary>>(request, context, `/p/myOrder/myOrder?status=0&current=${current}&size=${SIZE}`),
    context.mall.api<InboxAnswer>('/p/user/messages', { lang: requestLang(request) }), // drawn without it when it cannot be read
  ]);
  return { center, orders, inbox: inbox.status === 200 ? inbox.data : null };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('acct.meta.center'));

export default function UserCenterIndex({ loaderData }: Route.ComponentProps) {
  const user = useUcUser();
  return (
    <>
      <CenterHome user={user} center={loaderData.center} />
      <RecentOrders page={loaderData.orders} />
      <Inbox inbox={loaderData.inbox} />
    </>
  );
}
