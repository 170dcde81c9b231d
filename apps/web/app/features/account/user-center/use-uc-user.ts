import { useRouteLoaderData } from 'react-router';
import type { UserInfo } from '@mall/shared';

/** Route id of the user-center layout (app/routes.ts). */
export const UC_ROUTE_ID = 'user-center';

/** The logged-in user as the user-center layout loaded it (its pages render only under a loaded layout). */
export function useUcUser(): UserInfo {
  const data = useRouteLoaderData(UC_ROUTE_ID) as { user: UserInfo } | undefined;
  if (!data) throw new Error('useUcUser outside the user center');
  return data.user;
}
