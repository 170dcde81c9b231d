// /user-center/uc-password: see features/account/user-center/PasswordForm.tsx.
import type { Route } from './+types/uc-password';
import { pageMeta } from '../../lib/meta';
import { PasswordForm } from '../../features/account/user-center/PasswordForm';
import { useUcUser } from '../../features/account/user-center/use-uc-user';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('acct.meta.password'));

export default function UserCenterPasswordPage() {
  const user = useUcUser();
  return <PasswordForm key={user.userId} user={user} />;
}
