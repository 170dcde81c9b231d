// /user-center (index, query currentPage): the center info (SPEC §3): user, order counts, shop status.
import type { CenterInfo } from '@mall/shared';
import type { Route } from './+types/index';
import { getForUser } from '../../lib/auth.server';
import { pageMeta } from '../../lib/meta';
import { CenterHome } from '../../features/account/user-center/CenterHome';
import { useUcUser } from '../../features/account/user-center/use-uc-user';

export async function loader({ request, context }: Route.LoaderArgs) {
  const center = await getForUser<CenterInfo>(request, context, '/p/user/centerInfo');
  return { center };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('acct.meta.center'));

export default function UserCenterIndex({ loaderData }: Route.ComponentProps) {
  const user = useUcUser();
  return <CenterHome user={user} center={loaderData.center} />;
}
