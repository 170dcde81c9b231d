// /user-center/uc-paypw: see features/account/user-center/PayPasswordForm.tsx.
import type { Route } from './+types/uc-paypw';
import { pageMeta } from '../../lib/meta';
import { PayPasswordForm } from '../../features/account/user-center/PayPasswordForm';
import { useUcUser } from '../../features/account/user-center/use-uc-user';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('acct.meta.paypw'));

export default function UserCenterPayPasswordPage() {
  const user = useUcUser();
  return <PayPasswordForm key={user.userId} user={user} />;
}
