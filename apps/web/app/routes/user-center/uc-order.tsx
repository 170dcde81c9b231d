// /user-center/uc-order: my orders (features/order/list) — ?status= tab, ?keyword= search, ?page= paging.
import type { OrderCountData, OrderSummary, Paged } from '@mall/shared';
import type { Route } from './+types/uc-order';
import { pageMeta } from '../../lib/meta';
import { loadForUser } from '../../features/order/user-api.server';
import { OrderList } from '../../features/order/list/OrderList';
import { ORDER_LIST_TABS } from '../../features/order/status';

const SIZE = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const rawStatus = Number(url.searchParams.get('status') ?? 0);
  const status = (ORDER_LIST_TABS as readonly number[]).includes(rawStatus) ? rawStatus : 0;
  const rawPage = Number(url.searchParams.get('page'));
  const current = Number.isInteger(rawPage) && rawPage > 0 && rawPage < 10_000 ? rawPage : 1;
  const keyword = (url.searchParams.get('keyword') ?? '').trim().slice(0, 100);
  const q = new URLSearchParams({ status: String(status), current: String(current), size: String(SIZE) });
  if (keyword) q.set('keyword', keyword);
  const [page, counts] = await Promise.all([
    loadForUser<Paged<OrderSummary>>(request, context, `/p/myOrder/myOrder?${q}`),
    loadForUser<OrderCountData>(request, context, '/p/myOrder/orderCount'),
  ]);
  return { page, counts, status, keyword };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('orders.meta.list'));

export default function UcOrder({ loaderData }: Route.ComponentProps) {
  return <OrderList {...loaderData} />;
}
