// /user-center/uc-return: my refund and return requests by state (?status=), newest first, ?page= paging, with the
// unread after-sales notices above them (features/aftersale/RefundList.tsx).
import type { Paged, RefundNotices, RefundSummary } from '@mall/shared';
import type { Route } from './+types/uc-return';
import { getForUser } from '../../lib/auth.server';
import { callForUser } from '../../features/order/user-api.server';
import { pageMeta } from '../../lib/meta';
import { RefundList } from '../../features/aftersale/RefundList';
import { REFUND_LIST_TABS } from '../../features/aftersale/status';

const SIZE = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = Number(url.searchParams.get('status') ?? 0);
  const status = (REFUND_LIST_TABS as readonly number[]).includes(raw) ? raw : 0;
  const rawPage = Number(url.searchParams.get('page'));
  const current = Number.isInteger(rawPage) && rawPage > 0 && rawPage < 10_000 ? rawPage : 1;
  const q = new URLSearchParams({ current: String(current), size: String(SIZE) });
  if (status) q.set('status', String(status));
  const [page, notices] = await Promise.all([
    getForUser<Paged<RefundSummary>>(request, context, `/p/refund/list?${q}`),
    callForUser<RefundNotices>(request, context, '/p/refund/notices'),
  ]);
  return { page, status, notices: notices.status === 200 ? notices.data : null };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('aftersale.meta.list'));

export default function UcReturn({ loaderData }: Route.ComponentProps) {
  return <RefundList page={loaderData.page} status={loaderData.status} notices={loaderData.notices} />;
}
