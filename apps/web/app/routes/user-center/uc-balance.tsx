// /user-center/uc-balance: my balance, top-up and balance records (features/payment/BalancePage.tsx).
import type { BalanceInfo, BalanceRecord, Paged } from '@mall/shared';
import { PAYMENT_LIMITS } from '@mall/shared';
import type { Route } from './+types/uc-balance';
import { getForUser } from '../../lib/auth.server';
import { pageMeta } from '../../lib/meta';
import { BalancePage, RECORDS_PARAM } from '../../features/payment/BalancePage';
import '../../features/catalog/catalog.css';
import '../../features/payment/payment.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = Number(new URL(request.url).searchParams.get(RECORDS_PARAM));
  const current = Number.isInteger(raw) && raw > 0 && raw < 100_000 ? raw : 1;
  const [info, records] = await Promise.all([
    getForUser<BalanceInfo>(request, context, '/p/balance/info'),
    getForUser<Paged<BalanceRecord>>(request, context, `/p/balance/records?current=${current}&size=${PAYMENT_LIMITS.recordsPageSize}`),
  ]);
  return { balance: info.balance, records };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('payment.meta.balance'));

export default function UcBalance({ loaderData }: Route.ComponentProps) {
  return <BalancePage balance={loaderData.balance} records={loaderData.records} />;
}
