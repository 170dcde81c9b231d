// /user-center (default layout): the shell of the user center — a token is needed (SPEC §6: without a valid one the
// loader sends to /login?redirect=<path>), the left menu (features/account/user-center/menu.ts), the page.
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/layout';
import type { RefundNotices } from '@mall/shared';
import { requireUser } from '../../lib/auth.server';
import { requestLang } from '../../lib/lang';
import { UC_RETURN } from '../../features/aftersale/status';
import { UC_BASE } from '../../features/account/user-center/menu';

const UC_PRESALE = `${UC_BASE}/uc-presale`;
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { UcMenu } from '../../features/account/user-center/UcMenu';
import { Avatar } from '../../features/account/user-center/Avatar';
import '../../features/account/user-center/user-center.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  // unread after-sales notices for the menu's badge; the menu is drawn without it when they cannot be read
  const [notices, presale] = await Promise.all([
    context.mall.api<RefundNotices>('/p/refund/notices', { lang: requestLang(request) }),
    context.mall.api<{ unread: number }>('/p/presale/notices/unread', { lang: requestLang(request) }), // pre-sale messages (balance open, deposit kept)
  ]);
  const unread = notices.status === 200 ? notices.data.unread : 0;
  return { user, badges: { [UC_RETURN]: unread, [UC_PRESALE]: presale.status === 200 ? presale.data.unread : 0 } };
}

export const ErrorBoundary = RouteErrorBoundary;

export default function UserCenterLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user, badges } = loaderData;
  return (
    <div className="container uc">
      <aside className="uc__side">
        <div className="uc__me">
          <Avatar src={user.pic} alt={t('acct.center.avatarAlt', { name: user.nickName })} size={56} />
          <p className="uc__me-name">{user.nickName}</p>
        </div>
        <UcMenu badges={badges} />
      </aside>
      <div className="uc__main">
        <Outlet />
      </div>
    </div>
  );
}
