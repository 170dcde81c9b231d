// /member-center/buy-member (issue 14; a login is needed): pick a paid plan and pay with the balance or WeChat Pay.
import type { BalanceInfo, MembershipEquity, MembershipInfo } from '@mall/shared';
import type { Route } from './+types/buy-member';
import { getForUser } from '../../lib/auth.server';
import { pageMeta } from '../../lib/meta';
import { BuyMemberPage } from '../../features/membership/BuyMemberPage';
import '../../features/membership/membership.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = Number(new URL(request.url).searchParams.get('planId'));
  const [equity, info, balance] = await Promise.all([
    getForUser<MembershipEquity>(request, context, '/membership/equity'),
    getForUser<MembershipInfo>(request, context, '/p/membership/info'),
    getForUser<BalanceInfo>(request, context, '/p/balance/info'),
  ]);
  return { equity, info, balance: balance.balance, planId: Number.isInteger(raw) && raw > 0 ? raw : null };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('membership.meta.buy'));

export default function BuyMember({ loaderData }: Route.ComponentProps) {
  return <BuyMemberPage {...loaderData} />;
}
