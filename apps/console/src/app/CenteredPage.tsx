import type { ReactNode } from 'react';

export function CenteredPage({ children }: { children: ReactNode }) {
  return <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f5f5f5' }}>{children}</div>;
}
