// /user-center/security: see features/account/user-center/SecurityOverview.tsx.
import type { Route } from './+types/security';
import { pageMeta } from '../../lib/meta';
import { SecurityOverview } from '../../features/account/user-center/SecurityOverview';
import { useUcUser } from '../../features/account/user-center/use-uc-user';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('acct.meta.security'));

export default function UserCenterSecurityPage() {
  const user = useUcUser();
  return <SecurityOverview key={user.userId} user={user} />;
}
