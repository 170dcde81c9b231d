import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { CenteredPage } from './CenteredPage';
import { useSession } from './session';

/** Children only for a logged-in user; else the console login, coming back here afterwards. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  if (user === undefined) return <CenteredPage><Spin /></CenteredPage>;
  if (user === null) return <Navigate to={`/login?${new URLSearchParams({ redirect: pathname + search })}`} replace />;
  return <>{children}</>;
}
