// The customer-service area (/console/service; issue 15, decision 027): for a user a shop owner added as its
// customer-service staff. GET /p/staff/mine says which shop he serves; anyone else (or a disabled staff member) is
// told so here. No store password: the desk's calls go with his own login (the API checks he is active staff).
import { Button, Result, Spin } from 'antd';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { StaffMine } from '@mall/shared';
import { api } from '../app/api';
import { CenteredPage } from '../app/CenteredPage';
import { useI18n } from '../app/i18n';
import { useSession } from '../app/session';

type Served = NonNullable<StaffMine['staff']>;
const ServedShop = createContext<Served | null>(null);
export const useServedShop = () => useContext(ServedShop);

export function StaffGate({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const { logout } = useSession();
  const [mine, setMine] = useState<StaffMine | null | 'error'>(null);
  useEffect(() => {
    let live = true;
    api<StaffMine>('/p/staff/mine').then((m) => live && setMine(m), () => live && setMine('error'));
    return () => {
      live = false;
    };
  }, []);
  if (mine === null) return <CenteredPage><Spin /></CenteredPage>;
  const staff = mine === 'error' ? null : mine.staff;
  if (!staff || staff.status !== 1) {
    return (
      <CenteredPage>
        <Result
          status="403"
          title={t(staff ? 'service.disabled' : 'service.notStaff')}
          extra={[<Link key="home" to="/">{t('app.back')}</Link>, <Button key="out" type="link" onClick={() => void logout()}>{t('app.logout')}</Button>]}
        />
      </CenteredPage>
    );
  }
  return <ServedShop.Provider value={staff}>{children}</ServedShop.Provider>;
}

/** The shop served, in the layout's header. */
export function ServedShopName() {
  const { t } = useI18n();
  const s = useServedShop();
  return s ? <span data-testid="served-shop">{t('service.of', { shop: s.shopName })}</span> : null;
}
