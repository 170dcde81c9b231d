// /user-center/uc-account: see features/account/user-center/ProfileForm.tsx.
import type { Route } from './+types/uc-account';
import { pageMeta } from '../../lib/meta';
import { ProfileForm } from '../../features/account/user-center/ProfileForm';
import { LevelBadge } from '../../features/membership/LevelBadge';
import { useUcUser } from '../../features/account/user-center/use-uc-user';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('acct.meta.profile'));

export default function UserCenterProfilePage() {
  const user = useUcUser();
  return <ProfileForm key={user.userId} user={user} aside={<LevelBadge variant="center" />} />;
}
