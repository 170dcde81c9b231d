// Empty layout (SPEC §2): nothing around the page. Used by the root error pages now and by full-screen pages later.
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

export function EmptyFrame({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="main main--empty" tabIndex={-1}>
      {children}
    </main>
  );
}

export default function EmptyLayout() {
  return (
    <EmptyFrame>
      <Outlet />
    </EmptyFrame>
  );
}
