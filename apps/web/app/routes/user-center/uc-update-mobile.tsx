// /user-center/uc-update-mobile: see features/account/user-center/UpdateMobileForm.tsx.
import type { Route } from './+types/uc-update-mobile';
import { pageMeta } from '../../lib/meta';
import { UpdateMobileForm } from '../../features/account/user-center/UpdateMobileForm';
import { useUcUser } from '../../features/account/user-center/use-uc-user';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('acct.meta.mobile'));

export default function UserCenterUpdateMobilePage() {
  const user = useUcUser();
  return <UpdateMobileForm key={user.userId} user={user} />;
}
