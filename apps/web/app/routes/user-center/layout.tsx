// /user-center (default layout): the shell of the user center — a token is needed (SPEC §6: without a valid one the
// loader sends to /login?redirect=<path>), the left menu (features/account/user-center/menu.ts), the page.
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/layout';
import { requireUser } from '../../lib/auth.server';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { UcMenu } from '../../features/account/user-center/UcMenu';
import { Avatar } from '../../features/account/user-center/Avatar';
import '../../features/account/user-center/user-center.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return { user };
}

export const ErrorBoundary = RouteErrorBoundary;

export default function UserCenterLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user } = loaderData;
  return (
    <div className="container uc">
      <aside className="uc__side">
        <div className="uc__me">
          <Avatar src={user.pic} alt={t('acct.center.avatarAlt', { name: user.nickName })} size={56} />
          <p className="uc__me-name">{user.nickName}</p>
        </div>
        <UcMenu />
      </aside>
      <div className="uc__main">
        <Outlet />
      </div>
    </div>
  );
}
