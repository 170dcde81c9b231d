// Top bar "my shop" (SPEC §4): the shop status decides where it leads. 1 open → the shop home; every other status
// shows its warning, and a buyer without a shop (or with a refused application) is taken to the application form.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SHOP_STATUS, type CenterInfo } from '@mall/shared';
import { clientApi } from '../../../lib/api';
import { useShell } from '../../../lib/shell';
import { useToast } from '../../../components/Toast';
import { shopNoticeKey } from './shop-status';

export function MyShopLink() {
  const { t } = useTranslation();
  const { lang } = useShell();
  const toast = useToast();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function onClick() {
    if (busy) return;
    setBusy(true);
    const res = await clientApi<CenterInfo>('/p/user/centerInfo', { lang });
    setBusy(false);
    if (res.status !== 200) return;
    const { shopStatus, shopId } = res.data;
    if (shopStatus === SHOP_STATUS.open && shopId != null) {
      void navigate(`/shopIndex?sid=${shopId}`);
      return;
    }
    toast.show(t(shopNoticeKey(shopStatus).key), 2000, 'warning');
    if (shopStatus === SHOP_STATUS.none || shopStatus === SHOP_STATUS.notPassed) void navigate('/shopApply');
  }

  return (
    <button type="button" className="topbar__logout" onClick={() => void onClick()} disabled={busy} aria-busy={busy}>
      {t('acct.topbar.myShop')}
    </button>
  );
}
