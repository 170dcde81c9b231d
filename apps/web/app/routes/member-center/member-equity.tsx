// /member-center/member-equity (issue 14; public): all levels side by side and the paid plans; a logged-in visitor's level marked.
import type { MembershipEquity, MembershipInfo } from '@mall/shared';
import type { Route } from './+types/member-equity';
import { requestLang } from '../../lib/lang';
import { pageMeta } from '../../lib/meta';
import { MemberEquityPage } from '../../features/membership/MemberEquityPage';
import '../../features/membership/membership.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const [equity, mine] = await Promise.all([
    context.mall.api<MembershipEquity>('/membership/equity', { lang }),
    context.mall.api<MembershipInfo>('/p/membership/info', { lang }),
  ]);
  if (equity.status !== 200) throw new Response('', { status: 502 });
  return { equity: equity.data, mine: mine.status === 200 ? mine.data : null };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('membership.meta.equity'));

export default function MemberEquity({ loaderData }: Route.ComponentProps) {
  return <MemberEquityPage {...loaderData} />;
}
